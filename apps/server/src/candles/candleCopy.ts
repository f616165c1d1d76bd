import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Candle } from '@signaldesk/market-data';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Rows turned into text at a time: large enough to keep the stream busy, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 10_000;

/** PostgreSQL's code for a row whose key is already taken. */
const UNIQUE_VIOLATION = '23505';

/** A missing value goes as COPY's NULL, so the database refuses it as it refuses a NULL in an INSERT. */
const cell = (value: number) => (value === null || value === undefined ? '\\N' : String(value));

/** A text cell of COPY's text format: a backslash, tab or line break in it is escaped. */
const textCell = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

function* copyText(candles: readonly Candle[], leading: string): Generator<string> {
  for (let start = 0; start < candles.length; start += ROWS_PER_CHUNK) {
    let text = '';
    const end = Math.min(start + ROWS_PER_CHUNK, candles.length);
    for (let i = start; i < end; i++) {
      const c = candles[i]!;
      // String() of a number is its shortest round-trip text, which PostgreSQL reads back to the same double.
      text += `${leading}${cell(c.ts)}\t${cell(c.open)}\t${cell(c.high)}\t${cell(c.low)}\t${cell(c.close)}\t${cell(c.volume)}\n`;
    }
    yield text;
  }
}

/** The series a COPY writes into a table with the candles' own columns; none for a table of bars alone. */
export interface CopiedSeries {
  symbol: string;
  duration: string;
}

/**
 * Streams the bars into `table` with COPY … FROM STDIN in text format: into its (ts, open, high, low, close,
 * volume), or with `series` into its (symbol, duration, ts, …), each row carrying the series' symbol and duration.
 */
export async function copyCandles(client: pg.ClientBase, table: string, candles: readonly Candle[], series?: CopiedSeries): Promise<void> {
  const columns = `${series ? 'symbol, duration, ' : ''}ts, open, high, low, close, volume`;
  const leading = series ? `${textCell(series.symbol)}\t${textCell(series.duration)}\t` : '';
  const stream = client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`));
  await pipeline(Readable.from(copyText(candles, leading)), stream);
}

/**
 * COPY straight into `candles` when the series holds no bar from the first bar's ts to the last's: no temporary
 * table and no upsert, which cost the server more than the COPY itself. Under a savepoint, so a writer that stored a
 * bar in that range since (the COPY then meets its key) only sends the write the staging way: false then.
 */
async function copyIntoEmptyRange(client: pg.ClientBase, symbol: string, duration: string, bars: readonly Candle[], replaced: boolean): Promise<boolean> {
  if (!replaced) {
    const taken = await client.query('SELECT 1 FROM candles WHERE symbol = $1 AND duration = $2 AND ts BETWEEN $3 AND $4 LIMIT 1', [
      symbol,
      duration,
      bars[0]!.ts,
      bars.at(-1)!.ts,
    ]);
    if (taken.rowCount !== 0) return false;
  }
  await client.query('SAVEPOINT direct_copy');
  try {
    await copyCandles(client, 'candles', bars, { symbol, duration });
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await client.query('ROLLBACK TO SAVEPOINT direct_copy');
    return false;
  }
  await client.query('RELEASE SAVEPOINT direct_copy');
  return true;
}

/**
 * Writes a series in one transaction on a client of its own (`replacing` first deletes the series): by COPY straight
 * into `candles` when the series has no bar in the range written, otherwise through a temporary table, COPY into it,
 * then one INSERT … SELECT … ON CONFLICT with the store's upsert. `bars` must hold one bar per ts, oldest first, as
 * the store's other path requires.
 */
export async function copyUpsert(pool: pg.Pool, upsertTail: string, symbol: string, duration: string, bars: readonly Candle[], replacing: boolean): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    if (replacing) await client.query('DELETE FROM candles WHERE symbol = $1 AND duration = $2', [symbol, duration]);
    if (!(await copyIntoEmptyRange(client, symbol, duration, bars, replacing))) {
      await client.query('CREATE TEMP TABLE candle_batch (ts bigint, open float8, high float8, low float8, close float8, volume float8) ON COMMIT DROP');
      await copyCandles(client, 'candle_batch', bars);
      await client.query(
        `INSERT INTO candles (symbol, duration, ts, open, high, low, close, volume) SELECT $1, $2, ts, open, high, low, close, volume FROM candle_batch${upsertTail}`,
        [symbol, duration],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A client whose rollback failed is left in an unknown state: the pool drops it instead of lending it again.
    client.release(broken);
  }
}
