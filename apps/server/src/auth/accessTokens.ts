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
  const verified = verifiedTokens();
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
      const known = verified.claimsOf(token, now());
      if (known !== undefined) return known;
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
        const claims = { userid: payload.sub, sessionid: payload.sid, kind };
        verified.keep(token, claims, payload.exp as number);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** How many verified tokens a process keeps: a few per trader active in the last 15 minutes. */
const VERIFIED_KEPT = 20_000;

/**
 * Tokens whose signature and claims were checked, with their claims, until they expire: every call of a session
 * presents the same token, and checking its signature again gives the same answer. Only the exact string that
 * passed is known, so a token changed by one character is checked afresh; whether its session still lives is read
 * on each call all the same (sessions.ts). The oldest is forgotten first.
 */
function verifiedTokens() {
  const kept = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    /** The claims of a token that passed and has not expired, null once it has, undefined when not known. */
    claimsOf(token: string, now: number): AccessClaims | null | undefined {
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt > now) return entry.claims;
      kept.delete(token);
      return null;
    },
    keep(token: string, claims: AccessClaims, expiresAt: number): void {
      if (kept.size >= VERIFIED_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(token, { claims, expiresAt });
    },
  };
}
