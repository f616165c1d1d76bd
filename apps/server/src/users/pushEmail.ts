import { type Language, LIMITS, type PendingPushEmail } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import { mailCodeHash, mailCodeMatches, newMailCode } from '../auth/mailCodes.js';
import type { UsersTable } from '../db/schema.js';
import { AppError, tooManyRequests } from '../http/AppError.js';
import { pushEmailMail } from './pushEmailMail.js';

const DAY = 24 * 3600;
const sendKey = (userid: string) => `push-mail-user:${userid}`;

// A code confirms one address for one member: another member's code, or one sent for another address, never matches.
const codeSubject = (userid: string, email: string) => `push-email:${userid}:${email}`;

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Mails a code to the address the member asked for; it becomes the push address only when the code comes back, and
 * until then alerts keep going to the confirmed one. Asking for the confirmed address itself cancels a pending change.
 * Each code lands in a mailbox that may not be the member's, so sends are limited per member and per address.
 */
export async function requestPushEmail(services: Services, user: UsersTable, email: string, lang: Language): Promise<PendingPushEmail | null> {
  const { db, limiter } = services;
  if (user.pushemail_confirmed === 1 && sameAddress(user.pushemail, email)) {
    await db.deleteFrom('push_email_codes').where('userid', '=', user.userid).execute();
    return null;
  }
  const soon = await limiter.hit(sendKey(user.userid), LIMITS.emailSendIntervalSeconds);
  if (soon.count > 1) throw tooManyRequests('emailSendTooSoon', soon.retryAfter);
  const today = await limiter.hit(`push-mail-user-day:${user.userid}`, DAY);
  if (today.count > LIMITS.pushEmailCodesPerUserPerDay) throw tooManyRequests('tooManyRequests', today.retryAfter);
  const toAddress = await limiter.hit(`push-mail-addr:${email.toLowerCase()}`, DAY);
  if (toAddress.count > LIMITS.pushEmailCodesPerAddressPerDay) throw tooManyRequests('pushEmailAddressBusy', toAddress.retryAfter);

  const now = services.now();
  const code = newMailCode();
  const request = {
    email,
    code_hash: mailCodeHash(services.secret, codeSubject(user.userid, email), code),
    attempts: 0,
    expires_at: now + LIMITS.emailCodeTtlSeconds,
    created_at: now,
  };
  await db
    .insertInto('push_email_codes')
    .values({ userid: user.userid, ...request })
    .onConflict((c) => c.column('userid').doUpdateSet(request))
    .execute();
  try {
    await services.mailer.send(pushEmailMail({ to: email, code, requester: user, lang }));
  } catch {
    await db.deleteFrom('push_email_codes').where('userid', '=', user.userid).where('code_hash', '=', request.code_hash).execute();
    await limiter.reset(sendKey(user.userid));
    throw new AppError(502, 'requestFailed');
  }
  return { email, expiresAt: request.expires_at };
}

/**
 * Checks the code against the member's own pending request. The try counter is raised in the same statement that
 * reads the code, and the request is spent by one conditional delete, so concurrent guesses get no extra tries.
 */
export async function confirmPushEmail(services: Services, userid: string, code: string): Promise<void> {
  const { db } = services;
  const row = await db
    .updateTable('push_email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('userid', '=', userid)
    .where('expires_at', '>', services.now())
    .where('attempts', '<', LIMITS.emailCodeMaxTries)
    .returning(['email', 'code_hash'])
    .executeTakeFirst();
  if (!row) throw await whyRefused(services, userid);
  if (!mailCodeMatches(services.secret, codeSubject(userid, row.email), code, row.code_hash)) throw new AppError(422, 'codeWrong', {}, 'code');
  await db.transaction().execute(async (trx) => {
    const spent = await trx.deleteFrom('push_email_codes').where('userid', '=', userid).where('code_hash', '=', row.code_hash).executeTakeFirst();
    if (Number(spent.numDeletedRows) !== 1) throw new AppError(422, 'codeExpired', {}, 'code');
    await trx.updateTable('users').set({ pushemail: row.email, pushemail_confirmed: 1 }).where('userid', '=', userid).execute();
  });
}

async function whyRefused(services: Services, userid: string): Promise<AppError> {
  const now = services.now();
  const row = await services.db.selectFrom('push_email_codes').selectAll().where('userid', '=', userid).executeTakeFirst();
  if (row && row.expires_at > now && row.attempts >= LIMITS.emailCodeMaxTries) {
    // The remedy is a new code, so the wait is the one before another can be sent.
    return tooManyRequests('codeTriesExceeded', Math.max(1, row.created_at + LIMITS.emailSendIntervalSeconds - now));
  }
  return new AppError(422, 'codeExpired', {}, 'code');
}

export async function pendingPushEmail(services: Services, userid: string): Promise<PendingPushEmail | null> {
  const row = await services.db
    .selectFrom('push_email_codes')
    .select(['email', 'expires_at'])
    .where('userid', '=', userid)
    .where('expires_at', '>', services.now())
    .executeTakeFirst();
  return row ? { email: row.email, expiresAt: row.expires_at } : null;
}
