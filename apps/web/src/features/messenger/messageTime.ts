const HOUR = 3_600;

export type MessageAge = 'today' | 'yesterday' | 'week' | 'older';

/** The specification's steps: under 24 h the time, under 48 h "yesterday", under 168 h the weekday, else the date. */
export function messageAge(ts: number, nowSeconds: number): MessageAge {
  const age = nowSeconds - ts;
  if (age < 24 * HOUR) return 'today';
  if (age < 48 * HOUR) return 'yesterday';
  if (age < 168 * HOUR) return 'week';
  return 'older';
}

export function formatMessageTime(ts: number, nowSeconds: number, language: 'en' | 'zh', yesterday: string): string {
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';
  const date = new Date(ts * 1000);
  switch (messageAge(ts, nowSeconds)) {
    case 'today':
      return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
    case 'yesterday':
      return yesterday;
    case 'week':
      return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
    default:
      return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  }
}
