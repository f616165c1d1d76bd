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
 * Who sits in a strategy's result set and the last bar alerted per symbol, one row per strategy (see
 * memberSet.ts): kept in the database so a restart neither repeats an alert nor forgets who is inside.
 */
export interface StrategyMembersTable {
  sid: string;
  /** The encoded MemberSet. */
  members: string;
}

/**
 * What each cycle changed in a strategy's members since its strategy_members row was written, in order of seq
 * (see memberSet.ts). Writing a set whole again folds its changes into it and drops these rows.
 */
export interface StrategyMemberChangesTable {
  sid: string;
  /** The change's place among the strategy's, from 0 after its set was last written whole. */
  seq: number;
  /** The encoded MemberChanges. */
  changes: string;
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
  strategy_member_changes: StrategyMemberChangesTable;
  strategy_alert_hours: StrategyAlertHoursTable;
}
