import { type State, type Step, ringSize } from '../core/state';

/**
 * Which side of b the line a is on: 1 above, −1 at or below, 2 and −2 on the
 * bar it crossed to that side. NaN while either is NaN; the first known bar
 * has no earlier side to cross from.
 */
export function sideStep(state: State, a: Float64Array, b: Float64Array, out: Float64Array): Step {
  const at = state.alloc(Number.NaN); // previous side, 1 or −1
  return (from, to) => {
    const as = a;
    const bs = b;
    const os = out;
    const s = state.values;
    let prev = s[at]!;
    for (let i = from; i < to; i++) {
      const gap = as[i]! - bs[i]!;
      if (Number.isNaN(gap)) {
        os[i] = Number.NaN;
        prev = Number.NaN;
        continue;
      }
      const now = gap > 0 ? 1 : -1;
      os[i] = now === -prev ? 2 * now : now;
      prev = now;
    }
    s[at] = prev;
  };
}

/**
 * The close against the Ichimoku cloud drawn over its bar: the two spans as
 * computed `lag` bars before. 1 above both, −1 below both, 0 between or on
 * either; NaN until the lagged spans exist.
 */
export function cloudStep(state: State, close: Float64Array, spanA: Float64Array, spanB: Float64Array, out: Float64Array, lag: number): Step {
  const at = state.alloc(0); // bars seen
  const mask = ringSize(lag + 1) - 1;
  const ringA = new Float64Array(mask + 1);
  const ringB = new Float64Array(mask + 1);
  return (from, to) => {
    const cs = close;
    const as = spanA;
    const bs = spanB;
    const os = out;
    const s = state.values;
    let count = s[at]!;
    for (let i = from; i < to; i++) {
      ringA[count & mask] = as[i]!;
      ringB[count & mask] = bs[i]!;
      if (count >= lag) {
        const a = ringA[(count - lag) & mask]!;
        const b = ringB[(count - lag) & mask]!;
        const c = cs[i]!;
        if (Number.isNaN(a) || Number.isNaN(b)) os[i] = Number.NaN;
        else if (c > a && c > b) os[i] = 1;
        else if (c < a && c < b) os[i] = -1;
        else os[i] = 0;
      } else {
        os[i] = Number.NaN;
      }
      count++;
    }
    s[at] = count;
  };
}

/** (a − b) / base × scale: a band's width against its middle. NaN where base is zero. */
export function spreadStep(a: Float64Array, b: Float64Array, base: Float64Array, out: Float64Array, scale: number): Step {
  return (from, to) => {
    const as = a;
    const bs = b;
    const ms = base;
    const os = out;
    for (let i = from; i < to; i++) {
      // NaN rather than an infinity after a zero (r + 0 * r, see elementwise.ts).
      const r = ((as[i]! - bs[i]!) / ms[i]!) * scale;
      os[i] = r + 0 * r;
    }
  };
}

/** a / base × scale: a distance in % of a price. NaN where base is zero. */
export function shareStep(a: Float64Array, base: Float64Array, out: Float64Array, scale: number): Step {
  return (from, to) => {
    const as = a;
    const ms = base;
    const os = out;
    for (let i = from; i < to; i++) {
      const r = (as[i]! / ms[i]!) * scale;
      os[i] = r + 0 * r;
    }
  };
}
