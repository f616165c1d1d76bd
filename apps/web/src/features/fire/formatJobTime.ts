import { pickLanguage } from '@signaldesk/contract';

/** An epoch-seconds moment in the viewer's time zone, to the second: jobs are told apart by seconds, not days. */
export function formatJobTime(epochSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(pickLanguage(language) === 'zh' ? 'zh-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(epochSeconds * 1000));
}
