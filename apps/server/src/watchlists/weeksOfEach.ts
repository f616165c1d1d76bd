import { barOpenTimes, type Candle, marketOf, marketSessions, sessionAt } from '@signaldesk/market-data';
import { CompiledQuery, PostgresAdapter } from 'kysely';
import { type Db, sqliteFileOf } from '../db/database.js';

const DAY = 86_400;
const WEEK = 7 * DAY;
/** Symbols a SQLite read takes before letting sockets and timers through: better-sqlite3 runs in this thread. */
const SQLITE_SYMBOLS_PER_TURN = 50;

/** Each market's daily bar stamps in a stretch of time, with the week `resample` puts a bar so stamped in. */
type MarketWeeks = Map<string, Map<number, number>>;

/**
 * The week of every session from `from` to `to` of each market, numbered in order: weeks begin where `barOpenTimes`
 * opens a weekly bar. A session whose stamp `sessionAt` does not take back to it is left out, so a bar stamped there
 * is built by `resample` itself.
 */
function marketWeeks(symbols: readonly string[], from: number, to: number): MarketWeeks {
  const table: MarketWeeks = new Map();
  const symbolOf = new Map(symbols.map((symbol) => [marketOf(symbol), symbol] as const));
  for (const [market, symbol] of symbolOf) {
    const opens = new Set(barOpenTimes(symbol, '1wk', from, to));
    const weeks = new Map<number, number>();
    let week = 0;
    for (const session of marketSessions(market, from, to)) {
      if (opens.has(session.ts)) week++;
      if (sessionAt(market, session.ts)?.epochDay === session.epochDay) weeks.set(session.ts, week);
    }
    table.set(market, weeks);
  }
  return table;
}

/**
 * A symbol's weeks from its daily bars given oldest first, put together as `resample` does: a week opens at its first
 * bar with that bar's stamp and open, and adds each later bar's volume in turn, so every figure is the same to the bit.
 */
class WeekBuilder {
  readonly weeks: Candle[] = [];
  /** False once a bar was stamped outside the market's sessions: `resample` must place it. */
  placed = true;
  private week: number | undefined;
  private current: Candle | undefined;

  constructor(private readonly weekOf: Map<number, number>) {}

  add(ts: number, open: number, high: number, low: number, close: number, volume: number): void {
    const week = this.weekOf.get(ts);
    if (week === undefined) {
      this.placed = false;
      return;
    }
    const current = this.current;
    if (current && week === this.week) {
      if (high > current.high) current.high = high;
      if (low < current.low) current.low = low;
      current.close = close;
      current.volume += volume;
      return;
    }
    this.week = week;
    this.current = { ts, open, high, low, close, volume };
    this.weeks.push(this.current);
  }
}

/**
 * PostgreSQL sends each symbol's bars of the window as one string of bytes, eight a figure as the database holds it:
 * the driver parsing 400,000 rows of text took seconds, more than the database reading them.
 */
const POSTGRES_BARS = `
SELECT w.symbol, (
  SELECT string_agg(int8send(c.ts) || float8send(c.open) || float8send(c.high) || float8send(c.low) || float8send(c.close)
    || float8send(c.volume), ''::bytea ORDER BY c.ts)
  FROM candles c WHERE c.symbol = w.symbol AND c.duration = '1d' AND c.ts >= w.from_ts) AS bars
FROM unnest($1::text[], $2::bigint[]) AS w(symbol, from_ts)`;
const BAR_BYTES = 48;

async function postgresWeeks(db: Db, symbols: readonly string[], froms: readonly number[], table: MarketWeeks): Promise<Map<string, WeekBuilder>> {
  const { rows } = await db.executeQuery<{ symbol: string; bars: Buffer | null }>(CompiledQuery.raw(POSTGRES_BARS, [symbols, froms]));
  const weeks = new Map<string, WeekBuilder>();
  for (const { symbol, bars } of rows) {
    if (!bars) continue;
    const builder = new WeekBuilder(table.get(marketOf(symbol))!);
    const view = new DataView(bars.buffer, bars.byteOffset, bars.byteLength);
    for (let at = 0; at < bars.byteLength && builder.placed; at += BAR_BYTES) {
      const figure = (i: number) => view.getFloat64(at + 8 * i);
      builder.add(Number(view.getBigInt64(at)), figure(1), figure(2), figure(3), figure(4), figure(5));
    }
    weeks.set(symbol, builder);
  }
  return weeks;
}

/** SQLite hands rows over in this thread faster than it groups them: each symbol's bars of the window come as arrays. */
async function sqliteWeeks(db: Db, symbols: readonly string[], froms: readonly number[], table: MarketWeeks): Promise<Map<string, WeekBuilder>> {
  return db.connection().execute(async () => {
    const read = sqliteFileOf(db)
      .prepare("SELECT ts, open, high, low, close, volume FROM candles WHERE symbol = ? AND duration = '1d' AND ts >= ? ORDER BY ts")
      .raw(true);
    const weeks = new Map<string, WeekBuilder>();
    for (const [i, symbol] of symbols.entries()) {
      if (i > 0 && i % SQLITE_SYMBOLS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      const builder = new WeekBuilder(table.get(marketOf(symbol))!);
      for (const [ts, open, high, low, close, volume] of read.all(symbol, froms[i]) as [number, number, number, number, number, number][]) {
        builder.add(ts, open, high, low, close, volume);
      }
      weeks.set(symbol, builder);
    }
    return weeks;
  });
}

/**
 * The last `count` weekly bars of each symbol as `readBars` builds them from the daily ones (each bar in the week of
 * its session), without reading or resampling 2,737 days a symbol: each symbol's window of `count` weeks and two more
 * before its newest daily bar is read (2,000 days instead), and its oldest week dropped as perhaps cut
 * short. A week holds at most seven daily bars, so the last `count` are the weeks `readBars` builds from its read.
 * A symbol not built this way is not in the map, to be read as daily bars and resampled: one whose window has fewer
 * weeks (a short or broken history) or a bar stamped outside its market's sessions.
 */
export async function readWeeksOfEach(db: Db, symbols: readonly string[], count: number, newestDaily: Map<string, Candle[]>): Promise<Map<string, Candle[]>> {
  const dated = symbols.filter((symbol) => newestDaily.has(symbol));
  const found = new Map<string, Candle[]>();
  if (dated.length === 0) return found;
  const newest = dated.map((symbol) => newestDaily.get(symbol)!.at(-1)!.ts);
  const froms = newest.map((ts) => ts - (count + 2) * WEEK);
  const table = marketWeeks(dated, Math.min(...froms) - WEEK, Math.max(...newest) + DAY);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const windowed = await (postgres ? postgresWeeks : sqliteWeeks)(db, dated, froms, table);
  for (const [symbol, { weeks, placed }] of windowed) if (placed && weeks.length > count) found.set(symbol, weeks.slice(-count));
  return found;
}
