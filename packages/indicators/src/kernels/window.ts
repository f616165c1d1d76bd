import { type State, type Step, ringSize } from '../core/state';

/**
 * Highest value of the last `period` inputs (TA-Lib MAX) with a monotonic
 * deque: each bar is pushed and popped at most once, so a 4-year window costs
 * the same per bar as a 9-bar one.
 */
export function highestStep(state: State, x: Float64Array, out: Float64Array, period: number): Step {
  return extremeStep(state, x, out, period, 1);
}

/** Lowest value of the last `period` inputs (TA-Lib MIN). */
export function lowestStep(state: State, x: Float64Array, out: Float64Array, period: number): Step {
  return extremeStep(state, x, out, period, -1);
}

/**
 * The deque keeps bar ordinals with values in decreasing order of `sign * value`;
 * the lowest is the highest of the negated values, which keeps one code path.
 * Pushing overwrites exactly one slot, which is all `replace()` needs to undo.
 */
function extremeStep(state: State, x: Float64Array, out: Float64Array, period: number, sign: 1 | -1): Step {
  // valid inputs seen, deque head, deque size, last written slot, its previous ordinal and value
  const at = state.alloc(0, 0, 0, -1, 0, 0);
  const mask = ringSize(period + 1) - 1;
  const ordinals = new Int32Array(mask + 1);
  const values = new Float64Array(mask + 1);
  state.onRestore(() => {
    const s = state.values;
    const slot = s[at + 3]!;
    if (slot < 0) return;
    ordinals[slot] = s[at + 4]!;
    values[slot] = s[at + 5]!;
  });
  return (from, to) => {
    const xs = x;
    const os = out;
    const ords = ordinals;
    const vals = values;
    const s = state.values;
    let count = s[at]! | 0;
    let head = s[at + 1]! | 0;
    let size = s[at + 2]! | 0;
    let slot = -1;
    let oldOrdinal = 0;
    let oldValue = 0;
    for (let i = from; i < to; i++) {
      const raw = xs[i]!;
      if (Number.isNaN(raw)) {
        os[i] = Number.NaN;
        continue;
      }
      const v = sign * raw;
      while (size > 0 && vals[(head + size - 1) & mask]! <= v) size--;
      slot = (head + size) & mask;
      oldOrdinal = ords[slot]!;
      oldValue = vals[slot]!;
      ords[slot] = count;
      vals[slot] = v;
      size++;
      if (ords[head]! <= count - period) {
        head = (head + 1) & mask;
        size--;
      }
      count++;
      os[i] = count >= period ? sign * vals[head]! : Number.NaN;
    }
    s[at] = count;
    s[at + 1] = head;
    s[at + 2] = size;
    s[at + 3] = slot;
    s[at + 4] = oldOrdinal;
    s[at + 5] = oldValue;
  };
}
