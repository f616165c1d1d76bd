import { describe, expect, it } from 'vitest';
import { ema, highest, kd, lowest, macd, rsi, sma } from '../src';
import { seriesFromCandles, type Series } from '../src/series';
import { dailySample, hasData } from './support/data';
import { randomCandles } from './support/random';
import { maxRelativeDiff, runTalib, talib } from './support/talib';

const TOLERANCE = 1e-9;
/**
 * TA-Lib's STOCH smooths with EMAs seeded by a simple mean, the Chinese KD
 * starts both lines at 50: the gap shrinks by 2/3 a bar, so after 150 bars it
 * is far below 1e-9 (100 * (2/3)^134 ≈ 4e-22, and D lags K by a few bars).
 */
const KD_SETTLED = 150;

/** Each check compares our function with TA-Lib's from the bar TA-Lib's output starts, or `from`. */
function checkAgainstTalib(s: Series) {
  const close = { inReal: s.close };
  const results: Array<[string, number]> = [];
  const push = (name: string, mine: Float64Array, theirs: Float64Array, from = 0) => {
    const start = Math.max(from, theirs.findIndex((v) => !Number.isNaN(v)));
    results.push([name, maxRelativeDiff(mine.subarray(start), theirs.subarray(start), 0)]);
    // Before TA-Lib's first value ours must be NaN too, except where we start
    // earlier on purpose (MACD's fast line, the KD from 50).
    if (from === 0 && !name.startsWith('MACD.macd')) {
      results.push([`${name} warm-up`, mine.subarray(0, start).some((v) => !Number.isNaN(v)) ? 1 : 0]);
    }
  };
  push('EMA(12)', ema(s.close, 12), runTalib('EMA', close, { optInTimePeriod: 12 }).outReal!);
  push('EMA(120)', ema(s.close, 120), runTalib('EMA', close, { optInTimePeriod: 120 }).outReal!);
  push('SMA(30)', sma(s.close, 30), runTalib('SMA', close, { optInTimePeriod: 30 }).outReal!);
  push('SMA(240)', sma(s.close, 240), runTalib('SMA', close, { optInTimePeriod: 240 }).outReal!);
  push('RSI(14)', rsi(s.close, 14), runTalib('RSI', close, { optInTimePeriod: 14 }).outReal!);
  for (const [fast, slow, smooth] of [
    [12, 26, 9],
    [60, 130, 45],
  ] as const) {
    const mine = macd(s.close, fast, slow, smooth);
    const theirs = runTalib('MACD', close, { optInFastPeriod: fast, optInSlowPeriod: slow, optInSignalPeriod: smooth });
    push(`MACD.macd(${fast},${slow},${smooth})`, mine.macd, theirs.outMACD!);
    push(`MACD.signal(${fast},${slow},${smooth})`, mine.signal, theirs.outMACDSignal!);
    push(`MACD.hist(${fast},${slow},${smooth})`, mine.histogram, theirs.outMACDHist!);
  }
  const stoch = runTalib(
    'STOCH',
    { high: s.high, low: s.low, close: s.close },
    { optInFastK_Period: 9, optInSlowK_Period: 5, optInSlowK_MAType: 1, optInSlowD_Period: 5, optInSlowD_MAType: 1 },
  );
  const lines = kd(s.high, s.low, s.close, 9, 3, 3);
  push('KD.k', lines.k, stoch.outSlowK!, KD_SETTLED);
  push('KD.d', lines.d, stoch.outSlowD!, KD_SETTLED);
  for (const period of [9, 252, 1008]) {
    push(`MAX(${period})`, highest(s.high, period), runTalib('MAX', { inReal: s.high }, { optInTimePeriod: period }).outReal!);
    push(`MIN(${period})`, lowest(s.low, period), runTalib('MIN', { inReal: s.low }, { optInTimePeriod: period }).outReal!);
  }
  return results;
}

describe.skipIf(!talib)('against TA-Lib (talib package, TA-Lib 0.4 C code)', () => {
  it('agrees within 1e-9 on 200,000 random candles with flat stretches', () => {
    const s = seriesFromCandles(randomCandles(200_000, 7, 500));
    for (const [name, diff] of checkAgainstTalib(s)) expect(diff, name).toBeLessThanOrEqual(TOLERANCE);
  });

  it.skipIf(!hasData)('agrees within 1e-9 on real daily series from ../shared/data', () => {
    const sample = dailySample(40).filter((r) => r.series.close.length > KD_SETTLED);
    expect(sample.length).toBeGreaterThan(100);
    for (const { name, series } of sample) {
      for (const [check, diff] of checkAgainstTalib(series)) expect(diff, `${name} ${check}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});
