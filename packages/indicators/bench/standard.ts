/**
 * The standard chart indicators against TA-Lib's C code on the same candles
 * in the same run: each round runs the C harness (talib.c, `standard`) and
 * then every engine job once, in turns, and the median round is kept. The
 * engine runs through `computeIndicator` with its outputs reused (allocated
 * once, as the C harness allocates its own).
 */
import { computeIndicator, type IndicatorInstance, type IndicatorResult } from '../src';
import type { Series } from '../src/series';
import { makeBatch, makeSeries } from './data';
import { runTalibHarness } from './talib';
import { median, medianOf, round } from './timing';

const SINGLE = 1_000_000;
const MANY = 1_000;
const LENGTH = 2_500;
const ROUNDS = 5;
/**
 * Rounds inside each run of the C harness, its median kept: a fresh process
 * writes its output buffers for the first time in its first round, page
 * faults the engine's reused outputs no longer pay.
 */
const C_ROUNDS = 3;

/** TA-Lib's name and settings beside the engine instance computing the same. */
const WITH_TALIB: Array<[string, IndicatorInstance]> = [
  ['SMA(20)', { indicator: 'sma' }],
  ['EMA(20)', { indicator: 'ema' }],
  ['WMA(20)', { indicator: 'wma' }],
  ['BBANDS(20,2)', { indicator: 'bollinger' }],
  ['RSI(14)', { indicator: 'rsi' }],
  ['MACD(12,26,9)', { indicator: 'macd' }],
  ['STOCH(14,3,3)', { indicator: 'stochastic' }],
  ['STOCHRSI(14,14,1,3)', { indicator: 'stochRsi', settings: { kSmooth: 1 } }],
  ['ATR(14)', { indicator: 'atr' }],
  ['ADX(14)', { indicator: 'adx' }],
  ['CCI(20)', { indicator: 'cci' }],
  ['WILLR(14)', { indicator: 'williamsR' }],
  ['MFI(14)', { indicator: 'mfi' }],
  ['OBV', { indicator: 'obv' }],
  ['SAR(0.02,0.2)', { indicator: 'psar' }],
];

/** Not in TA-Lib: timed alone, at their defaults. */
const WITHOUT_TALIB: Array<[string, IndicatorInstance]> = [
  ['VWAP(auto)', { indicator: 'vwap' }],
  ['Keltner(20,10,2)', { indicator: 'keltner' }],
  ['Donchian(20)', { indicator: 'donchian' }],
  ['Ichimoku(9,26,52)', { indicator: 'ichimoku' }],
  ['Supertrend(10,3)', { indicator: 'supertrend' }],
  ['StochRSI(14,14,3,3)', { indicator: 'stochRsi' }],
];

const ALL = [...WITH_TALIB, ...WITHOUT_TALIB];

/** One job per indicator over `series`, each writing into the result of a first, untimed call. */
function engineJobs(series: Series[]): Record<string, () => void> {
  return Object.fromEntries(
    ALL.map(([name, instance]) => {
      const reuse: IndicatorResult = computeIndicator(instance, series[0]!);
      return [
        name,
        () => {
          for (const s of series) computeIndicator(instance, s, { reuse });
        },
      ];
    }),
  );
}

function compare(engine: Record<string, number[]>, talib: Array<Record<string, number>>, candles: number) {
  const withTalib = Object.fromEntries(
    WITH_TALIB.map(([name]) => {
      const ours = median(engine[name]!) / candles;
      const theirs = median(talib.map((round) => round[name]!));
      return [name, { engine: round(ours), talibC: round(theirs), ratio: round(ours / theirs) }];
    }),
  );
  const alone = Object.fromEntries(WITHOUT_TALIB.map(([name]) => [name, { engine: round(median(engine[name]!) / candles) }]));
  return { nsPerCandle: withTalib, notInTalib: alone };
}

export function standardVersusTalib(binary: string) {
  const single = [makeSeries(SINGLE, 1)];
  const many = makeBatch(MANY, LENGTH, 1000);
  const singleJobs = engineJobs(single);
  const manyJobs = engineJobs(many);
  const engineSingle: Record<string, number[]> = Object.fromEntries(ALL.map(([name]) => [name, []]));
  const engineMany: Record<string, number[]> = Object.fromEntries(ALL.map(([name]) => [name, []]));
  const talibSingle: Array<Record<string, number>> = [];
  const talibMany: Array<Record<string, number>> = [];
  for (let r = 0; r < ROUNDS; r++) {
    talibSingle.push(runTalibHarness(binary, 1, SINGLE, C_ROUNDS, 1, 'standard').cpu);
    talibMany.push(runTalibHarness(binary, MANY, LENGTH, C_ROUNDS, 1000, 'standard').cpu);
    // Spawning the C harness forks this process, which leaves every page of its memory copy-on-write until
    // written again: a page fault per 4 KB on the next write, which took the million-candle jobs from 2 to 70 ns
    // a candle. An untimed pass writes them first; the 2,500-candle outputs are too few pages to matter.
    for (const job of Object.values(singleJobs)) job();
    for (const [name, ns] of Object.entries(medianOf(singleJobs, 1))) engineSingle[name]!.push(ns);
    for (const [name, ns] of Object.entries(medianOf(manyJobs, 1))) engineMany[name]!.push(ns);
  }
  return {
    note: `engine: computeIndicator with outputs reused; TA-Lib: its C code (talib.c standard), outputs allocated once; ${ROUNDS} rounds taken in turns (the C harness, median of its ${C_ROUNDS} inner rounds, then every engine job), median round; ratio = engine / TA-Lib C. The engine's ADX gives +DI and -DI besides; TA-Lib's ADX gives ADX alone`,
    singleSeries: { candles: SINGLE, ...compare(engineSingle, talibSingle, SINGLE) },
    manySeries: { series: MANY, length: LENGTH, ...compare(engineMany, talibMany, MANY * LENGTH) },
  };
}
