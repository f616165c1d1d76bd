import { type State, type Step, ringSize } from '../core/state';
import { holderOf, type Source } from './source';

/**
 * Simple moving average with TA-Lib's running total (add the new value, divide,
 * then drop the oldest), so results match TA-Lib SMA bit for bit.
 * Leading NaN inputs are skipped; the first output is the `period`-th valid input.
 */
export function smaStep(state: State, x: Source, out: Float64Array, period: number): Step {
  const at = state.alloc(0, 0); // valid inputs seen, running total of the last period-1
  const mask = ringSize(period) - 1;
  const ring = new Float64Array(mask + 1);
  const input = holderOf(x);
  return (from, to) => {
    // Captured arrays are copied to locals: V8 keeps locals in registers, not closure slots.
    const xs = input.column;
    const os = out;
    const rs = ring;
    const n = period;
    const m = mask;
    const s = state.values;
    let count = s[at]!;
    let total = s[at + 1]!;
    let i = from;
    for (; i < to && count < n - 1; i++) {
      const v = xs[i]!;
      os[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      rs[count & m] = v;
      total += v;
      count++;
    }
    // Inputs are valid from `first` on, so x[j] is the (base + j)-th valid input.
    // The value leaving the window comes from the ring until this chunk holds
    // n-1 bars, then straight from the input.
    const first = i;
    const base = count - first;
    const direct = Math.min(to, first + n - 1);
    for (; i < direct; i++) {
      const sum = total + xs[i]!;
      os[i] = sum / n;
      total = sum - rs[(base + i - n + 1) & m]!;
    }
    for (; i < to; i++) {
      const sum = total + xs[i]!;
      os[i] = sum / n;
      total = sum - xs[i - n + 1]!;
    }
    for (let j = Math.max(first, to - n + 1); j < to; j++) rs[(base + j) & m] = xs[j]!;
    count = base + to;
    s[at] = count;
    s[at + 1] = total;
  };
}

/**
 * Exponential moving average, alpha 2/(period+1), seeded like TA-Lib with the
 * simple mean of `period` inputs. `firstAt` (>= period) delays the first output
 * to the `firstAt`-th valid input and seeds with the mean of the `period`
 * inputs ending there: TA-Lib's MACD seeds its fast line that way so both
 * lines start on the same bar.
 */
export function emaStep(state: State, x: Source, out: Float64Array, period: number, firstAt = period): Step {
  const at = state.alloc(0, 0, Number.NaN); // valid inputs seen, seed sum, last value
  const k = 2 / (period + 1);
  const seedFrom = firstAt - period;
  const input = holderOf(x);
  return (from, to) => {
    const xs = input.column;
    const os = out;
    const alpha = k;
    const s = state.values;
    let count = s[at]!;
    let sum = s[at + 1]!;
    let prev = s[at + 2]!;
    let i = from;
    for (; i < to && count < firstAt; i++) {
      const v = xs[i]!;
      os[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      if (count >= seedFrom) sum += v;
      count++;
      if (count === firstAt) {
        prev = sum / period;
        os[i] = prev;
      }
    }
    for (; i < to; i++) {
      prev = (xs[i]! - prev) * alpha + prev;
      os[i] = prev;
    }
    s[at] = count;
    s[at + 1] = sum;
    s[at + 2] = prev;
  };
}

/**
 * Linearly weighted moving average, weights 1 to `period` (newest heaviest),
 * with TA-Lib's two running totals: the weighted sum gains `period` times the
 * new input and loses the plain sum of the window it leaves. The input that
 * leaves next is kept in the state. As in smaStep, once the inputs are valid
 * it comes from the ring until this chunk holds enough bars, then straight
 * from the input; a replaced bar reads ring slots of earlier bars only.
 */
export function wmaStep(state: State, x: Source, out: Float64Array, period: number): Step {
  const at = state.alloc(0, 0, 0, 0); // valid inputs seen, weighted sum, plain sum, input leaving next
  const mask = ringSize(period) - 1;
  const ring = new Float64Array(mask + 1);
  const divider = (period * (period + 1)) / 2;
  const input = holderOf(x);
  return (from, to) => {
    const xs = input.column;
    const os = out;
    const rs = ring;
    const n = period;
    const m = mask;
    const d = divider;
    const s = state.values;
    let count = s[at]!;
    let weighted = s[at + 1]!;
    let plain = s[at + 2]!;
    let leaving = s[at + 3]!;
    let i = from;
    for (; i < to && count < n; i++) {
      const v = xs[i]!;
      os[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      rs[count & m] = v;
      count++;
      weighted += v * count;
      plain += v;
      if (count === n) {
        leaving = rs[0]!;
        os[i] = weighted / d;
        weighted -= plain;
      }
    }
    // From `first` on x[j] is the (base + j)-th valid input; after bar i the (base + i + 1 - n)-th leaves.
    const first = i;
    const base = count - first;
    const direct = Math.min(to, first + n - 1);
    for (; i < direct; i++) {
      const v = xs[i]!;
      plain += v;
      plain -= leaving;
      weighted += v * n;
      leaving = rs[(base + i + 1 - n) & m]!;
      os[i] = weighted / d;
      weighted -= plain;
    }
    for (; i < to; i++) {
      const v = xs[i]!;
      plain += v;
      plain -= leaving;
      weighted += v * n;
      leaving = xs[i + 1 - n]!;
      os[i] = weighted / d;
      weighted -= plain;
    }
    for (let j = Math.max(first, to - n); j < to; j++) rs[(base + j) & m] = xs[j]!;
    s[at] = base + to;
    s[at + 1] = weighted;
    s[at + 2] = plain;
    s[at + 3] = leaving;
  };
}

/**
 * Wilder's average as TA-Lib's ATR takes it: the simple mean of the first
 * `period` valid inputs, then (previous * (period - 1) + input) / period,
 * computed as previous * ((period - 1) / period) + input * (1 / period) so no
 * division sits on the bar-to-bar chain (the last bits move, within 1e-13 of
 * TA-Lib's).
 */
export function wilderStep(state: State, x: Float64Array, out: Float64Array, period: number): Step {
  const at = state.alloc(0, 0); // valid inputs seen, seed sum and then the average
  const keep = (period - 1) / period;
  const share = 1 / period;
  return (from, to) => {
    const xs = x;
    const os = out;
    const n = period;
    const k = keep;
    const w = share;
    const s = state.values;
    let count = s[at]!;
    let avg = s[at + 1]!;
    let i = from;
    for (; i < to && count < n; i++) {
      const v = xs[i]!;
      os[i] = Number.NaN;
      if (Number.isNaN(v)) continue;
      avg += v;
      count++;
      if (count === n) {
        avg /= n;
        os[i] = avg;
      }
    }
    for (; i < to; i++) {
      avg = avg * k + xs[i]! * w;
      os[i] = avg;
    }
    s[at] = count;
    s[at + 1] = avg;
  };
}
