import type { Series } from '../src/series';

/** mulberry32, written identically in talib.c so both sides time the same candles. */
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

const COLUMNS = ['ts', 'open', 'high', 'low', 'close', 'volume'] as const;

/**
 * `count` series of `length` candles, seeds `firstSeed` on, each column of all
 * series back to back in one buffer: the layout of TA-Lib's C harness
 * (talib.c), so that the comparison with C is not one of memory layouts.
 */
export function makeBatch(count: number, length: number, firstSeed: number): Series[] {
  const blocks = COLUMNS.map(() => new Float64Array(count * length));
  return Array.from({ length: count }, (_, k) => {
    const at = (c: number) => blocks[c]!.subarray(k * length, (k + 1) * length);
    const into = { ts: at(0), open: at(1), high: at(2), low: at(3), close: at(4), volume: at(5) };
    return makeSeries(length, firstSeed + k, into);
  });
}

/** A random walk of consistent daily-like candles (±2 % closes, wicks up to 1 %), written into `s` when given. */
export function makeSeries(n: number, seed: number, into?: Series): Series {
  const rnd = seeded(seed);
  const s: Series = into ?? {
    ts: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  let price = 100;
  for (let i = 0; i < n; i++) {
    const open = price;
    price = open * (1 + (rnd() - 0.5) * 0.04);
    s.ts[i] = 1_600_000_000 + i * 86400;
    s.open[i] = open;
    s.close[i] = price;
    s.high[i] = Math.max(open, price) * (1 + rnd() * 0.01);
    s.low[i] = Math.min(open, price) * (1 - rnd() * 0.01);
    s.volume[i] = Math.floor(rnd() * 1e6);
  }
  return s;
}
