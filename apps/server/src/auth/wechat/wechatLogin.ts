import { randomInt } from 'node:crypto';
import { LIMITS } from '@signaldesk/contract';
import type { Services } from '../../app/services.js';
import { AppError, tooManyRequests } from '../../http/AppError.js';
import { countCodeCheck } from '../codeCheckLimit.js';
import { hashToken, newToken, sameHash } from '../secrets.js';
import { issueSigninToken } from '../signinTokens.js';

/** Letters and digits that cannot be misread for one another when typed into a chat. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newCaptcha = () =>
  Array.from({ length: LIMITS.wechatCaptchaLength }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

export function requireWechat(services: Services): void {
  if (!services.config.wechatToken) throw new AppError(404, 'wechatDisabled');
}

export async function applyWechatCaptcha(services: Services, ip: string) {
  requireWechat(services);
  const perIp = await services.limiter.hit(`wechat-ip:${ip}`, 3600);
  if (perIp.count > 60) throw tooManyRequests('tooManyRequests', perIp.retryAfter);
  const now = services.now();
  await services.db.deleteFrom('wechat_captchas').where('expires_at', '<=', now).execute();
  const secret = newToken();
  for (let attempt = 0; attempt < 5; attempt++) {
    const captcha = newCaptcha();
    const inserted = await services.db
      .insertInto('wechat_captchas')
      .values({ captcha, secret_hash: hashToken(secret), openid: null, expires_at: now + LIMITS.wechatCaptchaTtlSeconds, used_at: null })
      .onConflict((c) => c.column('captcha').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { captcha, secret };
  }
  throw new AppError(503, 'tooManyRequests', { seconds: 5 });
}

/** The sender the official account saw with this captcha, bound once while the captcha is live. */
export async function bindWechatCaptcha(services: Services, captcha: string, openid: string): Promise<boolean> {
  const result = await services.db
    .updateTable('wechat_captchas')
    .set({ openid })
    .where('captcha', '=', captcha.trim().toUpperCase())
    .where('openid', 'is', null)
    .where('expires_at', '>', services.now())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** 0 while nobody has sent the captcha to the official account; a sign-in token once someone has. */
export async function verifyWechatCaptcha(services: Services, captcha: string, secret: string, ip: string): Promise<0 | string> {
  requireWechat(services);
  await countCodeCheck(services, ip);
  const now = services.now();
  const key = captcha.trim().toUpperCase();
  const row = await services.db.selectFrom('wechat_captchas').selectAll().where('captcha', '=', key).executeTakeFirst();
  if (!row || !sameHash(row.secret_hash, hashToken(secret)) || row.used_at !== null || row.expires_at <= now) {
    throw new AppError(422, 'codeExpired', {}, 'captcha');
  }
  if (!row.openid) return 0;
  const spent = await services.db
    .updateTable('wechat_captchas')
    .set({ used_at: now })
    .where('captcha', '=', key)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new AppError(422, 'codeExpired', {}, 'captcha');
  return issueSigninToken(services, { subject_kind: 'wechat', subject: row.openid });
}
