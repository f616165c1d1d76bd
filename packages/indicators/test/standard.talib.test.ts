import { describe, expect, it } from 'vitest';
import { computeIndicator, type IndicatorInstance, type Lines } from '../src';
import { type Series, seriesFromCandles } from '../src/series';
import type { IndicatorId } from '../src/standard';
import { dailySample, hasData } from './support/data';
import { randomCandles } from './support/random';
import { maxRelativeDiff, runTalib, talib } from './support/talib';

const TOLERANCE = 1e-9;

const lines = <Id extends IndicatorId>(s: Series, instance: IndicatorInstance<Id>): Lines<Id> => computeIndicator(instance, s).lines;

/** TA-Lib's output laid out on `n` bars from the first bar of `x` that is not NaN (TA-Lib takes no NaN inputs). */
function afterWarmUp(x: Float64Array, run: (valid: Float64Array) => Record<string, Float64Array>) {
  const start = x.findIndex((v) => !Number.isNaN(v));
  const out: Record<string, Float64Array> = {};
  for (const [key, column] of Object.entries(run(x.subarray(start)))) {
    out[key] = new Float64Array(x.length).fill(Number.NaN);
    out[key].set(column, start);
  }
  return out;
}

/**
 * Each check compares a line of ours with TA-Lib's from the bar TA-Lib's
 * output starts; before it ours must be NaN too (same warm-up), except for
 * the lines TA-Lib holds back until its last line starts: the MACD line and
 * the stochastics' %K, which we give from their own first bar.
 */
