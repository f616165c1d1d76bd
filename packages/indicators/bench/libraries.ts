import { IndicatorsSync } from '@ixjb94/indicators';
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

/** Results land here so no call can be optimised away. */
export let sink: unknown;

type Runner = (p: Prepared) => void;

/**
 * Each implementation computes one indicator over one whole series; the
 * engine writes into a Workspace's outputs, the libraries allocate theirs; KD is each library's stochastic
 * oscillator with (9, 3, 3), whose smoothing differs but whose work is alike.
 */
export const IMPLEMENTATIONS: Record<string, Record<Indicator, Runner>> = {
  /** The normal way over many series: one Workspace, outputs allocated once and reused. */
  engine: (() => {
    const ws = new Workspace();
    return {
      'EMA(12)': (p: Prepared) => {
        sink = ws.ema(p.series.close, 12);
      },
      'SMA(30)': (p: Prepared) => {
        sink = ws.sma(p.series.close, 30);
      },
      'MACD(12,26,9)': (p: Prepared) => {
        sink = ws.macd(p.series.close, 12, 26, 9);
      },
      'KD(9,3,3)': (p: Prepared) => {
        sink = ws.kd(p.series.high, p.series.low, p.series.close, 9, 3, 3);
      },
      'RSI(14)': (p: Prepared) => {
        sink = ws.rsi(p.series.close, 14);
      },
    };
  })(),
  /** The same functions allocating a fresh output on every call, for comparison. */
  'engine, allocating': {
    'EMA(12)': (p) => {
      sink = ema(p.series.close, 12);
    },
    'SMA(30)': (p) => {
      sink = sma(p.series.close, 30);
    },
    'MACD(12,26,9)': (p) => {
      sink = macd(p.series.close, 12, 26, 9);
    },
    'KD(9,3,3)': (p) => {
      sink = kd(p.series.high, p.series.low, p.series.close, 9, 3, 3);
    },
    'RSI(14)': (p) => {
      sink = rsi(p.series.close, 14);
    },
  },
  '@ixjb94/indicators': (() => {
    const ta = new IndicatorsSync();
    return {
      'EMA(12)': (p: Prepared) => {
        sink = ta.ema(p.close, 12);
      },
      'SMA(30)': (p: Prepared) => {
        sink = ta.sma(p.close, 30);
      },
      'MACD(12,26,9)': (p: Prepared) => {
        sink = ta.macd(p.close, 12, 26, 9);
      },
      'KD(9,3,3)': (p: Prepared) => {
        sink = ta.stoch(p.high, p.low, p.close, 9, 3, 3);
      },
      'RSI(14)': (p: Prepared) => {
        sink = ta.rsi(p.close, 14);
      },
    };
  })(),
  indicatorts: {
    'EMA(12)': (p) => {
      sink = itsEma(p.close, { period: 12 });
    },
    'SMA(30)': (p) => {
      sink = itsSma(p.close, { period: 30 });
    },
    'MACD(12,26,9)': (p) => {
      sink = itsMacd(p.close, { fast: 12, slow: 26, signal: 9 });
    },
    // Its stochastic smooths %K into %D once (kPeriod 9, dPeriod 3): a step less than KD(9,3,3), so a lower bound.
    'KD(9,3,3)': (p) => {
      sink = itsStoch(p.high, p.low, p.close, { kPeriod: 9, dPeriod: 3 });
    },
    'RSI(14)': (p) => {
      sink = itsRsi(p.close, { period: 14 });
    },
  },
  'trading-signals': {
    'EMA(12)': (p) => streamInto(p.close, new EMA(12)),
    'SMA(30)': (p) => streamInto(p.close, new SMA(30)),
    'MACD(12,26,9)': (p) => {
      const m = new MACD(new EMA(12), new EMA(26), new EMA(9));
      const out = new Float64Array(p.close.length);
      for (let i = 0; i < p.close.length; i++) out[i] = m.update(p.close[i]!, false)?.histogram ?? Number.NaN;
      sink = out;
    },
    'KD(9,3,3)': (p) => {
      const s = new StochasticOscillator({ kPeriod: 9, kSlowingPeriod: 3, dPeriod: 3 });
      const out = new Float64Array(p.close.length);
      for (let i = 0; i < p.close.length; i++) {
        out[i] = s.update({ high: p.high[i]!, low: p.low[i]!, close: p.close[i]! }, false)?.stochD ?? Number.NaN;
      }
      sink = out;
    },
    'RSI(14)': (p) => streamInto(p.close, new RSI(14)),
  },
  technicalindicators: {
    'EMA(12)': (p) => {
      sink = TiEma.calculate({ period: 12, values: p.close });
    },
    'SMA(30)': (p) => {
      sink = TiSma.calculate({ period: 30, values: p.close });
    },
    'MACD(12,26,9)': (p) => {
      sink = TiMacd.calculate({
        values: p.close,
        fastPeriod: 12,
        slowPeriod: 26,
        signalPeriod: 9,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      });
    },
    'KD(9,3,3)': (p) => {
      sink = TiStochastic.calculate({ high: p.high, low: p.low, close: p.close, period: 9, signalPeriod: 3 });
    },
    'RSI(14)': (p) => {
      sink = TiRsi.calculate({ period: 14, values: p.close });
    },
  },
};

function streamInto(values: number[], indicator: { update(price: number, replace: boolean): number | null }) {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = indicator.update(values[i]!, false) ?? Number.NaN;
  sink = out;
}
