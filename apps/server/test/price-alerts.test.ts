import { ALERT_PLAN_LIMITS, formatMessage } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { claimFiring } from '../src/alerts/alertStore.js';
import { describeEachDatabase, expectOk, expectRefusal, signIn, signInMember, signInSuper, type SignedIn, type TestServer, useServer } from './harness.js';

const LEVEL = { symbol: 'AAPL', duration: '1h', condition: { kind: 'price', crossing: 'goesAbove', level: 250 } };

describeEachDatabase('price alerts', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let plus: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn, headers: Record<string, string> = {}) =>
    s.call(`/api/alert/mine/${path}`, body, { token: who.token, headers });
  const create = async (who: SignedIn, body: Record<string, unknown> = {}) => expectOk(await call('create', { ...LEVEL, ...body }, who)).alert;
  const list = async (who: SignedIn) => expectOk(await call('list', {}, who)).list;

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    bob = await signInMember(s, admin.token);
    plus = await signInMember(s, admin.token, 2000);
  });

  it('creates, lists, changes, pauses, resumes and deletes a trader’s alert', async () => {
    const alert = await create(alice, { trigger: { mode: 'oncePerBar' }, message: '{symbol} broke out' });
    expect(alert).toMatchObject({
      ...LEVEL,
      reading: 'close',
      trigger: { mode: 'oncePerBar' },
      expiresAt: null,
      message: '{symbol} broke out',
      webhookUrl: null,
      active: true,
      lastFiredAt: null,
      createdAt: s.clock.seconds,
    });
    expect(await list(alice)).toEqual([alert]);

    s.clock.advance(60);
    const line = { kind: 'line', shape: 'ray', crossing: 'goesBelow', points: [{ time: s.clock.seconds, price: 240 }, { time: s.clock.seconds + 3_600, price: 245 }] };
    const changed = expectOk(await call('update', { id: alert.id, alert: { ...LEVEL, condition: line, reading: 'intrabar' } }, alice)).alert;
    expect(changed).toMatchObject({ id: alert.id, condition: line, reading: 'intrabar', trigger: { mode: 'once' }, updatedAt: s.clock.seconds });

    expect(expectOk(await call('pause', { id: alert.id }, alice)).alert.active).toBe(false);
    expect(expectOk(await call('resume', { id: alert.id }, alice)).alert.active).toBe(true);
    expectOk(await call('remove', { id: alert.id }, alice));
    expect(await list(alice)).toEqual([]);
  });

  it('answers another trader’s alert as missing, and leaves it as it was', async () => {
    const alert = await create(alice);
    for (const [path, body] of [
      ['update', { id: alert.id, alert: LEVEL }],
      ['pause', { id: alert.id }],
      ['resume', { id: alert.id }],
      ['remove', { id: alert.id }],
    ] as const) {
      expectRefusal(await call(path, body, bob), 404, 'alertNotFound');
    }
    expect(await list(bob)).toEqual([]);
    expect(await list(alice)).toContainEqual(alert);
    expectOk(await call('remove', { id: alert.id }, alice));
  });

  it('refuses a flood of alerts past the plan’s number of active ones, naming the number', async () => {
    const limit = ALERT_PLAN_LIMITS.standard.activeAlerts;
    const trader = await signInMember(s, admin.token);
    const answers = await Promise.all(Array.from({ length: limit * 10 }, () => call('create', LEVEL, trader, { 'accept-language': 'zh' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    const refused = answers.find((answer) => answer.status !== 200);
    expectRefusal(refused!, 409, 'alertLimitReached');
    expect(refused?.body.msg).toBe(formatMessage('alertLimitReached', 'zh', { limit }));
    expect(await list(trader)).toHaveLength(limit);

    // A paused alert frees its place, and resuming it past the limit is refused the same way.
    const [first] = await list(trader);
    expectOk(await call('pause', { id: first.id }, trader));
    const another = await create(trader);
    expectRefusal(await call('resume', { id: first.id }, trader), 409, 'alertLimitReached');
    expect(another.active).toBe(true);
  });

  it('keeps webhooks for Plus and above, and refuses an address written as a private IP', async () => {
    const webhookUrl = 'https://hooks.trader.example/signaldesk';
    expectRefusal(await call('create', { ...LEVEL, webhookUrl }, alice), 422, 'needsPlus');
    expect((await create(plus, { webhookUrl })).webhookUrl).toBe(webhookUrl);
    for (const url of ['http://169.254.169.254/latest', 'http://[::1]:8080/', 'http://10.0.0.1/']) {
      expectRefusal(await call('create', { ...LEVEL, webhookUrl: url }, plus), 422, 'alertWebhookAddressRefused');
    }
    expectRefusal(await call('create', { ...LEVEL, webhookUrl: 'ftp://hooks.trader.example/' }, plus), 422, 'badUrl');
  });

  it('gives each Plus trader one signing secret, kept until rotated', async () => {
    const secretOf = async (who: SignedIn, path = 'secret') => expectOk(await s.call(`/api/alert/webhook/${path}`, {}, { token: who.token })).secret;
    const first = await secretOf(plus);
    expect(first).toMatch(/^whsec_[\w-]{43}$/);
    expect(await secretOf(plus)).toBe(first);
    const rotated = await secretOf(plus, 'secret/rotate');
    expect(rotated).not.toBe(first);
    expect(await secretOf(plus)).toBe(rotated);
    const other = await signInMember(s, admin.token, 2400);
    expect(await secretOf(other)).not.toBe(rotated);
    expectRefusal(await s.call('/api/alert/webhook/secret', {}, { token: alice.token }), 422, 'needsPlus');
  });

  it('refuses an expiry already past, and bad levels by name', async () => {
    expectRefusal(await call('create', { ...LEVEL, expiresAt: s.clock.seconds }, alice), 422, 'alertExpiryInvalid');
    expect((await create(alice, { expiresAt: s.clock.seconds + 60 })).expiresAt).toBe(s.clock.seconds + 60);
    expectRefusal(await call('create', { ...LEVEL, condition: { kind: 'price', crossing: 'crosses', level: -1 } }, alice), 422, 'alertLevelInvalid');
    expectRefusal(await call('create', { ...LEVEL, duration: '2h' }, alice), 422, 'alertDurationUnknown');
  });

  it('is for subscribers: a signed-in user without a plan is refused', async () => {
    const plain = await signIn(s);
    expect((await call('list', {}, plain)).status).toBe(403);
  });

  it('keeps one firing under its key, however many processes claim it', async () => {
    const alert = await create(alice);
    const key = `${alert.id}:bar:${s.clock.seconds}`;
    const claims = await Promise.all([1, 2, 3].map(() => claimFiring(s.services.db, key, alert.id, s.clock.seconds)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimFiring(s.services.db, `${alert.id}:bar:${s.clock.seconds + 3_600}`, alert.id, s.clock.seconds)).toBe(true);
  });
});
