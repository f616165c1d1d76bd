import type { Language } from '@signaldesk/contract';

/** A text, or one per plural form where the language has them (Chinese has none). */
type Words = string | { one: string; other: string };

/** Every word the extension shows, in English and Chinese; the product's own answers come already worded. */
export const TEXTS = {
  badgeTitle: { en: 'SignalDesk panel of {symbol}', zh: '查看 {symbol} 的 SignalDesk 面板' },
  close: { en: 'Close', zh: '关闭' },
  loading: { en: 'Loading…', zh: '加载中…' },
  openQuote: { en: 'Open the quote screen', zh: '打开行情页' },
  latestSignal: { en: 'Latest signal', zh: '最近信号' },
  noSignal: { en: 'No wave cross in the recent bars', zh: '近期K线没有波段交叉' },
  chartAlt: { en: 'Chart of {symbol}', zh: '{symbol} 图表' },
  notConnected: {
    en: 'Connect the extension first: on {site}, open User info, then Account settings, and click "Connect browser extension".',
    zh: '请先连接扩展：在 {site} 点击“用户信息”，再点击“账户设置”，然后点击“连接浏览器扩展”。',
  },
  openProduct: { en: 'Open SignalDesk', zh: '打开 SignalDesk' },
  alertLevel: { en: 'Alert when the price crosses', zh: '价格穿越时提醒' },
  setAlert: { en: 'Set alert', zh: '设置提醒' },
  alertSet: {
    en: 'Alert set: {symbol} crossing {level} on the daily chart. It arrives on every channel you switched on.',
    zh: '已设置提醒：{symbol} 日线穿越 {level}。提醒将送达您开启的每个渠道。',
  },
  alertLevelInvalid: { en: 'Enter a price above 0.', zh: '请输入大于 0 的价格。' },
  tooManyAlerts: { en: 'Too many alerts at once; wait a minute and try again.', zh: '设置提醒过于频繁，请一分钟后再试。' },
  searchLabel: { en: 'Search symbols', zh: '搜索股票' },
  searchPlaceholder: { en: 'Ticker or name, e.g. appl, 茅台', zh: '代码或名称，如 appl、茅台' },
  noResults: { en: 'No symbol matches', zh: '没有匹配的股票' },
  unread: { en: { one: '{count} unread alert', other: '{count} unread alerts' }, zh: '{count} 条未读提醒' },
  connectedTo: { en: 'Connected to {site}', zh: '已连接 {site}' },
  signOut: { en: 'Disconnect', zh: '断开连接' },
  language: { en: '中文', zh: 'English' },
  connected: { en: 'The browser extension is connected.', zh: '浏览器扩展已连接。' },
  tooManyTries: { en: 'Too many connection attempts; wait a minute and try again.', zh: '连接尝试过多，请一分钟后再试。' },
  productUnreachable: { en: 'SignalDesk cannot be reached; try again later.', zh: '无法连接 SignalDesk，请稍后再试。' },
  sessionEnded: {
    en: 'This extension was disconnected in user info; connect it again from the web app.',
    zh: '此扩展已在用户信息中断开，请在网页版重新连接。',
  },
} as const satisfies Record<string, Record<Language, Words>>;

export type TextKey = keyof typeof TEXTS;

/** The text in this language, in the plural form its `count` takes there. */
export function text(key: TextKey, language: Language, vars: Record<string, string | number> = {}): string {
  const words: Words = TEXTS[key][language];
  const form = typeof words === 'string' ? words : new Intl.PluralRules(language).select(Number(vars.count)) === 'one' ? words.one : words.other;
  return form.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
