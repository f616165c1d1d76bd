import { LIMITS, type Message, type MessengerSession } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, quickUser, signInSuper, type TestServer, useServer } from './harness.js';
import { alertFor, browserPushKeys, subscriber } from './messengerFakes.js';
import { confirmedPushEmail } from './pushEmailSteps.js';

describeEachDatabase('messenger messages and sessions', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let trader: { userid: string; token: string };

  const sessions = async (token: string): Promise<{ list: MessengerSession[]; unread: number }> =>
    expectOk(await s.call('/api/messenger/session/list', {}, { token }));
  const page = async (token: string, body: { sessionid?: string; before?: string }): Promise<{ list: Message[]; more: boolean }> =>
    expectOk(await s.call('/api/messenger/message/list', body, { token }));

  beforeAll(async () => {
    s = server();
    trader = await subscriber(s);
    // 110 alerts of one strategy over eleven rounds, then 10 of another: each round a minute later.
    for (let round = 0; round < 11; round += 1) {
      s.clock.advance(60);
      await s.app.messenger.deliver(Array.from({ length: 10 }, () => alertFor(trader.userid)));
    }
    s.clock.advance(60);
    await s.app.messenger.deliver(Array.from({ length: 10 }, () => alertFor(trader.userid, { strategyId: 'strategy-b', strategyName: 'Pullback', symbol: 'MSFT', name: 'Microsoft' })));
  });

  it('lists sessions newest first with unread counts and the latest message', async () => {
    const { list, unread } = await sessions(trader.token);
    expect(unread).toBe(120);
    expect(list.map((x) => [x.sessionid, x.sessioname, x.unreadCount])).toEqual([
      ['strategy-b', 'Pullback', 10],
      ['strategy-a', 'Breakout', 110],
    ]);
    expect(list[0]?.latestMessage).toMatchObject({ ts: s.clock.seconds, symbol: 'MSFT', name: 'Microsoft' });
    expect(list[0]?.latestMessage?.payload).toMatchObject({ 'matrix.mma10': 1.5, 'trend.route': 'up', bar: expect.any(Number) });
  });

  it('pages a thread 50 at a time, newest first, without gaps or repeats', async () => {
    const first = await page(trader.token, { sessionid: 'strategy-a' });
    expect(first.list).toHaveLength(LIMITS.messagePageSize);
    expect(first.more).toBe(true);
    const second = await page(trader.token, { sessionid: 'strategy-a', before: first.list.at(-1)!.id });
    const third = await page(trader.token, { sessionid: 'strategy-a', before: second.list.at(-1)!.id });
    expect([second.list.length, second.more, third.list.length, third.more]).toEqual([50, true, 10, false]);
    const all = [...first.list, ...second.list, ...third.list];
    expect(new Set(all.map((m) => m.id)).size).toBe(110);
    const times = all.map((m) => m.ts);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ type: 'strategy', symbol: 'AAPL', duration: '1d', hasread: 0, sessionid: 'strategy-a', sessioname: 'Breakout', schema: 'strategy-alert.v1' });
  });

  it('gives the notification centre every session’s messages, newest first', async () => {
    const { list } = await page(trader.token, {});
    expect(list).toHaveLength(50);
    expect(list.slice(0, 10).every((m) => m.sessionid === 'strategy-b')).toBe(true);
    expect(list[10]?.sessionid).toBe('strategy-a');
  });

  it('stores an alert raised again for the same bar only once', async () => {
    const alert = alertFor(trader.userid, { strategyId: 'strategy-c', strategyName: 'Once' });
    await s.app.messenger.deliver([alert]);
    await s.app.messenger.deliver([alert, { ...alert }]);
    const { list } = await sessions(trader.token);
    expect(list.find((x) => x.sessionid === 'strategy-c')?.unreadCount).toBe(1);
  });

  it('marks a session read when it is opened, and only that session', async () => {
    const read = expectOk(await s.call('/api/messenger/session/read', { sessionid: 'strategy-a' }, { token: trader.token }));
    expect(read.session).toMatchObject({ sessionid: 'strategy-a', unreadCount: 0 });
    expect(read.unread).toBe(11);
    const thread = await page(trader.token, { sessionid: 'strategy-a' });
    expect(thread.list.every((m) => m.hasread === 1)).toBe(true);
    const other = await page(trader.token, { sessionid: 'strategy-b' });
    expect(other.list.every((m) => m.hasread === 0)).toBe(true);
    // A later alert makes the session unread again.
    s.clock.advance(60);
    await s.app.messenger.deliver([alertFor(trader.userid)]);
    expect((await sessions(trader.token)).list[0]).toMatchObject({ sessionid: 'strategy-a', unreadCount: 1 });
  });

  it('keeps each trader’s messages to themselves', async () => {
    const other = await subscriber(s);
    expect(await sessions(other.token)).toEqual({ list: [], unread: 0 });
    expectRefusal(await s.call('/api/messenger/session/read', { sessionid: 'strategy-a' }, { token: other.token }), 404, 'messengerSessionNotFound');
    expectRefusal(await s.call('/api/messenger/message/list', { sessionid: 'strategy-a' }, { token: other.token }), 404, 'messengerSessionNotFound');
    const mine = await page(trader.token, { sessionid: 'strategy-a' });
    expectRefusal(await s.call('/api/messenger/message/list', { before: mine.list[0]!.id }, { token: other.token }), 404, 'notFound');
  });

  it('is for members: a user without a subscription and a signed-out caller are refused', async () => {
    const plain = await quickUser(s);
    expectRefusal(await s.call('/api/messenger/session/list', {}, { token: plain.token }), 403, 'forbidden');
    expectRefusal(await s.call('/api/messenger/session/list', {}), 401, 'unauthorized');
    expectRefusal(await s.call('/api/messenger/session/read', { sessionid: '' }, { token: trader.token }), 422, 'invalidField');
  });

  it("draws a message's chart picture for its owner only, as its channels send it, a few a minute", async () => {
    const [message] = (await page(trader.token, { sessionid: 'strategy-b' })).list;
    const asked = (id: string, token = trader.token) => s.call('/api/messenger/message/picture', { id }, { token });
    const { picture } = expectOk(await asked(message!.id));
    expect(picture).toMatchObject({ width: 800, height: 600 });
    expect(Buffer.from(picture.png, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    const stranger = await subscriber(s);
    expectRefusal(await asked(message!.id, stranger.token), 404, 'messageNotFound');
    expectRefusal(await asked('no-such-message'), 404, 'messageNotFound');
    expectRefusal(await asked('x'.repeat(5_000)), 422, 'invalidField');
    for (let n = 0; n < 30; n += 1) await asked(message!.id, stranger.token);
    expectRefusal(await asked(message!.id, stranger.token), 429, 'tooManyRequests');
  });

  it('lets only super raise a test alert', async () => {
    const admin = await signInSuper(s);
    const target = await quickUser(s);
    expectRefusal(await s.call('/api/messenger/test-alert', { userid: target.userid, symbol: 'AAPL' }, { token: trader.token }), 403, 'forbidden');
    expectRefusal(await s.call('/api/messenger/test-alert', { userid: 'nobody', symbol: 'AAPL' }, { token: admin.token }), 404, 'userNotFound');
    expectRefusal(await s.call('/api/messenger/test-alert', { userid: target.userid, symbol: 'ZZZZ9' }, { token: admin.token }), 404, 'unknownSymbol');
    s.clock.advance(60);
    expectOk(await s.call('/api/messenger/test-alert', { userid: trader.userid, symbol: 'TSLA', strategyName: 'Check' }, { token: admin.token }));
    const { list } = await sessions(trader.token);
    expect(list[0]).toMatchObject({ sessionid: 'test-alert', sessioname: 'Check', unreadCount: 1, latestMessage: { symbol: 'TSLA' } });
  });
});

