import type { Candle } from '@signaldesk/market-data';
import type { Db } from '../src/db/database.js';

/**
 * How the candle store wrote a series before its bulk path: the query builder's INSERT … ON CONFLICT, 1,000 rows a
 * statement, in one transaction. The import bench measures against it, and a test checks both store the same rows.
 */
export async function writeCandlesBefore(db: Db, symbol: string, duration: string, candles: readonly Candle[]): Promise<void> {
  const byTs = new Map<number, Candle>();
  for (const candle of candles) byTs.set(candle.ts, candle);
  const bars = [...byTs.values()].sort((a, b) => a.ts - b.ts);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < bars.length; start += 1_000) {
      const rows = bars.slice(start, start + 1_000).map((c) => ({ symbol, duration, ...c }));
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
  });
}
