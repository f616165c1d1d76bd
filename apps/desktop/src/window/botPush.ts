import { alertSentence, type Language, type Message } from '@signaldesk/contract';
import { INDEX_LISTS } from '@signaldesk/market-data';
import { ProxyAgent } from 'undici';
import type { BotSettings } from './windowApi.js';

/** Telegram's Bot API; tests point SIGNALDESK_TELEGRAM_API at a fake. */
export const TELEGRAM_API = process.env.SIGNALDESK_TELEGRAM_API?.replace(/\/+$/, '') || 'https://api.telegram.org';

/** A photo's caption may hold 1024 characters. */
const CAPTION_MAX = 1024;
/** Telegram answers in well under a second; a proxy that hangs must not hold the alerts behind it for ever. */
const SEND_WAIT_MS = 30_000;

export interface BotPushFailure {
  /** Epoch seconds. */
  at: number;
  /** Telegram's refusal as it words it, or why Telegram could not be reached. */
  reason: string;
}

export interface BotPushOptions {
  apiBase?: string;
  /** The chart of the alert's bar as PNG bytes, or null when there is none to draw. */
  picture: (message: Message, language: Language) => Promise<Buffer | null>;
  now: () => number;
  /** The delivery failed, or (null) went through after a failure. */
  onFailure: (failure: BotPushFailure | null) => void;
}

class TelegramRefused extends Error {}

/**
 * The trader's own Telegram bot: each new alert goes to their chat as the chart of its bar with the alert's sentence
 * under it, through their local proxy when they set one. Push runs with the settings it was switched on with (the
 * specification: saved settings take effect after push is switched off and on again). A failure is kept for the
 * window to show and never ends the assistant; alerts go out one after another, in the order they came.
 */
export function botPush(options: BotPushOptions) {
  const apiBase = options.apiBase ?? TELEGRAM_API;
  let running: { settings: BotSettings; dispatcher: ProxyAgent | undefined } | null = null;
  let queue: Promise<void> = Promise.resolve();
  let failure: BotPushFailure | null = null;

  async function send(settings: BotSettings, dispatcher: ProxyAgent | undefined, method: string, body: FormData | string): Promise<void> {
    const response = await fetch(`${apiBase}/bot${settings.botToken}/${method}`, {
      method: 'POST',
      body,
      ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      signal: AbortSignal.timeout(SEND_WAIT_MS),
      ...(dispatcher ? { dispatcher } : {}),
    } as RequestInit);
    const answer = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    if (!response.ok || !answer?.ok) throw new TelegramRefused(answer?.description ?? `Telegram answered ${response.status}`);
  }

  async function deliver(message: Message, language: Language): Promise<void> {
    const push = running;
    if (!push) return;
    const { title, body } = alertSentence(message, language, INDEX_LISTS);
    const text = `${title}\n${body}`;
    try {
      const picture = await options.picture(message, language).catch(() => null);
      if (picture) {
        const form = new FormData();
        form.append('chat_id', push.settings.botUserId);
        form.append('caption', text.slice(0, CAPTION_MAX));
        form.append('photo', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `${message.symbol}-${message.duration}.png`);
        await send(push.settings, push.dispatcher, 'sendPhoto', form);
      } else {
        await send(push.settings, push.dispatcher, 'sendMessage', JSON.stringify({ chat_id: push.settings.botUserId, text }));
      }
      if (failure) {
        failure = null;
        options.onFailure(null);
      }
    } catch (error) {
      // The token is part of the address, so only Telegram's own words or the network's cause are kept.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = error instanceof TelegramRefused ? error.message : (cause?.code ?? cause?.message ?? (error as Error).name);
      failure = { at: options.now(), reason };
      options.onFailure(failure);
    }
  }

  return {
    /** Switches push on with these settings, or off (null). */
    use(settings: BotSettings | null): void {
      void running?.dispatcher?.close();
      running = settings ? { settings, dispatcher: settings.proxy ? new ProxyAgent(settings.proxy) : undefined } : null;
      failure = null;
    },
    /** The settings the running push uses; null while it is off. */
    active: (): BotSettings | null => running?.settings ?? null,
    failure: () => failure,
    /** Queues an alert for the bot; resolves once it (and those before it) went out or failed. */
    push(message: Message, language: Language): Promise<void> {
      if (!running) return queue;
      queue = queue.then(() => deliver(message, language));
      return queue;
    },
  };
}

export type BotPush = ReturnType<typeof botPush>;
