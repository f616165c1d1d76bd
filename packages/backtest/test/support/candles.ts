import { backtestStrategySchema, type BacktestStrategy, type BacktestStrategyInput, type Region } from '@signaldesk/contract';
import { type Candle, seriesFromCandles } from '@signaldesk/indicators';
import { type BacktestSymbol, prepareSymbols } from '../../src/index.js';

const DAY = 86_400;
/** Monday 1 January 2024, 00:00 UTC. */
export const START = Date.UTC(2024, 0, 1) / 1000;

/** Daily candles from [open, high, low, close] rows, one calendar day apart from START. */
export function daily(rows: readonly (readonly [number, number, number, number])[], start = START): Candle[] {
  return rows.map(([open, high, low, close], i) => ({ ts: start + i * DAY, open, high, low, close, volume: 1000 }));
}

export const strategyOf = (input: BacktestStrategyInput): BacktestStrategy => backtestStrategySchema.parse(input);

export function symbolOf(symbol: string, candles: Candle[], strategy: BacktestStrategy, market?: Region): BacktestSymbol {
  return prepareSymbols([{ symbol, series: seriesFromCandles(candles), market }], strategy)[0]!;
}

/** A seeded generator (mulberry32): the same numbers on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random walk of daily candles with gaps between bars, from `level`, continuing `after` when given. */
export function randomWalk(count: number, seed: number, level = 100, start = START): Candle[] {
  const random = seeded(seed);
  const candles: Candle[] = [];
  let previous = level;
  for (let i = 0; i < count; i++) {
    const open = previous * (1 + (random() - 0.5) * 0.03);
    const close = open * (1 + (random() - 0.5) * 0.06);
    const high = Math.max(open, close) * (1 + random() * 0.02);
    const low = Math.min(open, close) * (1 - random() * 0.02);
    candles.push({ ts: start + i * DAY, open, high, low, close, volume: 1000 + Math.floor(random() * 9000) });
    previous = close;
  }
  return candles;
}
