import type { State, Step } from '../core/state';

/**
 * Highest value of the last `period` inputs (TA-Lib MAX), by the van Herk /
 * Gil-Werman method: bars are cut into blocks of `period`; a window then spans
 * the tail of the previous block and the head of the current one, so its
 * highest value is the larger of the previous block's suffix maximum at the
 * window's start and the current block's running maximum. That costs three
 * comparisons a bar whatever the window (a 4-year one included). A monotonic
 * deque costs as many, but how many values a bar pops is a coin toss the
 * branch predictor loses; here, over a long block, a new running or suffix
 * maximum is rare and the final choice turns once a block, so nearly every
 * jump is foreseen. (Over KD's 9 bars new maxima are common, and kd.ts
 * chooses them arithmetically instead.)
 */
export function highestStep(state: State, x: Float64Array, out: Float64Array, period: number): Step {
  return extremeStep(state, x, out, period, 1);
}

/** Lowest value of the last `period` inputs (TA-Lib MIN). */
export function lowestStep(state: State, x: Float64Array, out: Float64Array, period: number): Step {
  return extremeStep(state, x, out, period, -1);
}

/**
 * Works on `sign * value`, so the lowest is the highest of the negated values.
 * `block` holds the current block's inputs by position, `suffix` the previous
 * block's suffix maxima, rewritten when the block's last bar arrives. A
 * replaced bar rewrites the same slot and, when it ends a block, the same
 * suffixes, so `replace()` needs nothing beyond the scalars.
 */
function extremeStep(state: State, x: Float64Array, out: Float64Array, period: number, sign: 1 | -1): Step {
  const at = state.alloc(0, 0, 0); // valid inputs seen, position in the block, running maximum of the block
  const block = new Float64Array(period);
  const suffix = new Float64Array(period);
  return (from, to) => {
    const xs = x;
    const os = out;
    const bs = block;
    const ss = suffix;
    const n = period;
    const s = state.values;
    let count = s[at]!;
    let q = s[at + 1]! | 0;
    let running = s[at + 2]!;
    for (let i = from; i < to; i++) {
      const raw = xs[i]!;
      if (Number.isNaN(raw)) {
        os[i] = Number.NaN;
        continue;
      }
      const v = sign * raw;
      bs[q] = v;
      running = q === 0 || v > running ? v : running;
      if (q === n - 1) {
        let top = v;
        ss[q] = v;
        for (let j = q - 1; j >= 0; j--) {
          const b = bs[j]!;
          if (b > top) top = b;
          ss[j] = top;
        }
        q = 0;
      } else {
        q++;
      }
      count++;
      if (count >= n) {
        const head = ss[q]!;
        os[i] = sign * (head > running ? head : running);
      } else {
        os[i] = Number.NaN;
      }
    }
    s[at] = count;
    s[at + 1] = q;
    s[at + 2] = running;
  };
}

/**
 * Highest `high` and lowest `low` of the last `period` bars in one pass (a
 * channel: Donchian, the stochastics, Williams %R, Ichimoku), by the same
 * blocks as above. Over the short windows of chart indicators a new running
 * or suffix extreme is common and a jump on it a coin toss, so the extremes
 * are chosen arithmetically, as kd.ts does: g * a + (1 - g) * b with
 * g = +(a > b) is exactly a or b for finite values. Leading NaN inputs (an
 * RSI's warm-up) are skipped.
 */
export function channelStep(
  state: State,
  high: Float64Array,
  low: Float64Array,
  top: Float64Array,
  bottom: Float64Array,
  period: number,
): Step {
  const at = state.alloc(0, 0, 0, 0); // valid inputs seen, position in the block, running high and low of the block
  const highs = new Float64Array(period);
  const lows = new Float64Array(period);
  const highTail = new Float64Array(period);
  const lowTail = new Float64Array(period);
  return (from, to) => {
    const hs = high;
    const ls = low;
    const ts = top;
    const bs = bottom;
    const hb = highs;
    const lb = lows;
    const ht = highTail;
    const lt = lowTail;
    const n = period;
    const s = state.values;
    let count = s[at]!;
    let q = s[at + 1]! | 0;
    let hi = s[at + 2]!;
    let lo = s[at + 3]!;
    for (let i = from; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      if (Number.isNaN(h)) {
        ts[i] = Number.NaN;
        bs[i] = Number.NaN;
        continue;
      }
      hb[q] = h;
      lb[q] = l;
      const fresh = +(q === 0);
      const gh = fresh | +(h > hi);
      const gl = fresh | +(l < lo);
      hi = gh * h + (1 - gh) * hi;
      lo = gl * l + (1 - gl) * lo;
      if (q === n - 1) {
        let tail = h;
        let floor = l;
        ht[q] = h;
        lt[q] = l;
        for (let j = q - 1; j >= 0; j--) {
          const a = hb[j]!;
          const b = lb[j]!;
          const ga = +(a > tail);
          const gb = +(b < floor);
          tail = ga * a + (1 - ga) * tail;
          floor = gb * b + (1 - gb) * floor;
          ht[j] = tail;
          lt[j] = floor;
        }
        q = 0;
      } else {
        q++;
      }
      count++;
      if (count < n) {
        ts[i] = Number.NaN;
        bs[i] = Number.NaN;
        continue;
      }
      const th = ht[q]!;
      const tl = lt[q]!;
      ts[i] = th > hi ? th : hi;
      bs[i] = tl < lo ? tl : lo;
    }
    s[at] = count;
    s[at + 1] = q;
    s[at + 2] = hi;
    s[at + 3] = lo;
  };
}
