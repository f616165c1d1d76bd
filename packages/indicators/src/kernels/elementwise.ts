import type { Step } from '../core/state';
import { holderOf, type Source } from './source';

/** Copies an input column into a field column. */
export function copyStep(x: Source, out: Float64Array): Step {
  const input = holderOf(x);
  return (from, to) => out.set(input.column.subarray(from, to), from);
}

/**
 * (a / b - 1) * scale: bias and distance in percent (scale 100) or fractions
 * (scale 1). NaN where b is NaN or zero, never an infinity: r + 0 * r is r
 * when r is finite and NaN when it is infinite, which costs less than a
 * compare and a jump on every bar.
 */
export function relativeStep(a: Float64Array, b: Float64Array, out: Float64Array, scale: number): Step {
  return (from, to) => {
    const as = a;
    const bs = b;
    const os = out;
    for (let i = from; i < to; i++) {
      const r = (as[i]! / bs[i]! - 1) * scale;
      os[i] = r + 0 * r;
    }
  };
}

/** a / b, NaN where b is zero (as above). */
export function divideStep(a: Float64Array, b: Float64Array, out: Float64Array): Step {
  return (from, to) => {
    const as = a;
    const bs = b;
    const os = out;
    for (let i = from; i < to; i++) {
      const r = as[i]! / bs[i]!;
      os[i] = r + 0 * r;
    }
  };
}

/** J = 3K - 2D. */
export function jLineStep(k: Float64Array, d: Float64Array, out: Float64Array): Step {
  return (from, to) => {
    const ks = k;
    const ds = d;
    const os = out;
    for (let i = from; i < to; i++) os[i] = 3 * ks[i]! - 2 * ds[i]!;
  };
}
