import { randomUUID } from 'node:crypto';
import { LIMITS } from '@signaldesk/contract';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../app/services.js';
import type { SessionsTable, UsersTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { issueRefreshToken, rotateRefreshToken } from './refreshTokens.js';
import { roleOf } from './roleOf.js';
import type { Viewer } from './viewer.js';

/** How long a session may stay unseen before last_seen_at is written again. */
const SEEN_RESOLUTION_SECONDS = 60;

/** How long a session may go without a refresh before its user signs in again; each refresh starts it afresh. */
const SESSION_TTL: Record<SessionsTable['kind'], number> = {
  web: LIMITS.webSessionTtlSeconds,
  desktop: LIMITS.desktopSessionTtlSeconds,
};

export interface SessionTokens {
  /** Short-lived (15 minutes at most): proves the session on each call. */
  accessToken: string;
  /** Opaque and single-use: buys the next pair while the session lives. */
  refreshToken: string;
}

function signAccessToken(services: Services, session: SessionsTable, now: number): Promise<string> {
  const { userid, sessionid, kind } = session;
  return services.tokens.sign({ userid, sessionid, kind }, now + services.config.accessTokenTtlSeconds, now);
}

export async function openSession(
  services: Services,
  userid: string,
  kind: SessionsTable['kind'],
  name: string,
): Promise<{ session: SessionsTable } & SessionTokens> {
  const now = services.now();
  const session: SessionsTable = {
    sessionid: randomUUID(),
    userid,
    kind,
    name,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SESSION_TTL[kind],
    revoked_at: null,
  };
  await services.db.insertInto('sessions').values(session).execute();
  const refreshToken = await issueRefreshToken(services.db, session.sessionid, now);
  return { session, accessToken: await signAccessToken(services, session, now), refreshToken };
}

/**
 * Spends a refresh token for a new pair and starts the session's life again. A token spent before means someone
 * else holds the chain too: the session ends at once, its sockets with it, and whoever holds it signs in again.
 */
export async function refreshSession(services: Services, refreshToken: string): Promise<{ viewer: Viewer } & SessionTokens> {
  const now = services.now();
  const rotation = await rotateRefreshToken(services.db, refreshToken, now);
  if (rotation.status === 'reused') {
    await revokeSessions(services, rotation.userid, rotation.sessionid);
    throw new AppError(401, 'sessionEnded');
  }
  if (rotation.status === 'ended') throw new AppError(401, 'sessionEnded');
  if (rotation.status === 'unknown') throw new AppError(401, 'unauthorized');
  const session = await services.db.selectFrom('sessions').selectAll().where('sessionid', '=', rotation.sessionid).executeTakeFirstOrThrow();
  const user = await services.db.selectFrom('users').selectAll().where('userid', '=', session.userid).executeTakeFirst();
  if (user?.status !== 'active') throw new AppError(401, 'sessionEnded');
  Object.assign(session, { expires_at: now + SESSION_TTL[session.kind], last_seen_at: now });
  await services.db
    .updateTable('sessions')
    .set({ expires_at: session.expires_at, last_seen_at: now })
    .where('sessionid', '=', session.sessionid)
    .execute();
  return {
    viewer: { user, session, role: roleOf(user, now) },
    accessToken: await signAccessToken(services, session, now),
    refreshToken: rotation.refreshToken,
  };
}

/** Ends sessions at once; their refresh chains go with them, since nothing can be refreshed any more. */
export async function revokeSessions(services: Services, userid: string, sessionid?: string): Promise<number> {
  let query = services.db
    .updateTable('sessions')
    .set({ revoked_at: services.now() })
    .where('userid', '=', userid)
    .where('revoked_at', 'is', null);
  if (sessionid) query = query.where('sessionid', '=', sessionid);
  const result = await query.executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count === 0) return 0;
  let ended = services.db.selectFrom('sessions').select('sessionid').where('userid', '=', userid).where('revoked_at', 'is not', null);
  if (sessionid) ended = ended.where('sessionid', '=', sessionid);
  await services.db.deleteFrom('refresh_tokens').where('sessionid', 'in', ended).execute();
  services.events.emit('sessions-revoked', { userid, sessionid });
  return count;
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

/** A session and its user in one query; the session's own name and creation time are renamed beside the user's. */
async function sessionWithUser(services: Services, sessionid: string, userid: string): Promise<{ session: SessionsTable; user: UsersTable } | null> {
  const row = await services.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.userid', 'sessions.userid')
    .selectAll('users')
    .select([
      'sessions.sessionid',
      'sessions.kind',
      'sessions.name as session_name',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .where('sessions.sessionid', '=', sessionid)
    .where('sessions.userid', '=', userid)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionid: id, kind, session_name, session_created_at, last_seen_at, expires_at, revoked_at, ...user } = row;
  return {
    session: { sessionid: id, userid: user.userid, kind, name: session_name, created_at: session_created_at, last_seen_at, expires_at, revoked_at },
    user,
  };
}

/** Every request re-reads session and user, so logout, force-offline and role changes apply at once. */
export async function viewerFromToken(services: Services, token: string | null): Promise<Viewer | null> {
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  const now = services.now();
  const found = await sessionWithUser(services, claims.sessionid, claims.userid);
  if (!found) return null;
  const { session, user } = found;
  if (session.kind !== claims.kind || session.revoked_at !== null || session.expires_at <= now) return null;
  if (user.status !== 'active') return null;
  if (now - session.last_seen_at >= SEEN_RESOLUTION_SECONDS) {
    await services.db.updateTable('sessions').set({ last_seen_at: now }).where('sessionid', '=', session.sessionid).execute();
    session.last_seen_at = now;
  }
  return { user, session, role: roleOf(user, now) };
}

export function viewerFromRequest(services: Services, request: FastifyRequest): Promise<Viewer | null> {
  return viewerFromToken(services, bearer(request));
}
