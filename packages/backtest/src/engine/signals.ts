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
  const marks = new Uint8Array(length);
  const ids = ruleFields(rules);
  marks.fill(ids.length > 0 ? 1 : 0);
  for (const id of ids) {
    const rule = rules[id]!;
    const column = columns[id];
    if (!column) throw new Error(`the column ${id} was not prepared`);
    if ('in' in rule) {
      const allowed = rule.in;
      for (let i = 0; i < length; i++) if (marks[i] === 1 && !allowed.includes(column[i]!)) marks[i] = 0;
      continue;
    }
    const min = rule.min ?? Number.NEGATIVE_INFINITY;
    const max = rule.max ?? Number.POSITIVE_INFINITY;
    for (let i = 0; i < length; i++) {
      const value = column[i]!;
      // NaN fails both comparisons, as in the screener.
      marks[i] = marks[i]! & +(value >= min && value <= max);
    }
  }
  return marks;
}
