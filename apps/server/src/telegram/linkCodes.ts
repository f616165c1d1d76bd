import { createHmac, randomInt } from 'node:crypto';
import { type Language, MESSENGER_LIMITS } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { saveChannel } from '../messenger/channelSettings.js';

/** No 0/O or 1/I: the code is read off a screen and typed into a chat. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Only a keyed hash is stored, so a database read does not hand out working codes. */
const codeHash = (secret: string, code: string) => createHmac('sha256', secret).update(`telegram-link:${code}`).digest('hex');

export async function createLinkCode(db: Db, secret: string, userid: string, language: Language, now: number): Promise<{ code: string; expiresAt: number }> {
  const code = Array.from({ length: MESSENGER_LIMITS.telegramLinkCodeLength }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const expiresAt = now + MESSENGER_LIMITS.telegramLinkTtlSeconds;
  await db.transaction().execute(async (trx) => {
    // One live code per user: asking again replaces the previous one.
    await trx.deleteFrom('telegram_link_codes').where('userid', '=', userid).where('used_at', 'is', null).execute();
    await trx.insertInto('telegram_link_codes').values({ code_hash: codeHash(secret, code), userid, expires_at: expiresAt, used_at: null, language }).execute();
  });
  return { code, expiresAt };
}

/**
 * Links the chat that sent the code to the code's user and switches Telegram delivery on. Answers false for an
 * unknown, used or expired code.
 */
export async function redeemLinkCode(db: Db, secret: string, code: string, chatId: string, now: number): Promise<boolean> {
  const hash = codeHash(secret, code.trim().toUpperCase());
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('telegram_link_codes')
      .set({ used_at: now })
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['userid', 'language'])
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.updateTable('users').set({ telegram_id: chatId, bot_push: 1 }).where('userid', '=', claimed.userid).execute();
    await saveChannel(trx, claimed.userid, 'telegram', 'on', claimed.language === 'zh' ? 'zh' : 'en');
    return true;
  });
}
