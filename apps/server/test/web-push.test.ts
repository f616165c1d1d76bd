import { createServer, type Server } from 'node:net';
import { MESSENGER_LIMITS } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, startServer, type TestServer } from './harness.js';
import { alertFor, browserPushKeys, fakePushService, subscriber } from './messengerFakes.js';

describeEachDatabase('web push endpoints', (kind) => {
  let s: TestServer;
  let push: Awaited<ReturnType<typeof fakePushService>>;
  /** Counts every connection made to it: an address the server must never post to. */
  let internal: Server;
  let internalConnections = 0;
  let internalPort: number;

  beforeAll(async () => {
    push = await fakePushService();
    internal = createServer((socket) => {
      internalConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalPort = (internal.address() as { port: number }).port;
    s = await startServer(kind, { env: { DELIVERY_RETRY_MS: '10' } });
  });
  afterAll(async () => {
    await s?.close();
    await push?.close();
    await new Promise((resolve) => internal?.close(resolve));
  });

  const subscribe = (token: string, body: unknown) => s.call('/api/messenger/push/subscribe', body, { token });
  const unsubscribe = (token: string, endpoint: string) => s.call('/api/messenger/push/unsubscribe', { endpoint }, { token });
  const browsersOf = (userid: string) => s.services.db.selectFrom('push_subscriptions').selectAll().where('userid', '=', userid).orderBy('created_at').execute();
  const phoneOwner = async () => {
    const owner = await subscriber(s, 2400);
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'webpush', mode: 'on' }, { token: owner.token }));
    return owner;
  };
  const alert = async (...userids: string[]) => {
    await s.app.messenger.deliver(userids.map((userid) => alertFor(userid)));
    await s.app.messenger.settled();
  };

  it('accepts https endpoints on the push services’ hosts', async () => {
    const owner = await subscriber(s, 2400);
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dXNlcg:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://autopush.stage.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
      'https://web.push.apple.com/QGx3ZCN',
      'https://api.push.apple.com/3/device/QGx3ZCN',
    ];
    for (const endpoint of endpoints) expectOk(await subscribe(owner.token, { endpoint, keys: browserPushKeys() }));
    expect((await browsersOf(owner.userid)).map((b) => b.endpoint).sort()).toEqual([...endpoints].sort());
  });

  it('refuses any other endpoint with a 422 naming the field: plain http, other hosts, private addresses and forged names', async () => {
    const owner = await subscriber(s, 2400);
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/fcm/send/abc',
      'https://push.example.test/abc',
      'https://127.0.0.1/push',
      `https://127.0.0.1:${internalPort}/push`,
      'https://10.0.0.5/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://2130706433/push',
      'https://localhost/push',
      'https://fcm.googleapis.com.evil.test/fcm/send/abc',
      'https://evil.test/fcm.googleapis.com',
      'https://fcm.googleapis.com@evil.test/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://evilpush.apple.com/abc',
      'https://push.services.mozilla.com.evil.test/abc',
      'https://notify.windows.com/abc',
      'fcm.googleapis.com/fcm/send/abc',
      'javascript:alert(1)',
      '',
      `https://fcm.googleapis.com/${'a'.repeat(2_100)}`,
    ];
    for (const endpoint of refused) {
      const res = expectRefusal(await subscribe(owner.token, { endpoint, keys: browserPushKeys() }), 422, 'webPushEndpointInvalid');
      expect(res.body.field, endpoint).toBe('endpoint');
    }
    expect(await browsersOf(owner.userid)).toHaveLength(0);
  });

  it('refuses keys of any size but a P-256 public key and a 16-byte secret', async () => {
    const owner = await subscriber(s, 2400);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/keys';
    const good = browserPushKeys();
    const bad: Array<[Partial<typeof good>, string]> = [
      [{ p256dh: good.p256dh.slice(1) }, 'keys.p256dh'],
      [{ p256dh: `${good.p256dh}AAAA` }, 'keys.p256dh'],
      [{ p256dh: 'A'.repeat(60_000) }, 'keys.p256dh'],
      [{ p256dh: `${good.p256dh.slice(0, -1)}+` }, 'keys.p256dh'],
      [{ auth: good.auth.slice(2) }, 'keys.auth'],
      [{ auth: `${good.auth}AAAA` }, 'keys.auth'],
      [{ auth: 'A'.repeat(60_000) }, 'keys.auth'],
    ];
    for (const [keys, field] of bad) {
      const res = expectRefusal(await subscribe(owner.token, { endpoint, keys: { ...good, ...keys } }), 422, 'webPushKeyInvalid');
      expect(res.body.field).toBe(field);
    }
    expect(await browsersOf(owner.userid)).toHaveLength(0);
    expectOk(await subscribe(owner.token, { endpoint, keys: { p256dh: `${good.p256dh}=`, auth: `${good.auth}==` } }));
  });

  it('keeps an endpoint with the user who registered it: another user can neither take it over nor reach that browser', async () => {
    const first = await phoneOwner();
    const second = await phoneOwner();
    const phone = push.subscription('first-phone');
    expectOk(await subscribe(first.token, phone));

    const hijack = expectRefusal(await subscribe(second.token, { endpoint: phone.endpoint, keys: browserPushKeys() }), 409, 'webPushEndpointTaken');
    expect(hijack.body.field).toBe('endpoint');
    expect(await browsersOf(first.userid)).toEqual([expect.objectContaining({ endpoint: phone.endpoint, p256dh: phone.keys.p256dh, auth: phone.keys.auth })]);
    expect(await browsersOf(second.userid)).toHaveLength(0);

    const before = push.received.length;
    await alert(first.userid, second.userid);
    expect(push.received.slice(before).map((r) => r.path)).toEqual(['/push/first-phone']);

    // Unsubscribing removes only one's own browser.
    expectOk(await unsubscribe(second.token, phone.endpoint));
    expect(await browsersOf(first.userid)).toHaveLength(1);
    expectOk(await unsubscribe(first.token, phone.endpoint));
    expect(await browsersOf(first.userid)).toHaveLength(0);
    // Once its owner let it go, the browser may be registered by whoever uses it now.
    expectOk(await subscribe(second.token, phone));
  });

  it('never posts to an endpoint saved before endpoints were checked, and forgets it', async () => {
    const owner = await phoneOwner();
    const endpoint = `http://127.0.0.1:${internalPort}/internal`;
    await s.services.db.insertInto('push_subscriptions').values({ endpoint, userid: owner.userid, ...browserPushKeys(), created_at: s.clock.now() }).execute();
    await alert(owner.userid);
    expect(internalConnections).toBe(0);
    expect(await browsersOf(owner.userid)).toHaveLength(0);
    const [delivery] = await s.services.db.selectFrom('messenger_deliveries').selectAll().where('userid', '=', owner.userid).execute();
    expect(delivery).toMatchObject({ channel: 'webpush', outcome: 'failed' });
  });

  it(`keeps a user's newest ${MESSENGER_LIMITS.pushSubscriptionsPerUser} browsers`, async () => {
    const owner = await subscriber(s, 2400);
    const endpoints = Array.from({ length: MESSENGER_LIMITS.pushSubscriptionsPerUser + 2 }, (_, i) => `https://fcm.googleapis.com/fcm/send/browser-${i}`);
    for (const endpoint of endpoints) {
      expectOk(await subscribe(owner.token, { endpoint, keys: browserPushKeys() }));
      s.clock.advance(1);
    }
    expect((await browsersOf(owner.userid)).map((b) => b.endpoint)).toEqual(endpoints.slice(2));
  });
});
