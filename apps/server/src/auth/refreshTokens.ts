import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashToken, newToken } from './secrets.js';

/** What presenting a refresh token came to. */
export type Rotation =
  | { status: 'rotated'; sessionid: string; refreshToken: string }
  /** Already spent: two parties hold the chain, and one of them is a thief. */
  | { status: 'reused'; sessionid: string; userid: string }
  /** Unspent, but its session was revoked or ran out. */
  | { status: 'ended' }
  | { status: 'unknown' };

/** Adds the next link of a session's chain; only its hash is kept. */
export async function issueRefreshToken(db: Kysely<Database>, sessionid: string, now: number): Promise<string> {
  const token = newToken();
  await db.insertInto('refresh_tokens').values({ token_hash: hashToken(token), sessionid, issued_at: now, used_at: null }).execute();
  return token;
}

/**
 * Spends a token and issues the next one. The spend is one conditional update that also requires a live session,
 * so of two refreshes with the same token exactly one gets through, and the other finds it spent.
 */
export function rotateRefreshToken(db: Kysely<Database>, token: string, now: number): Promise<Rotation> {
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx): Promise<Rotation> => {
    const liveSessions = trx.selectFrom('sessions').select('sessionid').where('revoked_at', 'is', null).where('expires_at', '>', now);
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('sessionid', 'in', liveSessions)
      .returning('sessionid')
      .executeTakeFirst();
    if (spent) return { status: 'rotated', sessionid: spent.sessionid, refreshToken: await issueRefreshToken(trx, spent.sessionid, now) };
    const known = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.sessionid', 'refresh_tokens.sessionid')
      .select(['refresh_tokens.used_at', 'sessions.sessionid', 'sessions.userid'])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!known) return { status: 'unknown' };
    if (known.used_at !== null) return { status: 'reused', sessionid: known.sessionid, userid: known.userid };
    return { status: 'ended' };
  });
}
