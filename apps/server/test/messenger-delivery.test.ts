import type { Message } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, describeEachDatabase, expectOk, expectRefusal, freshToken, PUBLIC_URL, quickUser, startServer, type TestServer } from './harness.js';
import { alertFor, fakePushService, fakeSmtp, fakeTelegram, NotifyClient, subscriber, telegramUpdate } from './messengerFakes.js';
import { confirmedPushEmail, lastSmtpSubject } from './pushEmailSteps.js';

const BOT_TOKEN = '123456:test-token';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

describeEachDatabase('alert delivery', (kind) => {
  let s: TestServer;
  let url: string;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let push: Awaited<ReturnType<typeof fakePushService>>;
  let trader: { userid: string; token: string };
  const clients: NotifyClient[] = [];
  const connect = (token: string) => {
    const client = new NotifyClient(url, token);
    clients.push(client);
    return client;
  };
  const webhook = (body: unknown, secret?: string) =>
    s.call('/api/telegram/webhook', body, { headers: secret ? { 'x-telegram-bot-api-secret-token': secret } : {} });
  const deliveries = (messageId: string) =>
    s.services.db.selectFrom('messenger_deliveries').selectAll().where('message_id', '=', messageId).orderBy('channel').execute();

  beforeAll(async () => {
    telegram = await fakeTelegram(BOT_TOKEN);
    smtp = await fakeSmtp();
    push = await fakePushService();
    s = await startServer(kind, {
      configuredMailer: true,
      env: {
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SMTP_URL: smtp.url,
        DELIVERY_RETRY_MS: '10',
      },
    });
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    trader = await subscriber(s);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await s?.close();
    await Promise.all([telegram?.close(), smtp?.close(), push?.close()]);
  });

  it('authenticates the notification socket at the handshake', async () => {
    expect(await connect('').refused()).toMatchObject({ key: 'unauthorized' });
    expect(await connect('not-a-token').refused()).toMatchObject({ key: 'sessionEnded' });
    const plain = await quickUser(s);
    expect(await connect(plain.token).refused()).toMatchObject({ key: 'forbidden' });
    await connect(trader.token).connected();
  });

  it('links a Telegram chat with a one-time code sent to the bot as /start <code>', async () => {
    const link = expectOk(await s.call('/api/messenger/telegram/link', {}, { token: trader.token }));
    expect(link.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link.botUrl).toBe('https://t.me/signaldesk_test_bot');
    const start = telegramUpdate(1, 777_001, `/start ${link.code}`);
    expectRefusal(await webhook(start), 401, 'unauthorized');
    expectRefusal(await webhook(start, 'wrong-secret-of-same-size!'), 401, 'unauthorized');
    expect(telegram.sent()).toHaveLength(0);

    expect((await webhook(start, WEBHOOK_SECRET)).status).toBe(200);
    expect(telegram.sent().at(-1)?.params).toMatchObject({ chat_id: 777_001, text: expect.stringMatching(/^Linked/) });
    const settings = expectOk(await s.call('/api/messenger/channel/list', {}, { token: trader.token }));
    expect(settings.telegram).toEqual({ mode: 'on', linked: true, available: true });

    // The code works once: sent again, or by another chat, it links nothing.
    expect((await webhook(telegramUpdate(2, 777_002, `/start ${link.code}`, 'zh'), WEBHOOK_SECRET)).status).toBe(200);
    expect(telegram.sent().at(-1)?.params).toMatchObject({ chat_id: 777_002, text: expect.stringContaining('绑定码无效') });
    const user = await s.services.db.selectFrom('users').select('telegram_id').where('userid', '=', trader.userid).executeTakeFirstOrThrow();
    expect(user.telegram_id).toBe('777001');
  });

  it('stores an alert, notifies the socket, and delivers it to Telegram and the push e-mail, retrying a failure', async () => {
    await confirmedPushEmail(s, trader.token, 'alerts@example.test', (address) => lastSmtpSubject(smtp.inbox, address));
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'on' }, { token: trader.token }));
    const socket = connect(trader.token);
    await socket.connected();
    telegram.failNext(2);

    await s.app.messenger.deliver([alertFor(trader.userid, { symbol: 'NVDA', name: 'NVIDIA', strategyName: 'Golden cross' })]);
    const [message] = (await socket.next(1)) as [Message];
    expect(message).toMatchObject({ symbol: 'NVDA', name: 'NVIDIA', sessioname: 'Golden cross', hasread: 0, duration: '1d' });
    const stored = expectOk(await s.call('/api/messenger/message/list', { sessionid: message.sessionid }, { token: trader.token }));
    expect(stored.list[0].id).toBe(message.id);

    socket.socket.emit('ack-notification', { id: message.id });
    await s.app.messenger.settled();

    // NVDA's series is fetched for the alert's picture, so the alert goes as a photo with its words as the caption.
    const sent = telegram.messages().filter((c) => c.params.chat_id === '777001');
    expect(sent).toHaveLength(3);
    const alert = sent.at(-1)!;
    expect(alert.method).toBe('sendPhoto');
    expect(alert.params).toMatchObject({ parse_mode: 'HTML', disable_notification: 'false' });
    expect(alert.params.caption).toContain('NVDA');
    expect(alert.params.caption).toContain('Golden cross');
    expect(alert.params.caption).toContain(`href="${PUBLIC_URL}/apps/quote/folder/all/NVDA/1d"`);

    const mail = smtp.inbox.filter((m) => m.to.includes('alerts@example.test')).at(-1);
    expect(mail?.raw).toMatch(/Subject: SignalDesk alert: NVDA in Golden cross/);
    expect(mail?.raw).toContain('/apps/quote/folder/all/NVDA/1d');

    expect((await deliveries(message.id)).map((d) => [d.channel, d.outcome, d.attempts])).toEqual([
      ['email', 'delivered', 1],
      ['telegram', 'delivered', 3],
    ]);
    await expect.poll(async () => (await s.services.db.selectFrom('messenger_messages').select('acked_at').where('id', '=', message.id).executeTakeFirstOrThrow()).acked_at).toBe(s.clock.seconds);
  });

  it('acknowledges the notifications that come together in one batch, each only for its own user', async () => {
    const other = await subscriber(s);
    const mine = connect(trader.token);
    const theirs = connect(other.token);
    await Promise.all([mine.connected(), theirs.connected()]);
    await s.app.messenger.deliver([alertFor(trader.userid), alertFor(trader.userid, { symbol: 'MSFT' }), alertFor(other.userid)]);
    const [first, second] = (await mine.until((got) => got.length >= 2, 5_000)).slice(-2) as [Message, Message];
    const [foreign] = (await theirs.next(1)) as [Message];
    const ackedAt = async (id: string) =>
      (await s.services.db.selectFrom('messenger_messages').select('acked_at').where('id', '=', id).executeTakeFirstOrThrow()).acked_at;

    // Another user's message id is ignored, even beside the trader's own in the same batch, and so is an id written
    // to break out of the batch's JSON or SQL.
    const breakouts = [`x"},{"id":"${foreign.id}`, `' OR 1=1 --`, '\\"}]'];
    for (const id of [foreign.id, ...breakouts, first.id, second.id]) mine.socket.emit('ack-notification', { id });
    await expect.poll(async () => [await ackedAt(first.id), await ackedAt(second.id)]).toEqual([s.clock.seconds, s.clock.seconds]);
    expect(await ackedAt(foreign.id)).toBeNull();
    theirs.socket.emit('ack-notification', { id: foreign.id });
    await expect.poll(() => ackedAt(foreign.id)).toBe(s.clock.seconds);
    await s.app.messenger.settled();
  });

  it('records a delivery that keeps failing after its retries, and sends silently when asked', async () => {
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'telegram', mode: 'silent' }, { token: trader.token }));
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'off' }, { token: trader.token }));
    const before = telegram.messages().length;
    telegram.failNext(10);
    await s.app.messenger.deliver([alertFor(trader.userid)]);
    await s.app.messenger.settled();
    const attempts = telegram.messages().slice(before);
    expect(attempts).toHaveLength(4);
    // A photo's fields travel as multipart form text.
    expect(attempts.every((c) => String(c.params.disable_notification) === 'true')).toBe(true);
    const failed = await s.services.db.selectFrom('messenger_deliveries').selectAll().where('outcome', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ channel: 'telegram', attempts: 4, userid: trader.userid });
    expect(failed[0]?.last_error).toMatch(/Bad Gateway/);
    telegram.failNext(0);
  });

  it('pushes an encrypted notice to a Promax subscriber’s browser, and forgets a browser the push service dropped', async () => {
    const promax = await subscriber(s, 2400);
    const subscription = push.subscription('phone-1');
    expectOk(await s.call('/api/messenger/push/subscribe', subscription, { token: promax.token }));
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'webpush', mode: 'on' }, { token: promax.token }));

    await s.app.messenger.deliver([alertFor(promax.userid)]);
    await s.app.messenger.settled();
    expect(push.received).toHaveLength(1);
    const request = push.received[0]!;
    expect(request.path).toBe('/push/phone-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(request.body.length).toBeGreaterThan(100);
    expect(request.body.toString('utf8')).not.toContain('AAPL');

    push.answerWith(410);
    await s.app.messenger.deliver([alertFor(promax.userid)]);
    await s.app.messenger.settled();
    const left = await s.services.db.selectFrom('push_subscriptions').selectAll().where('userid', '=', promax.userid).execute();
    expect(left).toHaveLength(0);
    const records = await s.services.db.selectFrom('messenger_deliveries').select(['outcome', 'attempts']).where('userid', '=', promax.userid).orderBy('created_at').execute();
    expect(records.map((r) => r.outcome).sort()).toEqual(['delivered', 'failed']);
  });

  it('ends the notification connection when the user is forced offline', async () => {
    const admin = await s.services.db.selectFrom('users').select('userid').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    const adminToken = await freshToken(s, admin.userid);
    const socket = connect(trader.token);
    await socket.connected();
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    expectOk(await s.call('/api/user/force/offline', { userid: trader.userid }, { token: adminToken }));
    expect(await closed).toBe('io server disconnect');
  });
});
