import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { analyseTail, type TailTask, type TailValues } from './tailAnalysis.js';

/** Runs the indicator catalogue over a series and answers what a compute keeps of it. */
export interface Analyser {
  analyse(task: TailTask): Promise<TailValues>;
  close(): Promise<void>;
}

/** For a one-off command: the analysis in the calling thread. */
export const analyseHere: Analyser = {
  analyse: async (task) => analyseTail(task),
  close: async () => undefined,
};

/**
 * Threads for the analysis: every core up to two, then one core left to the event loop. While a sweep computes,
 * the event loop mostly waits (a series' hand-over costs it about a quarter of computing the series in place,
 * measured by `bench/universeCompute.ts`), so on two cores keeping one for it left half the machine idle for the sweep; the
 * system shares the cores among the three threads, and a request that arrives waits at most a time slice. From
 * three cores on, the event loop keeps a core of its own for the many more requests such a machine serves.
 */
export const ANALYSIS_THREADS = threadsFor(availableParallelism());

function threadsFor(cores: number): number {
  return cores <= 2 ? Math.max(1, cores) : cores - 1;
}

/**
 * The catalogue in worker threads (piscina), so a burst of computes leaves the event loop free for everyone
 * else's requests. The threads start with the first analysis: an app that never computes starts none.
 */
export function analysisPool(threads = ANALYSIS_THREADS): Analyser {
  let pool: Piscina<TailTask, TailValues> | undefined;
  return {
    analyse(task) {
      pool ??= new Piscina({
        filename: new URL('./analysisWorker.mjs', import.meta.url).href,
        minThreads: threads,
        maxThreads: threads,
      });
      return pool.run(task);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
