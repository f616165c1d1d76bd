import { type FearGreedComponent, type FearGreedComponentId, type FearGreedLabel, fearGreedLabel } from '@signaldesk/contract';

export interface DailyBar {
  ts: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface FearGreedInputs {
  /** The stock index the momentum and safe-haven readings follow (the S&P 500). */
  index: readonly DailyBar[];
  /** The 30-day implied volatility index (VIX); empty when not stored, and the proxy is used. */
  vix: readonly DailyBar[];
  /** Safe havens (Treasury bonds, gold), those stored. */
  havens: readonly (readonly DailyBar[])[];
  /** The stocks of the breadth and volume readings. */
  stocks: readonly (readonly DailyBar[])[];
  /** Today's put/call volume ratio from an option chain; null when none was read. */
  putCallToday: number | null;
}

export interface FearGreedDay {
  ts: number;
  score: number;
  label: FearGreedLabel;
  components: FearGreedComponent[];
}

/** Look-backs of the components, in trading days. */
export const WINDOWS = { momentum: 125, year: 252, putCall: 5, vixAverage: 50, realised: 30, safeHaven: 20 } as const;

/**
 * Points of score per unit of each reading, around 50: momentum 10 % above its average reads 100; the
 * put/call ratio 0.5 above 1 reads 0; volatility 25 % above its average reads 0; stocks beating the
 * havens by 8 points over 20 days reads 100. The breadth reading is already a share from 0 to 100.
 */
const SLOPES = { momentum: 5, putCall: -100, volatility: -2, safeHaven: 6.25 } as const;

const DAY = 86_400;
const round1 = (value: number) => Math.round(value * 10) / 10;
const clampScore = (value: number) => Math.min(100, Math.max(0, value));
const dayOf = (ts: number) => Math.floor(ts / DAY);

function component(
  id: FearGreedComponentId,
  raw: number,
  score: number,
  source: FearGreedComponent['source'],
): FearGreedComponent {
  return { id, raw: Math.round(raw * 100) / 100, score: round1(clampScore(score)), source };
}

/** Index of the last bar on or before a UTC day; -1 when none. */
function atOrBefore(bars: readonly DailyBar[], day: number): number {
  let lo = 0;
  let hi = bars.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dayOf(bars[mid]!.ts) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Prefix sums, so a window's mean costs two reads. */
function prefixSums(values: readonly number[]): number[] {
  const sums = [0];
  for (const value of values) sums.push(sums[sums.length - 1]! + value);
  return sums;
}
const windowMean = (sums: readonly number[], end: number, length: number) => (sums[end + 1]! - sums[end + 1 - length]!) / length;

interface DayBreadth {
  /** Stocks with a full year of bars before that day, the only ones that can make a 52-week high or low. */
  eligible: number;
  highs: number;
  lows: number;
  upVolume: number;
  downVolume: number;
}

/**
 * Per UTC day, across the stocks: how many made a 52-week high (a high at or above every high of the
 * 251 bars before) or a 52-week low, and the volume traded on up closes and on down closes.
 * Monotonic queues keep it linear in the number of bars.
 */
function breadthByDay(stocks: readonly (readonly DailyBar[])[]): Map<number, DayBreadth> {
  const days = new Map<number, DayBreadth>();
  const at = (day: number) => {
    let entry = days.get(day);
    if (!entry) {
      entry = { eligible: 0, highs: 0, lows: 0, upVolume: 0, downVolume: 0 };
      days.set(day, entry);
    }
    return entry;
  };
  const lookBack = WINDOWS.year - 1;
  for (const bars of stocks) {
    const maxQueue: number[] = [];
    const minQueue: number[] = [];
    for (let i = 0; i < bars.length; i++) {
      const bar = bars[i]!;
      const entry = at(dayOf(bar.ts));
      if (i > 0) {
        const previous = bars[i - 1]!.close;
        if (bar.close > previous) entry.upVolume += bar.volume;
        else if (bar.close < previous) entry.downVolume += bar.volume;
      }
      while (maxQueue.length > 0 && maxQueue[0]! < i - lookBack) maxQueue.shift();
      while (minQueue.length > 0 && minQueue[0]! < i - lookBack) minQueue.shift();
      if (i >= lookBack) {
        entry.eligible++;
        if (bar.high >= bars[maxQueue[0]!]!.high) entry.highs++;
        if (bar.low <= bars[minQueue[0]!]!.low) entry.lows++;
      }
      while (maxQueue.length > 0 && bars[maxQueue[maxQueue.length - 1]!]!.high <= bar.high) maxQueue.pop();
      maxQueue.push(i);
      while (minQueue.length > 0 && bars[minQueue[minQueue.length - 1]!]!.low >= bar.low) minQueue.pop();
      minQueue.push(i);
    }
  }
  return days;
}

/** Annualised standard deviation of the last `length` daily log returns, in percent; NaN before enough bars. */
function realisedVolatility(closes: readonly number[], length: number): number[] {
  const out = new Array<number>(closes.length).fill(Number.NaN);
  for (let i = length; i < closes.length; i++) {
    let sum = 0;
    let squares = 0;
    for (let k = i - length + 1; k <= i; k++) {
      const r = Math.log(closes[k]! / closes[k - 1]!);
      sum += r;
      squares += r * r;
    }
    const mean = sum / length;
    out[i] = Math.sqrt(Math.max(0, squares / length - mean * mean) * WINDOWS.year) * 100;
  }
  return out;
}

/** The volatility reading: the level over its 50-day mean, minus 1, in percent; NaN before enough history. */
function overItsAverage(levels: readonly number[], i: number): number {
  if (i < WINDOWS.vixAverage - 1) return Number.NaN;
  let sum = 0;
  for (let k = i - WINDOWS.vixAverage + 1; k <= i; k++) sum += levels[k]!;
  return (levels[i]! / (sum / WINDOWS.vixAverage) - 1) * 100;
}

/**
 * The index on each trading day of the stock index from `fromTs` on: each component's reading and score
 * (0 extreme fear … 100 extreme greed) and their mean. A component without enough history that day is
 * left out of the mean; a day with no component at all is left out.
 */
export function fearGreedDays(inputs: FearGreedInputs, fromTs: number): FearGreedDay[] {
  const { index, vix, havens, stocks } = inputs;
  const closes = index.map((bar) => bar.close);
  const closeSums = prefixSums(closes);
  const breadth = stocks.length > 0 ? breadthByDay(stocks) : new Map<number, DayBreadth>();
  const vixLevels = vix.map((bar) => bar.close);
  const realised = vix.length === 0 ? realisedVolatility(closes, WINDOWS.realised) : [];
  const days: FearGreedDay[] = [];
  for (let i = 0; i < index.length; i++) {
    const bar = index[i]!;
    if (bar.ts < fromTs) continue;
    const day = dayOf(bar.ts);
    const components: FearGreedComponent[] = [];

    if (i >= WINDOWS.momentum - 1) {
      const raw = (bar.close / windowMean(closeSums, i, WINDOWS.momentum) - 1) * 100;
      components.push(component('momentum', raw, 50 + SLOPES.momentum * raw, 'market'));
    }

    const today = breadth.get(day);
    if (today && today.eligible > 0) {
      const extremes = today.highs + today.lows;
      const raw = extremes === 0 ? 50 : (today.highs / extremes) * 100;
      components.push(component('strength', raw, raw, 'market'));
    }

    const last = i === index.length - 1;
    if (last && inputs.putCallToday !== null) {
      const raw = inputs.putCallToday;
      components.push(component('putCall', raw, 50 + SLOPES.putCall * (raw - 1), 'options'));
    } else if (i >= WINDOWS.putCall - 1 && breadth.size > 0) {
      let up = 0;
      let down = 0;
      for (let k = i - WINDOWS.putCall + 1; k <= i; k++) {
        const entry = breadth.get(dayOf(index[k]!.ts));
        up += entry?.upVolume ?? 0;
        down += entry?.downVolume ?? 0;
      }
      if (up > 0) {
        const raw = down / up;
        components.push(component('putCall', raw, 50 + SLOPES.putCall * (raw - 1), 'proxy'));
      }
    }

    const v = vix.length > 0 ? atOrBefore(vix, day) : -1;
    const volatility = vix.length > 0 ? (v >= 0 ? overItsAverage(vixLevels, v) : Number.NaN) : overItsAverage(realised, i);
    if (Number.isFinite(volatility)) {
      components.push(
        component('volatility', volatility, 50 + SLOPES.volatility * volatility, vix.length > 0 ? 'market' : 'proxy'),
      );
    }

    if (i >= WINDOWS.safeHaven) {
      const havenReturns: number[] = [];
      for (const haven of havens) {
        const h = atOrBefore(haven, day);
        if (h >= WINDOWS.safeHaven) havenReturns.push(haven[h]!.close / haven[h - WINDOWS.safeHaven]!.close - 1);
      }
      if (havenReturns.length > 0) {
        const stockReturn = bar.close / index[i - WINDOWS.safeHaven]!.close - 1;
        const havenReturn = havenReturns.reduce((a, b) => a + b, 0) / havenReturns.length;
        const raw = (stockReturn - havenReturn) * 100;
        components.push(component('safeHaven', raw, 50 + SLOPES.safeHaven * raw, 'market'));
      }
    }

    if (components.length === 0) continue;
    const score = round1(components.reduce((sum, c) => sum + c.score, 0) / components.length);
    days.push({ ts: bar.ts, score, label: fearGreedLabel(score), components });
  }
  return days;
}
