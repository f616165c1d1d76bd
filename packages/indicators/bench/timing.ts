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
 * alike, and keeps each job's fastest round (the least disturbed one).
 */
export function fastestOf<K extends string>(jobs: Record<K, () => void>, rounds: number): Record<K, number> {
  const best = {} as Record<K, number>;
  const names = Object.keys(jobs) as K[];
  for (const name of names) best[name] = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    for (const name of names) {
      const start = cpuNow();
      jobs[name]();
      best[name] = Math.min(best[name], cpuNow() - start);
    }
  }
  return best;
}

export const round = (v: number, digits = 2) => Number(v.toFixed(digits));
