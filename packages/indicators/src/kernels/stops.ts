import type { State, Step } from '../core/state';
import { holderOf, type Source } from './source';

/**
 * Wilder's Parabolic SAR as TA-Lib's SAR (and SAREXT, whose first
 * acceleration may differ from its step) computes it. The first trade is
 * long unless bar 1's low fell further than its high rose; it starts from
 * bar 0's extreme. Each bar the stop moves `af` of the way to the extreme
 * point (the trade's best price), `af` growing by `step` with every new
 * extreme up to `maximum`, and never inside the last two bars' range; a bar
 * that reaches the stop reverses the trade at the extreme point. The value
 * given for a bar is the stop that bar traded against.
 */
export function sarStep(state: State, high: Source, low: Source, out: Float64Array, start: number, step: number, maximum: number): Step {
  // bars seen (counted up to 2), long (1) or short (0), acceleration, extreme point, stop, previous bar's high and low
  const at = state.alloc(0, 1, 0, 0, 0, 0, 0);
  const first = Math.min(start, maximum);
  const highs = holderOf(high);
  const lows = holderOf(low);
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const os = out;
    const restart = first;
    const grow = step;
    const most = maximum;
    const s = state.values;
    let count = s[at]!;
    let long = s[at + 1]! | 0;
    let af = s[at + 2]!;
    let ep = s[at + 3]!;
    let sar = s[at + 4]!;
    let lastHigh = s[at + 5]!;
    let lastLow = s[at + 6]!;
    let i = from;
    if (i < to && count === 0) {
      count = 1;
      lastHigh = hs[i]!;
      lastLow = ls[i]!;
      os[i] = Number.NaN;
      i++;
    }
    if (i < to && count === 1) {
      const h = hs[i]!;
      const l = ls[i]!;
      const rise = h - lastHigh;
      const fall = lastLow - l;
      long = fall > 0 && rise < fall ? 0 : 1;
      ep = long ? h : l;
      sar = long ? lastLow : lastHigh;
      af = first;
      // TA-Lib's first bar has itself as the bar before.
      lastHigh = h;
      lastLow = l;
      count = 2;
    }
    for (; i < to; i++) {
      const h = hs[i]!;
      const l = ls[i]!;
      const prevHigh = lastHigh;
      const prevLow = lastLow;
      lastHigh = h;
      lastLow = l;
      if (long) {
        if (l <= sar) {
          long = 0;
          sar = Math.max(ep, prevHigh, h);
          os[i] = sar;
          af = restart;
          ep = l;
          sar = Math.max(sar + af * (ep - sar), prevHigh, h);
        } else {
          os[i] = sar;
          if (h > ep) {
            ep = h;
            af = Math.min(af + grow, most);
          }
          sar = Math.min(sar + af * (ep - sar), prevLow, l);
        }
      } else if (h >= sar) {
        long = 1;
        sar = Math.min(ep, prevLow, l);
        os[i] = sar;
        af = restart;
        ep = h;
        sar = Math.min(sar + af * (ep - sar), prevLow, l);
      } else {
        os[i] = sar;
        if (l < ep) {
          ep = l;
          af = Math.min(af + grow, most);
        }
        sar = Math.max(sar + af * (ep - sar), prevHigh, h);
      }
    }
    s[at] = count;
    s[at + 1] = long;
    s[at + 2] = af;
    s[at + 3] = ep;
    s[at + 4] = sar;
    s[at + 5] = lastHigh;
    s[at + 6] = lastLow;
  };
}

/**
 * Supertrend (Olivier Seban; TradingView's ta.supertrend): bands at the
 * candle's middle (H + L) / 2 ± multiplier * ATR. A band only tightens (the
 * lower one never falls, the upper one never rises) unless the previous close
 * crossed it. The trend turns up (1) when the close rises above the upper
 * band and down (-1) when it falls below the lower; the line is the lower
 * band in an uptrend, the upper in a downtrend. The first bar with an ATR
 * counts as a downtrend, as TradingView starts it.
 */
export function supertrendStep(
  state: State,
  high: Source,
  low: Source,
  close: Source,
  atr: Float64Array,
  line: Float64Array,
  direction: Float64Array,
  multiplier: number,
): Step {
  const at = state.alloc(0, 0, 0, Number.NaN); // trend (0 before the first ATR), upper and lower band, previous close
  const highs = holderOf(high);
  const lows = holderOf(low);
  const closes = holderOf(close);
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const cs = closes.column;
    const as = atr;
    const k = multiplier;
    const s = state.values;
    let trend = s[at]!;
    let prevUpper = s[at + 1]!;
    let prevLower = s[at + 2]!;
    let prevClose = s[at + 3]!;
    for (let i = from; i < to; i++) {
      const c = cs[i]!;
      const a = as[i]!;
      if (Number.isNaN(a)) {
        line[i] = Number.NaN;
        direction[i] = Number.NaN;
        prevClose = c;
        continue;
      }
      const middle = (hs[i]! + ls[i]!) / 2;
      let upper = middle + k * a;
      let lower = middle - k * a;
      if (trend === 0) {
        trend = -1;
      } else {
        if (lower <= prevLower && prevClose >= prevLower) lower = prevLower;
        if (upper >= prevUpper && prevClose <= prevUpper) upper = prevUpper;
        trend = trend < 0 ? (c > upper ? 1 : -1) : c < lower ? -1 : 1;
      }
      line[i] = trend > 0 ? lower : upper;
      direction[i] = trend;
      prevUpper = upper;
      prevLower = lower;
      prevClose = c;
    }
    s[at] = trend;
    s[at + 1] = prevUpper;
    s[at + 2] = prevLower;
    s[at + 3] = prevClose;
  };
}
