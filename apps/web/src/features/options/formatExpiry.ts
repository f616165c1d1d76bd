/** An expiry date as the grid shows it, YYYY/MM/DD; expiries are calendar days, so read in UTC. */
export function formatExpiry(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}
