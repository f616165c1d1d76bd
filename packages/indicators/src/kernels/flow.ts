import { type State, type Step, ringSize } from '../core/state';
import { holderOf, type Source } from './source';

/**
 * Money Flow Index as TA-Lib computes it: a bar's money flow is its typical
 * price (H + L + C) / 3 times its volume, positive when the typical price
 * rose from the bar before, negative when it fell, neither when unchanged;
 * MFI = 100 * positive / (positive + negative) over the last `period` flows,
 * 0 when the two add up to less than 1. The sums run (drop the flow leaving,
 * add the new one) in TA-Lib's order. The ring holds period + 1 flows so a
 * replaced bar still finds the flow its window drops.
 */
export function mfiStep(
  state: State,
  high: Source,
  low: Source,
  close: Source,
  volume: Source,
  out: Float64Array,
  period: number,
): Step {
  const at = state.alloc(0, 0, 0, 0); // bars seen, previous typical price, positive and negative sums
  const mask = ringSize(period + 1) - 1;
  const positive = new Float64Array(mask + 1);
  const negative = new Float64Array(mask + 1);
  const highs = holderOf(high);
  const lows = holderOf(low);
  const closes = holderOf(close);
  const volumes = holderOf(volume);
  // Slot 0 holds 0, slot 1 the bar's flow: a comparison's 0 or 1 reads a sum's share without a jump.
  const pick = new Float64Array(2);
  return (from, to) => {
    const hs = highs.column;
    const ls = lows.column;
    const cs = closes.column;
    const vs = volumes.column;
    const os = out;
    const pk = pick;
    const ps = positive;
    const ns = negative;
    const n = period;
    const m = mask;
    const s = state.values;
    let count = s[at]!;
    let prev = s[at + 1]!;
    let up = s[at + 2]!;
    let down = s[at + 3]!;
    // Flow number `count` (from 1) goes to slot count; the one leaving is `period` flows older. Whether the
    // typical price rose or fell is a coin toss the predictor loses, so the flow goes to both sums, as itself
    // where it belongs and as 0 where not, which leaves that sum as it was (neither is ever -0).
    let i = from;
    for (; i < to && count <= n; i++) {
      const tp = (hs[i]! + ls[i]! + cs[i]!) / 3;
      const change = tp - prev;
      prev = tp;
      if (count > 0) {
        pk[1] = tp * vs[i]!;
        const gain = pk[+(change > 0)]!;
        const loss = pk[+(change < 0)]!;
        ps[count & m] = gain;
        ns[count & m] = loss;
        up += gain;
        down += loss;
      }
      count++;
      const both = up + down;
      os[i] = count <= n ? Number.NaN : both < 1 ? 0 : 100 * (up / both);
    }
    for (; i < to; i++) {
      const tp = (hs[i]! + ls[i]! + cs[i]!) / 3;
      const change = tp - prev;
      prev = tp;
      const leaving = (count - n) & m;
      up -= ps[leaving]!;
      down -= ns[leaving]!;
      pk[1] = tp * vs[i]!;
      const gain = pk[+(change > 0)]!;
      const loss = pk[+(change < 0)]!;
      ps[count & m] = gain;
      ns[count & m] = loss;
      up += gain;
      down += loss;
      count++;
      const both = up + down;
      os[i] = both < 1 ? 0 : 100 * (up / both);
    }
    s[at] = count;
    s[at + 1] = prev;
    s[at + 2] = up;
    s[at + 3] = down;
  };
}

/** On-balance volume as TA-Lib: the first bar's volume, then plus the volume of a bar that closes higher, minus that of one closing lower. */
export function obvStep(state: State, close: Source, volume: Source, out: Float64Array): Step {
  const at = state.alloc(Number.NaN, 0); // previous close, OBV
  const closes = holderOf(close);
  const volumes = holderOf(volume);
  return (from, to) => {
    const cs = closes.column;
    const vs = volumes.column;
    const os = out;
    const s = state.values;
    let prev = s[at]!;
    let obv = s[at + 1]!;
    for (let i = from; i < to; i++) {
      const c = cs[i]!;
      const v = vs[i]!;
      // Up or down is a coin toss the predictor loses; the volume times 1 or -1 adds or takes it away exactly.
      const direction = +(c > prev) - +(c < prev);
      if (direction !== 0) obv += v * direction;
      // Neither: an unchanged close, or no previous close (NaN), where OBV starts from this volume.
      else if (Number.isNaN(prev)) obv = v;
      os[i] = obv;
      prev = c;
    }
    s[at] = prev;
    s[at + 1] = obv;
  };
}

/**
 * Where the VWAP starts again. `session` is the calendar day in UTC, which
 * holds a whole trading session of the US, Hong Kong and mainland markets
 * (their sessions cross no UTC midnight) and is crypto's usual day; weeks
 * start on Monday. Each anchor numbers its periods from the day number.
 */
export const VWAP_ANCHORS = ['session', 'week', 'month', 'quarter', 'year'] as const;
export type VwapAnchor = (typeof VWAP_ANCHORS)[number];

/** Months since year 0 of a day counted from 1970-01-01 (Hinnant's civil-from-days). */
function monthNumber(day: number): number {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9; // 1..12
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return year * 12 + month - 1;
}

const PERIOD_OF_DAY: Record<VwapAnchor, (day: number) => number> = {
  session: (day) => day,
  // 1970-01-01 was a Thursday: day + 3 puts Mondays on multiples of 7.
  week: (day) => Math.floor((day + 3) / 7),
  month: monthNumber,
  quarter: (day) => Math.floor(monthNumber(day) / 3),
  year: (day) => Math.floor(monthNumber(day) / 12),
};

/**
 * Volume-weighted average price anchored at `anchor`: the running sum of
 * typical price (H + L + C) / 3 times volume over the running sum of volume
 * since the candle that opened the current period (ts in epoch seconds). NaN
 * while the period has traded no volume yet.
 */
export function vwapStep(
  state: State,
  ts: Source,
  high: Source,
  low: Source,
  close: Source,
  volume: Source,
  out: Float64Array,
  anchor: VwapAnchor,
): Step {
  const at = state.alloc(Number.NaN, Number.NaN, 0, 0); // day of the previous candle, its period, price-volume and volume sums
  const periodOf = PERIOD_OF_DAY[anchor];
  const times = holderOf(ts);
  const highs = holderOf(high);
  const lows = holderOf(low);
  const closes = holderOf(close);
  const volumes = holderOf(volume);
  return (from, to) => {
    const tss = times.column;
    const hs = highs.column;
    const ls = lows.column;
    const cs = closes.column;
    const vs = volumes.column;
    const os = out;
    const s = state.values;
    let lastDay = s[at]!;
    let period = s[at + 1]!;
    let priceVolume = s[at + 2]!;
    let totalVolume = s[at + 3]!;
    for (let i = from; i < to; i++) {
      const day = Math.floor(tss[i]! / 86400);
      if (day !== lastDay) {
        lastDay = day;
        const next = periodOf(day);
        if (next !== period) {
          period = next;
          priceVolume = 0;
          totalVolume = 0;
        }
      }
      const v = vs[i]!;
      priceVolume += ((hs[i]! + ls[i]! + cs[i]!) / 3) * v;
      totalVolume += v;
      os[i] = totalVolume > 0 ? priceVolume / totalVolume : Number.NaN;
    }
    s[at] = lastDay;
    s[at + 1] = period;
    s[at + 2] = priceVolume;
    s[at + 3] = totalVolume;
  };
}
