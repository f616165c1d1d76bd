import type { Message } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, DAY, describeEachDatabase, expectOk, freshToken, PUBLIC_URL, renewedToken, startServer, type TestServer } from './harness.js';
import { fakeSmtp, fakeTelegram, NotifyClient, subscriber, type TelegramCall, telegramUpdate } from './messengerFakes.js';
import { confirmedPushEmail, lastSmtpSubject } from './pushEmailSteps.js';

const BOT_TOKEN = '123456:alert-end-to-end';
const WEBHOOK_SECRET = 'webhook-secret-for-alert-tests';
const CHAT_ID = 880_001;
const PUSH_ADDRESS = 'push-alerts@example.test';
/** Tuesday 2026-01-06, 22:00 UTC: New York has closed, so the day's bar is final. */
const TUESDAY_EVENING = Date.UTC(2026, 0, 6, 22, 0) / 1000;

/**
 * The whole alert chain on the running app: the market's demo source brings new candles, the jobs compute
 * the series and finish a cycle, the saved strategy runs, and the messenger stores and delivers the alert.
 */
describeEachDatabase('alert end to end', (kind) => {
  let s: TestServer;
  let url: string;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let trader: { userid: string; token: string };
  let superToken: string;
  let socket: NotifyClient;

  const as = (token: string) => ({ token });
  const sessions = async () => expectOk(await s.call('/api/messenger/session/list', {}, as(trader.token)));
  const seek = async (query: unknown) => expectOk(await s.call('/api/stats/seek', { query }, as(trader.token))).list as { symbol: string }[];
  /** Super updates one series by hand, the fire screen's call; the runner and the deliveries then finish. */
  const updateByHand = async (symbol: string) => {
    const answer = expectOk(await s.call('/api/jobs/run', { name: 'update', symbol, duration: '1d' }, as(superToken)));
    expect(answer.job.lastError ?? null).toBeNull();
    await s.app.strategies.runner.idle();
    await s.app.messenger.settled();
  };
  /** An alert reaches Telegram as a message, or as the chart's photo with the alert as its caption. */
  const alertText = (call: TelegramCall) => String(call.params.text ?? call.params.caption);
  const alertsTo = (chat: number) => telegram.calls.filter((c) => String(c.params.chat_id) === String(chat) && /matched/.test(alertText(c)));
  const alertMailsTo = (address: string) => smtp.inbox.filter((m) => m.to.includes(address) && /Subject: SignalDesk alert/.test(m.raw));
  const barOf = async (symbol: string) =>
    Number((await s.services.db.selectFrom('snapshots').select('ts').where('symbol', '=', symbol).where('duration', '=', '1d').executeTakeFirstOrThrow()).ts);

  beforeAll(async () => {
    telegram = await fakeTelegram(BOT_TOKEN);
    smtp = await fakeSmtp();
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
    s.clock.seconds = TUESDAY_EVENING;
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    // The mail goes to the real SMTP server here, so super's session is opened directly rather than by a login code.
    const admin = await s.services.db.selectFrom('users').select('userid').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    superToken = await freshToken(s, admin.userid);
    trader = await subscriber(s);
  });
  afterAll(async () => {
    socket?.close();
    await s?.close();
    await Promise.all([telegram?.close(), smtp?.close()]);
  });

  it('turns new candles into a stored message, a socket notification, a Telegram message and a push e-mail', async () => {
    const link = expectOk(await s.call('/api/messenger/telegram/link', {}, as(trader.token)));
    const linked = await s.call('/api/telegram/webhook', telegramUpdate(1, CHAT_ID, `/start ${link.code}`), {
      headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    });
    expect(linked.status).toBe(200);
    await confirmedPushEmail(s, trader.token, PUSH_ADDRESS, (address) => lastSmtpSubject(smtp.inbox, address));
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'on' }, as(trader.token)));
    expect(expectOk(await s.call('/api/messenger/channel/list', {}, as(trader.token)))).toMatchObject({
      telegram: { mode: 'on', linked: true },
      email: { mode: 'on' },
    });
    socket = new NotifyClient(url, trader.token);
    await socket.connected();

    // No snapshot of NVDA exists yet, so the strategy saves with an empty result set as its baseline.
    const query = { symbol: 'NVDA', region: 'US', day: { 'kd.k': { min: 0, max: 100 } } };
    expect(await seek(query)).toEqual([]);
    const strategy = expectOk(await s.call('/api/strategy/mine/create', { name: 'Any momentum', query }, as(trader.token))).strategy;
    expect((await sessions()).unread).toBe(0);

    await updateByHand('NVDA');
    expect((await seek(query)).map((row) => row.symbol)).toEqual(['NVDA']);

    const [message] = (await socket.next(1)) as [Message];
    expect(message).toMatchObject({ type: 'strategy', symbol: 'NVDA', duration: '1d', sessionid: strategy.sid, sessioname: 'Any momentum', hasread: 0 });
    expect(message.payload['kd.k']).toEqual(expect.any(Number));

    const { list, unread } = await sessions();
    expect(unread).toBe(1);
    expect(list).toEqual([expect.objectContaining({ sessionid: strategy.sid, sessioname: 'Any momentum', unreadCount: 1 })]);
    const stored = expectOk(await s.call('/api/messenger/message/list', { sessionid: strategy.sid }, as(trader.token))).list as Message[];
    expect(stored.map((m) => m.id)).toEqual([message.id]);

    const [sent] = alertsTo(CHAT_ID);
    expect(alertsTo(CHAT_ID)).toHaveLength(1);
    // The bar that matched has candles, so the alert carries their chart.
    expect(sent?.method).toBe('sendPhoto');
    expect(alertText(sent!)).toContain('NVDA');
    expect(alertText(sent!)).toContain('Any momentum');
    expect(alertText(sent!)).toContain(`href="${PUBLIC_URL}/apps/quote/folder/all/NVDA/1d"`);

    const mails = alertMailsTo(PUSH_ADDRESS);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toMatch(/Subject: SignalDesk alert: NVDA in Any momentum/);
    expect(mails[0]?.raw).toContain('/apps/quote/folder/all/NVDA/1d');
  });

  it('does not alert the same bar twice, nor a symbol that stays in the result set', async () => {
    const alerted = await barOf('NVDA');
    await updateByHand('NVDA');
    expect(await barOf('NVDA')).toBe(alerted);
    expectOk(await s.call('/api/jobs/run', { name: 'compute', symbol: 'NVDA', duration: '1d' }, as(superToken)));
    await s.app.strategies.runner.idle();
    await s.app.messenger.settled();

    s.clock.advance(DAY);
    superToken = await renewedToken(s, superToken);
    trader = { ...trader, token: await renewedToken(s, trader.token) };
    await updateByHand('NVDA');
    expect(await barOf('NVDA')).toBeGreaterThan(alerted);

    expect(socket.received).toHaveLength(1);
    expect((await sessions()).unread).toBe(1);
    expect(alertsTo(CHAT_ID)).toHaveLength(1);
    expect(alertMailsTo(PUSH_ADDRESS)).toHaveLength(1);
  });
});
