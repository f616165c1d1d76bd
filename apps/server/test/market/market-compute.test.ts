import { MARKET_LIMITS } from '@signaldesk/contract';
import { roundSignificant } from '@signaldesk/format';
import { CATALOGUE, compute, FIELD_COUNT, seriesFromCandles } from '@signaldesk/indicators';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMarket, type MarketModule } from '../../src/market/marketModule.js';
import { barsPerYear } from '../../src/quotes/barsPerYear.js';
import { computeWindow } from '../../src/quotes/chartDepth.js';
import { describeEachDatabase, useServer } from '../harness.js';
import { bars, DAY, ScriptedSource } from './support.js';

const START = Date.UTC(2020, 0, 1) / 1000;

/** The catalogue of bars computed on their own, the reference each series must keep. */
function alone(symbol: string, candles: ReturnType<typeof bars>) {
  return compute(seriesFromCandles(candles), { duration: '1d', barsPerYear: barsPerYear(symbol, '1d') });
}

describeEachDatabase('computes through one engine memory', (kind) => {
  const server = useServer(kind);
  let market: MarketModule;

  beforeAll(async () => {
    market = await createMarket(server().services, { provider: new ScriptedSource(() => []) }, () => undefined);
  });
  afterAll(() => market.close());

  it('gives every series its own values when computes of series of the same length interleave', async () => {
    // Same length, so every compute reuses the same memory; different prices, so a value taken from
    // the wrong series shows.
    const rising = bars(computeWindow('AAPL', '1d'), START, DAY, 100, 0.25);
    const falling = bars(computeWindow('MSFT', '1d'), START, DAY, 900, -0.5);
    await market.service.store.replace('AAPL', '1d', rising);
    await market.service.store.replace('MSFT', '1d', falling);

    const [aapl, msft] = await Promise.all([market.service.analysis.compute('AAPL', '1d'), market.service.analysis.compute('MSFT', '1d')]);

    for (const [symbol, tail, candles] of [
      ['AAPL', aapl, rising],
      ['MSFT', msft, falling],
    ] as const) {
      const expected = alone(symbol, candles);
      expect(tail!.length).toBe(MARKET_LIMITS.chartCandles);
      const mismatches: string[] = [];
      for (let f = 0; f < FIELD_COUNT; f++) {
        for (let i = 0; i < tail!.length; i++) {
          const got = tail!.block[f * tail!.length + i]!;
          const computed = expected.block[f * expected.length + expected.length - tail!.length + i]!;
          // The kept tail holds the values as the chart receives them.
          const want = Number.isNaN(computed) ? computed : roundSignificant(computed);
          if (!Object.is(got, want)) mismatches.push(`${symbol} ${CATALOGUE[f]!.id} bar ${i}: ${got} instead of ${want}`);
        }
      }
      expect(mismatches.slice(0, 3)).toEqual([]);
      const snapshot = await market.service.snapshot(symbol, '1d');
      expect(snapshot!.values['candle.close']).toBe(candles.at(-1)!.close);
      expect(snapshot!.values['matrix.mma10']).toBe(expected.column('matrix.mma10')[expected.length - 1]);
    }
  });
});
