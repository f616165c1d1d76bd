import { EventEmitter } from 'node:events';
import {
  type Duration,
  GROUP_DURATION,
  isEnumRule,
  orderOf,
  ruleEntries,
  STRATEGY_GROUPS,
  type StrategyGroup,
  type StrategyQuery,
  type StrategyQueryInput,
  strategyQuerySchema,
} from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data/universe';
import { beforeAll, describe, expect, it } from 'vitest';
import { capInHundredMillions, Screener } from '../src/screener/screener.js';
import { ScreenerTable } from '../src/screener/screenerTable.js';
import { type DatabaseKind, describeEachDatabase, POSTGRES_UP, startServer, type TestServer, useServer } from './harness.js';
import { type Named, positional, putSnapshot, seeded } from './strategiesFixtures.js';

const BAR = Date.UTC(2026, 0, 5, 14, 30) / 1000;
const FIELDS = ['kd.k', 'candle.updown', 'matrix.trend', 'sine.quadrant', 'matrix.k10'] as const;

type Written = Record<string, Partial<Record<StrategyGroup, Named>>>;

/** Random values for a spread of symbols over every region, about one in ten missing. */
function market(): Written {
  const random = seeded(7);
  const written: Written = {};
  const pick = SYMBOLS.filter((_, i) => i % 13 === 0);
  for (const info of pick) {
    const groups: Partial<Record<StrategyGroup, Named>> = {};
    for (const group of STRATEGY_GROUPS) {
      if (random() < 0.15) continue;
      const value = (make: () => number) => (random() < 0.1 ? null : make());
      groups[group] = {
        'kd.k': value(() => Math.round(random() * 1000) / 10),
        'candle.updown': value(() => Math.round((random() * 20 - 10) * 100) / 100),
        'matrix.trend': value(() => [0, 2, 3][Math.floor(random() * 3)]!),
        'sine.quadrant': value(() => 1 + Math.floor(random() * 4)),
        'matrix.k10': value(() => Math.round((random() * 60 - 30) * 10) / 10),
      };
    }
    written[info.symbol] = groups;
  }
  return written;
}

/** The same query answered by a plain walk over the written values: the reference the engine must equal. */
function reference(written: Written, query: StrategyQuery): string[] {
  const valueAt = (symbol: string, path: string[]): number | null => {
    const info = SYMBOLS.find((s) => s.symbol === symbol)!;
    if (path[0] === 'cap') return capInHundredMillions(info.region, info.cap);
    return written[symbol]?.[path[0] as StrategyGroup]?.[path[1] as (typeof FIELDS)[number]] ?? null;
  };
  const matches = Object.keys(written).filter((symbol) => {
    const info = SYMBOLS.find((s) => s.symbol === symbol)!;
    if (query.region !== 'ALL' && info.region !== query.region) return false;
    return ruleEntries(query).every(([path, rule]) => {
      const value = valueAt(symbol, path);
      if (isEnumRule(rule)) return value !== null && rule.in.includes(value);
      if (rule.min === undefined && rule.max === undefined) return true;
      return value !== null && (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max);
    });
  });
  const order = orderOf(query);
  const key = (symbol: string) => valueAt(symbol, order.path);
  matches.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    if (x !== null && y !== null && x !== y) return order.type === 'DESC' ? y - x : x - y;
    return a < b ? -1 : 1;
  });
  return matches.slice(0, query.limit);
}

const QUERIES: StrategyQueryInput[] = [
  { day: { 'kd.k': { max: 30, order: 'ASC' } } },
  { region: 'US', limit: 100, day: { 'matrix.trend': { in: [3] }, 'candle.updown': { min: 0, order: 'DESC' } } },
  { week: { 'sine.quadrant': { in: [1, 2] } }, hour: { 'kd.k': { min: 20, max: 80 } }, day: { 'matrix.k10': { min: -5, max: 5 } } },
  {
    region: 'CN',
    day: { 'kd.k': { min: 10 }, 'matrix.trend': { in: [2, 3] } },
    week: { 'candle.updown': { min: -5, max: 8 } },
    hour: { 'sine.quadrant': { in: [3, 4] }, 'matrix.k10': { order: 'DESC' } },
  },
  { cap: { min: 500, order: 'ASC' }, day: { 'kd.k': { min: 0 } } },
];

describeEachDatabase('screener engine', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  const written = market();

  beforeAll(async () => {
    s = server();
    for (const [symbol, groups] of Object.entries(written)) {
      for (const [group, named] of Object.entries(groups)) {
        await putSnapshot(s.services, symbol, GROUP_DURATION[group as StrategyGroup] as Duration, BAR, named);
      }
    }
  });

  it('answers from the writes it heard, from a fresh load of the database, and like a plain filter, alike', async () => {
    const reloaded = new Screener(s.services.db);
    await reloaded.load();
    for (const input of QUERIES) {
      const query = strategyQuerySchema.parse(input);
      const expected = reference(written, query);
      expect(expected.length, JSON.stringify(input)).toBeGreaterThan(0);
      const heard = s.app.strategies.screener.query(query).rows.map((row) => s.app.strategies.screener.table.symbols[row]);
      const loaded = reloaded.query(query).rows.map((row) => reloaded.table.symbols[row]);
      expect(heard, JSON.stringify(input)).toEqual(expected);
      expect(loaded, JSON.stringify(input)).toEqual(expected);
    }
  });

});

describe.skipIf(!POSTGRES_UP)('screener engine across databases', () => {
  it('gives the same answers on SQLite and PostgreSQL for the same snapshots', async () => {
    const written = market();
    const answersOn = async (kind: DatabaseKind) => {
      const s = await startServer(kind);
      try {
        for (const [symbol, groups] of Object.entries(written)) {
          for (const [group, named] of Object.entries(groups)) {
            await putSnapshot(s.services, symbol, GROUP_DURATION[group as StrategyGroup] as Duration, BAR, named, new EventEmitter());
          }
        }
        const screener = new Screener(s.services.db);
        await screener.load();
        return QUERIES.map((input) => screener.query(strategyQuerySchema.parse(input)).rows.map((row) => screener.table.symbols[row]));
      } finally {
        await s.close();
      }
    };
    const sqlite = await answersOn('sqlite');
    expect(sqlite.every((list) => list.length > 0)).toBe(true);
    expect(await answersOn('postgres')).toEqual(sqlite);
  });
});

describe('screener table', () => {
  it('grows past its first capacity and keeps every column', () => {
    const table = new ScreenerTable(2);
    for (let i = 0; i < 9; i++) {
      table.upsertSymbol({ symbol: `S${i}`, name: '', cnname: '', region: 'US', type: 0, cap: i, ipo: Number.NaN });
      table.put(`S${i}`, 'day', BAR + i, positional({ 'kd.k': i * 10 }));
    }
    expect(table.size).toBe(9);
    expect(Array.from(table.column('day', 'kd.k')!.subarray(0, 9))).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(table.tsOf('day', 8)).toBe(BAR + 8);
    expect(table.valuesOf('week', 3)).toBeNull();
    expect(table.put('UNKNOWN', 'day', BAR, positional({}))).toBe(false);
  });
});
