/** The figures the benches print: quantiles of timings, rounded. */

/** The value below which a share q of the samples lies (nearest rank). */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** This process's CPU time so far, user and system, in ms. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
