import { type EarningsCalendarEntry, type EconomicCalendarEvent, formatMarketCap } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data';
import { type CalendarWeek, calendarWeek } from './calendarWeek.js';
import type { EarningsSource, EconomicSource } from './calendarSources.js';

/** A week's calendar is asked of its source at most this often; releases and dates rarely move within the hour. */
const KEEP_SECONDS = 3_600;

interface Kept<T> {
  key: string;
  at: number;
  value: Promise<T>;
}

/** Keeps the newest answer of one source for one week, sharing a fetch in flight. */
class WeekCache<T> {
  private kept: Kept<T> | null = null;

  get(key: string, now: number, load: () => Promise<T>): Promise<T> {
    if (this.kept && this.kept.key === key && now - this.kept.at < KEEP_SECONDS) return this.kept.value;
    const value = load();
    const kept = { key, at: now, value };
    this.kept = kept;
    // A failed fetch is not kept: the next call asks again.
    value.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return value;
  }
}

/** This week's economic releases and earnings reports from the configured sources. */
export class CalendarService {
  private readonly economicCache = new WeekCache<EconomicCalendarEvent[]>();
  private readonly earningsCache = new WeekCache<EarningsCalendarEntry[]>();

  constructor(
    readonly economicSource: EconomicSource,
    readonly earningsSource: EarningsSource,
    private readonly now: () => number,
  ) {}

  week(): CalendarWeek {
    return calendarWeek(this.now());
  }

  /** Releases whose local day is one of the week's five days (an Asian Monday morning is Sunday in UTC). */
  economic(week: CalendarWeek): Promise<EconomicCalendarEvent[]> {
    return this.economicCache.get(String(week.from), this.now(), async () => {
      const events = await this.economicSource.events(week.from - 86_400, week.to + 86_400);
      return events.filter((event) => week.days.includes(event.day));
    });
  }

  earnings(week: CalendarWeek): Promise<EarningsCalendarEntry[]> {
    return this.earningsCache.get(String(week.from), this.now(), async () => {
      const entries = await this.earningsSource.earnings(week.from - 86_400, week.to + 86_400);
      return entries
        .filter((entry) => week.days.includes(entry.day))
        .map((entry) => {
          const info = findSymbol(entry.symbol);
          return {
            symbol: entry.symbol,
            // The demo market reports the universe's companies and Yahoo the largest US ones: one the universe lacks is American.
            region: info?.region ?? 'US',
            name: info?.name ?? entry.symbol,
            cnname: info?.cnname ?? '',
            day: entry.day,
            ts: entry.ts,
            marketCap: formatMarketCap(entry.marketCap),
            timing: entry.timing,
          };
        });
    });
  }
}
