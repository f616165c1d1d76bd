import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CALENDAR_COUNTRIES, parseMarketCap } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarWeek } from '../src/overview/calendar/calendarWeek.js';
import { demoEconomicSource, extraDemoEvents } from '../src/overview/calendar/demoReleases.js';
import { economicEventOf, tradingEconomicsSource } from '../src/overview/calendar/tradingEconomics.js';
import { follow } from '../src/userstock/userStocks.js';
import { describeEachDatabase, expectOk, expectRefusal, freshToken, signIn, type SignedIn, type TestServer, useServer } from './harness.js';

/** Wednesday 2026-01-14 12:00 UTC: the week of 12 to 16 January. */
const WEDNESDAY_NOON = Date.UTC(2026, 0, 14, 12) / 1000;
const WEEK_DAYS = ['20260112', '20260113', '20260114', '20260115', '20260116'];
const utc = (month: number, day: number, hour: number, minute = 0) => Date.UTC(2026, month - 1, day, hour, minute) / 1000;

describeEachDatabase('economic and earnings calendars', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let trader: SignedIn;

  beforeAll(async () => {
    s = server();
    s.clock.seconds = WEDNESDAY_NOON;
    trader = await signIn(s);
  });

  const economic = async () => expectOk(await s.call('/api/calendar/economic/current', {}, { token: trader.token }));

  it("answers this week's releases of every country on their local days, in time order, with their importance", async () => {
    const data = await economic();
    expect(data).toMatchObject({ from: utc(1, 12, 0), to: utc(1, 17, 0), source: 'demo' });
    const list = data.list as {
      day: string;
      ts: number;
      title: string;
      country: string;
      importance: number;
      actual: string | null;
      forecast: string | null;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((e) => WEEK_DAYS.includes(e.day) && [1, 2, 3].includes(e.importance))).toBe(true);
    expect(list.map((e) => e.ts)).toEqual([...list.map((e) => e.ts)].sort((a, b) => a - b));
    for (const country of ['US', 'CN', 'JP', 'UK', 'AU'] as const) expect(list.some((e) => e.country === country)).toBe(true);
    // US CPI on the first Wednesday from the 10th at 08:30 New York, still to come at noon UTC.
    expect(list.find((e) => e.country === 'US' && e.title === 'CPI m/m')).toMatchObject({
      day: '20260114',
      ts: utc(1, 14, 13, 30),
      actual: null,
      importance: 3,
    });
    // Japan's CPI on the third Friday at 08:30 Tokyo, which is Thursday evening in UTC; Australia's jobs on the third Thursday at 11:30 Sydney.
    expect(list.find((e) => e.country === 'JP' && e.title === 'National Core CPI y/y')).toMatchObject({
      day: '20260116',
      ts: utc(1, 15, 23, 30),
    });
    const jobs = list.find((e) => e.country === 'AU' && e.title === 'Employment Change');
    expect(jobs).toMatchObject({ day: '20260115', ts: utc(1, 15, 0, 30), importance: 3 });
    expect(jobs?.actual).toBeNull();
    expect(jobs?.forecast).toMatch(/^-?\d+\.\dK$/);
    // The UK's monthly GDP came out on Monday: it has its actual figure.
    expect(list.find((e) => e.country === 'UK' && e.title === 'GDP m/m')?.actual).toMatch(/^-?\d\.\d%$/);
  });

  it("names the countries of the trader's markets for the Mine filter", async () => {
    expect((await economic()).mine).toEqual([...CALENDAR_COUNTRIES]);
    const { db } = s.services;
    await db.updateTable('users').set({ market: 'CN' }).where('userid', '=', trader.user.userid).execute();
    expect((await economic()).mine).toEqual(['CN']);
    await follow(db, trader.user.userid, 'AAPL', s.clock.now());
    expect((await economic()).mine).toEqual(['US', 'CN']);
  });

  it("answers this week's earnings with the cap printed as dollars", async () => {
    const data = expectOk(await s.call('/api/calendar/earning/current/v2', {}, { token: trader.token }));
    expect(data.list.length).toBeGreaterThan(0);
    for (const entry of data.list as { symbol: string; day: string; marketCap: string; name: string }[]) {
      expect(WEEK_DAYS).toContain(entry.day);
      expect(entry.marketCap).toMatch(/^\$\d{1,3}(,\d{3})*$/);
      const info = findSymbol(entry.symbol);
      expect(entry.name).toBe(info?.name);
      expect(parseMarketCap(entry.marketCap)).toBe((info?.cap ?? 0) * 1e6);
    }
  });

  it('shows the coming week at the weekend and is closed to strangers', async () => {
    s.clock.seconds = utc(1, 17, 10);
    // Days later: the web app would have renewed its access token on the way.
    const token = await freshToken(s, trader.user.userid);
    expect(expectOk(await s.call('/api/calendar/economic/current', {}, { token })).from).toBe(utc(1, 19, 0));
    s.clock.seconds = WEDNESDAY_NOON;
    expectRefusal(await s.call('/api/calendar/economic/current', {}), 401, 'unauthorized');
    expectRefusal(await s.call('/api/calendar/earning/current/v2', { week: 2 }, { token: trader.token }), 422, 'unknownField');
  });
});

