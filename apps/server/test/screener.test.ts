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
import { ResultSets } from '../src/screener/resultSets.js';
import { runQuery } from '../src/screener/runQuery.js';
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
  // Caps are ordered in US dollars, the universe's own figure, whatever currency a rule reads them in.
  const key = (symbol: string) => (order.path[0] === 'cap' ? SYMBOLS.find((s) => s.symbol === symbol)!.cap : valueAt(symbol, order.path));
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

/**
 * Strategies drawn from a pool of `rules` rules (a small pool makes many strategies hold the same rule,
 * as saved strategies do), some with a cap, heat or symbol text rule and an order.
 */
function generatedQueries(seed: number, count: number, rules: number): StrategyQuery[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const bound = (low: number, high: number) => Math.round((low + random() * (high - low)) * 10) / 10;
  const ruleOf = (id: (typeof FIELDS)[number]) =>
    id === 'matrix.trend' ? { in: [pick([0, 2, 3])] } : id === 'sine.quadrant' ? { in: [1, 2, 3, 4].filter(() => random() < 0.5) } : undefined;
  const ranges: Record<string, [number, number]> = { 'kd.k': [0, 100], 'candle.updown': [-10, 10], 'matrix.k10': [-30, 30] };
  const pool = Array.from({ length: rules }, () => {
    const id = pick(FIELDS);
    const [low, high] = ranges[id] ?? [0, 0];
    const first = bound(low, high);
    const second = bound(first, high);
    const rule = ruleOf(id) ?? (random() < 0.3 ? { min: first } : random() < 0.5 ? { max: second } : { min: first, max: second });
    return { group: pick(STRATEGY_GROUPS), id, rule };
  }).filter(({ rule }) => !('in' in rule) || rule.in.length > 0);
  return Array.from({ length: count }, () => {
    const input: Record<string, unknown> = { region: pick(['ALL', 'US', 'HK', 'CN']), limit: pick([50, 100, 200]) };
    for (let i = 0, count = Math.floor(random() * 4); i < count; i++) {
      const { group, id, rule } = pick(pool);
      input[group] = { ...(input[group] as object), [id]: rule };
    }
    if (random() < 0.2) input.cap = { min: bound(0, 2_000) };
    if (random() < 0.1) input.heat = { min: bound(0, 100) };
    if (random() < 0.1) input.symbol = pick(['A', 'B', '0', 'X']);
    const ordered = random() < 0.5 ? [...ruleEntries(input as StrategyQuery)].filter(([, rule]) => !isEnumRule(rule)) : [];
    if (ordered.length > 0) {
      const [path, rule] = pick(ordered);
      const withOrder = { ...rule, order: pick(['ASC', 'DESC']) };
      input[path[0]!] = path.length === 2 ? { ...(input[path[0]!] as object), [path[1]!]: withOrder } : withOrder;
    }
    return strategyQuerySchema.parse(JSON.parse(JSON.stringify(input)));
  });
}

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

  it('answers many generated strategies at once, sharing their rules, exactly as one query at a time', async () => {
    const queries = generatedQueries(11, 300, 24);
    const screener = new Screener(s.services.db);
    await screener.load();
    const sets = new ResultSets(screener.table);
    const symbolsOf = (rows: ArrayLike<number>) => Array.from(rows, (row) => screener.table.symbols[row]);
    let beyondLimit = 0;
    for (const query of queries) {
      const one = screener.query(query);
      if (one.total > query.limit) beyondLimit++;
      expect(symbolsOf(sets.rowsOf(query)), JSON.stringify(query)).toEqual(symbolsOf(one.rows));
    }
    expect(beyondLimit).toBeGreaterThan(0);
    expect(queries.filter((query) => screener.query(query).total === 0).length).toBeLessThan(queries.length / 2);
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

describe('result sets of many strategies', () => {
  it('answer ranges from a sorted column, once many strategies bound it differently, exactly as one query at a time', () => {
    const random = seeded(5);
    const table = new ScreenerTable();
    const regions = ['US', 'HK', 'CN'] as const;
    for (let i = 0; i < 3_000; i++) {
      const symbol = `S${i}`;
      table.upsertSymbol({ symbol, name: symbol, cnname: symbol, region: regions[i % 3]!, type: 0, cap: Math.round(random() * 3_000), ipo: Number.NaN });
      for (const group of STRATEGY_GROUPS) {
        const value = (make: () => number) => (random() < 0.1 ? null : make());
        table.put(
          symbol,
          group,
          BAR,
          positional({
            // Few distinct values, so ranges start and end among equal values.
            'kd.k': value(() => Math.round(random() * 100)),
            'candle.updown': value(() => Math.round((random() * 20 - 10) * 100) / 100),
            'matrix.trend': value(() => [0, 2, 3][Math.floor(random() * 3)]!),
            'sine.quadrant': value(() => 1 + Math.floor(random() * 4)),
            'matrix.k10': value(() => Math.round((random() * 60 - 30) * 10) / 10),
          }),
        );
      }
    }
    const sets = new ResultSets(table);
    for (const query of generatedQueries(3, 400, 200)) {
      expect(Array.from(sets.rowsOf(query)), JSON.stringify(query)).toEqual(runQuery(table, query).rows);
    }
  });

  it('use the last cycle\'s bitsets and sorts only for columns not written since, answering as one query at a time', () => {
    const random = seeded(8);
    const table = new ScreenerTable();
    const regions = ['US', 'HK', 'CN'] as const;
    const fill = (symbol: string, group: StrategyGroup) =>
      table.put(
        symbol,
        group,
        BAR,
        positional({
          'kd.k': Math.round(random() * 100),
          'candle.updown': Math.round((random() * 20 - 10) * 100) / 100,
          'matrix.trend': [0, 2, 3][Math.floor(random() * 3)]!,
          'sine.quadrant': 1 + Math.floor(random() * 4),
          'matrix.k10': Math.round((random() * 60 - 30) * 10) / 10,
        }),
      );
    const addSymbol = (i: number) => {
      const symbol = `S${i}`;
      table.upsertSymbol({ symbol, name: symbol, cnname: symbol, region: regions[i % 3]!, type: 0, cap: Math.round(random() * 3_000), ipo: Number.NaN });
      for (const group of STRATEGY_GROUPS) fill(symbol, group);
    };
    for (let i = 0; i < 2_000; i++) addSymbol(i);
    const queries = generatedQueries(4, 300, 200);
    const cycle = (previous?: ResultSets, asked = queries) => {
      const sets = new ResultSets(table, new Map(), previous);
      for (const query of asked) expect(Array.from(sets.rowsOf(query)), JSON.stringify(query)).toEqual(runQuery(table, query).rows);
      return sets;
    };
    let sets = cycle();
    // A new day for a tenth of the symbols: day columns change, week and hour ones are carried over.
    for (let i = 0; i < 2_000; i += 10) fill(`S${i}`, 'day');
    sets = cycle(sets);
    // Nothing new, and a cycle asking a few: what the others built carries on to the next.
    sets = cycle(sets);
    sets = cycle(sets, queries.slice(0, 20));
    fill('S3', 'week');
    sets = cycle(sets);
    // A changed cap, then new symbols: every bitset is one word longer, none can be carried.
    table.upsertSymbol({ ...table.facts[7]!, cap: 99_999 });
    sets = cycle(sets);
    for (let i = 2_000; i < 2_040; i++) addSymbol(i);
    cycle(sets);
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
