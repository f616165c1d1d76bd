import { type IndicatorRule, isEnumRule, MARKETS, orderOf, ruleEntries, type StrategyGroup, type StrategyQuery } from '@signaldesk/contract';
import type { ScreenerTable } from './screenerTable.js';

export interface QueryAnswer {
  /** Rows of the table, ordered, at most the query's limit. */
  rows: number[];
  /** Rows matching before the limit. */
  total: number;
}

/** The column a rule path names: ['cap'], ['heat'], ['ipo'] or [group, field id]. */
export function columnAt(table: ScreenerTable, path: readonly string[]): Float64Array {
  const [head, id] = path;
  if (head === 'cap') return table.cap;
  if (head === 'heat') return table.heat();
  if (head === 'ipo') return table.ipo;
  const column = table.column(head as StrategyGroup, id ?? '');
  if (!column) throw new Error(`no screener column ${path.join('.')}`);
  return column;
}

/** Keeps the survivors that pass one rule, in place; answers how many remain. */
function keep(survivors: Int32Array, count: number, column: Float64Array, rule: IndicatorRule): number {
  let kept = 0;
  if (isEnumRule(rule)) {
    const allowed = rule.in;
    for (let i = 0; i < count; i++) {
      const row = survivors[i]!;
      if (allowed.includes(column[row]!)) survivors[kept++] = row;
    }
    return kept;
  }
  if (rule.min === undefined && rule.max === undefined) return count;
  const min = rule.min ?? Number.NEGATIVE_INFINITY;
  const max = rule.max ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const row = survivors[i]!;
    const value = column[row]!;
    // NaN fails both comparisons: a symbol without the value never matches a range.
    if (value >= min && value <= max) survivors[kept++] = row;
  }
  return kept;
}

/**
 * Filters by region, symbol text, an optional set of rows (a tag) and every rule, then orders by the
 * query's one ordered field (missing values last, ties by symbol) and cuts at its limit.
 */
export function runQuery(table: ScreenerTable, query: StrategyQuery, only?: ReadonlySet<number>): QueryAnswer {
  const survivors = new Int32Array(table.size);
  let count = 0;
  const region = query.region === 'ALL' ? -1 : MARKETS.indexOf(query.region);
  const text = query.symbol ?? '';
  for (let row = 0; row < table.size; row++) {
    if (region >= 0 && table.region[row] !== region) continue;
    if (only && !only.has(row)) continue;
    if (text !== '' && !table.symbols[row]!.includes(text)) continue;
    survivors[count++] = row;
  }
  for (const [path, rule] of ruleEntries(query)) {
    count = keep(survivors, count, columnAt(table, path), rule);
    if (count === 0) break;
  }
  const matched = orderRows(table, Array.from(survivors.subarray(0, count)), orderOf(query));
  return { rows: matched.slice(0, query.limit), total: count };
}

/**
 * Sorts rows by the ordered column in place, missing values last and ties by symbol: a total order.
 * Caps are ordered in US dollars, so a Hong Kong cap counted in HKD does not outrank a larger US one.
 */
export function orderRows(table: ScreenerTable, rows: number[], order: ReturnType<typeof orderOf>): number[] {
  const column = order.path[0] === 'cap' ? table.capUsd : columnAt(table, order.path);
  const sign = order.type === 'DESC' ? -1 : 1;
  const { symbols } = table;
  return rows.sort((a, b) => {
    const x = column[a]!;
    const y = column[b]!;
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return sign * (x - y);
    return symbols[a]! < symbols[b]! ? -1 : 1;
  });
}
