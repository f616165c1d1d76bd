import { type GroupRules, STRATEGY_LIMITS, type StrategyGroup, type StrategyQuery } from '@signaldesk/contract';
import { runQuery } from '../screener/runQuery.js';
import type { ScreenerTable } from '../screener/screenerTable.js';

/**
 * An indicator alert's rules, judged by the screener itself on its latest values for one symbol: the same query
 * runner as a seek, asked about that symbol's row alone. A symbol the screener does not hold meets no rule.
 */
export function screenerRulesHold(table: ScreenerTable, symbol: string, group: StrategyGroup): (rules: GroupRules) => boolean {
  return (rules) => {
    const row = table.rowOf(symbol);
    if (row === undefined) return false;
    const query: StrategyQuery = { limit: STRATEGY_LIMITS.defaultLimit, region: 'ALL', [group]: rules };
    return runQuery(table, query, new Set([row])).total === 1;
  };
}
