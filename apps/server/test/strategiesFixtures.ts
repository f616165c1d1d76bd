/** Snapshots and members the strategy and screener tests write by hand, so every expected match is known. */
import type { Duration } from '@signaldesk/contract';
import { FIELD_COUNT, type FieldId, fieldIndex } from '@signaldesk/indicators';
import type { EventEmitter } from 'node:events';
import type { ServerEvents, Services } from '../src/app/services.js';
import { writeSnapshot } from '../src/quotes/snapshots.js';

export type Named = Partial<Record<FieldId, number | null>>;

/** A snapshot's positional values with only the named fields set. */
export function positional(named: Named): (number | null)[] {
  const values: (number | null)[] = new Array(FIELD_COUNT).fill(null);
  for (const [id, value] of Object.entries(named)) values[fieldIndex(id as FieldId)] = value ?? null;
  return values;
}

/** Writes a snapshot and announces it the way the market service does after a compute. */
export async function putSnapshot(
  services: Services,
  symbol: string,
  duration: Duration,
  ts: number,
  named: Named,
  events: EventEmitter<ServerEvents> = services.events,
): Promise<void> {
  const values = positional(named);
  await writeSnapshot(services.db, symbol, duration, ts, values, services.now());
  events.emit('snapshot-written', { symbol, duration, ts, values });
}

/** A small deterministic random source, so a failing case can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
