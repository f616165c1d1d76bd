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

export const wallNow = (): number => performance.now() * 1e6;

/** Each job's time in every round, by the process's CPU clock and by the wall clock, ns. */
export interface Rounds {
  cpu: number[];
  wall: number[];
}

/**
 * Times each job once a round, `rounds` rounds, every job taking its turn in
 * each round so that a busy moment of the shared machine hurts all alike.
 * `collectFirst` false for jobs of a few microseconds, which a collection's
 * trip through the heap would start with cold caches (the jobs compared
 * there allocate nothing).
 */
export function timeInTurns<K extends string>(jobs: Record<K, () => void>, rounds: number, collectFirst = true): Record<K, Rounds> {
  const times = {} as Record<K, Rounds>;
  const names = Object.keys(jobs) as K[];
  for (const name of names) times[name] = { cpu: [], wall: [] };
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      if (collectFirst) collect?.();
      const cpu = cpuNow();
      const wall = wallNow();
      jobs[name]();
      times[name].wall.push(wallNow() - wall);
      times[name].cpu.push(cpuNow() - cpu);
    }
  }
  return times;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Each job's median round by the CPU clock: the fastest round flatters
 * whichever job happened to run in a quiet moment.
 */
export function medianOf<K extends string>(jobs: Record<K, () => void>, rounds: number, collectFirst = true): Record<K, number> {
  const times = timeInTurns(jobs, rounds, collectFirst);
  const out = {} as Record<K, number>;
  for (const name of Object.keys(jobs) as K[]) out[name] = median(times[name].cpu);
  return out;
}

export const round = (v: number, digits = 2) => Number(v.toFixed(digits));