describeEachDatabase('messenger delivery channel settings', (kind) => {
  const server = useServer(kind);
  let s: TestServer;

  beforeAll(() => {
    s = server();
  });

  it('starts with every channel off and switches e-mail on once there is a confirmed push address', async () => {
    const trader = await subscriber(s);
    const settings = expectOk(await s.call('/api/messenger/channel/list', {}, { token: trader.token }));
    expect(settings).toMatchObject({
      telegram: { mode: 'off', linked: false, available: false },
      email: { mode: 'off' },
      webpush: { mode: 'off', allowed: false, subscriptions: 0 },
    });
    expect(settings.webpush.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    await confirmedPushEmail(s, trader.token, 'alerts@example.test', (address) => s.mail.lastTo(address).subject);
    const silent = expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'silent' }, { token: trader.token }));
    expect(silent.email).toEqual({ mode: 'silent', address: 'alerts@example.test', confirmed: true, available: true });
  });

  it('refuses a channel that cannot deliver, naming why', async () => {
    const trader = await subscriber(s);
    expectRefusal(await s.call('/api/messenger/channel/update', { channel: 'telegram', mode: 'on' }, { token: trader.token }), 422, 'telegramUnavailable');
    expectRefusal(await s.call('/api/messenger/channel/update', { channel: 'webpush', mode: 'on' }, { token: trader.token }), 422, 'webPushNeedsPromax');
    expectRefusal(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'loud' }, { token: trader.token }), 422, 'invalidField');
    expectRefusal(await s.call('/api/messenger/channel/update', { channel: 'fax', mode: 'on' }, { token: trader.token }), 422, 'invalidField');
    expectRefusal(await s.call('/api/messenger/telegram/link', {}, { token: trader.token }), 422, 'telegramUnavailable');
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: browserPushKeys() };
    expectRefusal(await s.call('/api/messenger/push/subscribe', subscription, { token: trader.token }), 422, 'webPushNeedsPromax');
    expectRefusal(
      await s.call('/api/messenger/push/subscribe', { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, { token: trader.token }),
      422,
      'webPushEndpointInvalid',
    );
  });

  it('gives Promax subscribers phone notification', async () => {
    const promax = await subscriber(s, 2400);
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/promax', keys: browserPushKeys() };
    expectOk(await s.call('/api/messenger/push/subscribe', subscription, { token: promax.token }));
    const on = expectOk(await s.call('/api/messenger/channel/update', { channel: 'webpush', mode: 'on' }, { token: promax.token }));
    expect(on.webpush).toMatchObject({ mode: 'on', allowed: true, subscriptions: 1 });
    expectOk(await s.call('/api/messenger/push/unsubscribe', { endpoint: subscription.endpoint }, { token: promax.token }));
    const after = expectOk(await s.call('/api/messenger/channel/list', {}, { token: promax.token }));
    expect(after.webpush.subscriptions).toBe(0);
  });
});

