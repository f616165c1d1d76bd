import type { GroupRules, IndicatorRule } from '@signaldesk/contract';
import type { FieldId } from '@signaldesk/indicators';

/** A symbol's catalogue columns that a strategy reads, one value per bar. */
export type Columns = Partial<Record<FieldId, Float64Array>>;

/** Field ids of the rules that constrain something (an empty range constrains nothing). */
export function ruleFields(rules: GroupRules): FieldId[] {
  return (Object.entries(rules) as [FieldId, IndicatorRule | undefined][])
    .filter(([, rule]) => rule !== undefined && ('in' in rule || rule.min !== undefined || rule.max !== undefined))
    .map(([id]) => id);
}

/**
 * Marks the bars where every rule holds, as the screener tests them: a range includes its bounds, an enum
 * lists its values, and NaN (a warm-up bar, a missing value) never matches. No rule marks no bar.
 */
export function signalOf(rules: GroupRules, columns: Columns, length: number): Uint8Array {
  const ids = ruleFields(rules);
  return markSignal(rules, ids, columns, new Uint8Array(length).fill(ids.length > 0 ? 1 : 0));
}

/**
 * Each symbol's signal (see signalOf), written over `memory` (as long as the symbols' bars together, or longer)
 * rather than into a buffer a symbol.
 */
export function signalsOf(rules: GroupRules, symbols: readonly { ts: Float64Array; columns: Columns }[], memory: Uint8Array): Uint8Array[] {
  const ids = ruleFields(rules);
  memory.fill(ids.length > 0 ? 1 : 0);
  let offset = 0;
  return symbols.map((symbol) => {
    const marks = memory.subarray(offset, offset + symbol.ts.length);
    offset += symbol.ts.length;
    return markSignal(rules, ids, symbol.columns, marks);
  });
}

/** Unmarks, in `marks` (one a bar, all marked to begin with), the bars where a rule of these fields fails. */
function markSignal(rules: GroupRules, ids: readonly FieldId[], columns: Columns, marks: Uint8Array): Uint8Array {
  for (const id of ids) {
    const rule = rules[id]!;
    const column = columns[id];
    if (!column) throw new Error(`the column ${id} was not prepared`);
    if ('in' in rule) {
      markListed(rule.in, column, marks);
      continue;
    }
    markRange(rule.min ?? Number.NEGATIVE_INFINITY, rule.max ?? Number.POSITIVE_INFINITY, column, marks);
  }
  return marks;
}

/** Keeps the marks of the bars whose value lies in the range, its bounds included. */
function markRange(min: number, max: number, column: Float64Array, marks: Uint8Array): void {
  for (let i = 0; i < marks.length; i++) {
    const value = column[i]!;
    // NaN fails both comparisons, as in the screener.
    marks[i] = marks[i]! & +(value >= min && value <= max);
  }
}

/** Keeps the marks of the bars whose value the list holds, as `includes` finds it (NaN finds NaN). */
function markListed(values: readonly number[], column: Float64Array, marks: Uint8Array): void {
  const length = marks.length;
  const only = values[0]!;
  // A crossing's state is one value: compared as it is, the bar needs no search of the list.
  if (values.length === 1 && !Number.isNaN(only)) {
    for (let i = 0; i < length; i++) marks[i] = marks[i]! & +(column[i] === only);
    return;
  }
  for (let i = 0; i < length; i++) if (marks[i] === 1 && !listed(values, column[i]!)) marks[i] = 0;
}

function listed(values: readonly number[], value: number): boolean {
  for (let k = 0; k < values.length; k++) {
    const listedValue = values[k]!;
    if (listedValue === value || (Number.isNaN(listedValue) && Number.isNaN(value))) return true;
  }
  return false;
}
