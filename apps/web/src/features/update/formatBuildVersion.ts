const pad = (n: number) => String(n).padStart(2, '0');

/** The build version as the product writes it: year/month/day-hourminute, e.g. 2025/09/04-0958. */
export function formatBuildVersion(date: Date): string {
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}
