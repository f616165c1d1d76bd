import { LIMITS } from '@signaldesk/contract';
import { decodeJwt, decodeProtectedHeader, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type Answer,
  DAY,
  describeEachDatabase,
  emailSigninToken,
  expectOk,
  expectRefusal,
  freshEmail,
  freshToken,
  setRole,
  signIn,
  signInSuper,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';
import { TOKEN_ISSUER } from '../src/auth/accessTokens.js';
import { NotifyClient } from './notifyClient.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Claims extends JWTPayload {
  sub: string;
  sid: string;
  exp: number;
  iat: number;
}
const claimsOf = (token: string) => decodeJwt(token) as Claims;

/** A browser's sign-in: the access token in the answer, the refresh token in the cookie it sets. */
interface Browser {
  token: string;
  refresh: string;
  userid: string;
  email: string;
}

/** The refresh_token cookie an answer sets, with its attributes. */
function refreshCookieOf(res: Answer): { value: string; attributes: string[] } {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  const line = lines.find((l) => l.startsWith('refresh_token='));
  if (!line) throw new Error(`no refresh_token cookie in ${JSON.stringify(header)}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: decodeURIComponent(pair.slice('refresh_token='.length)), attributes };
}

/** Signs `claims` (copied from a genuine token, then edited) with the server's own secret. */
function signLike(s: TestServer, claims: Partial<Claims>, alg = 'HS256'): Promise<string> {
  return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(s.services.secret));
}

describeEachDatabase('tokens and sessions', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let url: string;
  const sockets: NotifyClient[] = [];
  beforeAll(async () => {
    url = await server().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  let me: Browser;
  beforeEach(async () => {
    s = server();
    me = await signInBrowser();
  });

  /** Desktop sessions are for members: the web version needs an active subscription. */
  async function makeMeMember(): Promise<void> {
    await setRole(s, (await signInSuper(s)).token, me.userid, 'member');
  }

  async function signInBrowser(): Promise<Browser> {
    const email = freshEmail();
    const res = await s.call('/api/auth/login', { token: await emailSigninToken(s, email) });
    const data = expectOk(res);
    return { token: data.access_token, refresh: refreshCookieOf(res).value, userid: data.user.userid, email };
  }

  const refreshByCookie = (refresh: string, headers: Record<string, string> = {}) =>
    s.call('/api/auth/token/refresh', {}, { headers: { cookie: `refresh_token=${refresh}`, ...headers } });

  /** Refreshes as the browser does and answers the new pair. */
  async function refreshed(who: Browser): Promise<Browser> {
    const res = await refreshByCookie(who.refresh);
    const data = expectOk(res);
    return { ...who, token: data.access_token, refresh: refreshCookieOf(res).value };
  }

  it('issues an HS256 JWT naming the user, session, issuer and audience, living 15 minutes at most', async () => {
    expect(decodeProtectedHeader(me.token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(me.token);
    expect(claims).toMatchObject({ sub: me.userid, iss: TOKEN_ISSUER, aud: 'signaldesk-web', iat: s.clock.now() });
    expect(claims.exp - claims.iat).toBe(LIMITS.accessTokenTtlSeconds);
    expect(LIMITS.accessTokenTtlSeconds).toBeLessThanOrEqual(15 * 60);
    const data = expectOk(await whoAmI(s, me.token));
    expect(data.user).toMatchObject({ userid: me.userid, email: me.email, role: 'user', iat: claims.iat });
  });

  it('sets the refresh token as an HttpOnly, SameSite=Strict cookie for /api/auth only, living as long as the web session', async () => {
    const res = await s.call('/api/auth/login', { token: await emailSigninToken(s, freshEmail()) });
    const { value, attributes } = refreshCookieOf(res);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/auth', `Max-Age=${LIMITS.webSessionTtlSeconds}`]));
    // PUBLIC_URL is http here; the https server below sets Secure.
    expect(attributes).not.toContain('Secure');
    expect(JSON.stringify(res.body)).not.toContain(value);
  });

  it('refuses a token with alg none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(me.token))}.`;
    expectRefusal(await whoAmI(s, unsigned), 401, 'unauthorized');
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT(claimsOf(me.token))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expectRefusal(await whoAmI(s, forged), 401, 'unauthorized');
  });

  it('refuses a token with the right key but another algorithm', async () => {
    expectRefusal(await whoAmI(s, await signLike(s, claimsOf(me.token), 'HS512')), 401, 'unauthorized');
  });

  it('accepts a token made with the server key and every claim right, so the refusals below are about the claim alone', async () => {
    expectOk(await whoAmI(s, await signLike(s, claimsOf(me.token))));
  });

  it('refuses a token with the right key but without exp', async () => {
    const { exp: _exp, ...claims } = claimsOf(me.token);
    expectRefusal(await whoAmI(s, await signLike(s, claims)), 401, 'unauthorized');
  });

  it('refuses a token with the right key but another issuer, or none', async () => {
    expectRefusal(await whoAmI(s, await signLike(s, { ...claimsOf(me.token), iss: 'https://elsewhere.example' })), 401, 'unauthorized');
    const { iss: _iss, ...claims } = claimsOf(me.token);
    expectRefusal(await whoAmI(s, await signLike(s, claims)), 401, 'unauthorized');
  });

  it('refuses a token with the right key but another audience, none, or the desktop audience for a web session', async () => {
    expectRefusal(await whoAmI(s, await signLike(s, { ...claimsOf(me.token), aud: 'someone-else' })), 401, 'unauthorized');
    const { aud: _aud, ...claims } = claimsOf(me.token);
    expectRefusal(await whoAmI(s, await signLike(s, claims)), 401, 'unauthorized');
    expectRefusal(await whoAmI(s, await signLike(s, { ...claimsOf(me.token), aud: 'signaldesk-desktop' })), 401, 'unauthorized');
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

  it('refuses an access token once it expires', async () => {
    s.clock.advance(LIMITS.accessTokenTtlSeconds - 1);
    expectOk(await whoAmI(s, me.token));
    s.clock.advance(1);
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
  });

  it('refreshes with the cookie alone once the access token has expired: a new pair for the same session', async () => {
    s.clock.advance(LIMITS.accessTokenTtlSeconds + 60);
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
    const res = await refreshByCookie(me.refresh, { authorization: `Bearer ${me.token}` });
    const data = expectOk(res);
    expect(data.user.userid).toBe(me.userid);
    expect(data.refresh_token).toBeUndefined();
    const claims = claimsOf(data.access_token);
    expect(claims.sid).toBe(claimsOf(me.token).sid);
    expect(claims.exp).toBe(s.clock.now() + LIMITS.accessTokenTtlSeconds);
    expect(refreshCookieOf(res).value).not.toBe(me.refresh);
    expectOk(await whoAmI(s, data.access_token));
  });

  it('rotates the refresh token: the spent one is refused, and presenting it again ends the session and its sockets', async () => {
    const admin = await signInSuper(s);
    await setRole(s, admin.token, me.userid, 'member');
    const socket = new NotifyClient(url, me.token);
    sockets.push(socket);
    await socket.connected();
    const disconnected = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));

    const next = await refreshed(me);
    expectRefusal(await refreshByCookie(me.refresh), 401, 'sessionEnded');

    expect(await disconnected).toBe('io server disconnect');
    expectRefusal(await whoAmI(s, next.token), 401, 'unauthorized');
    expectRefusal(await refreshByCookie(next.refresh), 401, 'unauthorized');
    const row = await s.services.db.selectFrom('sessions').select('revoked_at').where('sessionid', '=', claimsOf(me.token).sid).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(s.clock.now());
  });

  it('gives exactly one success to concurrent refreshes with the same token; the others are reuse and end the session', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => refreshByCookie(me.refresh)));
    const winners = answers.filter((res) => res.status === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((r) => r.status !== 200);
    // The first loser ends the session and its chain goes; a later one finds the token unknown.
    expect(losers.map((res) => res.status)).toEqual(Array(7).fill(401));
    expect(losers.map((res) => res.body.key)).toContain('sessionEnded');
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
  });

  it('keeps a web session while it is refreshed, and ends it after 30 days without one', async () => {
    let current = me;
    for (let day = 0; day < 3; day += 1) {
      s.clock.advance(LIMITS.webSessionTtlSeconds - 60);
      current = await refreshed(current);
    }
    const { list } = expectOk(await s.call('/api/auth/session/list', {}, { token: current.token }));
    expect(list.map((x: { sessionid: string }) => x.sessionid)).toEqual([claimsOf(me.token).sid]);
    s.clock.advance(LIMITS.webSessionTtlSeconds);
    expectRefusal(await refreshByCookie(current.refresh), 401, 'sessionEnded');
  });

  it('refuses a refresh without a refresh token, with an unknown one, and a cookie refresh that is not JSON', async () => {
    expectRefusal(await s.call('/api/auth/token/refresh', {}, { token: me.token }), 401, 'unauthorized');
    expectRefusal(await refreshByCookie('x'.repeat(43)), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/refresh', { refresh_token: 'nope' }), 401, 'unauthorized');
    // What a page on another site could send without the browser asking first: no body, or a text or form body.
    const crossSite = (headers: Record<string, string>, payload?: string) =>
      s.app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers: { cookie: `refresh_token=${me.refresh}`, ...headers }, payload });
    expect((await crossSite({})).statusCode).toBe(415);
    expect((await crossSite({ 'content-type': 'text/plain' }, '{}')).statusCode).toBe(422);
    expect((await crossSite({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')).statusCode).toBe(415);
    expectOk(await refreshByCookie(me.refresh));
  });

  it('logs out at once: the access token stops working, the cookie is cleared and its refresh token refused', async () => {
    const res = await s.call('/api/auth/logout', {}, { token: me.token });
    expect(expectOk(res)).toBeNull();
    const cleared = refreshCookieOf(res);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Path=/api/auth', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
    expectRefusal(await refreshByCookie(me.refresh), 401, 'unauthorized');
  });

  it('logging out one session leaves the user’s other sessions working', async () => {
    const second = { token: await freshToken(s, me.userid) };
    expectOk(await s.call('/api/auth/logout', {}, { token: me.token }));
    expectOk(await whoAmI(s, second.token));
  });

  it('force offline by super ends every session of the user at once, refresh tokens included', async () => {
    const admin = await signInSuper(s);
    const second = { token: await freshToken(s, me.userid) };
    await makeMeMember();
    const desktop = expectOk(await s.call('/api/auth/desktop/authorize', { name: 'Desk' }, { token: me.token }));
    const res = expectOk(await s.call('/api/user/force/offline', { userid: me.userid }, { token: admin.token }));
    expect(res.sessions).toBe(3);
    for (const token of [me.token, second.token, desktop.access_token]) expectRefusal(await whoAmI(s, token), 401, 'unauthorized');
    expectRefusal(await refreshByCookie(me.refresh), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token }), 401, 'unauthorized');
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
    await setRole(s, admin.token, me.userid, 'super');
    expectOk(await s.call('/api/user/list', {}, { token: me.token }));
    expect(expectOk(await whoAmI(s, me.token)).user).toMatchObject({ role: 'super', level: 5 });
    await setRole(s, admin.token, me.userid, 'manager');
    expectRefusal(await s.call('/api/user/list', {}, { token: me.token }), 403, 'forbidden');
    expect(expectOk(await whoAmI(s, me.token)).user).toMatchObject({ role: 'manager', level: 4 });
  });

  it('a desktop authorisation opens its own named session with a short access token and its own refresh token', async () => {
    await makeMeMember();
    const res = await s.call('/api/auth/desktop/authorize', { name: '  Trading PC ' }, { token: me.token });
    const desktop = expectOk(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    const claims = claimsOf(desktop.access_token);
    expect(claims).toMatchObject({ sid: desktop.sessionid, aud: 'signaldesk-desktop', iss: TOKEN_ISSUER });
    expect(claims.sid).not.toBe(claimsOf(me.token).sid);
    expect(claims.exp - claims.iat).toBe(LIMITS.accessTokenTtlSeconds);
    expect(desktop.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
    expectRefusal(await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token }), 401, 'unauthorized');
    expectOk(await whoAmI(s, me.token));
    const after = expectOk(await s.call('/api/auth/session/list', {}, { token: me.token }));
    expect(after.list.map((x: { sessionid: string }) => x.sessionid)).toEqual([claimsOf(me.token).sid]);
  });

  it('a desktop program refreshes by body and gets the next refresh token in the answer; reusing one ends that session alone', async () => {
    await makeMeMember();
    const desktop = expectOk(await s.call('/api/auth/desktop/authorize', {}, { token: me.token }));
    s.clock.advance(LIMITS.accessTokenTtlSeconds);
    expectRefusal(await whoAmI(s, desktop.access_token), 401, 'unauthorized');
    const res = await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token });
    const next = expectOk(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(next.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.refresh_token).not.toBe(desktop.refresh_token);
    expect(claimsOf(next.access_token)).toMatchObject({ sid: desktop.sessionid, aud: 'signaldesk-desktop' });
    expectOk(await whoAmI(s, next.access_token));

    expectRefusal(await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token }), 401, 'sessionEnded');
    expectRefusal(await whoAmI(s, next.access_token), 401, 'unauthorized');
    expectOk(await refreshByCookie(me.refresh));
  });

  it('a desktop session outlives a web one and is named Desktop by default', async () => {
    await makeMeMember();
    const desktop = expectOk(await s.call('/api/auth/desktop/authorize', {}, { token: me.token }));
    const { list } = expectOk(await s.call('/api/auth/session/list', {}, { token: me.token }));
    expect(list.find((x: { sessionid: string }) => x.sessionid === desktop.sessionid)?.name).toBe('Desktop');
    s.clock.advance(LIMITS.webSessionTtlSeconds);
    expectRefusal(await refreshByCookie(me.refresh), 401, 'sessionEnded');
    s.clock.advance(LIMITS.desktopSessionTtlSeconds - LIMITS.webSessionTtlSeconds - 1);
    expectOk(await s.call('/api/auth/token/refresh', { refresh_token: desktop.refresh_token }));
  });

  it('cannot revoke another user’s session, nor an unknown one', async () => {
    const other = await signIn(s);
    const otherSid = claimsOf(other.token).sid;
    expectRefusal(await s.call('/api/auth/session/revoke', { sessionid: otherSid }, { token: me.token }), 404, 'notFound');
    expectRefusal(await s.call('/api/auth/session/revoke', { sessionid: 'nope' }, { token: me.token }), 404, 'notFound');
    expectOk(await whoAmI(s, other.token));
  });

  it('a disabled account is signed out at once and cannot refresh', async () => {
    await s.services.db.updateTable('users').set({ status: 'disabled' }).where('userid', '=', me.userid).execute();
    expectRefusal(await whoAmI(s, me.token), 401, 'unauthorized');
    expectRefusal(await refreshByCookie(me.refresh), 401, 'sessionEnded');
  });
});

describeEachDatabase('the refresh cookie behind https', (kind) => {
  const server = useServer(kind, { env: { PUBLIC_URL: 'https://signaldesk.test' } });

  it('is Secure when PUBLIC_URL is https', async () => {
    const s = server();
    const res = await s.call('/api/auth/login', { token: await emailSigninToken(s, freshEmail()) });
    expect(refreshCookieOf(res).attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/api/auth']));
  });
});
