import type { SeekRow } from '@signaldesk/contract';
import { roundSignificant } from '@signaldesk/format';
import type { ScreenerTable } from './screenerTable.js';

const known = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);
const compactValues = (values: (number | null)[] | null) => values?.map((value) => (value === null ? null : roundSignificant(value))) ?? null;

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
    cap: roundSignificant(facts.cap),
    heat: heat === null ? null : roundSignificant(heat),
    ipo: known(facts.ipo),
    ts: { day: table.tsOf('day', row), week: table.tsOf('week', row), hour: table.tsOf('hour', row) },
    day: compactValues(table.valuesOf('day', row)),
    week: compactValues(table.valuesOf('week', row)),
    hour: compactValues(table.valuesOf('hour', row)),
  };
}
