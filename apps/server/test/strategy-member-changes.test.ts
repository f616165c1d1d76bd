import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerEvents } from '../src/app/services.js';
import type { AlertSink, StrategyAlert } from '../src/messenger/strategyAlert.js';
import { decodeMemberChanges, decodeMemberSet, type MemberSet } from '../src/strategies/memberSet.js';
import { createStrategies, type StrategiesModule } from '../src/strategies/strategyModule.js';
import { removeStrategy } from '../src/strategies/strategyStore.js';
import { describeEachDatabase, expectOk, signInMember, signInSuper, type SignedIn, type TestServer, useServer } from './harness.js';
import { putSnapshot, seeded } from './strategiesFixtures.js';

const DAY = 86_400;
/** Monday 2026-01-05, the New York open. */
const D1 = Date.UTC(2026, 0, 5, 14, 30) / 1000;
const CYCLES = 24;
const INSIDE = 10;
const OUTSIDE = 50;

const bySymbol = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describeEachDatabase('strategy member changes', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let alice: SignedIn;
  const events = new EventEmitter<ServerEvents>();
  const received: StrategyAlert[] = [];
  const sink: AlertSink = {
    async deliver(alerts) {
      received.push(...alerts);
    },
  };
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

  beforeAll(async () => {
    s = server();
    s.clock.seconds = D1 + 3_600;
    const admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    module = await start();
  });
  afterAll(() => module.close());

  /** The strategy's set as its strategy_members row and the changes written over it give it. */
  const stored = async (sid: string): Promise<MemberSet & { changeRows: number }> => {
    const { db } = s.services;
    const set = await db.selectFrom('strategy_members').select('members').where('sid', '=', sid).executeTakeFirst();
    const changes = await db.selectFrom('strategy_member_changes').select('changes').where('sid', '=', sid).orderBy('seq').execute();
    const entries = new Map<string, { lastTs: number | null; inside: boolean }>();
    const whole = decodeMemberSet(set?.members ?? '{}');
    for (const [symbol, lastTs] of whole.alerted) entries.set(symbol, { lastTs, inside: false });
    for (const symbol of whole.inside) entries.set(symbol, { lastTs: entries.get(symbol)?.lastTs ?? null, inside: true });
    for (const row of changes) {
      const { put, drop } = decodeMemberChanges(row.changes);
      for (const symbol of drop) entries.delete(symbol);
      for (const [symbol, lastTs, inside] of put) entries.set(symbol, { lastTs, inside });
    }
    const symbols = [...entries.keys()].sort(bySymbol);
    return {
      inside: symbols.filter((symbol) => entries.get(symbol)!.inside),
      alerted: symbols.flatMap((symbol): [string, number][] => {
        const { lastTs } = entries.get(symbol)!;
        return lastTs === null ? [] : [[symbol, lastTs]];
      }),
      changeRows: changes.length,
    };
  };

  it('writes what changed in a set, which reads back as the whole set would and alerts as before, across restarts', async () => {
    const us = (await s.call('/api/stats/seek', { query: { region: 'US', limit: 200 } }, { token: alice.token })).body.data.list.map(
      (row: { symbol: string }) => row.symbol,
    ) as string[];
    const symbols = us.slice(0, 30);
    expect(symbols).toHaveLength(30);
    const draw = seeded(3);
    const bar = new Map(symbols.map((symbol) => [symbol, D1]));
    const value = new Map(symbols.map((symbol) => [symbol, draw() < 0.4 ? INSIDE : OUTSIDE]));
    for (const symbol of symbols) await putSnapshot(s.services, symbol, '1d', D1, { 'kd.k': value.get(symbol)! }, events);
    const matching = () => symbols.filter((symbol) => value.get(symbol) === INSIDE).sort(bySymbol);
    const strategy = expectOk(await s.call('/api/strategy/mine/create', { name: 'Churn', query: { region: 'US', limit: 200, day: { 'kd.k': { max: 20 } } } }, { token: alice.token }))
      .strategy as { sid: string };

    // What the runner is meant to keep: who is inside, and the last bar alerted while inside or on the present bar.
    let inside = new Set(matching());
    const lastAlert = new Map(matching().map((symbol) => [symbol, D1]));
    let changeRowsSeen = false;
    let setsWrittenWholeAgain = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      s.clock.advance(3_600);
      for (const symbol of symbols) {
        if (draw() >= 0.3) continue;
        if (draw() < 0.3) bar.set(symbol, bar.get(symbol)! + DAY);
        value.set(symbol, draw() < 0.5 ? INSIDE : OUTSIDE);
        await putSnapshot(s.services, symbol, '1d', bar.get(symbol)!, { 'kd.k': value.get(symbol)! }, events);
      }
      const now = new Set(matching());
      const expected: [string, number][] = [];
      for (const symbol of now) {
        if (inside.has(symbol) || lastAlert.get(symbol) === bar.get(symbol)) continue;
        expected.push([symbol, bar.get(symbol)!]);
        lastAlert.set(symbol, bar.get(symbol)!);
      }
      const moved = [...now].some((symbol) => !inside.has(symbol)) || [...inside].some((symbol) => !now.has(symbol));
      if (moved) for (const [symbol, ts] of lastAlert) if (!now.has(symbol) && ts !== bar.get(symbol)) lastAlert.delete(symbol);
      inside = now;

      events.emit('compute-cycle-finished');
      await module.runner.idle();
      const alerts = received.splice(0).filter((alert) => alert.strategyId === strategy.sid);
      expect(alerts.map((alert): [string, number] => [alert.symbol, alert.ts]).sort(([a], [b]) => bySymbol(a, b))).toEqual(expected);

      const { changeRows, ...set } = await stored(strategy.sid);
      expect(set).toEqual({ inside: [...now], alerted: [...lastAlert].sort(([a], [b]) => bySymbol(a, b)) });
      if (changeRows > 0) changeRowsSeen = true;
      else if (changeRowsSeen && moved) setsWrittenWholeAgain++;
      if (cycle % 5 === 4) {
        await module.close();
        module = await start();
      }
    }
    expect(changeRowsSeen).toBe(true);
    expect(setsWrittenWholeAgain).toBeGreaterThan(0);
  });

  it('drops the changes with the strategy', async () => {
    const { db } = s.services;
    const [strategy] = await db.selectFrom('strategies').select('sid').execute();
    await db.insertInto('strategy_member_changes').values({ sid: strategy!.sid, seq: 99, changes: '{"put":[],"drop":[]}' }).execute();
    await removeStrategy(db, alice.user.userid, strategy!.sid);
    expect(await db.selectFrom('strategy_member_changes').select('sid').where('sid', '=', strategy!.sid).execute()).toEqual([]);
  });
});
