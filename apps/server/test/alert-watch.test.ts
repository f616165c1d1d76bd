import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERT_PLAN_LIMITS, formatMessage, type Message, PRICE_ALERT_SESSION } from '@signaldesk/contract';
import { DemoMarket } from '@signaldesk/market-data';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WatchedAlert } from '../src/alerts/alertBook.js';
import { priceAlertNotice } from '../src/alerts/alertDelivery.js';
import { keepFiring } from '../src/alerts/alertStore.js';
import type { AlertWatch } from '../src/alerts/alertWatch.js';
import { SIGNATURE_HEADER } from '../src/alerts/webhook.js';
import { describeEachDatabase, expectOk, expectRefusal, freshToken, startServer, type TestServer } from './harness.js';
import { fakeTelegram, NotifyClient, subscriber, type TelegramCall, telegramUpdate } from './messengerFakes.js';

const BOT_TOKEN = '123456:price-alert-token';
const TELEGRAM_SECRET = 'webhook-secret-for-price-alert-tests';
const CHAT_ID = 660_001;
/** Tuesday 2026-01-06, 15:00 UTC: New York has been trading for half an hour, a minute bar closes every minute. */
const TUESDAY_MORNING = Date.UTC(2026, 0, 6, 15, 0) / 1000;
const MINUTE = 60;
/** The receivers' name, resolved to 127.0.0.1 by the test's resolver: saving refuses an address written as a loopback IP. */
const HOOK_HOST = 'hooks.trader.test';
const MARKET = { webhooks: { allowLoopbackForTests: true, resolve: async () => [{ address: '127.0.0.1', family: 4 as const }] } };

/** The closes of a symbol's minute bars the demo market reveals from `from` on, as each minute closes. */
function minuteCloses(symbol: string, from: number, minutes: number): number[] {
  const until = from + minutes * MINUTE;
  const bars = new DemoMarket({ now: () => until }).candlesNow({ symbol, duration: '1m', from: from - MINUTE, to: until }, until);
  return Array.from({ length: minutes + 1 }, (_, n) => {
    const bar = bars.find((one) => one.ts === from - MINUTE + n * MINUTE);
    if (!bar) throw new Error(`no demo bar ${n} minutes after ${from}`);
    return bar.close;
  });
}

/**
 * A level the minute closes first go above at minute `at` (1 or later) of those after `start`: half way between the
 * highest close before it and that close.
 */
function firstBreakout(closes: readonly number[]): { at: number; level: number } {
  let highest = closes[0] as number;
  for (let at = 1; at < closes.length; at++) {
    const close = closes[at] as number;
    if (at >= 3 && close > highest) return { at, level: (highest + close) / 2 };
    highest = Math.max(highest, close);
  }
  throw new Error('the demo minutes never break out');
}

interface Received {
  body: string;
  signatureValid: boolean;
  timestamp: number;
}

const receivers: Server[] = [];

/** A webhook receiver on 127.0.0.1 answering each request with the next status of `statuses` (the last one after). */
async function receiver(secret: () => string, statuses: number[]) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parts = new Map(String(request.headers[SIGNATURE_HEADER.toLowerCase()] ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
      const expected = createHmac('sha256', secret()).update(`${parts.get('t')}.${body}`).digest();
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      received.push({ body, signatureValid: given.length === expected.length && timingSafeEqual(given, expected), timestamp: Number(parts.get('t')) });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] as number;
      response.end('thanks');
    });
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://${HOOK_HOST}:${(server.address() as AddressInfo).port}/hook`, received };
}

