import type { CandleRequest } from '@signaldesk/market-data';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DURATION_SECONDS } from '../../src/candles/durations.js';
import { createMarket, type MarketModule } from '../../src/market/marketModule.js';
import { describeEachDatabase, type TestServer, useServer } from '../harness.js';
import { ScriptedSource } from './support.js';

/** Tuesday 2026-01-06, 10:00 in New York (15:00 UTC): the US session is on, Hong Kong's is over. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
/** 16:00 New York in winter is 21:00 UTC; the daily job waits half an hour for the final bar. */
const TUESDAY_DAILY_RUN = Date.UTC(2026, 0, 6, 21, 30) / 1000;

/** Bars every duration-length from the asked start to the asked end, price rising by the bar index. */
function scriptedBars(request: CandleRequest) {
  const step = DURATION_SECONDS[request.duration];
  const to = request.to ?? 0;
  const from = Math.max(request.from ?? to - 400 * step, to - 3_000 * step);
  const out = [];
  for (let ts = Math.ceil(from / step) * step; ts < to; ts += step) {
    const price = 100 + (ts / step) % 50;
    out.push({ ts, open: price, high: price + 1, low: price - 1, close: price + 0.5, volume: 10 });
  }
  return out;
}

describeEachDatabase('market jobs', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let source: ScriptedSource;
  let market: MarketModule;
  const waits: number[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    s = server();
    s.clock.seconds = TUESDAY_10_NY;
    source = new ScriptedSource(scriptedBars);
    market = await createMarket(
      s.services,
      {
        provider: source,
        patience: {
          timeoutMs: 50,
          retries: 2,
          baseDelayMs: 10,
          sleep: async (ms) => {
            waits.push(ms);
          },
        },
        regionSymbols: async (region) => (region === 'US' ? ['AAPL', 'MSFT'] : region === 'HK' ? ['0700.HK'] : []),
        hotSymbols: async () => ['AAPL', 'BTC-USD', '0700.HK'],
      },
      (error) => errors.push(error),
    );
  });
  afterAll(() => market.close());

  const job = async (name: string) => (await market.jobs.records.list()).find((j) => j.name === name)!;

  it('runs every job on the first tick of a fresh install, then the daily one only after the close', async () => {
    const first = await market.jobs.tick();
    expect(first).toEqual(expect.arrayContaining(['daily:US', 'daily:HK', 'hot']));
    await market.jobs.idle();
    const us = await job('daily:US');
    expect(us).toMatchObject({ runs: 1, lastRun: TUESDAY_10_NY, lastSuccess: TUESDAY_10_NY, failures: 0, nextRun: TUESDAY_DAILY_RUN });
    expect(await market.service.store.count('AAPL', '1d')).toBeGreaterThan(300);
    const snapshot = await market.service.snapshot('AAPL', '1d');
    expect(snapshot?.values['matrix.mma10']).toEqual(expect.any(Number));
    expect(await market.service.snapshot('AAPL', '1wk')).not.toBeNull();
    // Hong Kong closed at 16:00 there, 08:00 UTC: its next run is Wednesday's close.
    expect((await job('daily:HK')).nextRun).toBe(Date.UTC(2026, 0, 7, 8, 30) / 1000);

    s.clock.seconds = TUESDAY_DAILY_RUN - 60;
    expect(await market.jobs.tick()).not.toContain('daily:US');
    expect((await job('daily:US')).runs).toBe(1);

    const asked = source.calls.length;
    s.clock.seconds = TUESDAY_DAILY_RUN + 60;
    expect(await market.jobs.tick()).toContain('daily:US');
    await market.jobs.idle();
    expect(await job('daily:US')).toMatchObject({ runs: 2, lastSuccess: TUESDAY_DAILY_RUN + 60, nextRun: TUESDAY_DAILY_RUN + 86_400 });
    // The second run only asked for what was new since the last stored bar.
    const updates = source.calls.slice(asked).filter((c) => c.duration === '1d' && c.symbol !== 'BTC-USD');
    expect(updates.length).toBe(2);
    for (const call of updates) expect(call.from).toBeGreaterThan(TUESDAY_DAILY_RUN - 3 * 86_400);
  });

  it('updates the hot symbols whose market is open every 15 minutes', async () => {
    s.clock.seconds = TUESDAY_10_NY + 7 * 86_400;
    const asked = source.calls.length;
    expect(await market.jobs.fire('hot')).toBe(6);
    await market.jobs.idle();
    const symbols = new Set(source.calls.slice(asked).map((c) => c.symbol));
    expect([...symbols].sort()).toEqual(['AAPL', 'BTC-USD']);
    expect((await job('hot')).nextRun).toBe(TUESDAY_10_NY + 7 * 86_400 + 900);

    s.clock.advance(600);
    expect(await market.jobs.tick()).not.toContain('hot');
    s.clock.advance(300);
    expect(await market.jobs.tick()).toContain('hot');
    await market.jobs.idle();
    expect(await market.service.snapshot('AAPL', '15m')).not.toBeNull();
    expect(await market.service.snapshot('AAPL', '4h')).not.toBeNull();
  });

  it('retries a source that times out, answers garbage or rate-limits, then records the failure and keeps the candles', async () => {
    const before = await market.service.store.last('MSFT', '1d', 5_000);
    expect(before.length).toBeGreaterThan(300);
    s.clock.advance(86_400);
    source.script = ['timeout', 'garbage', 'rate-limit'];
    source.calls = [];
    waits.length = 0;
    const outcome = await market.jobs.runSeries('update', 'MSFT', '1d');
    expect(outcome.ok).toBe(false);
    expect(source.calls.length).toBe(3);
    expect(waits).toEqual([10, 20]);
    const update = await job('update');
    expect(update.failures).toBe(1);
    expect(update.lastError).toMatch(/^MSFT 1d: .*unavailable/);
    expect(await market.service.store.last('MSFT', '1d', 5_000)).toEqual(before);

    source.script = ['garbage', 'answer'];
    source.calls = [];
    expect((await market.jobs.runSeries('update', 'MSFT', '1d')).ok).toBe(true);
    expect(source.calls.length).toBe(2);
    expect(await job('update')).toMatchObject({ failures: 0, lastSuccess: s.clock.seconds });
    expect(await market.service.store.count('MSFT', '1d')).toBeGreaterThan(before.length);
    source.script = ['answer'];
  });

  it('records a failed series of a sweep on its job and leaves the other series done', async () => {
    source.script = ['rate-limit', 'rate-limit', 'rate-limit', 'answer'];
    source.calls = [];
    s.clock.advance(86_400);
    await market.jobs.fire('daily:US');
    await market.jobs.idle();
    const us = await job('daily:US');
    expect(us.failures).toBe(1);
    expect(us.lastError).toMatch(/^AAPL 1d/);
    expect(us.lastSuccess).toBeLessThan(s.clock.seconds);
    expect(errors).toEqual([]);
    source.script = ['answer'];
  });

  it('logs a sweep whose ledger could not be written, as in a database outage, and runs the next one', async () => {
    const succeeded = vi.spyOn(market.jobs.records, 'succeeded').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    s.clock.advance(86_400);
    await market.jobs.fire('daily:HK');
    await market.jobs.idle();
    expect(errors).toEqual([expect.objectContaining({ message: 'Connection terminated unexpectedly' })]);
    errors.length = 0;

    await market.jobs.fire('daily:HK');
    await market.jobs.idle();
    expect(succeeded).toHaveBeenCalledTimes(2);
    expect((await job('daily:HK')).lastSuccess).toBe(s.clock.seconds);
    succeeded.mockRestore();
  });
});