function checkAgainstTalib(s: Series): Array<[string, number]> {
  const results: Array<[string, number]> = [];
  const push = (name: string, mine: Float64Array, theirs: Float64Array, startsEarlier = false) => {
    const start = theirs.findIndex((v) => !Number.isNaN(v));
    results.push([name, maxRelativeDiff(mine.subarray(start), theirs.subarray(start), 0)]);
    if (!startsEarlier) results.push([`${name} warm-up`, mine.subarray(0, start).some((v) => !Number.isNaN(v)) ? 1 : 0]);
  };
  const close = { inReal: s.close };
  const hlc = { high: s.high, low: s.low, close: s.close };
  const hlcv = { ...hlc, volume: s.volume };

  for (const period of [20, 5, 200]) {
    push(`SMA(${period})`, lines(s, { indicator: 'sma', settings: { period } }).sma, runTalib('SMA', close, { optInTimePeriod: period }).outReal!);
    push(`EMA(${period})`, lines(s, { indicator: 'ema', settings: { period } }).ema, runTalib('EMA', close, { optInTimePeriod: period }).outReal!);
    push(`WMA(${period})`, lines(s, { indicator: 'wma', settings: { period } }).wma, runTalib('WMA', close, { optInTimePeriod: period }).outReal!);
  }

  for (const [period, deviations] of [
    [20, 2],
    [10, 1.5],
  ] as const) {
    const mine = lines(s, { indicator: 'bollinger', settings: { period, deviations } });
    const theirs = runTalib('BBANDS', close, { optInTimePeriod: period, optInNbDevUp: deviations, optInNbDevDn: deviations, optInMAType: 0 });
    push(`BBANDS(${period},${deviations}).upper`, mine.upper, theirs.outRealUpperBand!);
    push(`BBANDS(${period},${deviations}).middle`, mine.middle, theirs.outRealMiddleBand!);
    push(`BBANDS(${period},${deviations}).lower`, mine.lower, theirs.outRealLowerBand!);
  }

  for (const period of [14, 2, 50]) {
    push(`RSI(${period})`, lines(s, { indicator: 'rsi', settings: { period } }).rsi, runTalib('RSI', close, { optInTimePeriod: period }).outReal!);
    push(`ATR(${period})`, lines(s, { indicator: 'atr', settings: { period } }).atr, runTalib('ATR', hlc, { optInTimePeriod: period }).outReal!);
    const dmi = lines(s, { indicator: 'adx', settings: { period } });
    push(`ADX(${period})`, dmi.adx, runTalib('ADX', hlc, { optInTimePeriod: period }).outReal!);
    push(`PLUS_DI(${period})`, dmi.plusDi, runTalib('PLUS_DI', hlc, { optInTimePeriod: period }).outReal!);
    push(`MINUS_DI(${period})`, dmi.minusDi, runTalib('MINUS_DI', hlc, { optInTimePeriod: period }).outReal!);
    push(`WILLR(${period})`, lines(s, { indicator: 'williamsR', settings: { period } }).r, runTalib('WILLR', hlc, { optInTimePeriod: period }).outReal!);
    push(`MFI(${period})`, lines(s, { indicator: 'mfi', settings: { period } }).mfi, runTalib('MFI', hlcv, { optInTimePeriod: period }).outReal!);
  }
  for (const period of [20, 5]) {
    push(`CCI(${period})`, lines(s, { indicator: 'cci', settings: { period } }).cci, runTalib('CCI', hlc, { optInTimePeriod: period }).outReal!);
  }

  for (const [fast, slow, signal] of [
    [12, 26, 9],
    [5, 35, 5],
  ] as const) {
    const mine = lines(s, { indicator: 'macd', settings: { fast, slow, signal } });
    const theirs = runTalib('MACD', close, { optInFastPeriod: fast, optInSlowPeriod: slow, optInSignalPeriod: signal });
    const name = `MACD(${fast},${slow},${signal})`;
    push(`${name}.macd`, mine.macd, theirs.outMACD!, true);
    push(`${name}.signal`, mine.signal, theirs.outMACDSignal!);
    push(`${name}.histogram`, mine.histogram, theirs.outMACDHist!);
  }

  for (const [period, kSmooth, dSmooth] of [
    [14, 3, 3],
    [5, 1, 4],
  ] as const) {
    const mine = lines(s, { indicator: 'stochastic', settings: { period, kSmooth, dSmooth } });
    const theirs = runTalib('STOCH', hlc, {
      optInFastK_Period: period,
      optInSlowK_Period: kSmooth,
      optInSlowK_MAType: 0,
      optInSlowD_Period: dSmooth,
      optInSlowD_MAType: 0,
    });
    push(`STOCH(${period},${kSmooth},${dSmooth}).k`, mine.k, theirs.outSlowK!, true);
    push(`STOCH(${period},${kSmooth},${dSmooth}).d`, mine.d, theirs.outSlowD!);
  }

  // TA-Lib's STOCHRSI has no %K smoothing: it is ours with kSmooth 1.
  const fastStochRsi = lines(s, { indicator: 'stochRsi', settings: { rsiPeriod: 14, period: 14, kSmooth: 1, dSmooth: 3 } });
  const talibStochRsi = runTalib('STOCHRSI', close, { optInTimePeriod: 14, optInFastK_Period: 14, optInFastD_Period: 3, optInFastD_MAType: 0 });
  push('STOCHRSI(14,14,3).k', fastStochRsi.k, talibStochRsi.outFastK!, true);
  push('STOCHRSI(14,14,3).d', fastStochRsi.d, talibStochRsi.outFastD!);
  // The default 14/14/3/3 is TA-Lib's STOCH (SMA 3, SMA 3) run over TA-Lib's RSI(14).
  const slowStochRsi = lines(s, { indicator: 'stochRsi' });
  const talibRsi = runTalib('RSI', close, { optInTimePeriod: 14 }).outReal!;
  const overRsi = afterWarmUp(talibRsi, (rsi) =>
    runTalib('STOCH', { high: rsi, low: rsi, close: rsi }, { optInFastK_Period: 14, optInSlowK_Period: 3, optInSlowK_MAType: 0, optInSlowD_Period: 3, optInSlowD_MAType: 0 }),
  );
  push('STOCH(RSI(14),14,3,3).k', slowStochRsi.k, overRsi.outSlowK!, true);
  push('STOCH(RSI(14),14,3,3).d', slowStochRsi.d, overRsi.outSlowD!);

  push('OBV', lines(s, { indicator: 'obv' }).obv, runTalib('OBV', { inReal: s.close, volume: s.volume }, {}).outReal!);
  push('SAR(0.02,0.2)', lines(s, { indicator: 'psar' }).sar, runTalib('SAR', { high: s.high, low: s.low }, { optInAcceleration: 0.02, optInMaximum: 0.2 }).outReal!);
  const ext = runTalib(
    'SAREXT',
    { high: s.high, low: s.low },
    {
      optInStartValue: 0,
      optInOffsetOnReverse: 0,
      optInAccelerationInitLong: 0.01,
      optInAccelerationLong: 0.03,
      optInAccelerationMaxLong: 0.25,
      optInAccelerationInitShort: 0.01,
      optInAccelerationShort: 0.03,
      optInAccelerationMaxShort: 0.25,
    },
  ).outReal!;
  // SAREXT marks a short trade's stop negative.
  push('SAREXT(0.01,0.03,0.25)', lines(s, { indicator: 'psar', settings: { start: 0.01, step: 0.03, maximum: 0.25 } }).sar, ext.map(Math.abs));
  return results;
}

describe.skipIf(!talib)('standard indicators against TA-Lib (talib package, TA-Lib 0.4 C code)', () => {
  it('agree within 1e-9 on 100,000 random candles with flat stretches', () => {
    const s = seriesFromCandles(randomCandles(100_000, 21, 300));
    const failures = checkAgainstTalib(s).filter(([, diff]) => !(diff <= TOLERANCE));
    expect(failures).toEqual([]);
  });

  it.skipIf(!hasData)('agree within 1e-9 on real daily series from ../shared/data', () => {
    const sample = dailySample(15).filter((r) => r.series.close.length > 300);
    expect(sample.length).toBeGreaterThan(40);
    const failures = sample.flatMap(({ name, series }) =>
      checkAgainstTalib(series)
        .filter(([, diff]) => !(diff <= TOLERANCE))
        .map(([check, diff]) => `${name} ${check}: ${diff}`),
    );
    expect(failures).toEqual([]);
  });
});
