/**
 * CPU time of this process in nanoseconds. The machine is shared, so wall time
 * would count other people's work; CPU time does not.
 */
export function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

/**
 * Times each job `rounds` times, taking turns so that a busy moment hurts all
 * alike, and keeps each job's median round: the fastest round flatters
 * whichever job happened to run in a quiet moment.
 */
export function medianOf<K extends string>(jobs: Record<K, () => void>, rounds: number): Record<K, number> {
  const times = {} as Record<K, number[]>;
  const names = Object.keys(jobs) as K[];
  for (const name of names) times[name] = [];
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
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
