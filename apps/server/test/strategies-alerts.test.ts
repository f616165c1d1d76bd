import { EventEmitter } from 'node:events';
import { STRATEGY_LIMITS } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerEvents } from '../src/app/services.js';
import type { AlertSink, StrategyAlert } from '../src/messenger/strategyAlert.js';
import { createStrategies, type StrategiesModule } from '../src/strategies/strategyModule.js';
import { describeEachDatabase, expectOk, renewedToken, signInMember, signInSuper, type SignedIn, type TestServer, useServer } from './harness.js';
import { putSnapshot } from './strategiesFixtures.js';

const DAY = 86_400;
/** Monday 2026-01-05, the New York open: the first bar of the test. */
const D1 = Date.UTC(2026, 0, 5, 14, 30) / 1000;
const D2 = D1 + DAY;

class RecordingSink implements AlertSink {
  received: StrategyAlert[] = [];
  /** While set, deliveries fail as an unreachable messenger would. */
  failing = false;
  async deliver(alerts: StrategyAlert[]): Promise<void> {
    if (this.failing) throw new Error('messenger unreachable');
    this.received.push(...alerts);
  }
  take(): StrategyAlert[] {
    const taken = this.received;
    this.received = [];
    return taken;
  }
}

describeEachDatabase('strategy alerts', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let alice: SignedIn;
  let admin: SignedIn;
  /** The market's announcements for this test's runner alone, so the app's own runner stays out of it. */
  const events = new EventEmitter<ServerEvents>();
  const sink = new RecordingSink();
  let module: StrategiesModule;

  const start = async () =>
    createStrategies({
      db: s.services.db,
      now: s.services.now,
      events,
      sink,
      onError: (error) => {
        throw error;
      },
    });
  const k = (symbol: string, ts: number, value: number) =>
    putSnapshot(s.services, symbol, '1d', ts, { 'candle.close': 100, 'candle.updown': 1.5, 'kd.k': value }, events);
  const cycle = async () => {
    events.emit('compute-cycle-finished');
    await module.runner.idle();
    return sink.take();
  };
  const save = async (name: string, query: unknown) =>
    expectOk(await s.call('/api/strategy/mine/create', { name, query }, { token: alice.token })).strategy;

  beforeAll(async () => {
    s = server();
    s.clock.seconds = D1 + 3_600;
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    module = await start();
  });
  afterAll(() => module.close());

  it('alerts once when a symbol enters the result set, never while it stays, and once per bar', async () => {
    await k('AAPL', D1, 10);
    await k('MSFT', D1, 50);
    await k('NVDA', D1, 15);
    const strategy = await save('Oversold', { region: 'US', day: { 'kd.k': { max: 20 } } });
    expect(await cycle()).toEqual([]);

    await k('MSFT', D1, 12);
    expect(await cycle()).toEqual([
      {
        userid: alice.user.userid,
        strategyId: strategy.sid,
        strategyName: 'Oversold',
        symbol: 'MSFT',
        name: 'Microsoft',
        duration: '1d',
        ts: D1,
        payload: { 'candle.close': 100, 'candle.updown': 1.5, 'kd.k': 12 },
      },
    ]);
    expect(await cycle()).toEqual([]);

    for (const symbol of ['AAPL', 'MSFT', 'NVDA']) await k(symbol, D2, 11);
    expect(await cycle()).toEqual([]);

    await k('MSFT', D2, 60);
    expect(await cycle()).toEqual([]);
    await k('MSFT', D2, 5);
    expect((await cycle()).map((alert) => [alert.symbol, alert.ts])).toEqual([['MSFT', D2]]);
    await k('MSFT', D2, 60);
    await cycle();
    await k('MSFT', D2, 6);
    expect(await cycle()).toEqual([]);
  });

  it('does not repeat alerts after a restart', async () => {
    await k('MSFT', D2, 70);
    await cycle();
    await module.close();
    module = await start();
    await k('MSFT', D2, 7);
    expect(await cycle()).toEqual([]);
    await k('AAPL', D2 + DAY, 9);
    expect((await cycle()).map((alert) => alert.symbol)).toEqual([]);
    await k('MSFT', D2 + DAY, 80);
    expect(await cycle()).toEqual([]);
    await k('MSFT', D2 + DAY, 9);
    expect((await cycle()).map((alert) => [alert.symbol, alert.ts])).toEqual([['MSFT', D2 + DAY]]);
  });

  it('caps the alerts of one strategy per hour', async () => {
    const cap = STRATEGY_LIMITS.alertsPerStrategyPerHour;
    const hk = (await s.call('/api/stats/seek', { query: { region: 'HK', limit: 200 } }, { token: alice.token })).body.data.list.map(
      (row: { symbol: string }) => row.symbol,
    ) as string[];
    const flood = hk.slice(0, cap + 5);
    for (const symbol of flood) await k(symbol, D1, 90);
    const strategy = await save('Everything HK', { region: 'HK', limit: 200, day: { 'kd.k': { max: 20 } } });
    expect(await cycle()).toEqual([]);

    for (const symbol of flood) await k(symbol, D1, 10);
    const first = await cycle();
    expect(first).toHaveLength(cap);
    expect(first.every((alert) => alert.strategyId === strategy.sid)).toBe(true);
    expect(new Set(first.map((alert) => alert.symbol)).size).toBe(cap);

    const late = hk[cap + 5]!;
    await k(late, D1, 10);
    expect(await cycle()).toEqual([]);

    s.clock.advance(3_600);
    alice = { ...alice, token: await renewedToken(s, alice.token) };
    await k(late, D1, 95);
    await cycle();
    await k(late, D1, 10);
    expect((await cycle()).map((alert) => alert.symbol)).toEqual([late]);
  });

  it('takes a changed query as a new baseline, though the runner keeps who is inside in memory', async () => {
    const bar = D2 + 2 * DAY;
    await k('GOOGL', bar, 30);
    await k('META', bar, 45);
    const strategy = await save('Cooling', { region: 'US', day: { 'kd.k': { max: 20 } } });
    const own = async () => (await cycle()).filter((alert) => alert.strategyId === strategy.sid).map((alert) => alert.symbol);
    expect(await own()).toEqual([]);
    expectOk(await s.call('/api/strategy/mine/update', { sid: strategy.sid, query: { region: 'US', day: { 'kd.k': { max: 40 } } } }, { token: alice.token }));
    expect(await own()).toEqual([]);
    await k('META', bar, 35);
    expect(await own()).toEqual(['META']);
    expect(await own()).toEqual([]);
  });

  it('alerts on the hour bar when the strategy reads the hour group', async () => {
    const bar = D2 + 3_600;
    await putSnapshot(s.services, 'AMZN', '1h', bar, { 'sine.quadrant': 1 }, events);
    const strategy = await save('Hourly A', { region: 'US', hour: { 'sine.quadrant': { in: [2] } } });
    expect(await cycle()).toEqual([]);
    await putSnapshot(s.services, 'AMZN', '1h', bar + 3_600, { 'sine.quadrant': 2 }, events);
    expect(await cycle()).toEqual([
      expect.objectContaining({ strategyId: strategy.sid, symbol: 'AMZN', duration: '1h', ts: bar + 3_600, payload: expect.objectContaining({ 'sine.quadrant': 2 }) }),
    ]);
  });

  it('raises an alert whose delivery failed again on the next cycle, then never again on that bar, across a restart', async () => {
    const bar = D2 + 5 * DAY;
    await k('AMZN', bar, 50);
    const strategy = await save('Deep dip', { region: 'US', day: { 'kd.k': { max: 3 } } });
    const own = async () => (await cycle()).filter((alert) => alert.strategyId === strategy.sid).map((alert) => [alert.symbol, alert.ts]);
    expect(await own()).toEqual([]);
    await k('AMZN', bar, 2);
    sink.failing = true;
    await expect(cycle()).rejects.toThrow('messenger unreachable');
    sink.failing = false;
    expect(await own()).toEqual([['AMZN', bar]]);
    expect(await own()).toEqual([]);
    await k('AMZN', bar, 60);
    await cycle();
    await module.close();
    module = await start();
    await k('AMZN', bar, 1);
    expect(await own()).toEqual([]);
  });
});
