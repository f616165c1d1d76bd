/**
 * A backtest run and its report. request is the validated BacktestRequest as JSON, symbols the list resolved at
 * creation; result is the compact report (docs/cloud.md, Runs), summary its headline figures for the list.
 */
export interface BacktestRunsTable {
  id: string;
  userid: string;
  name: string;
  request: string;
  symbols: string;
  duration: string;
  status: string;
  /** Symbols read and prepared, of total. */
  done: number;
  total: number;
  /** The step a running run is in (BacktestStage); null before it starts. */
  stage: string | null;
  result: string | null;
  summary: string | null;
  error_key: string | null;
  error_symbol: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** Last sign of life of the process running it: a run left running with an old beat was cut off by a stop. */
  beat_at: number | null;
  /**
   * Who runs it: a random id its worker drew when it claimed or took over the run. Every write of progress or end
   * names it, so a worker whose run was taken over after it seemed dead writes nothing more.
   */
  claim: string | null;
  /** Set while the owner shares the run: the link carries it. */
  share_token: string | null;
}

export interface BacktestTables {
  backtest_runs: BacktestRunsTable;
}
