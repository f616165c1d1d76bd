import { randomUUID } from 'node:crypto';
import { type BacktestSymbol, BENCHMARKS, type BenchmarkBars, runWindow } from '@signaldesk/backtest';
import type { BacktestRequest, BacktestStage, BacktestStatus, Duration, Region } from '@signaldesk/contract';
import { type Series, seriesFromCandles } from '@signaldesk/indicators';
import { resample, timeZoneOfMarket } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { DURATION_SECONDS, SOURCE_OF } from '../candles/durations.js';
import type { Db } from '../db/database.js';
import { barsPerYear } from '../quotes/barsPerYear.js';
import type { MarketService } from '../quotes/marketService.js';
import type { BacktestPool } from './backtestPool.js';
import { readRun, UNFINISHED } from './backtestStore.js';

export type RunDuration = '1d' | '1wk' | '1h';

/** How often a running run's process says it is alive. */
const BEAT_SECONDS = 30;
/** A run left running without a beat for this long was cut off by a stop of its process. */
export const STALE_SECONDS = 5 * 60;
const EVERYTHING = Number.MAX_SAFE_INTEGER;

/** Every stored bar of a symbol at a run's duration, oldest first: weeks are built from days as the chart builds them. */
export async function runCandles(store: CandleStore, symbol: string, duration: RunDuration): Promise<Series> {
  const bars = await store.range(symbol, SOURCE_OF[duration], 0, EVERYTHING);
  return seriesFromCandles(duration === '1wk' ? resample(bars, '1d', '1wk', symbol) : bars);
}

/** The market most of the run's symbols trade in (the first in alphabetical order on a tie): its benchmark, calendar and year. */
function mainMarket(symbols: readonly BacktestSymbol[]): { market: Region; symbol: string } {
  const counts = new Map<Region, number>();
  for (const s of symbols) counts.set(s.market, (counts.get(s.market) ?? 0) + 1);
  let best = symbols[0]!;
  for (const s of symbols) if (counts.get(s.market)! > counts.get(best.market)!) best = s;
  return { market: best.market, symbol: best.symbol };
}

/** Queued runs weighed for the next turn: far more than the traders waiting at once on one queue. */
const TURN_WINDOW = 500;

/**
 * Traders take turns: each queued run's turn is its owner's runs running now plus the owner's runs queued ahead of
 * it, and the run with the lowest turn goes next, the oldest first on a tie. A trader who queues three long runs
 * then holds back another's single run by one run at most, not three.
 */
export function nextInTurn<Run extends { userid: string }>(queued: readonly Run[], running: ReadonlyMap<string, number>): Run | undefined {
  const turns = new Map(running);
  let next: Run | undefined;
  let lowest = Number.POSITIVE_INFINITY;
  for (const run of queued) {
    const turn = turns.get(run.userid) ?? 0;
    if (turn < lowest) {
      next = run;
      lowest = turn;
    }
    turns.set(run.userid, turn + 1);
  }
  return next;
}

export interface QueueDeps {
  db: Db;
  now: () => number;
  market: MarketService;
  pool: BacktestPool;
  /** Runs this process works on at once. */
  runsAtOnce: number;
  onError: (error: unknown) => void;
  /** A run handed back to the queue by a stopping process: a scaled-out deployment wakes another worker for it. */
  onHandedBack?: (id: string) => Promise<void>;
}

/**
 * A run does not need the forming bar: a series fetched within one of its stored bars (a day for day and week
 * runs, an hour for hour runs) is used as stored, so a run over a whole list does not ask the source for every
 * symbol the scheduler already keeps. Older or never fetched, it is fetched the way a chart fetches it.
 */
export async function freshCandles(
  deps: Pick<QueueDeps, 'db' | 'now' | 'market' | 'onError'>,
  symbol: string,
  duration: RunDuration,
): Promise<Series> {
  await keepFresh(deps, symbol, duration);
  return runCandles(deps.market.store, symbol, duration);
}

/** Fetches the symbol's candles when the stored ones are older than one of their bars (see freshCandles). */
export async function keepFresh(deps: Pick<QueueDeps, 'db' | 'now' | 'market' | 'onError'>, symbol: string, duration: RunDuration): Promise<void> {
  const stored = SOURCE_OF[duration];
  const fetched = await deps.db
    .selectFrom('series_fetches')
    .select('fetched_at')
    .where('symbol', '=', symbol)
    .where('duration', '=', stored)
    .executeTakeFirst();
  try {
    if (!fetched || deps.now() - Number(fetched.fetched_at) >= DURATION_SECONDS[stored]) await deps.market.ensureFresh(symbol, duration);
  } catch (error) {
    // The stored candles still make a run when the source does not answer; the log keeps why they may be old.
    deps.onError(error);
  }
}

