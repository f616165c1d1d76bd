import { formatMessage } from '@signaldesk/contract';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  activateTicket,
  DAY,
  describeEachDatabase,
  dispatchTickets,
  expectOk,
  expectRefusal,
  freshEmail,
  freshToken,
  type SignedIn,
  signIn,
  signInSuper,
  type TestServer,
  useServer,
  whoAmI,
} from './harness.js';

describeEachDatabase('users', (kind) => {
  // A bot, so that bot push may be switched on; it is never reached here.
  const server = useServer(kind, { env: { TELEGRAM_BOT_TOKEN: '1:users', TELEGRAM_API_ROOT: 'http://127.0.0.1:9' } });
  let s: TestServer;
  let me: SignedIn;
  let admin: SignedIn;
  beforeAll(() => {
    s = server();
  });
  beforeEach(async () => {
    admin = await signInSuper(s);
    me = await signIn(s);
  });

  const update = (path: string, body: object, token = me.token) => s.call(`/api/user/update/${path}`, body, { token });
  const users = async (body: object) => expectOk(await s.call('/api/user/list', body, { token: admin.token }));
  const ids = (list: { userid: string }[]) => list.map((u) => u.userid);

  it('sets a trimmed nickname, and refuses an empty one with nicknameRequired', async () => {
    const data = expectOk(await update('name', { username: '  Moon Trader  ' }));
    expect(data.user.username).toBe('Moon Trader');
    expect(expectOk(await whoAmI(s, me.token)).user.username).toBe('Moon Trader');
    for (const body of [{ username: '   ' }, { username: '' }, {}]) {
      const res = expectRefusal(await update('name', body), 422, 'nicknameRequired');
      expect(res.body).toMatchObject({ field: 'username', msg: 'Nickname is empty' });
    }
    expect(expectOk(await whoAmI(s, me.token)).user.username).toBe('Moon Trader');
  });

  it('asks for a trimmed push e-mail; empty is pushEmailRequired, a bad format pushEmailInvalid', async () => {
    const asked = expectOk(await update('push/email', { email: '  alerts@example.test ' }));
    expect(asked.pending.email).toBe('alerts@example.test');
    expect(asked.user).toMatchObject({ pushemail: me.email, pushemailConfirmed: true });
    for (const email of ['', '   ']) {
      expectRefusal(await update('push/email', { email }), 422, 'pushEmailRequired');
    }
    expectRefusal(await update('push/email', {}), 422, 'pushEmailRequired');
    for (const email of ['alerts', 'alerts@', 'a@b', 'a b@example.test', '@example.test']) {
      const res = expectRefusal(await update('push/email', { email }), 422, 'pushEmailInvalid');
      expect(res.body.field).toBe('email');
    }
    expect(expectOk(await s.call('/api/user/pending/push/email', {}, { token: me.token })).pending.email).toBe('alerts@example.test');
  });

  it('sets the bot push: digits-only Telegram ID, and no push without one', async () => {
    const on = expectOk(await update('bot/push', { telegramId: ' 123456789 ', botPush: true }));
    expect(on.user).toMatchObject({ telegramId: '123456789', botPush: true });
    const off = expectOk(await update('bot/push', { telegramId: null, botPush: false }));
    expect(off.user).toMatchObject({ telegramId: null, botPush: false });

    const noId = expectRefusal(await update('bot/push', { telegramId: null, botPush: true }), 422, 'botPushNeedsTelegram');
    expect(noId.body.field).toBe('telegramId');
    for (const telegramId of ['@trader', '12ab', '12', '']) {
      expectRefusal(await update('bot/push', { telegramId, botPush: false }), 422, 'botPushNeedsTelegram');
    }
    expect(expectOk(await whoAmI(s, me.token)).user).toMatchObject({ telegramId: null, botPush: false });
  });

  it('keeps the rise/fall colours a user chose, none until they choose, and refuses any other value in both languages', async () => {
    expect(me.user.riseFallColours).toBeNull();
    expect(expectOk(await whoAmI(s, me.token)).user.riseFallColours).toBeNull();
    expect(expectOk(await update('rise/fall/colours', { riseFallColours: 'redUp' })).user.riseFallColours).toBe('redUp');
    // A new session, as in another browser, finds the choice with the user.
    expect(expectOk(await whoAmI(s, await freshToken(s, me.user.userid))).user.riseFallColours).toBe('redUp');
    expect(expectOk(await update('rise/fall/colours', { riseFallColours: 'greenUp' })).user.riseFallColours).toBe('greenUp');

    for (const body of [{ riseFallColours: 'blueUp' }, { riseFallColours: '' }, { riseFallColours: null }, { riseFallColours: 1 }, {}]) {
      const res = expectRefusal(await update('rise/fall/colours', body), 422, 'riseFallColoursInvalid');
      expect(res.body).toMatchObject({ field: 'riseFallColours', msg: formatMessage('riseFallColoursInvalid', 'en') });
    }
    const zh = await s.call('/api/user/update/rise/fall/colours', { riseFallColours: 'up' }, { token: me.token, headers: { 'accept-language': 'zh-CN' } });
    expect(expectRefusal(zh, 422, 'riseFallColoursInvalid').body.msg).toBe(formatMessage('riseFallColoursInvalid', 'zh'));
    expect(expectOk(await whoAmI(s, me.token)).user.riseFallColours).toBe('greenUp');

    const other = await signIn(s);
    expect(expectOk(await whoAmI(s, other.token)).user.riseFallColours).toBeNull();
    expectRefusal(await s.call('/api/user/update/rise/fall/colours', { riseFallColours: 'redUp' }), 401, 'unauthorized');
  });

  it('super lists users filtered by effective role, by text, with paging', async () => {
    const member = await signIn(s, freshEmail('member'));
    const vip = await signIn(s, freshEmail('vip'));
    const manager = await signIn(s, freshEmail('manager'));
    const [monthly] = await dispatchTickets(s, admin.token, 100);
    const [promax] = await dispatchTickets(s, admin.token, 2400);
    expectOk(await activateTicket(s, member.token, monthly as string));
    expectOk(await activateTicket(s, vip.token, promax as string));
    expectOk(await s.call('/api/user/update/market/admin', { userid: manager.user.userid, role: 'manager' }, { token: admin.token }));

    const all = await users({ pageSize: 200 });
    expect(all.total).toBe(all.list.length);
    for (const u of [me, member, vip, manager, admin]) expect(ids(all.list)).toContain(u.user.userid);

    const expectations = [
      ['user', me, [member, vip, manager, admin]],
      ['member', member, [me, vip, manager, admin]],
      ['vip', vip, [me, member, manager, admin]],
      ['manager', manager, [me, member, vip, admin]],
      ['super', admin, [me, member, vip, manager]],
    ] as const;
    for (const [type, inside, outside] of expectations) {
      const found = await users({ type, pageSize: 200 });
      expect(ids(found.list), type).toContain(inside.user.userid);
      for (const o of outside) expect(ids(found.list), `${type} excludes ${o.email}`).not.toContain(o.user.userid);
      for (const u of found.list) expect(u.role).toBe(type);
    }
    const memberRow = (await users({ type: 'member', pageSize: 200 })).list.find(
      (u: { userid: string }) => u.userid === member.user.userid,
    );
    expect(memberRow).toMatchObject({ role: 'member', assignedRole: 'user', email: member.email, sessions: 1 });

    const byText = await users({ query: member.email.slice(0, 12).toUpperCase() });
    expect(ids(byText.list)).toEqual([member.user.userid]);
    expect(ids((await users({ query: vip.user.userid })).list)).toEqual([vip.user.userid]);
    // The nickname is searched without regard to case on both databases.
    const nick = `Zebra${Math.random().toString(36).slice(2, 8)}`;
    expectOk(await update('name', { username: `Mr ${nick}` }, vip.token));
    expect(ids((await users({ query: nick.toUpperCase() })).list)).toEqual([vip.user.userid]);
    expect(ids((await users({ query: nick.toLowerCase() })).list)).toEqual([vip.user.userid]);

    const page1 = await users({ page: 1, pageSize: 2 });
    const page2 = await users({ page: 2, pageSize: 2 });
    expect(page1.list).toHaveLength(2);
    expect(page2.list).toHaveLength(2);
    expect(new Set([...ids(page1.list), ...ids(page2.list)]).size).toBe(4);
    expect(page1.total).toBe(all.total);

    // When the subscription lapses the member is listed as a user again.
    s.clock.advance(31 * DAY);
    admin = await signInSuper(s);
    expect(ids((await users({ type: 'user', pageSize: 200 })).list)).toContain(member.user.userid);
    expect(ids((await users({ type: 'member', pageSize: 200 })).list)).not.toContain(member.user.userid);
  });

  it('super changes a user’s role and market', async () => {
    const changed = expectOk(
      await s.call('/api/user/update/market/admin', { userid: me.user.userid, role: 'vip', market: 'HK' }, { token: admin.token }),
    );
    expect(changed.user).toMatchObject({ userid: me.user.userid, role: 'vip', assignedRole: 'vip', market: 'HK' });
    expect(expectOk(await whoAmI(s, me.token)).user).toMatchObject({ role: 'vip', market: 'HK' });
    const marketOnly = expectOk(await s.call('/api/user/update/market/admin', { userid: me.user.userid, market: 'US' }, { token: admin.token }));
    expect(marketOnly.user).toMatchObject({ role: 'vip', market: 'US' });
    const neither = expectRefusal(
      await s.call('/api/user/update/market/admin', { userid: me.user.userid }, { token: admin.token }),
      422,
      'invalidField',
    );
    expect(neither.body.field).toBe('role');
    expectRefusal(
      await s.call('/api/user/update/market/admin', { userid: me.user.userid, market: 'MARS' }, { token: admin.token }),
      422,
      'invalidField',
    );
    expectRefusal(
      await s.call('/api/user/update/market/admin', { userid: 'nobody', market: 'US' }, { token: admin.token }),
      404,
      'userNotFound',
    );
  });

  it('super cannot change their own role, but may change their own market', async () => {
    const res = expectRefusal(
      await s.call('/api/user/update/market/admin', { userid: admin.user.userid, role: 'user' }, { token: admin.token }),
      409,
      'cannotChangeSelf',
    );
    expect(res.body.field).toBe('role');
    expect(expectOk(await whoAmI(s, admin.token)).user.role).toBe('super');
    const market = expectOk(
      await s.call('/api/user/update/market/admin', { userid: admin.user.userid, market: 'CN' }, { token: admin.token }),
    );
    expect(market.user).toMatchObject({ role: 'super', market: 'CN' });
    expectOk(await s.call('/api/user/update/market/admin', { userid: admin.user.userid, market: 'ALL' }, { token: admin.token }));
  });

  it('changes only the caller’s own profile', async () => {
    const other = await signIn(s);
    expectOk(await update('name', { username: 'Mine' }));
    const otherNow = expectOk(await whoAmI(s, await freshToken(s, other.user.userid))).user;
    expect(otherNow.username).toBe(other.user.username);
  });
});
