/**
 * CPU time of this process in nanoseconds. The machine is shared, so wall time
 * would count other people's work; CPU time does not.
 */
export function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

/**
 * A full garbage collection, run before each timed round. Process CPU time
 * counts V8's collector threads too, so garbage one library leaves
 * (trading-signals and technicalindicators allocate objects per value) would
 * be collected on the clock of whatever runs next. `npm run bench` passes
 * --expose-gc for this and --single-threaded-gc, so that a collection is
 * finished when `gc()` returns instead of sweeping on in background threads
 * through the next round, and a library's own garbage is collected on its
 * own clock.
 */
const collect = (globalThis as { gc?: () => void }).gc;
export const collectsBetweenRounds = collect !== undefined;

/**
 * Times each job `rounds` times, taking turns so that a busy moment hurts all
 * alike, and keeps each job's median round: the fastest round flatters
 * whichever job happened to run in a quiet moment. `collectFirst` false for
 * jobs of a few microseconds, which a collection's trip through the heap
 * would start with cold caches (the jobs compared there allocate nothing).
 */
export function medianOf<K extends string>(jobs: Record<K, () => void>, rounds: number, collectFirst = true): Record<K, number> {
  const times = {} as Record<K, number[]>;
  const names = Object.keys(jobs) as K[];
  for (const name of names) times[name] = [];
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      if (collectFirst) collect?.();
      const start = cpuNow();
      jobs[name]();
      times[name].push(cpuNow() - start);
    }
  }
  const median = {} as Record<K, number>;
  for (const name of names) {
    const sorted = times[name].sort((a, b) => a - b);
    median[name] = sorted[sorted.length >> 1]!;
  }
  return median;
}

export const round = (v: number, digits = 2) => Number(v.toFixed(digits));
