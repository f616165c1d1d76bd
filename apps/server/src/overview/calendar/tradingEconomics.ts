import type { EconomicCalendarEvent } from '@signaldesk/contract';
import { z } from 'zod';
import type { EconomicSource } from './calendarSources.js';

const BASE_URL = 'https://api.tradingeconomics.com/calendar/country/all';

/** Trading Economics names countries in full; the calendar speaks in the spec's codes. */
const COUNTRY_CODES: Record<string, string> = {
  'United States': 'US',
  China: 'CN',
  Japan: 'JP',
  'United Kingdom': 'UK',
  France: 'FR',
  Australia: 'AU',
  Germany: 'DE',
  Canada: 'CA',
  'Euro Area': 'EU',
  'Hong Kong': 'HK',
};

const figure = z.union([z.string(), z.number()]).nullish();
const row = z.object({
  Date: z.string(),
  Country: z.string(),
  Event: z.string(),
  Importance: z.number().int().min(1).max(3),
  Actual: figure,
  Forecast: figure,
  TEForecast: figure,
  Previous: figure,
});

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);
const isoDay = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

/** One row of the vendor's answer as a calendar event; null for a row that is not one (bad date, other shape). */
export function economicEventOf(raw: unknown): EconomicCalendarEvent | null {
  const parsed = row.safeParse(raw);
  if (!parsed.success) return null;
  const { Date: date, Country, Event, Importance, Actual, Forecast, TEForecast, Previous } = parsed.data;
  // The vendor writes UTC times without a zone.
  const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(date) ? date : `${date}Z`);
  if (Number.isNaN(ms)) return null;
  const ts = Math.floor(ms / 1000);
  return {
    day: isoDay(ts).replaceAll('-', ''),
    ts,
    title: Event,
    country: COUNTRY_CODES[Country] ?? Country,
    importance: Importance as 1 | 2 | 3,
    actual: text(Actual),
    forecast: text(Forecast) ?? text(TEForecast),
    previous: text(Previous),
  };
}

/** Trading Economics' calendar API with the configured key (ECONOMIC_CALENDAR_KEY, e.g. "client:secret"). */
export function tradingEconomicsSource(key: string, fetchJson: (url: string) => Promise<unknown> = defaultFetch): EconomicSource {
  return {
    name: 'tradingeconomics',
    async events(from, to) {
      const url = `${BASE_URL}/${isoDay(from)}/${isoDay(to)}?c=${encodeURIComponent(key)}&f=json`;
      const answer = await fetchJson(url);
      if (!Array.isArray(answer)) throw new Error('Trading Economics answered something other than a list');
      return answer
        .map(economicEventOf)
        .filter((event): event is EconomicCalendarEvent => event !== null && event.ts >= from && event.ts < to)
        .sort((a, b) => a.ts - b.ts);
    },
  };
}

async function defaultFetch(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`Trading Economics answered ${response.status}`);
  return response.json();
}
