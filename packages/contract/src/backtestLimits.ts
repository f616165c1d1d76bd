import type { Role } from './roles.js';

export const BACKTEST_LIMITS = {
  /** Runs of one parameter sweep. */
  sweepRuns: 400,
  sweepAxes: 3,
  maxOpenPositions: 1000,
} as const;

/** What one account may ask of the backtest queue, by role; roles below member make no backtests. */
export interface BacktestRoleLimits {
  /** Runs queued or running at once. */
  runsAtOnce: number;
  symbolsPerRun: number;
  /** Combinations of one parameter sweep. */
  sweepRuns: number;
}

/** Standard's backtests. */
export const MEMBER_BACKTEST_LIMITS: BacktestRoleLimits = { runsAtOnce: 2, symbolsPerRun: 100, sweepRuns: 100 };
/** Plus and Promax: enough for the whole bundled US list (about 570 symbols) as one portfolio. */
export const VIP_BACKTEST_LIMITS: BacktestRoleLimits = { runsAtOnce: 3, symbolsPerRun: 600, sweepRuns: BACKTEST_LIMITS.sweepRuns };

export const BACKTEST_ROLE_LIMITS: Partial<Record<Role, BacktestRoleLimits>> = {
  member: MEMBER_BACKTEST_LIMITS,
  vip: VIP_BACKTEST_LIMITS,
  manager: VIP_BACKTEST_LIMITS,
  super: VIP_BACKTEST_LIMITS,
};
