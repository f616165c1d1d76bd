import { ALERT_TEXTS, type AlertTextKey, type Language, type Message } from '@signaldesk/contract';
import { INDEX_LISTS } from '@signaldesk/market-data';
import { escapeHtml } from '../mail/escapeHtml.js';
import type { Mail } from '../mail/mailer.js';

export function alertText(key: AlertTextKey, lang: Language, vars: Record<string, string> = {}): string {
  return ALERT_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** The chart of the alert's symbol and duration in the web app, at the public address, never a request's Host. */
export const chartLink = (publicUrl: string, message: Message) =>
  `${publicUrl}/apps/quote/folder/all/${encodeURIComponent(message.symbol)}/${encodeURIComponent(message.duration)}`;

export interface AlertWords {
  title: string;
  body: string;
  link: string;
  open: string;
}

const payloadText = (message: Message, field: string) => {
  const value = message.payload[field];
  return typeof value === 'string' ? value : '';
};

/** A featured idea reads as its symbol and title, then the team's reasons. */
function featuredWords(message: Message, lang: Language): Pick<AlertWords, 'title' | 'body'> {
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
function signalVars(message: Message, lang: Language): Record<string, string> {
  const list = INDEX_LISTS.find((l) => l.slug === payloadText(message, 'list'));
  const action = SIGNAL_ACTIONS[`${payloadText(message, 'direction')}|${payloadText(message, 'side')}`];
  const reason = SIGNAL_REASONS[payloadText(message, 'reason')];
  // The session names the source and the list in English ("Momentum · Dow Jones 30"); the list is named apart, in the reader's language.
  const listSuffix = list ? ` · ${list.name}` : '';
  return {
    source: listSuffix && message.sessioname.endsWith(listSuffix) ? message.sessioname.slice(0, -listSuffix.length) : message.sessioname,
    symbol: message.symbol,
    name: message.name,
    duration: message.duration,
    action: action ? alertText(action, lang) : '',
    reason: reason ? alertText(reason, lang) : '',
    price: priceText(message.payload.price, lang),
    list: list ? (lang === 'zh' ? list.cnname : list.name) : payloadText(message, 'list'),
  };
}

function signalWords(message: Message, lang: Language): Pick<AlertWords, 'title' | 'body'> {
  const vars = signalVars(message, lang);
  return { title: alertText('signalTitle', lang, vars), body: alertText('signalBody', lang, vars) };
}

export function alertWords(message: Message, lang: Language, publicUrl: string): AlertWords {
  const vars = { strategy: message.sessioname, symbol: message.symbol, name: message.name, duration: message.duration };
  const text =
    message.type === 'featured'
      ? featuredWords(message, lang)
      : message.type === 'signal'
        ? signalWords(message, lang)
        : { title: alertText('title', lang, vars), body: alertText('body', lang, vars) };
  return { ...text, link: chartLink(publicUrl, message), open: alertText('open', lang) };
}

/** Telegram's HTML: the strategy and symbol in bold, the sentence, and the link back to the chart. */
export function telegramAlert(words: AlertWords): string {
  return `<b>${escapeHtml(words.title)}</b>\n${escapeHtml(words.body)}\n<a href="${escapeHtml(words.link)}">${escapeHtml(words.open)}</a>`;
}

/** The content id the alert mail's HTML names its chart picture by. */
export const PICTURE_CID = 'chart@signaldesk';

/** The alert mail: its text part, and its HTML with the chart picture inline when there is one. */
export function mailAlert(message: Message, words: AlertWords, lang: Language, picture: Buffer | null = null): Omit<Mail, 'to'> {
  const subject =
    message.type === 'featured'
      ? alertText('featuredMailSubject', lang, { symbol: message.symbol, title: payloadText(message, 'title') })
      : message.type === 'signal'
        ? alertText('signalMailSubject', lang, signalVars(message, lang))
        : alertText('mailSubject', lang, { strategy: message.sessioname, symbol: message.symbol });
  const paragraphs = words.body
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const chart = `${message.symbol} · ${message.duration}`;
  const image = picture ? `<p><img src="cid:${PICTURE_CID}" alt="${escapeHtml(chart)}" width="800" style="max-width:100%;height:auto"></p>` : '';
  return {
    subject,
    text: `${words.body}\n\n${words.open}: ${words.link}\n`,
    html: `${paragraphs}${image}<p><a href="${escapeHtml(words.link)}">${escapeHtml(words.open)}</a></p>`,
    ...(picture ? { attachments: [{ filename: `${message.symbol}-${message.duration}.png`, content: picture, contentType: 'image/png', cid: PICTURE_CID }] } : {}),
  };
}
