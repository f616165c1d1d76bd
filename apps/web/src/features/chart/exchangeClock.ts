/**
 * A formatter of bar times on the exchange's wall clock as "YYYY-MM-DD HH:mm", the form spreadsheets read as a
 * date; the Swedish locale is the one Intl writes in that order.
 */
export function exchangeClock(timeZone: string): (ts: number) => string {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  return (ts) => format.format(new Date(ts * 1000));
}
