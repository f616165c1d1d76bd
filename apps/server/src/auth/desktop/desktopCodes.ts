import { createHmac, randomBytes } from 'node:crypto';
import { hasRole, LIMITS } from '@signaldesk/contract';
import type { Services } from '../../app/services.js';
import { AppError } from '../../http/AppError.js';
import { countCodeCheck } from '../codeCheckLimit.js';
import { roleOf } from '../roleOf.js';
import { openSession, type SessionTokens } from '../sessions.js';

/** 32 letters and digits without I, O, 0 and 1, so a code read aloud or typed from a screen is not misread. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${LIMITS.desktopCodeLength}}$`);

/** 8 characters of 32 give 2^40 codes; each random byte's low 5 bits pick one, so every letter is equally likely. */
function newDesktopCode(): string {
  return [...randomBytes(LIMITS.desktopCodeLength)].map((byte) => ALPHABET[byte & 31]).join('');
}

/** Shown as XXXX-XXXX; typed any way: lower case, spaces and dashes are forgiven. */
const grouped = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
const normalised = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** Keyed by the server secret: 40 bits are too few for a plain hash, which a stolen row would give away at once. */
const codeHash = (secret: string, code: string) => createHmac('sha256', secret).update(`desktop:${code}`).digest('hex');

/**
 * A new code for a member. Only the newest few stay live: an older one beyond them is cancelled, so a member who
 * clicks again and again never holds many guessable codes at once. Expired ones of the member go at the same time.
 */
export async function issueDesktopCode(services: Services, userid: string): Promise<{ code: string; expiresAt: number }> {
  const now = services.now();
  const code = newDesktopCode();
  const expiresAt = now + LIMITS.desktopCodeTtlSeconds;
  await services.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('desktop_codes')
      .where('userid', '=', userid)
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
      .execute();
    const live = await trx.selectFrom('desktop_codes').select('code_hash').where('userid', '=', userid).orderBy('created_at', 'desc').execute();
    const cancelled = live.slice(LIMITS.desktopCodesLivePerUser - 1).map((row) => row.code_hash);
    if (cancelled.length > 0) await trx.deleteFrom('desktop_codes').where('code_hash', 'in', cancelled).execute();
    await trx
      .insertInto('desktop_codes')
      .values({ code_hash: codeHash(services.secret, code), userid, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
  });
  return { code: grouped(code), expiresAt };
}

/**
 * Spends a code for a desktop session of its own. Every try counts against the caller's address with the other
 * code checks, so guessing is bounded per machine; the code is spent in one statement, so two concurrent exchanges
 * cannot both win. The member must still be one: a subscription that ended since the code was shown buys nothing,
 * and such a refusal leaves the code as it was.
 */
export async function exchangeDesktopCode(
  services: Services,
  typed: string,
  name: string,
  ip: string,
): Promise<SessionTokens & { sessionid: string }> {
  await countCodeCheck(services, ip);
  const code = normalised(typed);
  if (!CODE_PATTERN.test(code)) throw new AppError(422, 'desktopCodeInvalid', {}, 'code');
  const now = services.now();
  const hash = codeHash(services.secret, code);
  const live = await services.db
    .selectFrom('desktop_codes')
    .innerJoin('users', 'users.userid', 'desktop_codes.userid')
    .selectAll('users')
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!live) throw new AppError(422, 'desktopCodeInvalid', {}, 'code');
  if (live.status !== 'active') throw new AppError(403, 'accessDenied');
  if (!hasRole(roleOf(live, now), 'member')) throw new AppError(403, 'upgradePrompt');
  const spent = await services.db
    .updateTable('desktop_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw new AppError(422, 'desktopCodeInvalid', {}, 'code');
  const { session, accessToken, refreshToken } = await openSession(services, live.userid, 'desktop', name);
  return { accessToken, refreshToken, sessionid: session.sessionid };
}
