import { type AlertSentence, alertSentence, alertText, isTestAlert, type Language, type Message, priceAlertValue, signalVars } from '@signaldesk/contract';
import { INDEX_LISTS } from '@signaldesk/market-data';
import { escapeHtml } from '../mail/escapeHtml.js';
import type { Mail } from '../mail/mailer.js';

/** The chart of the alert's symbol and duration in the web app, at the public address, never a request's Host. */
export const chartLink = (publicUrl: string, message: Message) =>
  `${publicUrl}/apps/quote/folder/all/${encodeURIComponent(message.symbol)}/${encodeURIComponent(message.duration)}`;

export interface AlertWords extends AlertSentence {
  link: string;
  open: string;
}

const payloadText = (message: Message, field: string) => {
  const value = message.payload[field];
  return typeof value === 'string' ? value : '';
};

export function alertWords(message: Message, lang: Language, publicUrl: string): AlertWords {
  return { ...alertSentence(message, lang, INDEX_LISTS), link: chartLink(publicUrl, message), open: alertText('open', lang) };
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
        ? alertText('signalMailSubject', lang, signalVars(message, lang, INDEX_LISTS))
        : message.type === 'price'
          ? alertText('priceMailSubject', lang, { symbol: message.symbol, value: priceAlertValue(message, lang) })
          : alertText(isTestAlert(message) ? 'testMailSubject' : 'mailSubject', lang, { strategy: message.sessioname, symbol: message.symbol });
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
