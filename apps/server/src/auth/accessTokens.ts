import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userid: string;
  sessionid: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims, expiresAt: number, issuedAt: number): Promise<string>;
  /** The claims of a genuine, unexpired token, or null. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** HS256 only: the algorithm is pinned so a token cannot pick a weaker one for itself. */
export function createAccessTokens(secret: Uint8Array, now: () => number): AccessTokens {
  return {
    sign: ({ userid, sessionid }, expiresAt, issuedAt) =>
      new SignJWT({ sid: sessionid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userid)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now() * 1000) });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userid: payload.sub, sessionid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
