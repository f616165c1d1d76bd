import { type State, type Step, ringSize } from '../core/state';
import { holderOf, type Source } from './source';

/**
 * Bollinger Bands around a simple mean `middle` of the same `period` inputs:
 * middle ± deviations * population standard deviation, the deviation as
 * TA-Lib's BBANDS takes it, sqrt(mean of squares - middle²) with a running
 * total of squares (add the new square, divide, drop the oldest) and 0 when
 * that difference is below 1e-14. Computing it the same way keeps the bands
 * within rounding of TA-Lib's where a flat window leaves only rounding.
 */
export function deviationBandsStep(
  state: State,
  x: Source,
  middle: Float64Array,
  upper: Float64Array,
  lower: Float64Array,
  period: number,
  deviations: number,
): Step {
  const at = state.alloc(0, 0); // valid inputs seen, running total of the last period - 1 squares
  const mask = ringSize(period) - 1;
  const ring = new Float64Array(mask + 1);
  const input = holderOf(x);
  return (from, to) => {
    const xs = input.column;
    const ms = middle;
    const us = upper;
    const ls = lower;
    const rs = ring;
    const n = period;
    const m = mask;
    const k = deviations;
    const s = state.values;
    let count = s[at]!;
    let squares = s[at + 1]!;
    let i = from;
    for (; i < to && count < n - 1; i++) {
      const v = xs[i]!;
      us[i] = Number.NaN;
      ls[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      const square = v * v;
      rs[count & m] = square;
      squares += square;
      count++;
    }
    // From here a NaN input is no longer skipped: the middle, an SMA, is NaN from it on, and so are the bands.
    for (; i < to; i++) {
      const v = xs[i]!;
      const square = v * v;
      rs[count & m] = square;
      count++;
      squares += square;
      const mean = ms[i]!;
      const variance = squares / n - mean * mean;
      squares -= rs[(count - n) & m]!;
      const width = k * (variance < 1e-14 ? 0 : Math.sqrt(variance));
      us[i] = mean + width;
      ls[i] = mean - width;
    }
    s[at] = count;
    s[at + 1] = squares;
  };
}

/** middle ± multiplier * width (Keltner Channels: the width is the ATR). */
export function offsetBandsStep(
  middle: Float64Array,
  width: Float64Array,
  upper: Float64Array,
  lower: Float64Array,
  multiplier: number,
): Step {
  return (from, to) => {
    const ms = middle;
    const ws = width;
    const us = upper;
    const ls = lower;
    const k = multiplier;
    for (let i = from; i < to; i++) {
      const m = ms[i]!;
      const w = k * ws[i]!;
      us[i] = m + w;
      ls[i] = m - w;
    }
  };
}

/** (a + b) / 2: the middle of a channel, Ichimoku's lines. */
export function midpointStep(a: Float64Array, b: Float64Array, out: Float64Array): Step {
  return (from, to) => {
    const as = a;
    const bs = b;
    const os = out;
    for (let i = from; i < to; i++) os[i] = (as[i]! + bs[i]!) / 2;
  };
}

/**
 * Where x stands in a window's range: (x - anchor) / ((far - anchor) / scale),
 * 0 when the range is empty, as TA-Lib's STOCHF and WILLR write it. Anchored
 * at the lowest (far: the highest) with scale 100 it is the stochastic %K;
 * anchored at the highest (far: the lowest) with scale -100, Williams %R,
 * 0 at the high and -100 at the low.
 */
export function rangePositionStep(x: Source, anchor: Float64Array, far: Float64Array, out: Float64Array, scale: number): Step {
  const input = holderOf(x);
  return (from, to) => {
    const xs = input.column;
    const as = anchor;
    const fs = far;
    const os = out;
    const k = scale;
    for (let i = from; i < to; i++) {
      const base = as[i]!;
      const span = (fs[i]! - base) / k;
      os[i] = span !== 0 ? (xs[i]! - base) / span : 0;
    }
  };
}
