import { describe, expect, it } from 'vitest';
import { DemoMarket, demoEconomicEvents } from '../../src/demo/index.js';
import { tradingDays } from '../../src/sessions/index.js';
import { findSymbol } from '../../src/universe/index.js';
import { NOW, utc } from './support.js';

describe('demo earnings', () => {
  it('gives each stock four report dates a year, on trading days, before the open or after the close', async () => {
    const market = new DemoMarket({ now: () => NOW });
    const year = await market.earnings(utc('2024-01-01T00:00Z'), utc('2025-01-01T00:00Z'));
    const perSymbol = new Map<string, number>();
    for (const entry of year) perSymbol.set(entry.symbol, (perSymbol.get(entry.symbol) ?? 0) + 1);
    expect(perSymbol.get('AAPL')).toBe(4);
    expect(perSymbol.get('0700.HK')).toBe(4);
    expect(perSymbol.get('600519.SS')).toBe(4);
    expect(perSymbol.has('SPY')).toBe(false);
    expect(perSymbol.has('BTC-USD')).toBe(false);
    for (const entry of year.filter((e) => ['AAPL', '0700.HK', '600519.SS', 'MSFT'].includes(e.symbol))) {
      const [session] = tradingDays(entry.symbol, entry.ts - 12 * 3600, entry.ts + 12 * 3600).filter((s) => s.day === entry.day);
      expect(session, `${entry.symbol} ${entry.day}`).toBeDefined();
      expect(['bmo', 'amc']).toContain(entry.timing);
      if (session) expect(entry.timing === 'bmo' ? entry.ts < session.open : entry.ts >= session.close).toBe(true);
      expect(entry.marketCap).toBe((findSymbol(entry.symbol)?.cap ?? 0) * 1e6);
    }
    expect(year.map((e) => e.ts)).toEqual([...year.map((e) => e.ts)].sort((a, b) => a - b));
    // US reporting seasons: most reports come in the weeks after each quarter ends.
    const usMonths = year.filter((e) => findSymbol(e.symbol)?.region === 'US').map((e) => Number(e.day.slice(4, 6)));
    const inSeason = usMonths.filter((month) => [1, 2, 4, 5, 7, 8, 10, 11].includes(month)).length;
    expect(inSeason / usMonths.length).toBeGreaterThan(0.8);
    expect(await market.earnings(utc('2024-01-01T00:00Z'), utc('2025-01-01T00:00Z'))).toEqual(year);
  });

  it('has reports in every trading week, between the seasons too', async () => {
    const market = new DemoMarket({ now: () => NOW });
    // 1 January 2024 was a Monday; the weeks run to the end of 2026.
    const first = utc('2024-01-01T00:00Z');
    const week = 7 * 86_400;
    const entries = await market.earnings(first, utc('2027-01-01T00:00Z'));
    const reported = new Set(entries.map((e) => Math.floor((e.ts - first) / week)));
    const empty: string[] = [];
    for (let w = 0; first + w * week < utc('2026-12-28T00:00Z'); w++) {
      if (!reported.has(w)) empty.push(new Date((first + w * week) * 1000).toISOString().slice(0, 10));
    }
    expect(empty).toEqual([]);
  });

  it("names each stock's next report from the same schedule, however far ahead, and none for a fund or a coin", async () => {
    const market = new DemoMarket({ now: () => NOW });
    const from = utc('2024-10-20T00:00Z');
    const symbols = ['AAPL', '0700.HK', '600519.SS', 'SPY', 'BTC-USD'];
    const year = (await market.earnings(from, from + 400 * 86_400)).filter((e) => symbols.includes(e.symbol));
    const next = await market.nextEarnings(symbols, from);
    expect(next.map((e) => e.symbol)).toEqual(['AAPL', '0700.HK', '600519.SS']);
    for (const entry of next) expect(entry).toEqual(year.find((e) => e.symbol === entry.symbol));
    // A-shares report nothing between late October and March: the next one is months ahead.
    expect(next[2]!.day >= '20250301').toBe(true);
  });
});

describe('demo economic calendar', () => {
  const events = demoEconomicEvents(utc('2025-01-01T00:00Z'), utc('2026-01-01T00:00Z'), NOW);
  const titled = (title: string, country = 'US') => events.filter((e) => e.title === title && e.country === country);

  it('publishes US jobs on the first Friday at 08:30 New York time, a day early on a holiday', () => {
    const jobs = titled('Non-Farm Employment Change');
    expect(jobs).toHaveLength(12);
    expect(jobs[0]).toMatchObject({ day: '20250103', ts: utc('2025-01-03T13:30Z'), importance: 3 });
    // 4 July 2025 was a Friday: the report came a day early.
    expect(jobs.find((e) => e.day.startsWith('202507'))?.ts).toBe(utc('2025-07-03T12:30Z'));
  });

  it('holds eight FOMC and eight ECB decisions a year, and monthly CPI, retail sales and China PMI', () => {
    expect(titled('Federal Funds Rate')).toHaveLength(8);
    expect(titled('Main Refinancing Rate', 'EU')).toHaveLength(8);
    expect(titled('CPI m/m')).toHaveLength(12);
    expect(titled('Retail Sales m/m')).toHaveLength(12);
    expect(titled('Manufacturing PMI', 'CN')).toHaveLength(12);
    expect(titled('CPI y/y', 'CN')).toHaveLength(12);
    expect(titled('Advance GDP q/q')).toHaveLength(4);
    for (const fomc of titled('Federal Funds Rate')) expect(new Date(fomc.ts * 1000).getUTCDay()).toBe(3);
  });

  it('rates importance 1 to 3, keeps time order, and prints actual figures only once released', () => {
    expect(events.every((e) => e.importance >= 1 && e.importance <= 3)).toBe(true);
    expect(events.map((e) => e.ts)).toEqual([...events.map((e) => e.ts)].sort((a, b) => a - b));
    const cpi = titled('CPI m/m');
    expect(cpi.filter((e) => e.ts <= NOW).every((e) => e.actual !== null && e.forecast !== null && e.previous !== null)).toBe(true);
    expect(cpi.filter((e) => e.ts > NOW).every((e) => e.actual === null && e.forecast !== null)).toBe(true);
    expect(titled('FOMC Press Conference').every((e) => e.actual === null && e.forecast === null)).toBe(true);
    expect(demoEconomicEvents(utc('2025-01-01T00:00Z'), utc('2026-01-01T00:00Z'), NOW)).toEqual(events);
  });
});
