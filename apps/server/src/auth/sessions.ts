import { randomUUID } from 'node:crypto';
import { LIMITS } from '@signaldesk/contract';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../app/services.js';
import type { SessionsTable } from '../db/schema.js';
import { roleOf } from './roleOf.js';
import type { Viewer } from './viewer.js';

/** How long a session may stay unseen before last_seen_at is written again. */
const SEEN_RESOLUTION_SECONDS = 60;

export async function openSession(
  services: Services,
  userid: string,
  kind: SessionsTable['kind'],
  name: string,
): Promise<{ session: SessionsTable; accessToken: string }> {
  const now = services.now();
  const ttl = kind === 'desktop' ? LIMITS.desktopTokenTtlSeconds : LIMITS.accessTokenTtlSeconds;
  const session: SessionsTable = {
    sessionid: randomUUID(),
    userid,
    kind,
    name,
    created_at: now,
    last_seen_at: now,
    expires_at: now + ttl,
    revoked_at: null,
  };
  await services.db.insertInto('sessions').values(session).execute();
  const accessToken = await services.tokens.sign({ userid, sessionid: session.sessionid }, session.expires_at, now);
  return { session, accessToken };
}

/** A fresh token for the same session, whose life starts again from now. */
export async function renewSession(services: Services, session: SessionsTable): Promise<string> {
  const now = services.now();
  const ttl = session.kind === 'desktop' ? LIMITS.desktopTokenTtlSeconds : LIMITS.accessTokenTtlSeconds;
  const expiresAt = now + ttl;
  await services.db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_seen_at: now })
    .where('sessionid', '=', session.sessionid)
    .execute();
  session.expires_at = expiresAt;
  return services.tokens.sign({ userid: session.userid, sessionid: session.sessionid }, expiresAt, now);
}

export async function revokeSessions(services: Services, userid: string, sessionid?: string): Promise<number> {
  let query = services.db
    .updateTable('sessions')
    .set({ revoked_at: services.now() })
    .where('userid', '=', userid)
    .where('revoked_at', 'is', null);
  if (sessionid) query = query.where('sessionid', '=', sessionid);
  const result = await query.executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count > 0) services.events.emit('sessions-revoked', { userid, sessionid });
  return count;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

/** Every request re-reads session and user, so logout, force-offline and role changes apply at once. */
export async function viewerFromToken(services: Services, token: string | null): Promise<Viewer | null> {
  if (!token) return null;
  const claims = await services.tokens.verify(token);
  if (!claims) return null;
  const now = services.now();
  const session = await services.db
    .selectFrom('sessions')
    .selectAll()
    .where('sessionid', '=', claims.sessionid)
    .where('userid', '=', claims.userid)
    .executeTakeFirst();
  if (!session || session.revoked_at !== null || session.expires_at <= now) return null;
  const user = await services.db.selectFrom('users').selectAll().where('userid', '=', claims.userid).executeTakeFirst();
  if (user?.status !== 'active') return null;
  if (now - session.last_seen_at >= SEEN_RESOLUTION_SECONDS) {
    await services.db.updateTable('sessions').set({ last_seen_at: now }).where('sessionid', '=', session.sessionid).execute();
    session.last_seen_at = now;
  }
  return { user, session, role: roleOf(user, now) };
}

export function viewerFromRequest(services: Services, request: FastifyRequest): Promise<Viewer | null> {
  return viewerFromToken(services, bearer(request));
}
