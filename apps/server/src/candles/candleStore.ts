import type { Candle } from '@signaldesk/market-data';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** Durations kept as rows; 4h, 1wk and intraday are derived from them when read. */
export const STORED_DURATIONS = ['1m', '5m', '15m', '30m', '1h', '1d'] as const;
export type StoredDuration = (typeof STORED_DURATIONS)[number];

/** Rows per INSERT: 8 values each stays well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Candles per (symbol, duration, ts). Every write of a series is one transaction, so a crash or a
 * failed batch leaves the series exactly as it was before the write began.
 */
export interface CandleStore {
  /** Inserts new bars and overwrites bars already stored at the same ts (the forming bar, a corrected bar). */
  write(symbol: string, duration: StoredDuration, candles: readonly Candle[]): Promise<void>;
  /** Replaces the whole series: what is not in `candles` is gone afterwards. */
  replace(symbol: string, duration: StoredDuration, candles: readonly Candle[]): Promise<void>;
  /** The last `count` bars, oldest first; with `before`, the last ones that opened before it. */
  last(symbol: string, duration: StoredDuration, count: number, before?: number): Promise<Candle[]>;
  /** Bars with from <= ts < to, oldest first. */
  range(symbol: string, duration: StoredDuration, from: number, to: number): Promise<Candle[]>;
  latestTs(symbol: string, duration: StoredDuration): Promise<number | null>;
  count(symbol: string, duration: StoredDuration): Promise<number>;
  /** Drops every stored bar of a symbol. */
  remove(symbol: string): Promise<void>;
}

const asCandle = (row: Candle): Candle => ({
  ts: Number(row.ts),
  open: Number(row.open),
  high: Number(row.high),
  low: Number(row.low),
  close: Number(row.close),
  volume: Number(row.volume),
});

async function upsert(trx: Kysely<Database>, symbol: string, duration: string, candles: readonly Candle[]) {
  for (let start = 0; start < candles.length; start += ROWS_PER_STATEMENT) {
    const rows = candles.slice(start, start + ROWS_PER_STATEMENT).map((c) => ({
      symbol,
      duration,
      ts: c.ts,
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      volume: c.volume,
    }));
    await trx
      .insertInto('candles')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['symbol', 'duration', 'ts']).doUpdateSet((eb) => ({
          open: eb.ref('excluded.open'),
          high: eb.ref('excluded.high'),
          low: eb.ref('excluded.low'),
          close: eb.ref('excluded.close'),
          volume: eb.ref('excluded.volume'),
        })),
      )
      .execute();
  }
}

/** Several bars at one ts would make the upsert touch a row twice in one statement; the last one wins. */
function uniqueByTs(candles: readonly Candle[]): Candle[] {
  const byTs = new Map<number, Candle>();
  for (const candle of candles) byTs.set(candle.ts, candle);
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
}

export function sqlCandleStore(db: Db): CandleStore {
  const series = (symbol: string, duration: string) =>
    db.selectFrom('candles').where('symbol', '=', symbol).where('duration', '=', duration);
  const columns = ['ts', 'open', 'high', 'low', 'close', 'volume'] as const;
  return {
    async write(symbol, duration, candles) {
      if (candles.length === 0) return;
      const bars = uniqueByTs(candles);
      await db.transaction().execute((trx) => upsert(trx, symbol, duration, bars));
    },
    async replace(symbol, duration, candles) {
      const bars = uniqueByTs(candles);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('candles').where('symbol', '=', symbol).where('duration', '=', duration).execute();
        await upsert(trx, symbol, duration, bars);
      });
    },
    async last(symbol, duration, count, before) {
      let query = series(symbol, duration).select(columns);
      if (before !== undefined) query = query.where('ts', '<', before);
      const rows = await query.orderBy('ts', 'desc').limit(count).execute();
      return rows.reverse().map(asCandle);
    },
    async range(symbol, duration, from, to) {
      const rows = await series(symbol, duration)
        .select(columns)
        .where('ts', '>=', from)
        .where('ts', '<', to)
        .orderBy('ts', 'asc')
        .execute();
      return rows.map(asCandle);
    },
    async latestTs(symbol, duration) {
      const row = await series(symbol, duration).select('ts').orderBy('ts', 'desc').limit(1).executeTakeFirst();
      return row ? Number(row.ts) : null;
    },
    async count(symbol, duration) {
      const row = await series(symbol, duration)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async remove(symbol) {
      await db.deleteFrom('candles').where('symbol', '=', symbol).execute();
    },
  };
}
