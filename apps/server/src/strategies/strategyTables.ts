/** A trader's saved screener query; query is the validated StrategyQuery as JSON. */
export interface StrategiesTable {
  sid: string;
  userid: string;
  name: string;
  query: string;
  created_at: number;
  updated_at: number;
}

/**
 * Whether a symbol sat in a strategy's result set at the last run, and the last bar it was alerted on:
 * kept in the database so a restart neither repeats an alert nor forgets who is inside.
 */
export interface StrategyMembersTable {
  sid: string;
  symbol: string;
  duration: string;
  /** Opening time of the last bar alerted, epoch seconds; null when never alerted. */
  last_ts: number | null;
  inside: number;
}

/** Alerts raised per strategy per clock hour, for the runaway guard. */
export interface StrategyAlertHoursTable {
  sid: string;
  /** Epoch seconds of the hour's start. */
  hour: number;
  alerts: number;
}

export interface StrategyTables {
  strategies: StrategiesTable;
  strategy_members: StrategyMembersTable;
  strategy_alert_hours: StrategyAlertHoursTable;
}
