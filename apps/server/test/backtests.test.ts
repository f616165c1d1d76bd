import { computeMetrics, prepareSymbols, runBacktest } from '@signaldesk/backtest';
import { BACKTEST_ROLE_LIMITS, BACKTEST_RUN_LIMITS, backtestStrategySchema, MESSAGES, type MessageKey } from '@signaldesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCandles, STALE_SECONDS } from '../src/backtests/backtestQueue.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signInMember,
  signInSuper,
  type SignedIn,
  snapshotDatabase,
  type TestServer,
  useServer,
} from './harness.js';

/** Buy at the next open when K closes under 20, sell when it closes over 80 (examples/strategies/kd-oversold.json). */
const KD_OVERSOLD = { entry: { day: { 'kd.k': { max: 20 } } }, exit: { day: { 'kd.k': { min: 80 } } }, costs: 'none' as const };
const TAG = 'backtest-trio';
const TRIO = ['AMZN', 'MSFT', 'NVDA'];

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describeEachDatabase('cloud backtests', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn, language = 'en') =>
    s.call(`/api/backtest/${path}`, body, { token: who.token, headers: { 'accept-language': language } });
  const create = async (request: unknown, who = alice, name = 'Oversold') => expectOk(await call('mine/create', { name, request }, who)).run;
  const get = async (id: string, who = alice) => expectOk(await call('get', { id }, who)).run;
  const queue = () => s.app.backtests.queue;

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    bob = await signInMember(s, admin.token);
    for (const symbol of TRIO) {
      expectOk(await s.call('/api/stock/meta/create', { symbol, tags: [TAG] }, { token: admin.token }));
    }
  });

  it('runs a backtest off the request path to the same report as the engine on the same candles', async () => {
    const request = { strategy: { ...KD_OVERSOLD, stopLoss: 8, from: '2019-01-01', to: '2025-06-30' }, universe: { kind: 'symbol', symbol: 'aapl' }, splitAt: '2023-01-01' };
    const queued = await create(request);
    expect(queued).toMatchObject({ name: 'Oversold', status: 'queued', progress: { done: 0, total: 1 }, duration: '1d', symbols: ['AAPL'], owned: true, shared: false, result: null });
    await queue().idle();
    const run = await get(queued.id);
    expect(run).toMatchObject({ status: 'done', progress: { done: 1, total: 1 }, errorKey: null, finishedAt: s.clock.now() });

    const strategy = backtestStrategySchema.parse(request.strategy);
    const series = await runCandles(s.app.market.service.store, 'AAPL', '1d');
    expect(series.ts.length).toBeGreaterThan(1_000);
    const direct = runBacktest(prepareSymbols([{ symbol: 'AAPL', series }], strategy), strategy);
    const metrics = computeMetrics(direct.equity, direct.trades, { barsPerYear: barsPerYear('AAPL', '1d'), riskFreeRate: 0, startingCash: 100_000 });
    expect(metrics.trades).toBeGreaterThan(3);
    expect(run.result.metrics).toEqual(JSON.parse(JSON.stringify(metrics)));
    expect(run.result.trades).toEqual(JSON.parse(JSON.stringify(direct.trades)));
    expect(run.summary).toEqual({
      totalReturn: metrics.totalReturn,
      cagr: metrics.cagr,
      sharpe: metrics.sharpe,
      maxDrawdown: metrics.maxDrawdown,
      winRate: metrics.winRate,
      profitFactor: metrics.profitFactor,
      trades: metrics.trades,
    });

    const { curve } = run.result;
    expect(curve.bars).toBe(direct.equity.time.length);
    expect(curve.bars).toBeGreaterThan(1_000);
    expect(run.result).toMatchObject({ symbols: ['AAPL'], duration: '1d', timeZone: 'America/New_York', skipped: [] });
    expect(run.result.options).toEqual({ barsPerYear: 252, riskFreeRate: 0, startingCash: 100_000 });
    expect(curve.time.length).toBeLessThanOrEqual(1_000);
    expect(curve.time[0]).toBe(direct.equity.time[0]);
    expect(curve.equity.at(-1)).toBe(direct.equity.equity.at(-1));
    expect(Math.min(...curve.drawdown)).toBeCloseTo(-metrics.maxDrawdown, 12);
    expect(curve.buyAndHold.length).toBe(curve.time.length);
    expect(run.result.benchmark?.symbol).toBe('SPY');
    expect(curve.benchmark).toHaveLength(curve.time.length);
    expect(run.result.split.inSample.bars + run.result.split.outOfSample.bars).toBe(curve.bars);
    expect(run.result.monthly.map((year: { year: number }) => year.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);

    const list = expectOk(await call('mine/list', {}, alice)).list;
    expect(list[0]).toMatchObject({ id: run.id, status: 'done', summary: run.summary });
    expect(list[0]).not.toHaveProperty('result');
  });

  it('shows progress symbol by symbol, and a cancelled run stops before its next symbol', async () => {
    const seen: number[] = [];
    queue().afterSymbol = async (id) => {
      seen.push((await get(id)).progress.done);
    };
    const whole = await create({ strategy: KD_OVERSOLD, universe: { kind: 'tag', tag: TAG } });
    expect(whole.symbols).toEqual(TRIO);
    await queue().idle();
    expect(seen).toEqual([1, 2, 3]);
    expect(await get(whole.id)).toMatchObject({ status: 'done', progress: { done: 3, total: 3 } });

    const held = gate();
    const reached = gate();
    queue().afterSymbol = async (_id, done) => {
      if (done === 1) {
        reached.open();
        await held.opened;
      }
    };
    try {
      const run = await create({ strategy: KD_OVERSOLD, universe: { kind: 'tag', tag: TAG } });
      await reached.opened;
      expect(await get(run.id)).toMatchObject({ status: 'running', progress: { done: 1, total: 3, stage: 'candles' } });
      expect(expectOk(await call('mine/cancel', { id: run.id }, alice)).run).toMatchObject({ status: 'cancelled', finishedAt: s.clock.now() });
      held.open();
      await queue().idle();
      expect(await get(run.id)).toMatchObject({ status: 'cancelled', progress: { done: 1, total: 3 }, result: null });
      expectRefusal(await call('mine/cancel', { id: whole.id }, alice), 409, 'backtestAlreadyFinished');
    } finally {
      held.open();
      queue().afterSymbol = async () => undefined;
    }
  });

  it('shows the step a one-symbol run is in, from its candles to its report', async () => {
    const { pool } = s.app.backtests;
    const { store } = s.app.market.service;
    const { prepare, report } = pool;
    const { range } = store;
    const seen: unknown[] = [];
    // The run may reach its candles before its creation answers: it is the one running, the others have ended.
    const look = async () => {
      const list: { status: string; progress: unknown }[] = expectOk(await call('mine/list', {}, alice)).list;
      seen.push(list.find((run) => run.status === 'running')?.progress);
    };
    pool.prepare = async (task) => {
      await look();
      return prepare(task);
    };
    pool.report = async (task) => {
      await look();
      return report(task);
    };
    store.range = async (...args) => {
      if (args[0] === 'MSFT') await look();
      return range(...args);
    };
    let id: string;
    try {
      id = (await create({ strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'MSFT' } })).id;
      await queue().idle();
    } finally {
      Object.assign(pool, { prepare, report });
      store.range = range;
    }
    expect(seen).toEqual([
      { done: 0, total: 1, stage: 'candles' },
      { done: 0, total: 1, stage: 'indicators' },
      { done: 1, total: 1, stage: 'report' },
    ]);
    expect(await get(id)).toMatchObject({ status: 'done', progress: { done: 1, total: 1 } });
  });

  it('keeps a run to its owner, and a share link lets another member read it only', async () => {
    const run = await create({ strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'MSFT' } });
    await queue().idle();
    for (const [path, body] of [
      ['get', { id: run.id }],
      ['mine/rename', { id: run.id, name: 'Mine now' }],
      ['mine/cancel', { id: run.id }],
      ['mine/share', { id: run.id, shared: true }],
      ['mine/remove', { id: run.id }],
    ] as const) {
      expectRefusal(await call(path, body, bob), 404, 'backtestNotFound');
    }
    expect(expectOk(await call('mine/list', {}, bob)).list).toEqual([]);

    const shared = expectOk(await call('mine/share', { id: run.id, shared: true }, alice)).run;
    expect(shared.shared).toBe(true);
    expect(shared.shareToken).toMatch(/^[\w-]{22}$/);
    expectRefusal(await call('get', { id: run.id, share: 'x'.repeat(22) }, bob), 404, 'backtestNotFound');
    const seen = expectOk(await call('get', { id: run.id, share: shared.shareToken }, bob)).run;
    expect(seen).toMatchObject({ id: run.id, status: 'done', owned: false, shareToken: null, shared: true });
    expect(seen.result.metrics).toEqual((await get(run.id)).result.metrics);
    expectRefusal(await call('mine/rename', { id: run.id, name: 'Mine now' }, bob), 404, 'backtestNotFound');
    expectRefusal(await call('mine/remove', { id: run.id }, bob), 404, 'backtestNotFound');

    const renamed = expectOk(await call('mine/rename', { id: run.id, name: '  Microsoft, oversold  ' }, alice)).run;
    expect(renamed.name).toBe('Microsoft, oversold');
    expectOk(await call('mine/share', { id: run.id, shared: false }, alice));
    expectRefusal(await call('get', { id: run.id, share: shared.shareToken }, bob), 404, 'backtestNotFound');
    expect(expectOk(await call('mine/remove', { id: run.id }, alice))).toBeNull();
    expectRefusal(await call('get', { id: run.id }, alice), 404, 'backtestNotFound');
  });

  it('holds each role to its limits and names the limit', async () => {
    const member = BACKTEST_ROLE_LIMITS.member!;
    const carol = await signInMember(s, admin.token);
    const refusal = (res: Awaited<ReturnType<typeof call>>, status: number, key: MessageKey, field?: string) => {
      expectRefusal(res, status, key);
      expect(res.body.field).toBe(field);
      return res.body.msg as string;
    };
    const wholeUs = await call('mine/create', { name: 'US', request: { strategy: KD_OVERSOLD, universe: { kind: 'region', region: 'US' } } }, carol);
    expect(refusal(wholeUs, 422, 'backtestSymbolsPerRun', 'request.universe')).toContain(`at most ${member.symbolsPerRun} symbols`);

    const sweepOf = (runs: number) => ({
      strategy: KD_OVERSOLD,
      universe: { kind: 'symbol', symbol: 'AAPL' },
      sweep: [{ side: 'entry', field: 'kd.k', bound: 'max', from: 1, to: runs, step: 1 }],
    });
    const bigSweep = await call('mine/create', { name: 'Sweep', request: sweepOf(member.sweepRuns + 1) }, carol, 'zh');
    expect(refusal(bigSweep, 422, 'backtestSweepRunsLimit', 'request.sweep')).toContain(`最多 ${member.sweepRuns} 组`);

    const held = gate();
    queue().afterSymbol = () => held.opened;
    try {
      const runs = [];
      for (let i = 0; i < member.runsAtOnce; i++) runs.push(await create({ strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'NVDA' } }, carol));
      const third = await call('mine/create', { name: 'Third', request: { strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'NVDA' } } }, carol);
      expect(refusal(third, 409, 'backtestRunsAtOnce')).toContain(`${member.runsAtOnce} backtests at once`);
      // Another member's runs are theirs: alice still may queue one.
      const alices = await create({ strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'NVDA' } });
      for (const run of [...runs, alices]) expectOk(await call('mine/cancel', { id: run.id }, run === alices ? alice : carol));
    } finally {
      held.open();
      queue().afterSymbol = async () => undefined;
    }
    await queue().idle();
    const vipSweep = await call('mine/create', { name: 'Sweep', request: sweepOf(member.sweepRuns + 1) }, admin);
    const swept = expectOk(vipSweep).run;
    await queue().idle();
    const { sweep, metrics } = (await get(swept.id, admin)).result;
    expect(sweep.cells).toHaveLength(member.sweepRuns + 1);
    // K under 20 is the strategy's own threshold: that cell is the run itself.
    expect(sweep.cells[19]).toEqual({ values: [20], summary: metrics });
    expect(sweep.cells[0].summary.trades).toBeLessThan(metrics.trades);
  });

  describe('bad input', () => {
    const base = { strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'AAPL' } };
    const cases: { label: string; body: unknown; key: MessageKey; field: string }[] = [
      { label: 'an empty rule', body: { name: 'x', request: { ...base, strategy: { entry: { day: {} } } } }, key: 'backtestEntryEmpty', field: 'request.strategy.entry' },
      {
        label: 'from after to',
        body: { name: 'x', request: { ...base, strategy: { ...KD_OVERSOLD, from: '2024-02-01', to: '2024-01-01' } } },
        key: 'backtestDateRange',
        field: 'request.strategy.from',
      },
      { label: 'a split on a day no calendar has', body: { name: 'x', request: { ...base, splitAt: '2025-13-45' } }, key: 'backtestDate', field: 'request.splitAt' },
      { label: 'a split on words instead of a day', body: { name: 'x', request: { ...base, splitAt: 'next spring' } }, key: 'backtestDate', field: 'request.splitAt' },
      { label: 'an unknown symbol', body: { name: 'x', request: { ...base, universe: { kind: 'symbol', symbol: 'NOPE123' } } }, key: 'backtestUnknownSymbol', field: 'request.universe.symbol' },
      {
        label: 'a sweep over 400 runs',
        body: { name: 'x', request: { ...base, sweep: [{ side: 'entry', field: 'kd.k', bound: 'max', from: 1, to: 401, step: 1 }] } },
        key: 'backtestSweepSize',
        field: 'request.sweep',
      },
      { label: 'a stop of 0', body: { name: 'x', request: { ...base, strategy: { ...KD_OVERSOLD, stopLoss: 0 } } }, key: 'backtestStopPercent', field: 'request.strategy.stopLoss' },
      { label: 'a stop over 100 %', body: { name: 'x', request: { ...base, strategy: { ...KD_OVERSOLD, trailingStop: 100.5 } } }, key: 'backtestStopPercent', field: 'request.strategy.trailingStop' },
      { label: 'an oversized name', body: { name: 'n'.repeat(81), request: base }, key: 'backtestNameLength', field: 'name' },
      { label: 'no name', body: { name: '   ', request: base }, key: 'backtestNameRequired', field: 'name' },
      { label: 'an unknown universe', body: { name: 'x', request: { ...base, universe: { kind: 'galaxy' } } }, key: 'backtestUniverse', field: 'request.universe.kind' },
      {
        label: 'a sweep over a threshold the rules do not set',
        body: { name: 'x', request: { ...base, sweep: [{ side: 'entry', field: 'kd.d', bound: 'max', from: 1, to: 2, step: 1 }] } },
        key: 'backtestSweepField',
        field: 'request.sweep.0.field',
      },
      { label: 'a short over A-shares', body: { name: 'x', request: { strategy: { ...KD_OVERSOLD, direction: 'short' }, universe: { kind: 'symbol', symbol: '600519.SS' } } }, key: 'backtestShortNotAllowed', field: 'request.strategy.direction' },
    ];
    for (const { label, body, key, field } of cases) {
      it(`refuses ${label} by field in both languages and stores nothing`, async () => {
        const before = await snapshotDatabase(s);
        for (const language of ['en', 'zh'] as const) {
          const res = await call('mine/create', body, alice, language);
          expect(res.status, res.text).toBeGreaterThanOrEqual(400);
          expect(res.status, res.text).toBeLessThan(500);
          expect(res.body, res.text).toMatchObject({ key, field });
          expect(res.body.msg).toBe(MESSAGES[key][language].replace(/\{\{symbol\}\}/, 'NOPE123'));
        }
        expect(await snapshotDatabase(s)).toEqual(before);
      });
    }
  });

  /** A run as the queue stores it, for the states a test cannot reach through the calls (a flooded account, a killed process). */
  const storedRun = (who: SignedIn, id: string) => ({
    id,
    userid: who.user.userid,
    name: 'Stored',
    request: JSON.stringify({ strategy: backtestStrategySchema.parse(KD_OVERSOLD), universe: { kind: 'symbol', symbol: 'AAPL' }, riskFreeRate: 0 }),
    symbols: JSON.stringify(['AAPL']),
    duration: '1d',
    status: 'done',
    done: 1,
    total: 1,
    created_at: s.clock.now(),
  });

  it('refuses a run past the runs an account keeps, naming the limit', async () => {
    const dave = await signInMember(s, admin.token);
    const limit = BACKTEST_RUN_LIMITS.storedRuns;
    await s.services.db
      .insertInto('backtest_runs')
      .values(Array.from({ length: limit }, (_, i) => storedRun(dave, `kept-${i}`)))
      .execute();
    const res = await call('mine/create', { name: 'One more', request: { strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'AAPL' } } }, dave);
    expect(expectRefusal(res, 409, 'backtestStoredLimit').body.msg).toContain(`${limit} backtests`);
    expect(expectOk(await call('mine/list', {}, dave)).list).toHaveLength(limit);
    expectOk(await call('mine/remove', { id: 'kept-0' }, dave));
    const run = await create({ strategy: KD_OVERSOLD, universe: { kind: 'symbol', symbol: 'AAPL' } }, dave);
    await queue().idle();
    const kept = expectOk(await call('mine/list', {}, dave)).list;
    expect(kept).toHaveLength(limit);
    expect(kept.map((one: { id: string }) => one.id)).toContain(run.id);
  });

  it('marks failed a run whose process stopped without a word, and takes queued runs at start', async () => {
    const { db } = s.services;
    const now = s.clock.now();
    const row = { ...storedRun(alice, ''), status: 'queued', done: 0 };
    await db
      .insertInto('backtest_runs')
      .values([
        { ...row, id: 'cut-off', status: 'running', started_at: now - STALE_SECONDS - 60, beat_at: now - STALE_SECONDS - 1 },
        { ...row, id: 'still-beating', status: 'running', started_at: now - 60, beat_at: now - 10 },
        { ...row, id: 'waiting', status: 'queued' },
      ])
      .execute();
    queue().kick();
    await queue().idle();
    expect(await get('cut-off')).toMatchObject({ status: 'failed', errorKey: 'backtestInterrupted', finishedAt: now });
    expect((await get('still-beating')).status).toBe('running');
    expect(await get('waiting')).toMatchObject({ status: 'done', progress: { done: 1, total: 1 } });
    await db.deleteFrom('backtest_runs').where('id', 'in', ['cut-off', 'still-beating']).execute();
  });

  // Last: it closes the suite's queue.
  it('hands the run it is working on back to the queue when the server closes', async () => {
    const held = gate();
    const reached = gate();
    queue().afterSymbol = async (_id, done) => {
      if (done === 1) {
        reached.open();
        await held.opened;
      }
    };
    const run = await create({ strategy: KD_OVERSOLD, universe: { kind: 'tag', tag: TAG } });
    await reached.opened;
    const closed = queue().close();
    held.open();
    await closed;
    expect(await get(run.id)).toMatchObject({ status: 'queued', progress: { done: 0, total: 3, stage: null }, result: null });
  });
});
