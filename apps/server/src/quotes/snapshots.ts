import { CATALOGUE, type Analysis } from '@signaldesk/indicators';
import type { Duration, Snapshot } from '@signaldesk/contract';
import type { Db } from '../db/database.js';

/** The last bar's catalogue values in catalogue order, NaN as null: compact enough for thousands of rows. */
export function lastValues(analysis: Analysis): (number | null)[] {
  const last = analysis.length - 1;
  const values: (number | null)[] = new Array(CATALOGUE.length);
  for (let i = 0; i < CATALOGUE.length; i++) {
    const value = analysis.block[i * analysis.length + last];
    values[i] = value === undefined || Number.isNaN(value) ? null : value;
  }
  return values;
}

export async function writeSnapshot(db: Db, symbol: string, duration: Duration, ts: number, values: (number | null)[], now: number) {
  const row = { symbol, duration, ts, field_values: JSON.stringify(values), computed_at: now };
  await db
    .insertInto('snapshots')
    .values(row)
    .onConflict((oc) => oc.columns(['symbol', 'duration']).doUpdateSet({ ts, field_values: row.field_values, computed_at: now }))
    .execute();
}

export async function readSnapshot(db: Db, symbol: string, duration: Duration): Promise<Snapshot | null> {
  const row = await db
    .selectFrom('snapshots')
    .selectAll()
    .where('symbol', '=', symbol)
    .where('duration', '=', duration)
    .executeTakeFirst();
  if (!row) return null;
  const values = JSON.parse(row.field_values) as (number | null)[];
  const named: Record<string, number | null> = {};
  CATALOGUE.forEach((field, i) => {
    named[field.id] = values[i] ?? null;
  });
  return { duration, ts: Number(row.ts), computedAt: Number(row.computed_at), values: named };
}
