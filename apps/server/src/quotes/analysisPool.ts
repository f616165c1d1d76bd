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

/** Threads for the analysis: one core stays with the event loop, and there is at least one thread. */
export const ANALYSIS_THREADS = Math.max(1, availableParallelism() - 1);

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
