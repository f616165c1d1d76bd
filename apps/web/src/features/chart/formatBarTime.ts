import type { Duration, Language } from '@signaldesk/contract';

const DAY_BARS: ReadonlySet<Duration> = new Set(['1d', '1wk']);

/** Bars that stand for a whole session or more, named by their date alone. */
export const isDayBar = (duration: Duration): boolean => DAY_BARS.has(duration);

/** A bar's opening time on the exchange's own clock: the date for day and week bars, date and time otherwise. */
export function formatBarTime(ts: number, timeZone: string, duration: Duration, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(isDayBar(duration) ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }),
  }).format(new Date(ts * 1000));
}
