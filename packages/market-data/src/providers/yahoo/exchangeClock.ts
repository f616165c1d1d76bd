/** A moment as the exchange's wall clock shows it. */
export interface ExchangeTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `ts` (epoch seconds) on the wall clock of `timeZone` (an IANA name; UTC when Yahoo names none or one we do not know). */
export function exchangeTime(ts: number, timeZone = 'UTC'): ExchangeTime {
  let format: Intl.DateTimeFormat;
  try {
    format = formatIn(timeZone);
  } catch {
    format = formatIn('UTC');
  }
  const parts = format.formatToParts(ts * 1000);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** yyyyMMdd of the exchange's day that `ts` falls on. */
export function exchangeDay(ts: number, timeZone?: string): string {
  const t = exchangeTime(ts, timeZone);
  return `${t.year}${String(t.month).padStart(2, '0')}${String(t.day).padStart(2, '0')}`;
}
