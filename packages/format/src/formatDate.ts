import { pickLanguage } from '@signaldesk/contract';

/** An epoch-seconds moment as a local date and time in the interface language. */
export function formatDate(epochSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(pickLanguage(language) === 'zh' ? 'zh-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(epochSeconds * 1000));
}
