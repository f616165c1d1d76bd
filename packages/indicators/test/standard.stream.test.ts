import { describe, expect, it } from 'vitest';
import { computeIndicator, INDICATOR_IDS, type IndicatorInstance, IndicatorStream, type IndicatorOptions } from '../src';
import { type Candle, seriesFromCandles } from '../src/series';
import { randomCandles, seeded } from './support/random';

/**
 * Feeds the candles one by one; each is first appended as a different candle
 * and replaced up to three times (as a forming candle is) before its final
 * values, then every line must equal the batch result bit for bit.
 */
function streamMismatches(instance: IndicatorInstance, candles: Candle[], options: IndicatorOptions, seed: number): string[] {
  const batch = computeIndicator(instance, seriesFromCandles(candles), options).lines as Record<string, Float64Array>;
  const stream = new IndicatorStream(instance, options);
  const rnd = seeded(seed);
  const wobble = (c: Candle): Candle => {
    const f = 1 + (rnd() - 0.5) * 0.04;
    return { ...c, close: c.close * f, high: Math.max(c.high, c.close * f), low: Math.min(c.low, c.close * f), volume: c.volume * rnd() };
  };
  const mismatches: string[] = [];
  candles.forEach((candle, i) => {
    stream.append(wobble(candle));
    const replaces = Math.floor(rnd() * 4);
    for (let r = 0; r < replaces; r++) stream.replace(wobble(candle));
    const values = stream.replace(candle) as Record<string, number>;
    for (const [line, column] of Object.entries(batch)) {
      if (!Object.is(values[line], column[i]) && mismatches.length < 5) {
        mismatches.push(`${instance.indicator} bar ${i} ${line}: stream ${values[line]} batch ${column[i]}`);
      }
    }
  });
  expect(stream.length).toBe(candles.length);
  return mismatches;
}

/** Settings away from the defaults, short enough that every window fills and empties often. */
const SHORT: IndicatorInstance[] = [
  { indicator: 'sma', settings: { period: 1 } },
  { indicator: 'ema', settings: { period: 3 } },
  { indicator: 'wma', settings: { period: 1 } },
  { indicator: 'wma', settings: { period: 4 } },
  { indicator: 'vwap', settings: { anchor: 'week' } },
  { indicator: 'bollinger', settings: { period: 3, deviations: 1 } },
  { indicator: 'keltner', settings: { period: 3, atrPeriod: 1, multiplier: 0.5 } },
  { indicator: 'donchian', settings: { period: 1 } },
  { indicator: 'ichimoku', settings: { conversion: 2, base: 3, spanB: 5 } },
  { indicator: 'supertrend', settings: { period: 1, multiplier: 1 } },
  { indicator: 'psar', settings: { start: 0.01, step: 0.05, maximum: 0.3 } },
  { indicator: 'rsi', settings: { period: 1 } },
  { indicator: 'macd', settings: { fast: 2, slow: 3, signal: 1 } },
  { indicator: 'stochastic', settings: { period: 1, kSmooth: 1, dSmooth: 1 } },
  { indicator: 'stochRsi', settings: { rsiPeriod: 2, period: 3, kSmooth: 1, dSmooth: 2 } },
  { indicator: 'atr', settings: { period: 1 } },
  { indicator: 'adx', settings: { period: 1 } },
  { indicator: 'cci', settings: { period: 1 } },
  { indicator: 'williamsR', settings: { period: 2 } },
  { indicator: 'mfi', settings: { period: 1 } },
];

describe('streaming equals batch on every standard indicator', () => {
  const daily = randomCandles(1_500, 31, 60);

  it.each(INDICATOR_IDS)('%s with its defaults on 1,500 daily candles with flat stretches', (indicator) => {
    expect(streamMismatches({ indicator }, daily, {}, 1)).toEqual([]);
  });

  it.each(SHORT.map((instance) => [instance.indicator, JSON.stringify(instance.settings), instance] as const))(
    '%s %s on 600 candles',
    (_, __, instance) => {
      expect(streamMismatches(instance, daily.slice(0, 600), {}, 2)).toEqual([]);
    },
  );

  it('VWAP on hourly candles, starting again each session', () => {
    const hourly = randomCandles(800, 32, 80).map((c, i) => ({ ...c, ts: 1_700_000_000 + i * 3600 }));
    expect(streamMismatches({ indicator: 'vwap' }, hourly, { duration: '1h' }, 3)).toEqual([]);
  });

  it('replace() before any append() is an error', () => {
    expect(() => new IndicatorStream({ indicator: 'ema' }).replace(daily[0]!)).toThrow(/append/);
  });
});

describe('computeIndicator with `reuse`', () => {
  it('gives every indicator the same lines as a fresh computation, series after series', () => {
    const series = [randomCandles(700, 41, 50), randomCandles(700, 42, 50), randomCandles(700, 43, 50)].map(seriesFromCandles);
    for (const indicator of INDICATOR_IDS) {
      let reuse = computeIndicator({ indicator }, series[0]!);
      for (const s of [...series, series[0]!]) {
        reuse = computeIndicator({ indicator }, s, { reuse });
        const fresh = computeIndicator({ indicator }, s).lines as Record<string, Float64Array>;
        for (const [line, column] of Object.entries(reuse.lines as Record<string, Float64Array>)) {
          expect(column, `${indicator}.${line}`).toEqual(fresh[line]);
        }
      }
    }
  });
});
