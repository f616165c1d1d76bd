import { pickLanguage } from '@signaldesk/contract';

/**
 * An epoch-seconds moment as a local date and time in the interface language; with `weekday`, the day's name leads,
 * for a moment to come that a trader plans around ("Mon, Dec 14, 2026, 4:30 PM").
 */
export function formatDate(epochSeconds: number, language: string, { weekday = false } = {}): string {
  const locale = pickLanguage(language) === 'zh' ? 'zh-CN' : 'en-US';
  const format = weekday
    ? new Intl.DateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(new Date(epochSeconds * 1000));
}
