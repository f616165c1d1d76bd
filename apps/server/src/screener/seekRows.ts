import type { SeekRow } from '@signaldesk/contract';
import type { ScreenerTable } from './screenerTable.js';

const orNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

/** One row of the seek answer: facts, then each duration's values as a positional array in SEEK_FIELDS order. */
export function seekRow(table: ScreenerTable, row: number): SeekRow {
  const facts = table.facts[row]!;
  return {
    symbol: facts.symbol,
    name: facts.name,
    cnname: facts.cnname,
    region: facts.region,
    type: facts.type,
    cap: facts.cap,
    heat: orNull(table.heat()[row]),
    ipo: orNull(facts.ipo),
    ts: { day: table.tsOf('day', row), week: table.tsOf('week', row), hour: table.tsOf('hour', row) },
    day: table.valuesOf('day', row),
    week: table.valuesOf('week', row),
    hour: table.valuesOf('hour', row),
  };
}
