import { LIMITS } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import type { SigninTokensTable } from '../db/schema.js';
import { hashToken, newToken } from './secrets.js';

export type SigninSubject = Pick<SigninTokensTable, 'subject_kind' | 'subject'>;

/**
 * A one-time token that proves a verified e-mail or official-account sender; /api/auth/login spends it. It lives a few
 * minutes unless the caller says when it ends.
 */
export async function issueSigninToken(
  services: Services,
  subject: SigninSubject,
  expiresAt = services.now() + LIMITS.signinTokenTtlSeconds,
): Promise<string> {
  const token = newToken();
  await services.db
    .insertInto('signin_tokens')
    .values({ token_hash: hashToken(token), ...subject, expires_at: expiresAt, used_at: null })
    .execute();
  return token;
}

/** Spends a token in one statement, so two concurrent logins with it cannot both succeed. */
export async function spendSigninToken(services: Services, token: string): Promise<SigninSubject | null> {
  const now = services.now();
  const tokenHash = hashToken(token);
  const row = await services.db
    .updateTable('signin_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['subject_kind', 'subject'])
    .executeTakeFirst();
  // A mailed link and the code beside it are one credential: spending the link spends the code.
  if (row?.subject_kind === 'email') {
    await services.db.updateTable('email_codes').set({ used_at: now }).where('link_token_hash', '=', tokenHash).execute();
  }
  return row ?? null;
}