describe('calendar parts', () => {
  it('starts the week on Monday and moves to the next one at the weekend', () => {
    expect(calendarWeek(utc(1, 12, 0)).days).toEqual(WEEK_DAYS);
    expect(calendarWeek(utc(1, 16, 23, 59)).days).toEqual(WEEK_DAYS);
    expect(calendarWeek(utc(1, 11, 12)).days[0]).toBe('20260112');
  });

  it('reads market caps printed as "$1,234" and nothing else', () => {
    expect(parseMarketCap('$195,616,191,712')).toBe(195_616_191_712);
    expect(parseMarketCap('$1,234')).toBe(1234);
    expect(parseMarketCap('N/A')).toBeNull();
    expect(parseMarketCap('')).toBeNull();
    expect(parseMarketCap('$1,2a4')).toBeNull();
  });

  it("reads Trading Economics' rows and skips those that are not events", async () => {
    const rows = [
      {
        Date: '2026-01-14T13:30:00',
        Country: 'United States',
        Event: 'Inflation Rate MoM',
        Importance: 3,
        Actual: '0.3%',
        Forecast: '',
        TEForecast: '0.2%',
        Previous: '0.2%',
      },
      {
        Date: '2026-01-15T00:30:00',
        Country: 'Australia',
        Event: 'Employment Change',
        Importance: 2,
        Actual: null,
        Forecast: '25K',
        Previous: 30,
      },
      { Date: 'not a date', Country: 'Japan', Event: 'X', Importance: 1 },
      { Country: 'Japan', Event: 'No date', Importance: 1 },
      { Date: '2026-01-20T10:00:00', Country: 'Germany', Event: 'Outside the week', Importance: 2 },
    ];
    expect(economicEventOf(rows[0])).toEqual({
      day: '20260114',
      ts: utc(1, 14, 13, 30),
      title: 'Inflation Rate MoM',
      country: 'US',
      importance: 3,
      actual: '0.3%',
      forecast: '0.2%',
      previous: '0.2%',
    });
    let asked = '';
    const source = tradingEconomicsSource('guest:guest', async (url) => {
      asked = url;
      return rows;
    });
    const events = await source.events(utc(1, 12, 0), utc(1, 17, 0));
    expect(asked).toBe('https://api.tradingeconomics.com/calendar/country/all/2026-01-12/2026-01-17?c=guest%3Aguest&f=json');
    expect(events.map((e) => [e.country, e.title, e.previous])).toEqual([
      ['US', 'Inflation Rate MoM', '0.2%'],
      ['AU', 'Employment Change', '30'],
    ]);
    await expect(tradingEconomicsSource('k', async () => ({ message: 'no access' })).events(0, 1)).rejects.toThrow();
  });
});

