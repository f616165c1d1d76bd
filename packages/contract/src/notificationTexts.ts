import type { Language } from './messages.js';

/** The notification channel: its own socket.io namespace beside the chart channel, on the same server and path. */
export const NOTIFICATION_NAMESPACE = '/notifications';

/** Event names of the notification channel; the client acknowledges each notification by its message id. */
export const NOTIFICATION_EVENTS = {
  notification: 'notification',
  ack: 'ack-notification',
} as const;

/** The one session every member's featured ideas arrive in; readers see its name in their own language. */
export const FEATURED_SESSION = 'featured';

/** The one session a trader's own price alerts arrive in, named in the reader's language. */
export const PRICE_ALERT_SESSION = 'price-alerts';

/** The text of an alert on the channels outside the browser, in both languages. */
export const ALERT_TEXTS = {
  en: {
    title: '{{strategy}}: {{symbol}} matched',
    body: '{{symbol}} {{name}} entered “{{strategy}}” on the {{duration}} chart.',
    open: 'Open the chart',
    mailSubject: 'SignalDesk alert: {{symbol}} in {{strategy}}',
    linked: 'Linked. SignalDesk alerts will arrive in this chat.',
    linkInvalid: 'This link code is unknown or has expired. Ask for a new one in SignalDesk under User info.',
    welcome: 'Send /start followed by the link code shown in SignalDesk under User info to receive alerts here.',
    featuredSession: 'Featured ideas',
    featuredTitle: 'Featured idea: {{symbol}} {{title}}',
    featuredBody: '{{symbol}} {{name}}: {{title}}',
    featuredMailSubject: 'SignalDesk featured idea: {{symbol}} {{title}}',
    signalTitle: '{{source}}: {{action}} {{symbol}}',
    signalBody: '{{symbol}} {{name}}: {{action}} ({{reason}}) on the {{duration}} chart of {{list}}, at {{price}}.',
    signalMailSubject: 'SignalDesk signal: {{action}} {{symbol}} ({{source}})',
    signalBuy: 'buy',
    signalSell: 'sell',
    signalShort: 'sell short',
    signalCover: 'buy to cover',
    signalRule: 'rule at the close, fills at the next open',
    signalMaxBars: 'holding time reached, fills at the next open',
    signalStopLoss: 'stop-loss reached',
    signalTakeProfit: 'take-profit reached',
    signalTrailingStop: 'trailing stop reached',
    priceSession: 'Price alerts',
    priceTitle: 'Price alert: {{symbol}}',
    priceMailSubject: 'SignalDesk price alert: {{symbol}} at {{value}}',
    testTitle: 'Test alert · {{strategy}}: {{symbol}}',
    testBody: 'A test of “{{strategy}}”: its alerts arrive here like this one. {{symbol}} {{name}} on the {{duration}} chart.',
    testMailSubject: 'SignalDesk test alert: {{strategy}}',
  },
  zh: {
    title: '{{strategy}}：{{symbol}} 已入选',
    body: '{{symbol}} {{name}} 在 {{duration}} 周期进入策略“{{strategy}}”。',
    open: '打开图表',
    mailSubject: 'SignalDesk 提醒：{{symbol}} 入选 {{strategy}}',
    linked: '已绑定，SignalDesk 的提醒将发送到此对话。',
    linkInvalid: '绑定码无效或已过期，请在 SignalDesk 的用户信息中重新获取。',
    welcome: '请发送 /start 加上 SignalDesk 用户信息中显示的绑定码，即可在此接收提醒。',
    featuredSession: '精选',
    featuredTitle: '精选观点：{{symbol}} {{title}}',
    featuredBody: '{{symbol}} {{name}}：{{title}}',
    featuredMailSubject: 'SignalDesk 精选观点：{{symbol}} {{title}}',
    signalTitle: '{{source}}：{{action}} {{symbol}}',
    signalBody: '{{symbol}} {{name}}：{{list}} {{duration}} 周期{{action}}（{{reason}}），价格 {{price}}。',
    signalMailSubject: 'SignalDesk 信号：{{action}} {{symbol}}（{{source}}）',
    signalBuy: '买入',
    signalSell: '卖出',
    signalShort: '卖空',
    signalCover: '买入平空',
    signalRule: '收盘时条件成立，下一开盘成交',
    signalMaxBars: '持仓时间已到，下一开盘成交',
    signalStopLoss: '触及止损',
    signalTakeProfit: '触及止盈',
    signalTrailingStop: '触及移动止损',
    priceSession: '价格提醒',
    priceTitle: '价格提醒：{{symbol}}',
    priceMailSubject: 'SignalDesk 价格提醒：{{symbol}} {{value}}',
    testTitle: '测试提醒 · {{strategy}}：{{symbol}}',
    testBody: '这是策略“{{strategy}}”的测试提醒，它的提醒会像这样送达。{{symbol}} {{name}}，{{duration}} 周期。',
    testMailSubject: 'SignalDesk 测试提醒：{{strategy}}',
  },
} as const;
export type AlertTextKey = keyof (typeof ALERT_TEXTS)['en'];

/** A session's name as the reader sees it: the featured ideas' and the price alerts' in the reader's language, others as named. */
export function sessionName(session: { sessionid: string; sessioname: string }, lang: Language): string {
  if (session.sessionid === FEATURED_SESSION) return ALERT_TEXTS[lang].featuredSession;
  if (session.sessionid === PRICE_ALERT_SESSION) return ALERT_TEXTS[lang].priceSession;
  return session.sessioname;
}
