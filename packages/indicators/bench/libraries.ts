import { IndicatorsSync } from '@ixjb94/indicators';
import { ema as ftiEma, macd as ftiMacd, rsi as ftiRsi, sma as ftiSma, stochastic as ftiStochastic } from 'fast-technical-indicators';
import { ema as itsEma, macd as itsMacd, rsi as itsRsi, sma as itsSma, stoch as itsStoch } from 'indicatorts';
import { EMA as TiEma, MACD as TiMacd, RSI as TiRsi, SMA as TiSma, Stochastic as TiStochastic } from 'technicalindicators';
import { EMA, MACD, RSI, SMA, StochasticOscillator } from 'trading-signals';
import { ema, kd, macd, rsi, sma, Workspace } from '../src';
import type { Series } from '../src/series';

export const INDICATORS = ['EMA(12)', 'SMA(30)', 'MACD(12,26,9)', 'KD(9,3,3)', 'RSI(14)'] as const;
export type Indicator = (typeof INDICATORS)[number];

/** A series as every implementation takes it: typed arrays for ours, plain arrays for the libraries. */
export interface Prepared {
  series: Series;
  high: number[];
  low: number[];
  close: number[];
}

export function prepare(series: Series): Prepared {
  return { series, high: Array.from(series.high), low: Array.from(series.low), close: Array.from(series.close) };
}

/**
 * The line of a result that the agreement check reads (check.ts), ending at
 * the series' last candle. For KD it is the %K before the engine's and the
 * libraries' smoothings part ways: `raw` the window's %K itself, `slow` its
 * 3-bar average, `chinese` the engine's K (%K smoothed by 1/3 weights).
 */
export interface Compared {
  line: ArrayLike<number>;
  kd?: 'raw' | 'slow' | 'chinese';
}

/** One indicator over one whole series; `read` picks the compared line out of what `run` returned (untimed). */
export interface Runner {
  run: (p: Prepared) => unknown;
  read: (result: unknown) => Compared;
}

type Implementation = Record<Indicator, Runner>;

const line = (result: unknown): Compared => ({ line: result as ArrayLike<number> });
const rows = <T>(pick: (row: T) => number, kdLine?: Compared['kd']) => (result: unknown) => ({
  line: (result as T[]).map(pick),
  kd: kdLine,
});

/** The engine's lines through one Workspace (outputs allocated once) or allocating per call. */
function engine(ws?: Workspace): Implementation {
  return {
    'EMA(12)': { run: (p) => (ws ? ws.ema(p.series.close, 12) : ema(p.series.close, 12)), read: line },
    'SMA(30)': { run: (p) => (ws ? ws.sma(p.series.close, 30) : sma(p.series.close, 30)), read: line },
    'MACD(12,26,9)': {
      run: (p) => (ws ? ws.macd(p.series.close, 12, 26, 9) : macd(p.series.close, 12, 26, 9)),
      read: (r) => ({ line: (r as ReturnType<typeof macd>).macd }),
    },
    'KD(9,3,3)': {
      run: (p) => {
        const { high, low, close } = p.series;
        return ws ? ws.kd(high, low, close, 9, 3, 3) : kd(high, low, close, 9, 3, 3);
      },
      read: (r) => ({ line: (r as ReturnType<typeof kd>).k, kd: 'chinese' }),
    },
    'RSI(14)': { run: (p) => (ws ? ws.rsi(p.series.close, 14) : rsi(p.series.close, 14)), read: line },
  };
}

/** trading-signals updates one value at a time; its results are written into one typed array, as a caller would keep them. */
function streamInto(values: number[], indicator: { update(price: number, replace: boolean): number | null }) {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = indicator.update(values[i]!, false) ?? Number.NaN;
  return out;
}

/**
 * Every implementation of the five. KD is each library's stochastic
 * oscillator (9, 3, 3): the same window extremes and two smoothings, by
 * 3-bar averages where the engine's Chinese KD (TA-Lib's STOCH with EMA 5)
 * uses 1/3 weights, so only their %K is checked against the engine's (see
 * check.ts) and the bench says so.
 */