describe('the demo economic calendar', () => {
  it('fills every week of the year with dozens of releases across the countries, every weekday busy', async () => {
    const source = demoEconomicSource(() => WEDNESDAY_NOON);
    const monday = Date.UTC(2026, 0, 5) / 1000;
    let weeksWithTopReleases = 0;
    for (let week = 0; week < 52; week++) {
      const from = monday + week * 7 * 86_400;
      const events = await source.events(from, from + 5 * 86_400);
      const label = new Date(from * 1000).toISOString().slice(0, 10);
      expect(events.length, label).toBeGreaterThanOrEqual(25);
      expect(new Set(events.map((e) => e.country)).size, label).toBeGreaterThanOrEqual(6);
      expect(events.some((e) => e.importance === 2) && events.some((e) => e.importance === 1), label).toBe(true);
      if (events.some((e) => e.importance === 3)) weeksWithTopReleases++;
      for (let day = 0; day < 5; day++) {
        const start = from + day * 86_400;
        expect(events.filter((e) => e.ts >= start && e.ts < start + 86_400).length, `${label} +${day}`).toBeGreaterThanOrEqual(3);
      }
    }
    // Most weeks carry a market mover: a jobs report, a CPI, a central bank's decision.
    expect(weeksWithTopReleases).toBeGreaterThanOrEqual(45);
    // A weekly release prints each week with last week's figure as its previous one.
    const oil = (await source.events(monday, monday + 14 * 86_400)).filter((e) => e.title === 'Crude Oil Inventories');
    expect(oil).toHaveLength(2);
    expect(oil[1]?.previous).toBe(oil[0]?.actual);
  });
});

const CALENDARS = resolve(import.meta.dirname, '../../../../shared/data/calendars');

/** Splits one CSV line, honouring quoted cells with commas inside. */
const cells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, ''));

describe.skipIf(!existsSync(CALENDARS))('calendars against recorded real calendars', () => {
  it('parses every market cap of a Nasdaq earnings snapshot', () => {
    const lines = readFileSync(resolve(CALENDARS, 'nasdaq_earnings_calendar_2026-04-27_snapshot.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    const caps = lines.map((line) => cells(line)[8] ?? '');
    const parsed = caps.map(parseMarketCap);
    expect(parsed.filter((cap) => cap !== null).length).toBeGreaterThan(1_500);
    caps.forEach((text, i) => {
      if (/^\$[\d,]+$/.test(text)) expect(parsed[i]).toBe(Number(text.replace(/[$,]/g, '')));
      else expect(parsed[i]).toBeNull();
    });
  });

  it("puts the demo releases within a week of ForexFactory's 2022 dates in most months", () => {
    const lines = readFileSync(resolve(CALENDARS, 'forexfactory_economic_calendar_2022.csv'), 'utf8').split('\n');
    const pairs = [
      ['GBP', 'CPI y/y', 'UK', 'CPI y/y'],
      ['AUD', 'Employment Change', 'AU', 'Employment Change'],
      ['JPY', 'National Core CPI y/y', 'JP', 'National Core CPI y/y'],
      ['EUR', 'German ZEW Economic Sentiment', 'DE', 'ZEW Economic Sentiment'],
      ['CAD', 'Employment Change', 'CA', 'Employment Change'],
    ] as const;
    const demo = extraDemoEvents(Date.UTC(2022, 0, 1) / 1000, Date.UTC(2023, 0, 1) / 1000, 0);
    for (const [currency, recorded, country, title] of pairs) {
      const real = lines
        .map(cells)
        .filter((row) => row[4] === currency && row[5] === recorded)
        .map((row) => Date.parse(`${row[1]} 2022 UTC`) / 86_400_000);
      const ours = demo
        .filter((e) => e.country === country && e.title === title)
        .map((e) => Date.UTC(+e.day.slice(0, 4), +e.day.slice(4, 6) - 1, +e.day.slice(6)) / 86_400_000);
      expect(real.length, `${currency} ${recorded}`).toBeGreaterThanOrEqual(10);
      const close = real.filter((day) => ours.some((mine) => Math.abs(mine - day) <= 7));
      expect(close.length, `${country} ${title}`).toBeGreaterThanOrEqual(real.length - 2);
    }
  });
});