describeEachDatabase('price alerts on the live feed', (kind) => {
  let s: TestServer;
  let watch: AlertWatch;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let trader: { userid: string; token: string };
  let plus: { userid: string; token: string };
  let socket: NotifyClient;

  /** Each call signs in afresh: the minutes ticked run past an access token's life. */
  const as = async (who: { userid: string }) => ({ token: await freshToken(s, who.userid) });
  const call = async (path: string, body: unknown, who = trader) => s.call(`/api/alert/mine/${path}`, body, await as(who));
  const create = async (body: Record<string, unknown>, who = trader) => expectOk(await call('create', { symbol: 'AAPL', duration: '1m', ...body }, who)).alert;
  const history = async (body: Record<string, unknown> = {}, who = trader) => expectOk(await call('history', body, who)).list;
  /** One round of the live feed on the clock as it stands, and everything it set off. */
  const tick = async (server = s) => {
    await server.app.market.live.tick();
    await server.app.market.alerts?.settled();
    await server.app.messenger.settled();
  };
  const minute = async () => {
    s.clock.advance(MINUTE);
    await tick();
  };
  const firingsOf = async (alertId: string) => (await history({ id: alertId })).length;
  const alwaysUp = { kind: 'move', direction: 'up', percent: 0.0001, bars: 500 };

  beforeAll(async () => {
    telegram = await fakeTelegram(BOT_TOKEN);
    s = await startServer(kind, {
      // The flood below is one trader's 10,000 calls in seconds: the plan's limit is what is tested, not the call rate's.
      env: {
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
        DELIVERY_RETRY_MS: '10',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      market: MARKET,
    });
    s.clock.seconds = TUESDAY_MORNING;
    watch = s.app.market.alerts as AlertWatch;
    const url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    trader = await subscriber(s);
    plus = await subscriber(s, 2400);
    const link = expectOk(await s.call('/api/messenger/telegram/link', {}, { token: trader.token }));
    const start = telegramUpdate(1, CHAT_ID, `/start ${link.code}`);
    expect((await s.call('/api/telegram/webhook', start, { headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET } })).status).toBe(200);
    socket = new NotifyClient(url, trader.token);
    await socket.connected();
    // The minutes so far are in the store, as a chart opened earlier would have left them.
    await s.app.market.service.update('AAPL', '1m');
  });
  afterAll(async () => {
    socket?.close();
    for (const server of receivers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await s?.close();
    await telegram?.close();
  });

  it('fires a once-alert when the ticks cross its level, once, with its message, its socket notice and its chart', async () => {
    const closes = minuteCloses('AAPL', s.clock.seconds, 40);
    const { at, level } = firstBreakout(closes);
    const alert = await create({ reading: 'intrabar', condition: { kind: 'price', crossing: 'goesAbove', level }, message: '{symbol} broke {value} on the {duration} chart' });
    expect(watch.book.alert(alert.id)).toBeDefined();
    for (let n = 1; n < at; n++) {
      await minute();
      expect(await firingsOf(alert.id)).toBe(0);
    }
    await minute();
    const [firing] = await history({ id: alert.id });
    expect(firing).toEqual({
      key: `${alert.id}:once:${alert.createdAt}`,
      alertId: alert.id,
      symbol: 'AAPL',
      duration: '1m',
      value: closes[at],
      firedAt: s.clock.seconds,
      webhook: null,
    });
    for (let n = 0; n < 5; n++) await minute();
    expect(await firingsOf(alert.id)).toBe(1);
    // Spent: it no longer counts against the plan, and resuming it sets it again.
    const [listed] = expectOk(await call('list', {})).list.filter((one: { id: string }) => one.id === alert.id);
    expect(listed).toMatchObject({ active: false, lastFiredAt: firing.firedAt });
    expect(watch.book.alert(alert.id)).toBeUndefined();

    const [message] = (await socket.next(1)) as [Message];
    expect(message).toMatchObject({
      type: 'price',
      schema: 'price-alert.v1',
      sessionid: PRICE_ALERT_SESSION,
      symbol: 'AAPL',
      duration: '1m',
      payload: { alert: alert.id, value: closes[at], bar: firing.firedAt - MINUTE, reading: 'intrabar' },
    });
    const sessions = expectOk(await s.call('/api/messenger/session/list', {}, await as(trader)));
    expect(sessions.list).toContainEqual(expect.objectContaining({ sessionid: PRICE_ALERT_SESSION, sessioname: 'Price alerts', unreadCount: 1 }));

    const sent = telegram.calls.filter((c: TelegramCall) => String(c.params.chat_id) === String(CHAT_ID) && /Price alert/.test(String(c.params.caption ?? c.params.text)));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('sendPhoto');
    expect(String(sent[0]?.params.caption)).toContain('AAPL broke');
    expect(String(sent[0]?.params.caption)).toContain('1 minute chart');
  });

  it('fires once per bar, and every time no sooner than the gap', async () => {
    await s.app.market.service.update('AAPL', '5m');
    const perBar = await create({ duration: '5m', reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'oncePerBar' } });
    const every = await create({ reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'every', gapSeconds: 120 } });
    const startedAt = s.clock.seconds;
    for (let n = 0; n < 10; n++) await minute();
    const bars = new Set((await history({ id: perBar.id })).map((firing: { key: string }) => firing.key.split(':bar:')[1]));
    const fiveMinuteBars = new Set(Array.from({ length: 10 }, (_, n) => Math.floor((startedAt + n * MINUTE) / 300) * 300));
    expect(bars.size).toBe((await history({ id: perBar.id })).length);
    expect(bars.size).toBeGreaterThanOrEqual(fiveMinuteBars.size - 1);
    const times = (await history({ id: every.id })).map((firing: { firedAt: number }) => firing.firedAt).reverse();
    expect(times).toEqual([startedAt + MINUTE, startedAt + 3 * MINUTE, startedAt + 5 * MINUTE, startedAt + 7 * MINUTE, startedAt + 9 * MINUTE]);
    expectOk(await call('remove', { id: perBar.id }));
    expectOk(await call('remove', { id: every.id }));
  });

  it('stops while paused, and fires no more once expired', async () => {
    const alert = await create({ reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'every', gapSeconds: 60 }, expiresAt: s.clock.seconds + 5 * MINUTE + 30 });
    await minute();
    expect(await firingsOf(alert.id)).toBe(1);
    expectOk(await call('pause', { id: alert.id }));
    expect(watch.book.alert(alert.id)).toBeUndefined();
    await minute();
    expect(await firingsOf(alert.id)).toBe(1);
    expectOk(await call('resume', { id: alert.id }));
    await minute();
    expect(await firingsOf(alert.id)).toBe(2);
    for (let n = 0; n < 5; n++) await minute();
    // Fired at the resumed minute and the two after it before the expiry; the refresh then lets it go.
    expect(await firingsOf(alert.id)).toBe(4);
    await watch.refresh();
    expect(watch.book.alert(alert.id)).toBeUndefined();
  });

  it('keeps its alerts over a restart: a new process reads them and fires them', async () => {
    const alert = await create({ reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'oncePerBar' } });
    const restarted = await startServer(kind, { joins: s, market: MARKET });
    try {
      expect(restarted.app.market.alerts?.book.alert(alert.id)).toMatchObject({ symbol: 'AAPL', duration: '1m' });
      s.clock.advance(MINUTE);
      await tick(restarted);
      expect(await firingsOf(alert.id)).toBe(1);
    } finally {
      await restarted.close();
    }
    expectOk(await call('remove', { id: alert.id }));
  });

  it.runIf(kind === 'postgres')('fires each trigger exactly once when two processes read the same ticks', async () => {
    const second = await startServer(kind, { joins: s, market: MARKET });
    try {
      const perBar = await create({ reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'oncePerBar' } });
      const every = await create({ reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'every', gapSeconds: 120 } });
      // The second process hears of them at its next refresh, as it would from its timer.
      await second.app.market.alerts?.refresh();
      for (let n = 0; n < 4; n++) {
        s.clock.advance(MINUTE);
        await Promise.all([tick(s), tick(second)]);
      }
      expect(await firingsOf(perBar.id)).toBe(4);
      expect(await firingsOf(every.id)).toBe(2);
      // The second process reads the feed itself: alone, it fires the next minute's.
      s.clock.advance(MINUTE);
      await tick(second);
      expect(await firingsOf(perBar.id)).toBe(5);
      expect(await firingsOf(every.id)).toBe(3);
      const stored = await s.services.db.selectFrom('messenger_messages').select('payload').where('userid', '=', trader.userid).where('type', '=', 'price').execute();
      const ofThese = stored.filter((row) => [perBar.id, every.id].includes(JSON.parse(row.payload).alert));
      expect(ofThese).toHaveLength(8);
      expectOk(await call('remove', { id: perBar.id }));
      expectOk(await call('remove', { id: every.id }));
    } finally {
      await second.close();
    }
  });

  it('POSTs a signed webhook, retries a failing receiver on the clock, and logs every attempt', async () => {
    let secret = '';
    const hook = await receiver(() => secret, [503, 500, 200]);
    secret = expectOk(await s.call('/api/alert/webhook/secret', {}, await as(plus))).secret;
    const alert = await create({ reading: 'intrabar', condition: alwaysUp, webhookUrl: hook.url }, plus);
    await minute();
    const firedAt = s.clock.seconds;
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]).toMatchObject({ signatureValid: true, timestamp: firedAt });
    expect(JSON.parse(hook.received[0]?.body ?? '{}')).toMatchObject({ alert: alert.id, symbol: 'AAPL', duration: '1m', firedAt, message: expect.stringContaining('AAPL alert on the 1 minute chart') });
    const webhookOf = async () => (await history({ id: alert.id }, plus))[0].webhook;
    expect(await webhookOf()).toEqual({ status: 'pending', attempts: 1, lastReason: 'status', lastStatus: 503, nextAttemptAt: firedAt + 30 });

    s.clock.advance(29);
    await watch.sweep();
    expect(hook.received).toHaveLength(1);
    s.clock.advance(1);
    await watch.sweep();
    expect(hook.received).toHaveLength(2);
    expect(await webhookOf()).toEqual({ status: 'pending', attempts: 2, lastReason: 'status', lastStatus: 500, nextAttemptAt: firedAt + 30 + 120 });

    // A rotated secret signs the retries from then on.
    secret = expectOk(await s.call('/api/alert/webhook/secret/rotate', {}, await as(plus))).secret;
    s.clock.advance(120);
    await watch.sweep();
    await watch.sweep();
    expect(hook.received).toHaveLength(3);
    expect(hook.received[2]?.signatureValid).toBe(true);
    expect(hook.received.map((one) => one.body)).toEqual(Array(3).fill(hook.received[0]?.body));
    expect(await webhookOf()).toEqual({ status: 'delivered', attempts: 3, lastReason: 'ok', lastStatus: 200, nextAttemptAt: null });
    const log = await s.services.db.selectFrom('alert_webhook_attempts').selectAll().where('firing_key', 'like', `${alert.id}:%`).orderBy('attempt').execute();
    expect(log.map((row) => [row.attempt, Number(row.sent_at) - firedAt, row.reason, row.status, row.delivered, row.next_attempt_at === null ? null : Number(row.next_attempt_at) - firedAt])).toEqual([
      [1, 0, 'status', 503, 0, 30],
      [2, 30, 'status', 500, 0, 150],
      [3, 150, 'ok', 200, 1, null],
    ]);
  });

  it('gives up on a receiver that refuses for good, and shows it failed', async () => {
    const hook = await receiver(() => '', [404]);
    const alert = await create({ reading: 'intrabar', condition: alwaysUp, webhookUrl: hook.url }, plus);
    await minute();
    expect(hook.received).toHaveLength(1);
    expect((await history({ id: alert.id }, plus))[0].webhook).toEqual({ status: 'failed', attempts: 1, lastReason: 'status', lastStatus: 404, nextAttemptAt: null });
    s.clock.advance(3_600);
    await watch.sweep();
    expect(hook.received).toHaveLength(1);
  });

  it('hands over the message of a firing whose process stopped before handing it over, once', async () => {
    const alert = await create({ reading: 'intrabar', condition: alwaysUp, trigger: { mode: 'oncePerBar' } });
    const watched = watch.book.alert(alert.id) as WatchedAlert;
    const moment = { time: s.clock.seconds, barOpen: s.clock.seconds - MINUTE };
    const key = `${alert.id}:bar:${moment.barOpen}`;
    const notice = priceAlertNotice({ alert: watched, key, moment, value: 123.25 }, 'Apple Inc.');
    const record = { userid: trader.userid, symbol: 'AAPL', duration: '1m', value: 123.25, bar: moment.barOpen, notice: JSON.stringify(notice) };
    const firing = { key, alertId: alert.id, trigger: watched.state.trigger, armedAt: watched.state.armedAt, moment, record, webhook: null };
    // Kept, and the process stopped there.
    expect(await keepFiring(s.services.db, firing, s.clock.seconds)).toBe(true);
    const messages = async () =>
      (await s.services.db.selectFrom('messenger_messages').select('payload').where('userid', '=', trader.userid).execute()).filter(
        (row) => JSON.parse(row.payload).alert === alert.id,
      );
    await watch.sweep();
    expect(await messages()).toEqual([]);
    s.clock.advance(MINUTE);
    await Promise.all([watch.sweep(), watch.sweep()]);
    await s.app.messenger.settled();
    expect(await messages()).toHaveLength(1);
    await watch.sweep();
    await s.app.messenger.settled();
    expect(await messages()).toHaveLength(1);
    expectOk(await call('remove', { id: alert.id }));
  });

  it('answers the history of another trader’s alert as missing', async () => {
    const alert = await create({ condition: { kind: 'price', crossing: 'crosses', level: 1 } });
    expectRefusal(await call('history', { id: alert.id }, plus), 404, 'alertNotFound');
    expect(await history({ id: alert.id })).toEqual([]);
    expect((await history({}, plus)).every((firing: { alertId: string }) => firing.alertId !== alert.id)).toBe(true);
  });

  it('refuses levels that are not prices, unknown symbols and durations an alert does not read, in both languages', async () => {
    const raw = async (body: string) => s.call('/api/alert/mine/create', body, { ...(await as(trader)), headers: { 'content-type': 'application/json' } });
    for (const level of ['1e400', '-1e400', '-5', '0', 'null', '"NaN"', '"Infinity"']) {
      const answer = expectRefusal(await raw(`{"symbol":"AAPL","duration":"1h","condition":{"kind":"price","crossing":"crosses","level":${level}}}`), 422, 'alertLevelInvalid');
      expect(answer.body.msg).toBe(formatMessage('alertLevelInvalid', 'en'));
    }
    const unknown = { symbol: 'NOSUCH', duration: '1h', condition: { kind: 'price', crossing: 'crosses', level: 10 } };
    expect(expectRefusal(await call('create', unknown), 404, 'unknownSymbol').body.msg).toBe(formatMessage('unknownSymbol', 'en', { symbol: 'NOSUCH' }));
    const zh = await s.call('/api/alert/mine/create', unknown, { ...(await as(trader)), headers: { 'accept-language': 'zh' } });
    expect(expectRefusal(zh, 404, 'unknownSymbol').body.msg).toBe(formatMessage('unknownSymbol', 'zh', { symbol: 'NOSUCH' }));
    for (const duration of ['intraday', '2h', '1y']) expectRefusal(await call('create', { ...unknown, symbol: 'AAPL', duration }), 422, 'alertDurationUnknown');
    const indicator = { symbol: 'AAPL', duration: '1m', condition: { kind: 'indicator', rules: { 'kd.k': { max: 20 } } } };
    expectRefusal(await call('create', indicator), 422, 'alertIndicatorDuration');
  });

  it('refuses 10,000 alerts from one trader past the plan’s number', async () => {
    const flooder = await subscriber(s);
    const body = { symbol: 'MSFT', duration: '1d', condition: { kind: 'price', crossing: 'goesAbove', level: 10_000 } };
    const signedIn = await as(flooder);
    let accepted = 0;
    for (let start = 0; start < 10_000; start += 1_000) {
      const answers = await Promise.all(Array.from({ length: 1_000 }, () => s.call('/api/alert/mine/create', body, signedIn)));
      accepted += answers.filter((answer) => answer.status === 200).length;
      for (const answer of answers) if (answer.status !== 200) expect(answer.body.key).toBe('alertLimitReached');
    }
    expect(accepted).toBe(ALERT_PLAN_LIMITS.standard.activeAlerts);
    expect(watch.book.seriesOf('MSFT:1d')).toBeDefined();
  });
});