export const IMPLEMENTATIONS: Record<string, Implementation> = {
  /** The normal way over many series: one Workspace, outputs allocated once and reused. */
  engine: engine(new Workspace()),
  'engine, allocating': engine(),
  '@ixjb94/indicators': (() => {
    const ta = new IndicatorsSync();
    return {
      'EMA(12)': { run: (p) => ta.ema(p.close, 12), read: line },
      'SMA(30)': { run: (p) => ta.sma(p.close, 30), read: line },
      'MACD(12,26,9)': { run: (p) => ta.macd(p.close, 12, 26, 9), read: (r) => ({ line: (r as number[][])[0]! }) },
      'KD(9,3,3)': { run: (p) => ta.stoch(p.high, p.low, p.close, 9, 3, 3), read: (r) => ({ line: (r as number[][])[0]!, kd: 'slow' }) },
      'RSI(14)': { run: (p) => ta.rsi(p.close, 14), read: line },
    };
  })(),
  indicatorts: {
    'EMA(12)': { run: (p) => itsEma(p.close, { period: 12 }), read: line },
    'SMA(30)': { run: (p) => itsSma(p.close, { period: 30 }), read: line },
    'MACD(12,26,9)': {
      run: (p) => itsMacd(p.close, { fast: 12, slow: 26, signal: 9 }),
      read: (r) => ({ line: (r as ReturnType<typeof itsMacd>).macdLine }),
    },
    // Its stochastic smooths %K into %D once: a step less than KD(9,3,3).
    'KD(9,3,3)': {
      run: (p) => itsStoch(p.high, p.low, p.close, { kPeriod: 9, dPeriod: 3 }),
      read: (r) => ({ line: (r as ReturnType<typeof itsStoch>).k, kd: 'raw' }),
    },
    'RSI(14)': { run: (p) => itsRsi(p.close, { period: 14 }), read: line },
  },
  'fast-technical-indicators': {
    'EMA(12)': { run: (p) => ftiEma({ period: 12, values: p.close }), read: line },
    'SMA(30)': { run: (p) => ftiSma({ period: 30, values: p.close }), read: line },
    'MACD(12,26,9)': {
      run: (p) => ftiMacd({ values: p.close, fastPeriod: 12, slowPeriod: 26, signalPeriod: 9, SimpleMAOscillator: false, SimpleMASignal: false }),
      read: rows((row: { MACD?: number }) => row.MACD ?? Number.NaN),
    },
    // Like technicalindicators: %K and its 3-bar %D, a step less than KD(9,3,3).
    'KD(9,3,3)': {
      run: (p) => ftiStochastic({ high: p.high, low: p.low, close: p.close, period: 9, signalPeriod: 3 }),
      read: rows((row: { k: number }) => row.k, 'raw'),
    },
    'RSI(14)': { run: (p) => ftiRsi({ period: 14, values: p.close }), read: line },
  },
  'trading-signals': {
    'EMA(12)': { run: (p) => streamInto(p.close, new EMA(12)), read: line },
    'SMA(30)': { run: (p) => streamInto(p.close, new SMA(30)), read: line },
    'MACD(12,26,9)': {
      run: (p) => {
        const m = new MACD(new EMA(12), new EMA(26), new EMA(9));
        const out = new Float64Array(p.close.length);
        for (let i = 0; i < p.close.length; i++) out[i] = m.update(p.close[i]!, false)?.macd ?? Number.NaN;
        return out;
      },
      read: line,
    },
    'KD(9,3,3)': {
      run: (p) => {
        const s = new StochasticOscillator({ kPeriod: 9, kSlowingPeriod: 3, dPeriod: 3 });
        const out = new Float64Array(p.close.length);
        for (let i = 0; i < p.close.length; i++) {
          out[i] = s.update({ high: p.high[i]!, low: p.low[i]!, close: p.close[i]! }, false)?.stochK ?? Number.NaN;
        }
        return out;
      },
      read: (r) => ({ line: r as Float64Array, kd: 'slow' }),
    },
    'RSI(14)': { run: (p) => streamInto(p.close, new RSI(14)), read: line },
  },
  technicalindicators: {
    'EMA(12)': { run: (p) => TiEma.calculate({ period: 12, values: p.close }), read: line },
    'SMA(30)': { run: (p) => TiSma.calculate({ period: 30, values: p.close }), read: line },
    'MACD(12,26,9)': {
      run: (p) =>
        TiMacd.calculate({ values: p.close, fastPeriod: 12, slowPeriod: 26, signalPeriod: 9, SimpleMAOscillator: false, SimpleMASignal: false }),
      read: rows((row: { MACD?: number }) => row.MACD ?? Number.NaN),
    },
    'KD(9,3,3)': {
      run: (p) => TiStochastic.calculate({ high: p.high, low: p.low, close: p.close, period: 9, signalPeriod: 3 }),
      read: rows((row: { k: number }) => row.k, 'raw'),
    },
    'RSI(14)': { run: (p) => TiRsi.calculate({ period: 14, values: p.close }), read: line },
  },
};

/** Results land here so no call can be optimised away. */
export let sink: unknown;

/** The timed call: the result kept where the optimiser cannot drop it. */
export const timed = (runner: Runner, p: Prepared) => () => {
  sink = runner.run(p);
};
