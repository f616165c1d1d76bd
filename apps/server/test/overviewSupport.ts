/** Figures the overview tests write by hand, so every ranked list and tile has a known answer. */
import { CATALOGUE, type FieldId, fieldIndex } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import { writeSnapshot } from '../src/quotes/snapshots.js';
import type { TestServer } from './harness.js';

export const DAY = 86_400;

export interface Figures {
  close: number;
  updown: number;
  values?: Partial<Record<FieldId, number>>;
}

/** Writes a symbol's last close and change, and its daily snapshot with the given catalogue values. */
export async function writeFigures(s: TestServer, symbol: string, figures: Figures): Promise<void> {
  const { db } = s.services;
  await db
    .updateTable('symbols')
    .set({ close: figures.close, updown: figures.updown, stats_at: s.clock.now() })
    .where('symbol', '=', symbol)
    .execute();
  const values: (number | null)[] = new Array(CATALOGUE.length).fill(null);
  for (const [id, value] of Object.entries(figures.values ?? {})) values[fieldIndex(id as FieldId)] = value;
  await writeSnapshot(db, symbol, '1d', s.clock.now(), values, s.clock.now());
}

/** Daily bars at 14:30 UTC on every day of [from, from + days), closing on the values `close(i)` gives. */
export function dailyBars(
  from: number,
  days: number,
  close: (i: number) => number,
  volume: (i: number) => number = () => 1_000,
): Candle[] {
  return Array.from({ length: days }, (_, i) => {
    const c = close(i);
    return { ts: from + i * DAY + 14.5 * 3600, open: c, high: c, low: c, close: c, volume: volume(i) };
  });
}
