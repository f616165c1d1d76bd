import { describe, expect, it } from 'vitest';
import { CATALOGUE, compute, Stream } from '../src';
import { type Candle, seriesFromCandles } from '../src/series';
import { hasData, loadFolder } from './support/data';
import { randomCandles, seeded } from './support/random';

/**
 * Feeds the candles one by one; each bar is first appended as a different
 * candle and replaced several times (as a forming bar is) before its final
 * values, then every field must equal the batch result bit for bit.
 */
function expectStreamEqualsBatch(candles: Candle[], barsPerYear: number, seed: number) {
  const batch = compute(seriesFromCandles(candles), { barsPerYear });
  const columns = CATALOGUE.map((def) => batch.column(def.id));
  const stream = new Stream({ barsPerYear });
  const rnd = seeded(seed);
  const wobble = (c: Candle): Candle => {
    const f = 1 + (rnd() - 0.5) * 0.04;
    return { ...c, close: c.close * f, high: Math.max(c.high, c.close * f), low: Math.min(c.low, c.close * f), volume: c.volume * rnd() };
  };
  let mismatches = 0;
  const first: string[] = [];
  candles.forEach((candle, i) => {
    stream.append(wobble(candle));
    const replaces = Math.floor(rnd() * 4);
    for (let r = 0; r < replaces; r++) stream.replace(wobble(candle));
    const row = stream.replace(candle);
    for (let f = 0; f < columns.length; f++) {
      if (!Object.is(row[f], columns[f]![i])) {
        mismatches++;
        if (first.length < 5) first.push(`bar ${i} ${CATALOGUE[f]!.id}: stream ${row[f]} batch ${columns[f]![i]}`);
      }
    }
  });
  expect(first).toEqual([]);
  expect(mismatches).toBe(0);
  expect(stream.length).toBe(candles.length);
}

describe('streaming equals batch on every field', () => {
  it('on 3,000 random candles with flat stretches, a 250-bar year and replace() up to 4 times a bar', () => {
    expectStreamEqualsBatch(randomCandles(3_000, 11, 200), 250, 1);
  });

  it('on a short year so the 4-year features come out of warm-up quickly', () => {
    expectStreamEqualsBatch(randomCandles(1_500, 12, 100), 40, 2);
  });

  it('replace() before any append() is an error', () => {
    expect(() => new Stream().replace(randomCandles(1, 1)[0]!)).toThrow(/append/);
  });

  it.skipIf(!hasData)('on real daily series from ../shared/data', () => {
    for (const { series } of loadFolder('cn_csi300_daily', 2)) {
      const candles = Array.from(series.close, (close, i) => ({
        ts: series.ts[i]!,
        open: series.open[i]!,
        high: series.high[i]!,
        low: series.low[i]!,
        close,
        volume: series.volume[i]!,
      }));
      expectStreamEqualsBatch(candles, 252, 3);
    }
  });
});
