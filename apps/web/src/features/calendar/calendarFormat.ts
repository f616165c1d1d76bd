const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** The browser's time zone, which the calendar's times are shown in. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function formatTime(ts: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(ts * 1000),
  );
}

/** A yyyyMMdd day as a tab label: weekday and date. */
export function formatDay(day: string, language: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
