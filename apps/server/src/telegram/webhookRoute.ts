import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Update } from 'grammy/types';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import type { TelegramBot } from './telegramBot.js';

export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Telegram's webhook. Only a request carrying the secret set with setWebhook is believed; any failure inside
 * is logged and still answered 200, or Telegram would send the same update again and again.
 */
export function registerTelegramWebhook(app: FastifyInstance, services: Services, bot: TelegramBot | null): void {
  app.post(TELEGRAM_WEBHOOK_PATH, { config: { role: 'none' } }, async (request) => {
    const secret = services.config.telegramWebhookSecret;
    if (!bot) throw new AppError(404, 'telegramUnavailable');
    if (!secret || !sameSecret(request.headers['x-telegram-bot-api-secret-token'], secret)) throw new AppError(401, 'unauthorized');
    const update = request.body as Update;
    if (typeof update !== 'object' || update === null || typeof update.update_id !== 'number') return { ok: true };
    await bot.handleUpdate(update).catch((error: unknown) => app.log.error({ err: error }, 'telegram update failed'));
    return { ok: true };
  });
}
