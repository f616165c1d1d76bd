import { type Series, seriesFromCandles, Workspace } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { prepareSymbols, strategyDuration, strategyFields } from '../src/index.js';
import { randomWalk, strategyOf } from './support/candles.js';

const cross = strategyOf({ entry: { day: { 'standard.goldenCross': { in: [2] } } }, exit: { day: { 'standard.goldenCross': { in: [-2] } } } });
const oversold = strategyOf({
  entry: { day: { 'kd.k': { max: 30 }, 'sine.stage': { in: [3, 4] }, 'matrix.bias10': { max: 0 } } },
  exit: { day: { 'kd.k': { min: 80 } } },
});
const weekly = strategyOf({ entry: { week: { 'kd.k': { max: 25 }, 'candle.updown': { max: 0 } } } });
const hourly = strategyOf({ entry: { hour: { 'matrix.k10': { min: -70 } } } });

/** Values whose 64 bits differ (NaN's among them), -1 when the lengths do. */
function bitsDiffering(actual: Float64Array, expected: Float64Array): number {
  if (actual.length !== expected.length) return -1;
  const [a, b] = [actual, expected].map((c) => new BigUint64Array(c.buffer, c.byteOffset, c.length)) as [BigUint64Array, BigUint64Array];
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
  return differing;
}

describe('prepareSymbols', () => {
  it('gives bit for bit the columns of a fresh workspace, whatever the runs before it in the thread', () => {
    const series: Series[] = [900, 1500, 900, 2500, 40].map((bars, i) => seriesFromCandles(randomWalk(bars, i + 1)));
    // Strategies, durations and lengths in turn over the one kept memory, each run twice.
    for (const strategy of [cross, oversold, weekly, cross, hourly, oversold, weekly, hourly]) {
      const inputs = series.map((s, i) => ({ symbol: `S${i}`, market: 'US' as const, series: s }));
      const prepared = prepareSymbols(inputs, strategy);
      const fields = strategyFields(strategy);
      for (const [i, symbol] of prepared.entries()) {
        const fresh = new Workspace().compute(series[i]!, { duration: strategyDuration(strategy), fields });
        for (const id of fields) {
          expect(bitsDiffering(symbol.columns[id]!, fresh.column(id)), `${id} of S${i}`).toBe(0);
        }
      }
    }
  });

  it('keeps each symbol its own columns: the next symbol does not write over them', () => {
    const series = [1, 2].map((seed) => seriesFromCandles(randomWalk(600, seed)));
    const [first, second] = prepareSymbols(
      series.map((s, i) => ({ symbol: `S${i}`, market: 'US' as const, series: s })),
      oversold,
    );
    const again = prepareSymbols([{ symbol: 'S0', market: 'US', series: series[0]! }], oversold)[0]!;
    expect(first!.columns['kd.k']).toEqual(again.columns['kd.k']);
    expect(first!.columns['kd.k']).not.toEqual(second!.columns['kd.k']);
  });
});