/**
 * The runs waiting in the database, taken oldest first by whichever process claims them (an update from queued
 * to running that only one can win), and worked symbol by symbol in the pool's threads: each symbol's candles
 * are read and its indicators computed, the progress is written at each of those steps, and a run cancelled or
 * deleted meanwhile stops at its next symbol. The fill loop, sweep and report run last, in one task.
 */
export class BacktestQueue {
  /** Awaited after each symbol's progress is written: tests hold it to look at a run halfway. */
  afterSymbol: (id: string, done: number) => Promise<void> = async () => undefined;
  /** The runs this process works on: each by its claim, which the run's row holds for as long as the run is ours. */
  private readonly active = new Map<string, { claim: string; work: Promise<void> }>();
  private filling: Promise<void> = Promise.resolve();
  private closing = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: QueueDeps) {}

  /** Marks the runs a stopped process left behind, then takes queued runs and keeps beating for the ones it runs. */
  start(): void {
    this.keepBeating(() => this.kick());
    this.kick();
  }

  /**
   * Beats every 30 seconds for the runs in progress here, then calls `andThen`: the single process looks for work
   * there, a worker of a scaled-out deployment only marks stale runs (its queue's jobs take runs).
   */
  keepBeating(andThen: () => void = () => undefined): void {
    this.timer = setInterval(() => {
      this.beat().catch(this.deps.onError);
      andThen();
    }, BEAT_SECONDS * 1000);
    this.timer.unref();
  }

  /** Looks for queued runs while this process has room. */
  kick(): void {
    this.filling = this.filling.then(() => this.fill()).catch(this.deps.onError);
  }

  /** Resolves once this process runs nothing and has taken what was queued. */
  async idle(): Promise<void> {
    await this.filling;
    while (this.active.size > 0) {
      await Promise.all([...this.active.values()].map((run) => run.work));
      await this.filling;
    }
  }

  /** Stops taking runs; runs in progress go back to the queue at their next symbol, for the next start to take. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.filling;
    await Promise.all([...this.active.values()].map((run) => run.work));
  }

  /** True once close() was called: a worker's job then takes no run. */
  get stopping(): boolean {
    return this.closing;
  }

  /** Fails the runs whose process stopped beating: cut off by a stop without a word. */
  async failStale(): Promise<void> {
    const { db, now } = this.deps;
    await db
      .updateTable('backtest_runs')
      .set({ status: 'failed', error_key: 'backtestInterrupted', finished_at: now() })
      .where('status', '=', 'running')
      .where('beat_at', '<', now() - STALE_SECONDS)
      .execute();
  }

  /**
   * Claims the queued run whose turn it is, over every process's running runs, under `claim` (a fresh random id);
   * none when nothing is queued.
   */
  async claimNext(claim: string): Promise<string | undefined> {
    const { db, now } = this.deps;
    for (;;) {
      const next = await this.nextQueued();
      if (!next) return undefined;
      const claimed = await db
        .updateTable('backtest_runs')
        .set({ status: 'running', claim, started_at: now(), beat_at: now() })
        .where('id', '=', next.id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      // Another process claimed it first: the next in turn, then.
      if (claimed.numUpdatedRows > 0n) return next.id;
    }
  }

  /**
   * Takes over, under `claim`, the run still running under `held`: the claim of a worker that died while it ran
   * it. The run starts again from its first symbol, and the dead worker's claim no longer writes anything on it.
   * None when that run has ended meanwhile, or another worker took it over first.
   */
  async takeOver(held: string, claim: string): Promise<string | undefined> {
    const { db, now } = this.deps;
    const row = await db.selectFrom('backtest_runs').select('id').where('claim', '=', held).where('status', '=', 'running').executeTakeFirst();
    if (!row) return undefined;
    const taken = await db
      .updateTable('backtest_runs')
      .set({ claim, done: 0, stage: null, beat_at: now() })
      .where('id', '=', row.id)
      .where('claim', '=', held)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n ? row.id : undefined;
  }

  /** Runs a run claimed under `claim` to its end; a failure is written on the run, not thrown. */
  runClaimed(id: string, claim: string): Promise<void> {
    const work = this.run(id, claim)
      .catch(async (error) => {
        this.deps.onError(error);
        // With the database gone as well the run stays 'running', and its stopped heartbeat fails it later.
        await this.end(id, claim, { status: 'failed', error_key: 'backtestFailed' }).catch(this.deps.onError);
      })
      .finally(() => this.active.delete(id));
    this.active.set(id, { claim, work });
    return work;
  }

  private async fill(): Promise<void> {
    await this.failStale();
    while (!this.closing && this.active.size < this.deps.runsAtOnce) {
      const claim = randomUUID();
      const id = await this.claimNext(claim);
      if (!id) return;
      void this.runClaimed(id, claim).finally(() => {
        if (!this.closing) this.kick();
      });
    }
  }

  /** The queued run whose turn it is, among the oldest queued ones, over every process's running runs. */
  private async nextQueued(): Promise<{ id: string } | undefined> {
    const { db } = this.deps;
    const queued = await db
      .selectFrom('backtest_runs')
      .select(['id', 'userid'])
      .where('status', '=', 'queued')
      .orderBy('created_at')
      .orderBy('id')
      .limit(TURN_WINDOW)
      .execute();
    if (queued.length === 0) return undefined;
    const running = await db
      .selectFrom('backtest_runs')
      .select((eb) => ['userid', eb.fn.countAll<number>().as('runs')])
      .where('status', '=', 'running')
      .groupBy('userid')
      .execute();
    return nextInTurn(queued, new Map(running.map((row) => [row.userid, Number(row.runs)])));
  }

  private async beat(): Promise<void> {
    if (this.active.size === 0) return;
    await this.deps.db
      .updateTable('backtest_runs')
      .set({ beat_at: this.deps.now() })
      .where('claim', 'in', [...this.active.values()].map((run) => run.claim))
      .where('status', '=', 'running')
      .execute();
  }

  /** Writes a run's end while it is still running under this claim: not if it was cancelled, deleted or taken over. */
  private async end(
    id: string,
    claim: string,
    fields: { status: BacktestStatus; error_key?: string; error_symbol?: string; result?: string; summary?: string },
  ): Promise<void> {
    await this.deps.db
      .updateTable('backtest_runs')
      .set({ ...fields, finished_at: this.deps.now() })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .where('status', '=', 'running')
      .execute();
  }

  /**
   * False once the run was cancelled or deleted, from this process or another, or taken over by another worker
   * because this one seemed dead (it lost its job's lock, stalled for longer than the lock lasts).
   */
  private async stillRunning(id: string, claim: string): Promise<boolean> {
    const row = await this.deps.db.selectFrom('backtest_runs').select(['status', 'claim']).where('id', '=', id).executeTakeFirst();
    return row?.status === 'running' && row.claim === claim;
  }

  private async progressed(id: string, claim: string, done: number, stage: BacktestStage): Promise<void> {
    await this.deps.db
      .updateTable('backtest_runs')
      .set({ done, stage, beat_at: this.deps.now() })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .where('status', '=', 'running')
      .execute();
  }

  /** Back to the queue from the start: a stopping process hands its run to the next one. */
  private async requeue(id: string, claim: string): Promise<void> {
    const handed = await this.deps.db
      .updateTable('backtest_runs')
      .set({ status: 'queued', claim: null, done: 0, stage: null, started_at: null, beat_at: null })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (handed.numUpdatedRows > 0n) await this.deps.onHandedBack?.(id);
  }

  private async benchmarkOf(market: Region, duration: RunDuration): Promise<BenchmarkBars | null> {
    const symbol = BENCHMARKS[market];
    const series = await freshCandles(this.deps, symbol, duration);
    return series.ts.length === 0 ? null : { symbol, ts: series.ts, close: series.close };
  }

  private async run(id: string, claim: string): Promise<void> {
    const row = await readRun(this.deps.db, id);
    if (!row || !UNFINISHED.includes(row.status as BacktestStatus)) return;
    const request = JSON.parse(row.request) as BacktestRequest;
    const symbols = JSON.parse(row.symbols) as string[];
    const duration = row.duration as RunDuration;
    const window = runWindow(request.strategy);
    const prepared: BacktestSymbol[] = [];
    const skipped: string[] = [];
    this.deps.pool.warm();
    for (let i = 0; i < symbols.length; i++) {
      if (this.closing) return this.requeue(id, claim);
      if (!(await this.stillRunning(id, claim))) return;
      const symbol = symbols[i]!;
      if (i === 0) await this.progressed(id, claim, 0, 'candles');
      const series = await freshCandles(this.deps, symbol, duration);
      const inWindow = series.ts.some((ts) => ts >= window.from && ts <= window.to);
      if (inWindow) {
        await this.progressed(id, claim, i, 'indicators');
        prepared.push(await this.deps.pool.prepare({ symbol, series, strategy: request.strategy }));
      } else skipped.push(symbol);
      // One write says this symbol is done and the next one's candles are being loaded.
      await this.progressed(id, claim, i + 1, i + 1 < symbols.length ? 'candles' : 'report');
      await this.afterSymbol(id, i + 1);
    }
    if (prepared.length === 0) return this.end(id, claim, { status: 'failed', error_key: 'backtestNoCandles' });
    const { market, symbol } = mainMarket(prepared);
    const { json, summary } = await this.deps.pool.report({
      symbols: prepared,
      request,
      duration,
      barsPerYear: barsPerYear(symbol, duration as Duration),
      timeZone: timeZoneOfMarket(market),
      benchmark: await this.benchmarkOf(market, duration),
      skipped,
    });
    await this.end(id, claim, { status: 'done', result: json, summary: JSON.stringify(summary) });
  }
}
