import { alertText, type Language, pickLanguage } from '@signaldesk/contract';
import { Bot, GrammyError, HttpError, InputFile } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Db } from '../db/database.js';
import { PermanentFailure } from '../messenger/deliveryQueue.js';
import { redeemLinkCode } from './linkCodes.js';

export interface TelegramOptions {
  token: string;
  apiRoot: string;
  db: Db;
  secret: string;
  now: () => number;
  onError: (error: unknown) => void;
}

export interface TelegramBot {
  /**
   * Sends an HTML alert, under its chart picture when there is one; silent delivers it without a sound on the
   * phone.
   */
  send(chatId: string, html: string, silent: boolean, picture?: Buffer | null): Promise<void>;
  /** The bot's t.me address, or null while Telegram cannot be reached. */
  botUrl(): Promise<string | null>;
  handleUpdate(update: Update): Promise<void>;
}

/** A request to Telegram that takes longer has failed; the delivery queue tries again later. */
const TELEGRAM_TIMEOUT_SECONDS = 20;

/** Telegram refuses a photo caption longer than this, counted as text after the HTML is read. */
const CAPTION_LIMIT = 1024;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The length Telegram counts for an HTML text (UTF-16 units, as it counts entities): tags dropped, entities read as one character. */
export const visibleLength = (html: string): number => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity).length;

/** Telegram answers 403 when the user blocked the bot and 400 when the chat is gone: retrying cannot help. */
function classify(error: unknown): unknown {
  if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) return new PermanentFailure(error.description);
  if (error instanceof HttpError) return new Error(`Telegram unreachable: ${error.message}`);
  return error;
}

/** The alert bot through grammY: it sends alerts, and links a chat to an account when sent /start <code>. */
export function createTelegramBot(options: TelegramOptions): TelegramBot {
  const bot = new Bot(options.token, { client: { apiRoot: options.apiRoot, timeoutSeconds: TELEGRAM_TIMEOUT_SECONDS } });
  const languageOf = (code: string | undefined): Language => pickLanguage(code);

  bot.command('start', async (ctx) => {
    const lang = languageOf(ctx.from?.language_code);
    const code = ctx.match.trim();
    if (!code) return void (await ctx.reply(alertText('welcome', lang)));
    const linked = await redeemLinkCode(options.db, options.secret, code, String(ctx.chat.id), options.now());
    await ctx.reply(alertText(linked ? 'linked' : 'linkInvalid', lang));
  });
  bot.on('message', (ctx) => ctx.reply(alertText('welcome', languageOf(ctx.from?.language_code))));
  bot.catch((error) => options.onError(error.error));

  // One getMe, not bot.init(): init retries without end while Telegram cannot be reached, and a call must not wait for that.
  let me: UserFromGetMe | null = null;
  const ready = async (): Promise<UserFromGetMe> => {
    if (!me) {
      me = await bot.api.getMe();
      bot.botInfo = me;
    }
    return me;
  };

  return {
    async send(chatId, html, silent, picture) {
      try {
        if (picture) {
          const photo = new InputFile(picture, 'chart.png');
          if (visibleLength(html) <= CAPTION_LIMIT) {
            await bot.api.sendPhoto(chatId, photo, { caption: html, parse_mode: 'HTML', disable_notification: silent });
            return;
          }
          // Too long to be a caption: the picture, then the text under it.
          await bot.api.sendPhoto(chatId, photo, { disable_notification: silent });
        }
        await bot.api.sendMessage(chatId, html, {
          parse_mode: 'HTML',
          disable_notification: silent,
          link_preview_options: { is_disabled: true },
        });
      } catch (error) {
        throw classify(error);
      }
    },
    async botUrl() {
      try {
        return `https://t.me/${(await ready()).username}`;
      } catch {
        return null;
      }
    },
    async handleUpdate(update) {
      await ready();
      await bot.handleUpdate(update);
    },
  };
}
