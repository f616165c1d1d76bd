import { jwtVerify, SignJWT } from 'jose';
import type { SessionsTable } from '../db/schema.js';

export interface AccessClaims {
  userid: string;
  sessionid: string;
  kind: SessionsTable['kind'];
}

export interface AccessTokens {
  sign(claims: AccessClaims, expiresAt: number, issuedAt: number): Promise<string>;
  /** The claims of a genuine, unexpired token issued by this server for one of its sessions, or null. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * The product names itself as issuer rather than by its address: every process of a deployment must accept the
 * others' tokens even when each was started on its own port without PUBLIC_URL.
 */
export const TOKEN_ISSUER = 'signaldesk';

/** The audience says which kind of session a token was issued for, so one kind cannot stand in for the other. */
const AUDIENCES: Record<AccessClaims['kind'], string> = { web: 'signaldesk-web', desktop: 'signaldesk-desktop' };

const kindOf = (audience: unknown) =>
  (Object.keys(AUDIENCES) as AccessClaims['kind'][]).find((kind) => AUDIENCES[kind] === audience) ?? null;

/**
 * HS256 only: the algorithm is pinned so a token cannot pick a weaker one for itself. Issuer, audience and expiry
 * are required, so a token made for something else with the same key, or one that would live for ever, is refused.
 */
export function createAccessTokens(secret: Uint8Array, now: () => number): AccessTokens {
  return {
    sign: ({ userid, sessionid, kind }, expiresAt, issuedAt) =>
      new SignJWT({ sid: sessionid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(AUDIENCES[kind])
        .setSubject(userid)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: Object.values(AUDIENCES),
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          currentDate: new Date(now() * 1000),
        });
        const kind = kindOf(payload.aud);
        if (!kind || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userid: payload.sub, sessionid: payload.sid, kind };
      } catch {
        return null;
      }
    },
  };
}
