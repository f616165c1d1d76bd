import { describe, expect, it } from 'vitest';
import { compute, computeIndicator, STANDARD_FIELD_SETTINGS as S } from '../src';
import { State } from '../src/core/state';
import { cloudStep, sideStep } from '../src/kernels/sides';
import { seriesFromCandles } from '../src/series';
import { randomCandles } from './support/random';

const f64 = (...values: number[]) => Float64Array.from(values);

/** Runs one step over whole columns, as the batch engine does. */
function run(build: (state: State) => (from: number, to: number) => void, n: number): void {
  const state = new State();
  const step = build(state);
  state.seal();
  step(0, n);
}

describe('the standard indicators as catalogue fields', () => {
  const candles = randomCandles(1_500, 21, 40);
  const series = seriesFromCandles(candles);
  const analysis = compute(series, { duration: '1h' });
  const line = (instance: Parameters<typeof computeIndicator>[0], name: string) =>
    (computeIndicator(instance, series, { duration: '1h' }).lines as Record<string, Float64Array>)[name]!;
  const same = (field: Float64Array, expected: (i: number) => number) => {
    const wrong = [...field.keys()].filter((i) => !Object.is(field[i], expected(i)));
    expect(wrong.slice(0, 3).map((i) => [i, field[i], expected(i)])).toEqual([]);
  };
  const versus = (x: Float64Array) => (i: number) => {
    const r = (series.close[i]! / x[i]! - 1) * 100;
    return r + 0 * r;
  };

  it('are the chart lines at the fixed settings, averages and VWAP in % of the line', () => {
    for (const [i, period] of S.averages.entries()) {
      same(analysis.column((['standard.sma20', 'standard.sma50', 'standard.sma200'] as const)[i]!), versus(line({ indicator: 'sma', settings: { period } }, 'sma')));
      same(analysis.column((['standard.ema20', 'standard.ema50', 'standard.ema200'] as const)[i]!), versus(line({ indicator: 'ema', settings: { period } }, 'ema')));
    }
    same(analysis.column('standard.wma20'), versus(line({ indicator: 'wma', settings: { period: S.wma } }, 'wma')));
    same(analysis.column('standard.vwap'), versus(line({ indicator: 'vwap' }, 'vwap')));
    const rsi = line({ indicator: 'rsi', settings: { period: S.rsi } }, 'rsi');
    same(analysis.column('standard.rsi'), (i) => rsi[i]!);
    const histogram = line({ indicator: 'macd', settings: S.macd }, 'histogram');
    same(analysis.column('standard.macdHistogram'), (i) => histogram[i]!);
    const d = line({ indicator: 'stochRsi', settings: S.stochRsi }, 'd');
    same(analysis.column('standard.stochRsiD'), (i) => d[i]!);
    const adx = line({ indicator: 'adx', settings: { period: S.adx } }, 'adx');
    same(analysis.column('standard.adx'), (i) => adx[i]!);
    const atr = line({ indicator: 'atr', settings: { period: S.atr } }, 'atr');
    same(analysis.column('standard.atr'), (i) => (atr[i]! / series.close[i]!) * 100);
    const obv = line({ indicator: 'obv' }, 'obv');
    same(analysis.column('standard.obv'), (i) => obv[i]!);
  });

  it('place the close in the bands: %B, bandwidth, Keltner and Donchian', () => {
    const bands = computeIndicator({ indicator: 'bollinger', settings: S.bollinger }, series).lines;
    same(analysis.column('standard.bollingerB'), (i) => {
      const span = bands.upper[i]! - bands.lower[i]!;
      return span !== 0 ? (series.close[i]! - bands.lower[i]!) / span : Number.isNaN(span) ? Number.NaN : 0;
    });
    same(analysis.column('standard.bollingerWidth'), (i) => ((bands.upper[i]! - bands.lower[i]!) / bands.middle[i]!) * 100);
    const donchian = computeIndicator({ indicator: 'donchian', settings: { period: S.donchian } }, series).lines;
    const position = analysis.column('standard.donchianPosition');
    for (let i = S.donchian - 1; i < series.close.length; i++) {
      expect(position[i]).toBeGreaterThanOrEqual(0);
      expect(position[i]).toBeLessThanOrEqual(1);
      if (series.close[i] === donchian.upper[i] && donchian.upper[i] !== donchian.lower[i]) expect(position[i]).toBe(1);
    }
  });

  it('mark golden crosses, MACD crosses, Supertrend and SAR turns where the lines swap sides', () => {
    const sma = (period: number) => line({ indicator: 'sma', settings: { period } }, 'sma');
    const [, mid, long] = S.averages;
    const fast = sma(mid);
    const slow = sma(long);
    const golden = analysis.column('standard.goldenCross');
    let crosses = 0;
    for (let i = long; i < series.close.length; i++) {
      const before = fast[i - 1]! > slow[i - 1]! ? 1 : -1;
      const now = fast[i]! > slow[i]! ? 1 : -1;
      expect(golden[i]).toBe(now === before ? now : 2 * now);
      if (now !== before) crosses++;
    }
    expect(crosses).toBeGreaterThan(0);
    const supertrend = computeIndicator({ indicator: 'supertrend', settings: S.supertrend }, series).lines;
    const turns = analysis.column('standard.supertrend');
    for (let i = S.supertrend.period + 1; i < series.close.length; i++) {
      expect(Math.sign(turns[i]!)).toBe(supertrend.direction[i]);
      expect(Math.abs(turns[i]!) === 2).toBe(supertrend.direction[i] !== supertrend.direction[i - 1]);
    }
  });
});

describe('side and cloud steps', () => {
  it('gives the side, 2 or −2 on the bar that crossed, NaN while a line is missing', () => {
    const out = new Float64Array(7);
    run((state) => sideStep(state, f64(Number.NaN, 1, 3, 3, 2, 5, 1), f64(2, 2, 2, 3, 3, 3, Number.NaN), out), 7);
    expect([...out]).toEqual([Number.NaN, -1, 2, -2, -1, 2, Number.NaN]);
  });

  it('streams to the same sides one bar at a time', () => {
    const a = f64(1, 3, 3, 2, 5);
    const b = f64(2, 2, 3, 3, 3);
    const state = new State();
    const x = new Float64Array(1);
    const y = new Float64Array(1);
    const out = new Float64Array(1);
    const step = sideStep(state, x, y, out);
    state.seal();
    const sides = [...a.keys()].map((i) => {
      x[0] = a[i]!;
      y[0] = b[i]!;
      step(0, 1);
      return out[0];
    });
    expect(sides).toEqual([-1, 2, -2, -1, 2]);
  });

  it('reads the cloud the spans drew `lag` bars before', () => {
    const out = new Float64Array(6);
    const spanA = f64(10, 10, 20, 20, 20, 20);
    const spanB = f64(12, 12, 15, 15, 15, 15);
    run((state) => cloudStep(state, f64(1, 1, 13, 9, 21, 17), spanA, spanB, out, 2), 6);
    // bar 2 reads the spans of bar 0 (10, 12), bar 4 those of bar 2 (20, 15)
    expect([...out]).toEqual([Number.NaN, Number.NaN, 1, -1, 1, 0]);
  });
});
