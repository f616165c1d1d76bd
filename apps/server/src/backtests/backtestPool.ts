import type { BacktestSymbol, ReportTask } from '@signaldesk/backtest';
import { Piscina } from 'piscina';
import { ANALYSIS_THREADS } from '../quotes/analysisPool.js';
import type { SignalBookTask } from '../signals/signalBook.js';
import type { PreparedColumns, PrepareTask, report, signalBook } from './backtestWork.js';

/** Where a run's computing happens. */
export interface BacktestPool {
  prepare(task: PrepareTask): Promise<BacktestSymbol>;
  report(task: ReportTask): Promise<ReturnType<typeof report>>;
  signalBook(task: SignalBookTask): Promise<ReturnType<typeof signalBook>>;
  /** Starts the threads without waiting for them, so they load while a run's candles are fetched. */
  warm(): void;
  close(): Promise<void>;
}

/**
 * Worker threads (piscina) for the indicators and the fill loop, so a long run never holds up the event
 * loop's chart and screener answers. The threads start with the first run and stay: each one loads the
 * TypeScript of the engine as it starts, seconds on a busy machine, so a thread that left when idle made every
 * symbol and every report pay that again.
 */
export function backtestPool(threads = ANALYSIS_THREADS): BacktestPool {
  let pool: Piscina | undefined;
  const started = () => {
    pool ??= new Piscina({
      filename: new URL('./backtestWorker.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
    });
    return pool;
  };
  return {
    async prepare(task) {
      const { market, lot, columns }: PreparedColumns = await started().run(task, { name: 'prepare' });
      const { ts, open, high, low, close } = task.series;
      return { symbol: task.symbol, market, lot, ts, open, high, low, close, columns };
    },
    report: (task) => started().run(task, { name: 'report' }),
    signalBook: (task) => started().run(task, { name: 'signalBook' }),
    warm: () => void started(),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
