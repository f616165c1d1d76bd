import { pickLanguage } from '@signaldesk/contract';

/** The markets' time zones as Chinese traders name them; 美东时间 rather than the longer 北美东部时间. */
const CHINESE_ZONE_NAMES: Readonly<Record<string, string>> = {
  'America/New_York': '美东时间',
  'Asia/Hong_Kong': '香港时间',
  'Asia/Shanghai': '北京时间',
  UTC: '协调世界时',
  'Etc/UTC': '协调世界时',
};

/**
 * A time zone as the reader names it: in English its IANA id (America/New_York), in Chinese the market's own name,
 * or for any other zone (a browser's) the name the browser gives it in Chinese, the id only when it has none.
 */
export function formatTimeZone(zone: string, language: string): string {
  if (pickLanguage(language) !== 'zh') return zone;
  const known = CHINESE_ZONE_NAMES[zone];
  if (known) return known;
  try {
    const parts = new Intl.DateTimeFormat('zh-CN', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(0));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    // A zone id this browser does not know is still better shown than nothing.
    return zone;
  }
}
