import type { Candle } from '../../src/series';

/** mulberry32: a small seeded generator so every random test is reproducible. */
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

/**
 * A random walk of consistent candles. Every `flatEvery`-th stretch repeats the
 * previous candle exactly for a few bars, so ties (equal closes, zero columns,
 * empty KD ranges) are exercised too.
 */
export function randomCandles(n: number, seed: number, flatEvery = 0): Candle[] {
  const rnd = seeded(seed);
  const candles: Candle[] = [];
  let close = 100;
  let flat = 0;
  for (let i = 0; i < n; i++) {
    const prev = candles[i - 1];
    if (prev && flatEvery > 0 && flat === 0 && rnd() < 1 / flatEvery) flat = 3 + Math.floor(rnd() * 20);
    if (prev && flat > 0) {
      flat--;
      candles.push({ ...prev, ts: prev.ts + 86400 });
      continue;
    }
    const open = close;
    close = Math.max(0.01, open * (1 + (rnd() - 0.5) * 0.05));
    const high = Math.max(open, close) * (1 + rnd() * 0.01);
    const low = Math.min(open, close) * (1 - rnd() * 0.01);
    candles.push({ ts: 1_600_000_000 + i * 86400, open, high, low, close, volume: Math.floor(rnd() * 1e6) });
  }
  return candles;
}
