import type { Candle } from '@signaldesk/market-data';
import { CompiledQuery, type Kysely, PostgresAdapter } from 'kysely';
import type { Statement } from 'better-sqlite3';
import { type Db, postgresPoolOf, sqliteFileOf } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { copyUpsert } from './candleCopy.js';

/** Durations kept as rows; 4h, 1wk and intraday are derived from them when read. */
export const STORED_DURATIONS = ['1m', '5m', '15m', '30m', '1h', '1d'] as const;
export type StoredDuration = (typeof STORED_DURATIONS)[number];

/** Rows per SQLite INSERT: 8 values each stays under SQLite's 32,766 bound parameters. */
const SQLITE_ROWS_PER_STATEMENT = 4_000;
/** Rows per PostgreSQL INSERT: each column goes as one array, so only memory bounds a statement. */
const POSTGRES_ROWS_PER_STATEMENT = 50_000;
/**
 * From this many bars a PostgreSQL write goes by COPY through a temporary table, which costs a few statements more
 * than one INSERT: worth it for an import or a long history, not for a sweep's few new bars.
 */
const POSTGRES_COPY_FROM_ROWS = 5_000;
/**
 * From this many bars a PostgreSQL write refreshes the table's statistics. Until then the planner takes a new series
 * for a few rows and reads its newest bars by sorting all of them: a compute right after a million-bar import read
 * for 0.6–2.4 s instead of 0.03 s. ANALYZE reads a fixed sample (0.3 s on a million rows), so only an import pays it.
 */
const POSTGRES_ANALYZE_FROM_ROWS = 100_000;

/** Symbols a SQLite read takes before letting sockets and timers through: better-sqlite3 runs in this thread. */
const SQLITE_SYMBOLS_PER_TURN = 100;

const UPSERT_TAIL =
  ' ON CONFLICT (symbol, duration, ts) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume';

