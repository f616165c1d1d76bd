import type { BacktestRunSummary } from '@signaldesk/contract';

/**
 * How far a run has come, in percent: each symbol counts two steps (its candles, its indicators) and the report
 * one more, so a one-symbol run moves while it runs instead of jumping from nothing to done.
 */
export function runPercent({ status, progress }: Pick<BacktestRunSummary, 'status' | 'progress'>): number {
  if (status === 'done') return 100;
  const steps = 2 * progress.total + 1;
  const taken = 2 * progress.done + (progress.stage === 'indicators' ? 1 : 0);
  return Math.min(100, (taken / steps) * 100);
}
