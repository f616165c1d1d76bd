import { type State, type Step, ringSize } from '../core/state';
import { atanDegrees } from './angle';

/**
 * (x / REF(x, lag) - 1) * scale. Keeps the last `lag` inputs in a ring so the
 * same code serves a whole series and a single streaming bar.
 */
export function changeStep(state: State, x: Float64Array, out: Float64Array, lag: number, scale: number): Step {
  const at = state.alloc(0); // bars seen
  const mask = ringSize(lag + 1) - 1;
  const ring = new Float64Array(mask + 1);
  return (from, to) => {
    const xs = x;
    const os = out;
    const rs = ring;
    const s = state.values;
    let count = s[at]!;
    for (let i = from; i < to; i++) {
      const v = xs[i]!;
      rs[count & mask] = v;
      if (count >= lag) {
        // NaN rather than an infinity after a zero (r + 0 * r, see relativeStep).
        const r = (v / rs[(count - lag) & mask]! - 1) * scale;
        os[i] = r + 0 * r;
      } else {
        os[i] = Number.NaN;
      }
      count++;
    }
    s[at] = count;
  };
}

/** Added to an angle: NaN after a zero value, where the slope has no angle. */
const AFTER_ZERO = Float64Array.of(0, Number.NaN);

/**
 * Angle of a line in degrees: atan((x / REF(x, 1) - 1) * 100), so a line
 * rising 1 % a bar stands at 45 degrees. NaN until two values exist and after
 * a zero, by a lookup rather than a compare and jump on every bar.
 */
export function slopeStep(state: State, x: Float64Array, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous value
  // A local reference: an imported function called through the module namespace is not inlined.
  const angle = atanDegrees;
  return (from, to) => {
    const xs = x;
    const os = out;
    const zero = AFTER_ZERO;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      const v = xs[i]!;
      os[i] = angle((v / prev - 1) * 100) + zero[+(prev === 0)]!;
      prev = v;
    }
    s[at] = prev;
  };
}

/** a[t] / b[t-1]: one bar against the previous value of another column (or itself). */
export function overPreviousStep(state: State, a: Float64Array, b: Float64Array, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous b
  return (from, to) => {
    const as = a;
    const bs = b;
    const os = out;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      // NaN rather than an infinity after a zero (r + 0 * r, see relativeStep).
      const r = as[i]! / prev;
      os[i] = r + 0 * r;
      prev = bs[i]!;
    }
    s[at] = prev;
  };
}

/**
 * Cross flags: `up` is 1 on the bar where a moves from at or below b to above
 * it, `down` the mirror; 0 otherwise, NaN until both bars are known.
 */
export function crossStep(state: State, a: Float64Array, b: Float64Array, up: Float64Array, down: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous a - b
  return (from, to) => {
    const as = a;
    const bs = b;
    const us = up;
    const ds = down;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      const gap = as[i]! - bs[i]!;
      if (Number.isNaN(gap) || Number.isNaN(prev)) {
        us[i] = Number.NaN;
        ds[i] = Number.NaN;
      } else {
        // 0/1 arithmetic: the close crosses its short line too often for a foreseen jump.
        us[i] = +(prev <= 0) & +(gap > 0);
        ds[i] = +(prev >= 0) & +(gap < 0);
      }
      prev = gap;
    }
    s[at] = prev;
  };
}
