import type { Step } from '../core/state';
import { smaStep } from '../kernels/average';
import { copyStep } from '../kernels/elementwise';
import { cciStep, macdStep, rsiStep } from '../kernels/oscillators';
import type { Source } from '../kernels/source';
import { channelPositionStep } from '../kernels/window';
import { define, type StandardBuild } from './build';

/** Wilder's RSI of the close (TA-Lib RSI). */
export const RSI = define({
  defaults: { period: 14 },
  lines: ['rsi'],
  build: (b, s, out) => b.add(rsiStep(b.state, b.input.close, out.rsi, s.period)),
});

/** TA-Lib's MACD: EMA(fast) − EMA(slow) of the close, its EMA(signal), and histogram = macd − signal. */
export const MACD = define({
  defaults: { fast: 12, slow: 26, signal: 9 },
  lines: ['macd', 'signal', 'histogram'],
  build: (b, s, out) =>
    b.add(macdStep(b.state, b.input.close, out.macd, out.signal, out.histogram, s.fast, s.slow, s.signal, 1)),
});

/** SMA of a line that starts with NaN: smaStep skips NaN inputs only while it warms up, and a 1-bar mean has no warm-up. */
const smooth = (b: StandardBuild, x: Float64Array, out: Float64Array, period: number): Step =>
  period === 1 ? copyStep(x, out) : smaStep(b.state, x, out, period);

/**
 * Slow stochastic of `x` against the window of `period` bars: fast %K =
 * 100 × (x − lowest) / (highest − lowest) (0 on an empty range), %K its
 * SMA(kSmooth), %D the SMA(dSmooth) of %K.
 */
function slowStochastic(
  b: StandardBuild,
  x: Source,
  high: Source,
  low: Source,
  period: number,
  kSmooth: number,
  dSmooth: number,
  out: { k: Float64Array; d: Float64Array },
): void {
  // Unsmoothed, %K is the fast line itself.
  const fast = kSmooth === 1 ? out.k : b.scratch();
  b.add(channelPositionStep(b.state, x, high, low, fast, period, 'lowest', 100));
  if (kSmooth !== 1) b.add(smaStep(b.state, fast, out.k, kSmooth));
  b.add(smooth(b, out.k, out.d, dSmooth));
}

/** Stochastic oscillator (TA-Lib STOCH with SMA smoothing) of the close in the high-low range. */
export const STOCHASTIC = define({
  defaults: { period: 14, kSmooth: 3, dSmooth: 3 },
  lines: ['k', 'd'],
  build: (b, s, out) => slowStochastic(b, b.input.close, b.input.high, b.input.low, s.period, s.kSmooth, s.dSmooth, out),
});

/**
 * Stochastic RSI: the slow stochastic of RSI(rsiPeriod) in its own range of
 * `period` bars. kSmooth 1 is TA-Lib's STOCHRSI (fast %K and its SMA as %D).
 */
export const STOCH_RSI = define({
  defaults: { rsiPeriod: 14, period: 14, kSmooth: 3, dSmooth: 3 },
  lines: ['k', 'd'],
  build: (b, s, out) => {
    const rsi = b.scratch();
    b.add(rsiStep(b.state, b.input.close, rsi, s.rsiPeriod));
    slowStochastic(b, rsi, rsi, rsi, s.period, s.kSmooth, s.dSmooth, out);
  },
});

/** Commodity Channel Index of the typical price (TA-Lib CCI), constant 0.015. */
export const CCI = define({
  defaults: { period: 20 },
  lines: ['cci'],
  build: (b, s, out) => b.add(cciStep(b.state, b.input.high, b.input.low, b.input.close, out.cci, s.period)),
});

/** Williams %R (TA-Lib WILLR): −100 × (highest − close) / (highest − lowest) over `period` bars, 0 on an empty range. */
export const WILLIAMS_R = define({
  defaults: { period: 14 },
  lines: ['r'],
  build: (b, s, out) =>
    b.add(channelPositionStep(b.state, b.input.close, b.input.high, b.input.low, out.r, s.period, 'highest', -100)),
});
