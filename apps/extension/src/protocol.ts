import type { Language } from '@signaldesk/contract';
import type { ExtensionPanel } from '@signaldesk/contract/extension';

/** The product's address this build serves, fixed at build time (SIGNALDESK_URL). */
declare const __PRODUCT_ORIGIN__: string;
export const PRODUCT_ORIGIN: string = __PRODUCT_ORIGIN__;

/** What the extension's pages and content scripts ask its service worker. */
export type WorkerRequest =
  | { kind: 'connect'; code: string }
  | { kind: 'panel'; symbol: string }
  | { kind: 'picture'; symbol: string }
  | { kind: 'alert'; symbol: string; level: number }
  | { kind: 'status' }
  | { kind: 'settings' }
  | { kind: 'language'; language: Language }
  | { kind: 'disconnect' };

export type WorkerAnswer<T> = { ok: true; data: T } | { ok: false; message: string; notConnected?: boolean };

/** What a quote site's badges need to know, without asking the product: a page load costs no call. */
export interface Settings {
  language: Language;
}

export interface Status {
  connected: boolean;
  unread: number;
  language: Language;
}

export type PanelAnswer = WorkerAnswer<ExtensionPanel & { language: Language }>;

/** Who sent a request, as chrome.runtime.MessageSender tells it. */
export interface Sender {
  id?: string;
  origin?: string;
  url?: string;
  tab?: unknown;
}

/** The product's codes are 8 letters, written XXXX-XXXX; anything longer is not worth a call. */
const CODE = /^[A-Za-z0-9 -]{8,12}$/;
const SYMBOL = /^[A-Z0-9^.=_-]{1,32}$/;
/** A price alert's level as the panel sends it: a positive finite number, below any price a market quotes. */
const isLevel = (level: unknown): level is number => typeof level === 'number' && Number.isFinite(level) && level > 0 && level < 1e12;

/**
 * A request the worker answers, or null. Only the extension's own parts are heard; the code comes only from the
 * content script on the product's own origin; disconnecting and the language only from the extension's own pages.
 */
export function parseRequest(message: unknown, sender: Sender, extensionId: string): WorkerRequest | null {
  if (sender.id !== extensionId || typeof message !== 'object' || message === null) return null;
  const request = message as Record<string, unknown>;
  // A content script's sender carries its page's address, never one of the extension's own.
  const ownPage = typeof sender.url === 'string' && sender.url.startsWith(`chrome-extension://${extensionId}/`);
  switch (request.kind) {
    case 'connect':
      return sender.origin === PRODUCT_ORIGIN && typeof request.code === 'string' && CODE.test(request.code) ? { kind: 'connect', code: request.code } : null;
    case 'panel':
    case 'picture':
      return typeof request.symbol === 'string' && SYMBOL.test(request.symbol) ? { kind: request.kind, symbol: request.symbol } : null;
    case 'alert':
      return typeof request.symbol === 'string' && SYMBOL.test(request.symbol) && isLevel(request.level)
        ? { kind: 'alert', symbol: request.symbol, level: request.level }
        : null;
    case 'status':
      return { kind: 'status' };
    case 'settings':
      return { kind: 'settings' };
    case 'language':
      return ownPage && (request.language === 'en' || request.language === 'zh') ? { kind: 'language', language: request.language } : null;
    case 'disconnect':
      return ownPage ? { kind: 'disconnect' } : null;
    default:
      return null;
  }
}

/** The web app hands a one-time code to the extension with this page message, on its own origin. */
export const PAGE_CODE = 'signaldesk:extension-code';
/** The extension's answer to the web app: connected, or why not, in the page's language. */
export const PAGE_ANSWER = 'signaldesk:extension-answer';

/** A code handed over by the web app, or null for anything else a page could post. */
export function parsePageMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  return message.type === PAGE_CODE && typeof message.code === 'string' && CODE.test(message.code) ? message.code : null;
}

/**
 * At most `limit` tries in any minute: the service worker spends codes no faster, so a page posting codes in a loop
 * (forged or guessed) costs the product a few calls, not thousands.
 */
export function triesPerMinute(limit: number, now: () => number = Date.now): () => boolean {
  const recent: number[] = [];
  return () => {
    const at = now();
    while (recent.length > 0 && (recent[0] ?? 0) <= at - 60_000) recent.shift();
    if (recent.length >= limit) return false;
    recent.push(at);
    return true;
  };
}
