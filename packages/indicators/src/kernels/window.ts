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
