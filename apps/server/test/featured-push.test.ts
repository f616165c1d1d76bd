import { FEATURED_SESSION, type Message } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app/buildApp.js';
import { describeEachDatabase, expectOk, PUBLIC_URL, quickUser, setRole, signInSuper, type SignedIn, startServer, type TestServer } from './harness.js';
import { NotifyClient, subscriber } from './messengerFakes.js';
import { confirmedPushEmail } from './pushEmailSteps.js';

describeEachDatabase('featured ideas pushed through the messenger', (kind) => {
  let s: TestServer;
  let url: string;
  let admin: SignedIn;
  let member: { userid: string; token: string };
  let vip: { userid: string; token: string };
  let lapsed: { userid: string; token: string };
  let plain: { userid: string; token: string };
  const clients: NotifyClient[] = [];
  const featured = (path: string, body: unknown) => s.call(`/api/stock/featured/${path}`, body, { token: admin.token });
  const sessions = async (who: { token: string }) => expectOk(await s.call('/api/messenger/session/list', {}, { token: who.token }));
  const thread = async (who: { token: string }) =>
    expectOk(await s.call('/api/messenger/message/list', { sessionid: FEATURED_SESSION }, { token: who.token })).list as Message[];
  const pushes = () => s.services.db.selectFrom('featured_pushes').selectAll().orderBy('pushed_at').execute();
  const messagesOf = (userid: string) => s.services.db.selectFrom('messenger_messages').selectAll().where('userid', '=', userid).execute();

  beforeAll(async () => {
    s = await startServer(kind);
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signInSuper(s);
    member = await subscriber(s);
    lapsed = await subscriber(s);
    plain = await quickUser(s);
    vip = await quickUser(s);
    await setRole(s, admin.token, vip.userid, 'vip');
    // A subscription that ended yesterday leaves a user, whatever it once granted.
    await s.services.db.updateTable('users').set({ sub_exp: s.clock.now() - 86_400 }).where('userid', '=', lapsed.userid).execute();
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await s?.close();
  });

  it('sends a pushed idea to every member as one unread message in the featured session, and notifies their sockets', async () => {
    const socket = new NotifyClient(url, member.token);
    clients.push(socket);
    await socket.connected();
    const idea = expectOk(await featured('create', { symbol: 'NVDA', title: 'Breakout over the band', reason: 'Bull order, phase C' })).item;
    s.clock.advance(60);

    const pushed = expectOk(await featured('push', { idx: idea.idx })).item;
    expect(pushed).toMatchObject({ idx: idea.idx, pushed: 1, pushedAt: s.clock.now() });

    const [notified] = (await socket.next(1)) as [Message];
    expect(notified).toEqual({
      id: expect.any(String),
      type: 'featured',
      symbol: 'NVDA',
      duration: '1d',
      name: expect.stringMatching(/NVIDIA/i),
      payload: { idx: idea.idx, title: 'Breakout over the band', reason: 'Bull order, phase C' },
      ts: s.clock.now(),
      schema: 'featured-idea.v1',
      hasread: 0,
      sessionid: FEATURED_SESSION,
      sessioname: 'Featured ideas',
    });

    for (const who of [member, vip, admin]) {
      const { list, unread } = await sessions(who);
      expect(list).toEqual([expect.objectContaining({ sessionid: FEATURED_SESSION, sessioname: 'Featured ideas', unreadCount: 1 })]);
      expect(unread).toBe(1);
      expect(await thread(who)).toEqual([expect.objectContaining({ type: 'featured', symbol: 'NVDA', hasread: 0 })]);
    }
    expect(await messagesOf(plain.userid)).toEqual([]);
    expect(await messagesOf(lapsed.userid)).toEqual([]);

    const [record] = await pushes();
    expect(record).toMatchObject({ idx: idea.idx, symbol: 'NVDA', pushed_by: admin.user.userid });
    expect(Number(record?.delivered_at)).toBe(s.clock.now());
  });

  it('sends a second push of the same idea as a new message in the same session', async () => {
    const [idea] = expectOk(await featured('list', {})).list;
    s.clock.advance(60);
    expectOk(await featured('push', { idx: idea.idx }));
    const { list, unread } = await sessions(member);
    expect(list).toEqual([expect.objectContaining({ sessionid: FEATURED_SESSION, unreadCount: 2 })]);
    expect(unread).toBe(2);
    expect((await thread(member)).map((m) => m.ts)).toEqual([s.clock.now(), s.clock.now() - 60]);
    expect((await pushes()).every((push) => push.delivered_at !== null)).toBe(true);

    expectOk(await s.call('/api/messenger/session/read', { sessionid: FEATURED_SESSION }, { token: member.token }));
    expect((await sessions(member)).unread).toBe(0);
  });

  it('keeps a push whose messages could not be stored, and sends it with the next push', async () => {
    const messenger = s.app.messenger;
    const notify = messenger.notify;
    messenger.notify = () => Promise.reject(new Error('the database refused the messages'));
    const idea = expectOk(await featured('create', { symbol: 'AAPL', title: 'Hold the gap' })).item;
    s.clock.advance(60);
    try {
      expect(expectOk(await featured('push', { idx: idea.idx })).item).toMatchObject({ pushed: 1 });
    } finally {
      messenger.notify = notify;
    }
    const failedAt = s.clock.now();
    const waiting = (await pushes()).filter((push) => push.delivered_at === null);
    expect(waiting).toEqual([expect.objectContaining({ idx: idea.idx, symbol: 'AAPL' })]);
    expect((await sessions(member)).unread).toBe(0);

    const next = expectOk(await featured('create', { symbol: 'TSLA', title: 'Base after the drop' })).item;
    s.clock.advance(60);
    expectOk(await featured('push', { idx: next.idx }));
    // Both arrive now, the late one included.
    expect((await thread(member)).filter((m) => m.ts === s.clock.now()).map((m) => m.symbol).sort()).toEqual(['AAPL', 'TSLA']);
    expect((await sessions(member)).unread).toBe(2);
    expect((await pushes()).filter((push) => push.delivered_at === null)).toEqual([]);
    expect(Number((await pushes()).find((push) => push.idx === idea.idx)?.delivered_at)).toBeGreaterThan(failedAt);
    expect(await messagesOf(plain.userid)).toEqual([]);
  });

  it('sends a push left waiting by a stopped server when the server starts again', async () => {
    const idea = expectOk(await featured('create', { symbol: 'AMZN', title: 'Range breakout' })).item;
    s.clock.advance(60);
    const push = { id: 'left-waiting', idx: idea.idx, symbol: 'AMZN', title: idea.title, reason: '', pushed_by: admin.user.userid, pushed_at: s.clock.now(), delivered_at: null };
    await s.services.db.insertInto('featured_pushes').values(push).execute();
    const restarted = await buildApp(s.services);
    try {
      await restarted.ready();
    } finally {
      await restarted.close();
    }
    const [record] = await s.services.db.selectFrom('featured_pushes').selectAll().where('id', '=', push.id).execute();
    expect(Number(record?.delivered_at)).toBe(s.clock.now());
    expect((await thread(member))[0]).toMatchObject({ symbol: 'AMZN', payload: { idx: idea.idx, title: 'Range breakout', reason: '' } });
  });

  it('delivers the idea on the channels a member switched on, with its reasons and the chart link', async () => {
    await confirmedPushEmail(s, vip.token, 'ideas@example.test', (address) => s.mail.lastTo(address).subject);
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'on' }, { token: vip.token }));
    const idea = expectOk(await featured('create', { symbol: 'MSFT', title: 'Trend resumes', reason: 'Higher low on the daily chart' })).item;
    s.clock.advance(60);
    expectOk(await featured('push', { idx: idea.idx }));
    await s.app.messenger.settled();
    const mail = s.mail.lastTo('ideas@example.test');
    expect(mail.subject).toBe('SignalDesk featured idea: MSFT Trend resumes');
    expect(mail.text).toContain('Higher low on the daily chart');
    expect(mail.text).toContain(`${PUBLIC_URL}/apps/quote/folder/all/MSFT/1d`);
    const [message] = await thread(vip);
    const [delivery] = await s.services.db.selectFrom('messenger_deliveries').selectAll().where('message_id', '=', message?.id ?? '').execute();
    expect(delivery).toMatchObject({ channel: 'email', outcome: 'delivered', userid: vip.userid });
  });
});
