import { type Language, LIMITS } from '@signaldesk/contract';
import type { Services } from '../../app/services.js';
import { AppError, tooManyRequests } from '../../http/AppError.js';
import { countCodeCheck } from '../codeCheckLimit.js';
import { mailCodeHash, mailCodeMatches, newMailCode } from '../mailCodes.js';
import { hashToken, newToken } from '../secrets.js';
import { issueSigninToken } from '../signinTokens.js';
import { countWrongCode, refuseWhileLockedOut } from './lockout.js';
import { loginMail } from './loginMail.js';

const sendKey = (email: string) => `mail-addr:${email}`;

export interface ApplyRequest {
  email: string;
  ip: string;
  origin: string;
  lang: Language;
}

/**
 * Sends a fresh code and sign-in link; a new code cancels the one before it and brings its own tries. Other
 * people's wrong guesses never block this: the owner can always get a new mail.
 */
export async function applyEmailCode(services: Services, { email, ip, origin, lang }: ApplyRequest) {
  const { limiter } = services;
  const perIp = await limiter.hit(`mail-ip:${ip}`, 3600);
  if (perIp.count > LIMITS.emailSendsPerIpPerHour) throw tooManyRequests('tooManyRequests', perIp.retryAfter);
  const perAddress = await limiter.hit(sendKey(email), LIMITS.emailSendIntervalSeconds);
  if (perAddress.count > 1) throw tooManyRequests('emailSendTooSoon', perAddress.retryAfter);

  const now = services.now();
  const code = newMailCode();
  const linkToken = newToken();
  const previous = await services.db.selectFrom('email_codes').select('link_token_hash').where('email', '=', email).executeTakeFirst();
  await services.db.transaction().execute(async (trx) => {
    if (previous) {
      await trx.deleteFrom('signin_tokens').where('token_hash', '=', previous.link_token_hash).execute();
      await trx.deleteFrom('email_codes').where('email', '=', email).execute();
    }
    await trx
      .insertInto('email_codes')
      .values({
        email,
        code_hash: mailCodeHash(services.secret, email, code),
        link_token_hash: hashToken(linkToken),
        attempts: 0,
        expires_at: now + LIMITS.emailCodeTtlSeconds,
        used_at: null,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('signin_tokens')
      .values({
        token_hash: hashToken(linkToken),
        subject_kind: 'email',
        subject: email,
        expires_at: now + LIMITS.emailCodeTtlSeconds,
        used_at: null,
      })
      .execute();
  });
  try {
    await services.mailer.send(loginMail(email, code, `${origin}/oauth/${linkToken}`, lang));
  } catch {
    await limiter.reset(sendKey(email));
    throw new AppError(502, 'requestFailed');
  }
  return { ttl: LIMITS.emailCodeTtlSeconds, resendAfter: LIMITS.emailSendIntervalSeconds };
}

/**
 * Checks a code. The per-code try counter is raised in the same statement that reads the code, so a flood of
 * concurrent guesses gets no extra tries; only a guess judged against a live code counts toward a lock-out.
 */
export async function verifyEmailCode(services: Services, email: string, code: string, ip: string): Promise<string> {
  const { db } = services;
  await countCodeCheck(services, ip);
  await refuseWhileLockedOut(services, email);

  const now = services.now();
  const row = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', LIMITS.emailCodeMaxTries)
    .returning(['code_hash', 'link_token_hash'])
    .executeTakeFirst();
  if (!row) throw await whyRefused(services, email);
  if (!mailCodeMatches(services.secret, email, code, row.code_hash)) {
    await countWrongCode(services, email);
    throw new AppError(422, 'codeWrong', {}, 'captcha');
  }

  const spent = await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new AppError(422, 'codeExpired', {}, 'captcha');
  await db.deleteFrom('signin_tokens').where('token_hash', '=', row.link_token_hash).execute();
  return issueSigninToken(services, { subject_kind: 'email', subject: email });
}

async function whyRefused(services: Services, email: string): Promise<AppError> {
  const row = await services.db.selectFrom('email_codes').selectAll().where('email', '=', email).executeTakeFirst();
  if (row && row.used_at === null && row.expires_at > services.now() && row.attempts >= LIMITS.emailCodeMaxTries) {
    // The remedy is a new code, so the wait is the one before another can be sent.
    return tooManyRequests('codeTriesExceeded', Math.max(1, await services.limiter.secondsLeft(sendKey(email))), 'captcha');
  }
  return new AppError(422, 'codeExpired', {}, 'captcha');
}
