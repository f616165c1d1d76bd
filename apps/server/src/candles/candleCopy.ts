import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Candle } from '@signaldesk/market-data';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Rows turned into text at a time: large enough to keep the stream busy, small enough to keep memory flat. */
const ROWS_PER_CHUNK = 10_000;

/** A missing value goes as COPY's NULL, so the database refuses it as it refuses a NULL in an INSERT. */
const cell = (value: number) => (value === null || value === undefined ? '\\N' : String(value));

function* copyText(candles: readonly Candle[]): Generator<string> {
  for (let start = 0; start < candles.length; start += ROWS_PER_CHUNK) {
    let text = '';
    const end = Math.min(start + ROWS_PER_CHUNK, candles.length);
    for (let i = start; i < end; i++) {
      const c = candles[i]!;
      // String() of a number is its shortest round-trip text, which PostgreSQL reads back to the same double.
      text += `${cell(c.ts)}\t${cell(c.open)}\t${cell(c.high)}\t${cell(c.low)}\t${cell(c.close)}\t${cell(c.volume)}\n`;
    }
    yield text;
  }
}

/** Streams the bars into `table`'s (ts, open, high, low, close, volume) with COPY … FROM STDIN in text format. */
export async function copyCandles(client: pg.ClientBase, table: string, candles: readonly Candle[]): Promise<void> {
  const stream = client.query(copyFrom(`COPY ${table} (ts, open, high, low, close, volume) FROM STDIN`));
  await pipeline(Readable.from(copyText(candles)), stream);
}

/**
 * Writes a series through a temporary table: COPY into it, then one INSERT … SELECT … ON CONFLICT with the store's
 * upsert, in one transaction on a client of its own (`replacing` first deletes the series). `bars` must hold one bar
 * per ts, as the store's other path requires.
 */
export async function copyUpsert(pool: pg.Pool, upsertTail: string, symbol: string, duration: string, bars: readonly Candle[], replacing: boolean): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    if (replacing) await client.query('DELETE FROM candles WHERE symbol = $1 AND duration = $2', [symbol, duration]);
    await client.query('CREATE TEMP TABLE candle_batch (ts bigint, open float8, high float8, low float8, close float8, volume float8) ON COMMIT DROP');
    await copyCandles(client, 'candle_batch', bars);
    await client.query(
      `INSERT INTO candles (symbol, duration, ts, open, high, low, close, volume) SELECT $1, $2, ts, open, high, low, close, volume FROM candle_batch${upsertTail}`,
      [symbol, duration],
    );
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
