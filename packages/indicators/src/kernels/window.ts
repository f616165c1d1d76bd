import type { State, Step } from '../core/state';
import { holderOf, type Source } from './source';

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
 * channel: Donchian, Ichimoku), by the blocks above (see `channel` below).
 */
export function channelStep(state: State, high: Source, low: Source, top: Float64Array, bottom: Float64Array, period: number): Step {
  return channel(state, high, low, period, { top, bottom });
}

/**
 * Where x stands in the channel of the last `period` bars, as
 * rangePositionStep (bands.ts) computes it over channelStep's lines, in one
 * pass without writing them: anchored at the lowest low with scale 100 the
 * stochastic's fast %K, at the highest high with scale −100 Williams %R.
 */
export function channelPositionStep(
  state: State,
  x: Source,
  high: Source,
  low: Source,
  out: Float64Array,
  period: number,
  anchor: 'lowest' | 'highest',
  scale: number,
): Step {
  return channel(state, high, low, period, { x, out, anchor, scale });
}

type ChannelOutput =
  | { top: Float64Array; bottom: Float64Array }
  | { x: Source; out: Float64Array; anchor: 'lowest' | 'highest'; scale: number };

/**
 * The blocks of extremeStep for the high and the low together. Over the
 * short windows of chart indicators a new running or suffix extreme is
 * common and a jump on it a coin toss, so those choices are made without
 * one: the block's running extremes arithmetically, as kd.ts does
 * (g * a + (1 - g) * b with g = +(a > b) is exactly a or b for finite
 * values), and the suffixes by putting the two candidates in a two-slot
 * array and reading the slot the comparison's 0 or 1 names, which measured
 * faster on that chain. The final choice between suffix and running
 * extreme turns about once a block, which the predictor follows. TA-Lib's
 * look-again-when-the-extreme-leaves measured slower over 14 bars and grows
 * with the window. Bars whose high is NaN (an RSI's warm-up) are skipped.
 */
function channel(state: State, high: Source, low: Source, period: number, output: ChannelOutput): Step {
  const at = state.alloc(0, 0, 0, 0); // valid inputs seen, position in the block, running high and low of the block
  const highBlock = new Float64Array(period);
  const lowBlock = new Float64Array(period);
  const highTail = new Float64Array(period);
  const lowTail = new Float64Array(period);
  const highPick = new Float64Array(2);
  const lowPick = new Float64Array(2);
  const highs = holderOf(high);
  const lows = holderOf(low);
  const lines = 'top' in output;
  const none = new Float64Array(0);
  const top = lines ? output.top : none;
  const bottom = lines ? output.bottom : none;
  const position = holderOf(lines ? none : output.x);
  const out = lines ? none : output.out;
  const fromHigh = !lines && output.anchor === 'highest';
  const scale = lines ? 1 : output.scale;
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const xs = position.column;
    const ts = top;
    const bs = bottom;
    const os = out;
    const hb = highBlock;
    const lb = lowBlock;
    const ht = highTail;
    const lt = lowTail;
    const hp = highPick;
    const lp = lowPick;
    const writeLines = lines;
    const anchorHigh = fromHigh;
    const k = scale;
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
        if (writeLines) {
          ts[i] = Number.NaN;
          bs[i] = Number.NaN;
        } else {
          os[i] = Number.NaN;
        }
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
          hp[0] = tail;
          hp[1] = a;
          tail = hp[+(a > tail)]!;
          lp[0] = floor;
          lp[1] = b;
          floor = lp[+(b < floor)]!;
          ht[j] = tail;
          lt[j] = floor;
        }
        q = 0;
      } else {
        q++;
      }
      count++;
      if (count < n) {
        if (writeLines) {
          ts[i] = Number.NaN;
          bs[i] = Number.NaN;
        } else {
          os[i] = Number.NaN;
        }
        continue;
      }
      const th = ht[q]!;
      const tl = lt[q]!;
      const highest = th > hi ? th : hi;
      const lowest = tl < lo ? tl : lo;
      if (writeLines) {
        ts[i] = highest;
        bs[i] = lowest;
      } else {
        const base = anchorHigh ? highest : lowest;
        const span = ((anchorHigh ? lowest : highest) - base) / k;
        os[i] = span !== 0 ? (xs[i]! - base) / span : 0;
      }
    }
    s[at] = count;
    s[at + 1] = q;
    s[at + 2] = hi;
    s[at + 3] = lo;
  };
}
