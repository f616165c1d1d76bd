import type { SeekRow } from '@signaldesk/contract';
import type { ScreenerTable } from './screenerTable.js';

/**
 * Computed values travel with 7 significant digits: more than any screen shows (a price to the cent up to
 * 99,999.99), while the 17 digits of a float64 made up half the bytes of the largest answer and compressed poorly.
 */
const SIGNIFICANT_DIGITS = 7;
const compact = (value: number) => Number(value.toPrecision(SIGNIFICANT_DIGITS));
const known = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);
const compactValues = (values: (number | null)[] | null) => values?.map((value) => (value === null ? null : compact(value))) ?? null;

/** One row of the seek answer: facts, then each duration's values as a positional array in SEEK_FIELDS order. */
export function seekRow(table: ScreenerTable, row: number): SeekRow {
  const facts = table.facts[row]!;
  const heat = known(table.heat()[row]);
  return {
    symbol: facts.symbol,
    name: facts.name,
    cnname: facts.cnname,
    region: facts.region,
    type: facts.type,
    cap: compact(facts.cap),
    heat: heat === null ? null : compact(heat),
    ipo: known(facts.ipo),
    ts: { day: table.tsOf('day', row), week: table.tsOf('week', row), hour: table.tsOf('hour', row) },
    day: compactValues(table.valuesOf('day', row)),
    week: compactValues(table.valuesOf('week', row)),
    hour: compactValues(table.valuesOf('hour', row)),
  };
}
