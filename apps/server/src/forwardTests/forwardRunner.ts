import type { CandleStore } from '../candles/candleStore.js';
import type { Db } from '../db/database.js';
import type { LiveCharts } from '../realtime/liveCharts.js';
import { type ForwardDuration, storedUpTo } from './forwardCandles.js';
import { readClose, type SignalDeps } from './forwardSignals.js';
import type { ForwardTestsTable } from './forwardTables.js';

export interface ForwardRunnerDeps extends SignalDeps {
  db: Db;
  store: CandleStore;
  live: LiveCharts;
  onError: (error: unknown, context: string) => void;
}

/**
 * Follows the live series of every running forward test's symbols at the test's duration. A bar the feed appends
 * closes the one before it: that close is read by each running test trading the symbol at that duration, one
 * close at a time per series, in the order they came.
 */
export function createForwardRunner(deps: ForwardRunnerDeps) {
  const { db, live } = deps;
  const following = new Map<string, Promise<(() => void) | null>>();
  const passes = new Map<string, Promise<void>>();
  let closed = false;

  async function readCloseOfAll(symbol: string, duration: ForwardDuration, candle: number, next: number): Promise<void> {
    const running = await db.selectFrom('forward_tests').selectAll().where('status', '=', 'running').where('duration', '=', duration).execute();
    // A candle that ended before the test began is none of its business.
    const trading = running.filter((test) => next > Number(test.started_at) && (JSON.parse(test.symbols) as string[]).includes(symbol));
    if (trading.length === 0) return;
    // Read once for every test trading the series: each prepares its own indicators over them.
    const stored = await storedUpTo(deps.store, symbol, duration, candle);
    for (const test of trading) {
      try {
        await readClose(deps, test, symbol, candle, stored);
        await db
          .updateTable('forward_tests')
          .set({ last_candle: candle })
          .where('id', '=', test.id)
          .where((eb) => eb.or([eb('last_candle', 'is', null), eb('last_candle', '<', candle)]))
          .execute();
      } catch (error) {
        deps.onError(error, `forward test ${test.id} could not read ${symbol}`);
      }
    }
  }

  function heard(key: string, symbol: string, duration: ForwardDuration, candle: number, next: number): void {
    const previous = passes.get(key) ?? Promise.resolve();
    const pass = previous.then(() => readCloseOfAll(symbol, duration, candle, next)).catch((error: unknown) => deps.onError(error, `forward tests of ${symbol} failed`));
    passes.set(key, pass);
    void pass.finally(() => {
      if (passes.get(key) === pass) passes.delete(key);
    });
  }

  function follow(symbol: string, duration: ForwardDuration): Promise<(() => void) | null> {
    const key = `${symbol}:${duration}`;
    return live
      .follow(symbol, duration, (mode, _ohlcs, bar, before) => {
        if (mode === 'append' && before) heard(key, symbol, duration, before.ts, bar.ts);
      })
      .catch((error: unknown) => {
        deps.onError(error, `the live feed of ${symbol} could not be followed for forward tests`);
        following.delete(key);
        return null;
      });
  }

  /** Follows what the running tests trade and lets go of the rest: at the start, and at each start or stop of a test. */
  async function refresh(): Promise<void> {
    if (closed) return;
    const running: Pick<ForwardTestsTable, 'symbols' | 'duration'>[] = await db.selectFrom('forward_tests').select(['symbols', 'duration']).where('status', '=', 'running').execute();
    const wanted = new Map<string, [string, ForwardDuration]>();
    for (const test of running) for (const symbol of JSON.parse(test.symbols) as string[]) wanted.set(`${symbol}:${test.duration}`, [symbol, test.duration]);
    for (const [key, [symbol, duration]] of wanted) if (!following.has(key)) following.set(key, follow(symbol, duration));
    await Promise.all(following.values());
    for (const [key, stop] of [...following]) {
      if (wanted.has(key)) continue;
      following.delete(key);
      (await stop)?.();
    }
  }

  return {
    refresh,
    /** Resolves once every close heard so far has been read and its orders placed. */
    async settled() {
      while (passes.size > 0) await Promise.allSettled([...passes.values()]);
    },
    async close() {
      closed = true;
      for (const stop of following.values()) (await stop)?.();
      following.clear();
      while (passes.size > 0) await Promise.allSettled([...passes.values()]);
    },
  };
}

export type ForwardRunner = ReturnType<typeof createForwardRunner>;
