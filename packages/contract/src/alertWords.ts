import { ALERT_DURATIONS, alertMessage } from './alerts.js';
import type { Duration } from './market.js';
import type { Language } from './messages.js';
import { ALERT_TEXTS, type AlertTextKey, type Message } from './messenger.js';
import { sourceText } from './signals.js';

export function alertText(key: AlertTextKey, lang: Language, vars: Record<string, string> = {}): string {
  return ALERT_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** An index list as a signal names it: the list's slug in the payload, its name in either language. */
export interface AlertIndexList {
  slug: string;
  name: string;
  cnname: string;
}

/** An alert's words on every channel outside the browser: Telegram (the product's bot and the assistant's), e-mail. */
export interface AlertSentence {
  title: string;
  body: string;
}

const payloadText = (message: Message, field: string) => {
  const value = message.payload[field];
  return typeof value === 'string' ? value : '';
};

/** A featured idea reads as its symbol and title, then the team's reasons. */
function featuredWords(message: Message, lang: Language): AlertSentence {
  const vars = { symbol: message.symbol, name: message.name, title: payloadText(message, 'title') };
  const reason = payloadText(message, 'reason');
  const headline = alertText('featuredBody', lang, vars);
  return { title: alertText('featuredTitle', lang, vars), body: reason ? `${headline}\n${reason}` : headline };
}

/** What the trader does: a long enters with a buy and exits with a sale, a short enters with a short sale and exits by buying back. */
const SIGNAL_ACTIONS: Record<string, AlertTextKey> = {
  'long|enter': 'signalBuy',
  'long|exit': 'signalSell',
  'short|enter': 'signalShort',
  'short|exit': 'signalCover',
};

const SIGNAL_REASONS: Record<string, AlertTextKey> = {
  rule: 'signalRule',
  maxBars: 'signalMaxBars',
  stopLoss: 'signalStopLoss',
  takeProfit: 'signalTakeProfit',
  trailingStop: 'signalTrailingStop',
};

const priceText = (price: number | string | null | undefined, lang: Language) =>
  typeof price === 'number'
    ? new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: Math.abs(price) >= 1 ? 2 : 4 }).format(price)
    : '';

/** The words of a signal's message: the action, the symbol, why, at what price and on which list (named in the reader's language). */
export function signalVars(message: Message, lang: Language, lists: readonly AlertIndexList[]): Record<string, string> {
  const list = lists.find((l) => l.slug === payloadText(message, 'list'));
  const action = SIGNAL_ACTIONS[`${payloadText(message, 'direction')}|${payloadText(message, 'side')}`];
  const reason = SIGNAL_REASONS[payloadText(message, 'reason')];
  // The session names the source and the list in English ("Momentum · Dow Jones 30"); the list is named apart, in the reader's language.
  const listSuffix = list ? ` · ${list.name}` : '';
  const source = listSuffix && message.sessioname.endsWith(listSuffix) ? message.sessioname.slice(0, -listSuffix.length) : message.sessioname;
  // The session is signal:<source id>:<list>.
  const sourceId = message.sessionid.split(':')[1] ?? '';
  return {
    source: sourceText(sourceId, 'name', source, lang),
    symbol: message.symbol,
    name: message.name,
    duration: message.duration,
    action: action ? alertText(action, lang) : '',
    reason: reason ? alertText(reason, lang) : '',
    price: priceText(message.payload.price, lang),
    list: list ? (lang === 'zh' ? list.cnname : list.name) : payloadText(message, 'list'),
  };
}

/** The price that set a price alert off, as the reader's language writes it. */
export const priceAlertValue = (message: Pick<Message, 'payload'>, lang: Language): string => priceText(message.payload.value, lang);

/**
 * A price alert's words as the reader sees them: the trader's message (or the product's default) with the symbol, the
 * price that set it off and the duration filled in the reader's language.
 */
export function priceAlertText(message: Pick<Message, 'symbol' | 'duration' | 'payload'>, lang: Language): string {
  const duration = ALERT_DURATIONS.find((known) => known === message.duration) ?? '1d';
  const template = typeof message.payload.message === 'string' ? message.payload.message : '';
  return alertMessage(template, lang, { symbol: message.symbol, value: priceAlertValue(message, lang), duration });
}

/** A strategy's test alert, sent when the trader asks, not because a symbol entered it. */
export const isTestAlert = (message: Pick<Message, 'type' | 'payload'>): boolean => message.type === 'strategy' && message.payload.test === 1;

/** An alert's title and sentence in the reader's language: a strategy's match, a featured idea, a signal or a price alert. */
export function alertSentence(message: Message, lang: Language, lists: readonly AlertIndexList[]): AlertSentence {
  if (message.type === 'featured') return featuredWords(message, lang);
  if (message.type === 'price') return { title: alertText('priceTitle', lang, { symbol: message.symbol }), body: priceAlertText(message, lang) };
  if (message.type === 'signal') {
    const vars = signalVars(message, lang, lists);
    return { title: alertText('signalTitle', lang, vars), body: alertText('signalBody', lang, vars) };
  }
  const vars = { strategy: message.sessioname, symbol: message.symbol, name: message.name, duration: message.duration };
  if (isTestAlert(message)) return { title: alertText('testTitle', lang, vars), body: alertText('testBody', lang, vars) };
  return { title: alertText('title', lang, vars), body: alertText('body', lang, vars) };
}

/** Bars an alert's picture shows, ending with the bar that raised it. */
export const PICTURE_CANDLES = 120;
/** Wide enough for every pane; Telegram shows photos up to 1280 pixels without shrinking them. */
export const PICTURE_SIZE = { width: 800, height: 600 } as const;

/** The chart a message shows: a strategy alert's or a signal's bar, a featured idea's latest; none without a symbol. */
export function pictureSubject(message: Message): { symbol: string; duration: Duration; bar: number | null } | null {
  if (!message.symbol) return null;
  const bar = message.payload.bar;
  return { symbol: message.symbol, duration: message.duration, bar: typeof bar === 'number' ? bar : null };
}