export interface CandleStore {
  /** Inserts new bars and overwrites bars already stored at the same ts (the forming bar, a corrected bar). */
  write(symbol: string, duration: StoredDuration, candles: readonly Candle[]): Promise<void>;
  /** Replaces the whole series: what is not in `candles` is gone afterwards. */
  replace(symbol: string, duration: StoredDuration, candles: readonly Candle[]): Promise<void>;
  /** The last `count` bars, oldest first; with `before`, the last ones that opened before it. */
  last(symbol: string, duration: StoredDuration, count: number, before?: number): Promise<Candle[]>;
  /** The last `count` bars of each symbol, oldest first, all in one go; a symbol without bars has none in the map. */
  lastOfEach(symbols: readonly string[], duration: StoredDuration, count: number): Promise<Map<string, Candle[]>>;
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

type Upsert = (trx: Kysely<Database>, symbol: string, duration: string, candles: readonly Candle[]) => Promise<void>;

const ROW_PLACEHOLDERS = '(?, ?, ?, ?, ?, ?, ?, ?)';
const sqliteInsert = (rows: number) =>
  `INSERT INTO candles (symbol, duration, ts, open, high, low, close, volume) VALUES ${ROW_PLACEHOLDERS}${`, ${ROW_PLACEHOLDERS}`.repeat(rows - 1)}${UPSERT_TAIL}`;

/**
 * Bulk writes skip the query builder, which cost more than the database itself on a large import. On SQLite one
 * prepared statement of a full batch is reused for every batch of every write, on the connection under the
 * transaction the caller holds.
 */
function sqliteUpsert(db: Db): Upsert {
  let fullBatch: Statement | undefined;
  const statementFor = (rows: number) => {
    if (rows < SQLITE_ROWS_PER_STATEMENT) return sqliteFileOf(db).prepare(sqliteInsert(rows));
    fullBatch ??= sqliteFileOf(db).prepare(sqliteInsert(rows));
    return fullBatch;
  };
  return async (_trx, symbol, duration, candles) => {
    for (let start = 0; start < candles.length; start += SQLITE_ROWS_PER_STATEMENT) {
      const batch = candles.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
      const statement = statementFor(batch.length);
      const values: unknown[] = new Array(batch.length * 8);
      let i = 0;
      for (const c of batch) {
        values[i++] = symbol;
        values[i++] = duration;
        values[i++] = c.ts;
        values[i++] = c.open;
        values[i++] = c.high;
        values[i++] = c.low;
        values[i++] = c.close;
        values[i++] = c.volume;
      }
      statement.run(values);
      // better-sqlite3 runs in this thread: let sockets and timers through between batches of a long write.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
}

/** PostgreSQL takes each column as one array and unnests it into rows: six parameters whatever the batch. */
const postgresUpsert: Upsert = async (trx, symbol, duration, candles) => {
  const text = `INSERT INTO candles (symbol, duration, ts, open, high, low, close, volume) SELECT $1, $2, * FROM unnest($3::bigint[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])${UPSERT_TAIL}`;
  for (let start = 0; start < candles.length; start += POSTGRES_ROWS_PER_STATEMENT) {
    const batch = candles.slice(start, start + POSTGRES_ROWS_PER_STATEMENT);
    const column = (field: keyof Candle) => batch.map((c) => c[field]);
    await trx.executeQuery(
      CompiledQuery.raw(text, [symbol, duration, column('ts'), column('open'), column('high'), column('low'), column('close'), column('volume')]),
    );
  }
};

/** Several bars at one ts would make the upsert touch a row twice in one statement; the last one wins. */
function uniqueByTs(candles: readonly Candle[]): readonly Candle[] {
  // An import or a fetch is nearly always in order already: no need to copy it.
  let ascending = true;
  for (let i = 1; i < candles.length && ascending; i++) ascending = candles[i]!.ts > candles[i - 1]!.ts;
  if (ascending) return candles;
  const byTs = new Map<number, Candle>();
  for (const candle of candles) byTs.set(candle.ts, candle);
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
}

type LastOfEach = CandleStore['lastOfEach'];

/**
 * One newest-first index read per symbol through one prepared statement, on the connection Kysely guards so no
 * other query runs meanwhile: the query builder cost more than the reads (200 symbols' last two bars took 10–16 ms
 * through a UNION ALL it compiled, 4 ms here).
 */
function sqliteLastOfEach(db: Db): LastOfEach {
  let newest: Statement | undefined;
  return (symbols, duration, count) =>
    db.connection().execute(async () => {
      newest ??= sqliteFileOf(db).prepare('SELECT ts, open, high, low, close, volume FROM candles WHERE symbol = ? AND duration = ? ORDER BY ts DESC LIMIT ?');
      const bars = new Map<string, Candle[]>();
      for (const [i, symbol] of symbols.entries()) {
        if (i > 0 && i % SQLITE_SYMBOLS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        const rows = newest.all(symbol, duration, count) as Candle[];
        if (rows.length > 0) bars.set(symbol, rows.reverse());
      }
      return bars;
    });
}

/** One statement for every symbol: each symbol's newest-first index read, joined laterally, whatever their number. */
function postgresLastOfEach(db: Db): LastOfEach {
  const text =
    'SELECT s.symbol, c.ts, c.open, c.high, c.low, c.close, c.volume FROM unnest($1::text[]) AS s(symbol) ' +
    'CROSS JOIN LATERAL (SELECT ts, open, high, low, close, volume FROM candles WHERE candles.symbol = s.symbol AND duration = $2 ORDER BY ts DESC LIMIT $3) c';
  return async (symbols, duration, count) => {
    const bars = new Map<string, Candle[]>();
    if (symbols.length === 0) return bars;
    const { rows } = await db.executeQuery<Candle & { symbol: string }>(CompiledQuery.raw(text, [symbols, duration, count]));
    for (const row of rows) {
      const own = bars.get(row.symbol) ?? [];
      own.push(asCandle(row));
      bars.set(row.symbol, own);
    }
    for (const own of bars.values()) own.sort((a, b) => a.ts - b.ts);
    return bars;
  };
}

export interface CandleStoreOptions {
  /** Bars from which a PostgreSQL write goes by COPY; the bench and a test set it to compare with the INSERT path. */
  copyFromRows?: number;
}

export function sqlCandleStore(db: Db, options: CandleStoreOptions = {}): CandleStore {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const upsert = postgres ? postgresUpsert : sqliteUpsert(db);
  const pool = postgresPoolOf(db);
  const copyFromRows = options.copyFromRows ?? POSTGRES_COPY_FROM_ROWS;
  const writeSeries = async (symbol: string, duration: string, bars: readonly Candle[], replacing: boolean) => {
    if (pool && bars.length >= copyFromRows) {
      await copyUpsert(pool, UPSERT_TAIL, symbol, duration, bars, replacing);
      if (bars.length >= POSTGRES_ANALYZE_FROM_ROWS) await pool.query('ANALYZE candles');
      return;
    }
    await db.transaction().execute(async (trx) => {
      if (replacing) await trx.deleteFrom('candles').where('symbol', '=', symbol).where('duration', '=', duration).execute();
      await upsert(trx, symbol, duration, bars);
    });
  };
  const series = (symbol: string, duration: string) =>
    db.selectFrom('candles').where('symbol', '=', symbol).where('duration', '=', duration);
  const columns = ['ts', 'open', 'high', 'low', 'close', 'volume'] as const;
  return {
    async write(symbol, duration, candles) {
      if (candles.length === 0) return;
      await writeSeries(symbol, duration, uniqueByTs(candles), false);
    },
    async replace(symbol, duration, candles) {
      await writeSeries(symbol, duration, uniqueByTs(candles), true);
    },
    async last(symbol, duration, count, before) {
      let query = series(symbol, duration).select(columns);
      if (before !== undefined) query = query.where('ts', '<', before);
      const rows = await query.orderBy('ts', 'desc').limit(count).execute();
      return rows.reverse().map(asCandle);
    },
    lastOfEach: postgres ? postgresLastOfEach(db) : sqliteLastOfEach(db),
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
