import { LIMITS } from '@signaldesk/contract';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { beforeEach, expect, it } from 'vitest';
import {
  DAY,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshToken,
  type SignedIn,
  setRole,
  signIn,
  signInSuper,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('tokens and sessions', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let me: SignedIn;
  beforeEach(async () => {
    s = server();
    me = await signIn(s);
  });

  const claimsOf = (token: string) => decodeJwt(token) as { sub: string; sid: string; exp: number; iat: number };

  it('issues an HS256 JWT naming the user and session, expiring with the session', async () => {
    expect(decodeProtectedHeader(me.token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(me.token);
    expect(claims.sub).toBe(me.user.userid);
    expect(claims.iat).toBe(s.clock.now());
    expect(claims.exp - claims.iat).toBe(LIMITS.accessTokenTtlSeconds);
    const data = expectOk(await whoAmI(s, me.token));
    expect(data.user).toMatchObject({ userid: me.user.userid, email: me.email, role: 'user', iat: claims.iat });
  });

  it('refuses a token with alg none', async () => {
    const claims = claimsOf(me.token);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectRefusal(await whoAmI(s, unsigned), 401, 'unauthorized');
  });

  it('refuses a token signed with another key', async () => {
    const claims = claimsOf(me.token);
    const forged = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expectRefusal(await whoAmI(s, forged), 401, 'unauthorized');
  });

  it('refuses a token with the right key but another algorithm', async () => {
    const claims = claimsOf(me.token);
    const other = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode(s.services.secret));
    expectRefusal(await whoAmI(s, other), 401, 'unauthorized');
  });

  it('refuses a genuine token whose claims were edited', async () => {
    const [header, , signature] = me.token.split('.');
    const claims = { ...claimsOf(me.token), exp: claimsOf(me.token).exp + 365 * DAY };
    expectRefusal(await whoAmI(s, `${header}.${b64(claims)}.${signature}`), 401, 'unauthorized');
  });

  it('refuses garbage and a missing bearer', async () => {
    expectRefusal(await whoAmI(s, 'not-a-jwt'), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/access', {}, { headers: { authorization: `Basic ${me.token}` } }), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/access'), 401, 'unauthorized');
  });

  it('refuses a token once it expires', async () => {
    s.clock.advance(LIMITS.accessTokenTtlSeconds - 1);
    expectOk(await whoAmI(s, me.token));
    s.clock.advance(1);
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
  });

  it('refreshes: a new token for the same session whose life starts again', async () => {
    s.clock.advance(6 * DAY);
    const refreshed = expectOk(await s.call('/api/auth/token/refresh', {}, { token: me.token }));
    expect(refreshed.user.userid).toBe(me.user.userid);
    expect(claimsOf(refreshed.access_token).sid).toBe(claimsOf(me.token).sid);
    expect(claimsOf(refreshed.access_token).exp).toBe(s.clock.now() + LIMITS.accessTokenTtlSeconds);
    s.clock.advance(2 * DAY);
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
    expectOk(await whoAmI(s, refreshed.access_token));
  });

  it('logs out at once: the token stops working on the next request', async () => {
    expect(expectOk(await s.call('/api/auth/logout', {}, { token: me.token }))).toBeNull();
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/refresh', {}, { token: me.token }), 401, 'unauthorized');
  });

  it('logging out one session leaves the user’s other sessions working', async () => {
    const second = { token: await freshToken(s, me.user.userid) };
    expectOk(await s.call('/api/auth/logout', {}, { token: me.token }));
    expectOk(await whoAmI(s, second.token));
  });

  it('force offline by super ends every session of the user at once', async () => {
    const admin = await signInSuper(s);
    const second = { token: await freshToken(s, me.user.userid) };
    const desktop = expectOk(await s.call('/api/auth/desktop/authorize', { name: 'Desk' }, { token: me.token }));
    const res = expectOk(await s.call('/api/user/force/offline', { userid: me.user.userid }, { token: admin.token }));
    expect(res.sessions).toBe(3);
    for (const token of [me.token, second.token, desktop.access_token]) expectRefusal(await whoAmI(s, token), 401, 'unauthorized');
    expectOk(await whoAmI(s, admin.token));
    // Signing in again by e-mail works.
    s.clock.advance(LIMITS.emailSendIntervalSeconds);
    expectOk(await whoAmI(s, (await signIn(s, me.email)).token));
  });

  it('force offline of an unknown user is 404 userNotFound', async () => {
    const admin = await signInSuper(s);
    expectRefusal(await s.call('/api/user/force/offline', { userid: 'no-such-user' }, { token: admin.token }), 404, 'userNotFound');
  });

  it('applies a role change by super on the very next request', async () => {
    const admin = await signInSuper(s);
    expectRefusal(await s.call('/api/user/list', {}, { token: me.token }), 403, 'forbidden');
    await setRole(s, admin.token, me.user.userid, 'super');
    expectOk(await s.call('/api/user/list', {}, { token: me.token }));
    expect(expectOk(await whoAmI(s, me.token)).user).toMatchObject({ role: 'super', level: 5 });
    await setRole(s, admin.token, me.user.userid, 'manager');
    expectRefusal(await s.call('/api/user/list', {}, { token: me.token }), 403, 'forbidden');
    expect(expectOk(await whoAmI(s, me.token)).user).toMatchObject({ role: 'manager', level: 4 });
  });

  it('a desktop authorisation opens its own named session that can be revoked alone', async () => {
    const desktop = expectOk(await s.call('/api/auth/desktop/authorize', { name: '  Trading PC ' }, { token: me.token }));
    const claims = claimsOf(desktop.access_token);
    expect(claims.sid).toBe(desktop.sessionid);
    expect(claims.sid).not.toBe(claimsOf(me.token).sid);
    expect(claims.exp - claims.iat).toBe(LIMITS.desktopTokenTtlSeconds);
    expectOk(await whoAmI(s, desktop.access_token));

    const { list } = expectOk(await s.call('/api/auth/session/list', {}, { token: me.token }));
    expect(list).toHaveLength(2);
    expect(list.find((x: { sessionid: string }) => x.sessionid === desktop.sessionid)).toMatchObject({
      kind: 'desktop',
      name: 'Trading PC',
      current: false,
    });
    expect(list.find((x: { current: boolean }) => x.current)).toMatchObject({ kind: 'web', sessionid: claimsOf(me.token).sid });

    expect(expectOk(await s.call('/api/auth/session/revoke', { sessionid: desktop.sessionid }, { token: me.token }))).toBeNull();
    expectRefusal(await whoAmI(s, desktop.access_token), 401, 'unauthorized');
    expectOk(await whoAmI(s, me.token));
    const after = expectOk(await s.call('/api/auth/session/list', {}, { token: me.token }));
    expect(after.list.map((x: { sessionid: string }) => x.sessionid)).toEqual([claimsOf(me.token).sid]);
  });

  it('a desktop session outlives the web token and is named Desktop by default', async () => {
    const desktop = expectOk(await s.call('/api/auth/desktop/authorize', {}, { token: me.token }));
    const { list } = expectOk(await s.call('/api/auth/session/list', {}, { token: me.token }));
    expect(list.find((x: { sessionid: string }) => x.sessionid === desktop.sessionid)?.name).toBe('Desktop');
    s.clock.advance(30 * DAY);
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
    expectOk(await whoAmI(s, desktop.access_token));
  });

  it('cannot revoke another user’s session, nor an unknown one', async () => {
    const other = await signIn(s);
    const otherSid = claimsOf(other.token).sid;
    expectRefusal(await s.call('/api/auth/session/revoke', { sessionid: otherSid }, { token: me.token }), 404, 'notFound');
    expectRefusal(await s.call('/api/auth/session/revoke', { sessionid: 'nope' }, { token: me.token }), 404, 'notFound');
    expectOk(await whoAmI(s, other.token));
  });

  it('a disabled account is signed out at once', async () => {
    await s.services.db.updateTable('users').set({ status: 'disabled' }).where('userid', '=', me.user.userid).execute();
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
  });
});
