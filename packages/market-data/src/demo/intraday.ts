import type { Region } from '@signaldesk/contract';
import type { TradingSession } from '../sessions/calendar.js';
import type { Candle } from '../types.js';
import { roundTo } from './dailyHistory.js';
import type { Random } from './random.js';

/** One day's bar that the minutes must add up to. */
export interface DayBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  decimals: number;
}

interface Activity {
  /** How busy each minute is, relative to the day's average. */
  weights: Float64Array;
  /** The square root of each weight: a minute's share of the day's volatility. */
  pace: Float64Array;
  /** The share of the day's variance spent by the start of each minute, and 1 at the close: the session's own clock. */
  clock: Float64Array;
}

/** Shapes repeat day after day, so they are worked out once per market, hours and clock. */
const shapes = new Map<string, Activity>();

/**
 * How busy each minute is. Stock markets show the U of a trading day: a rush
 * at the open, a lull at midday, a second rush into the close, and a smaller
 * revival after a lunch break. Markets that never close follow the clock of
 * the world's desks: Europe's morning and the overlap of London and New York.
 */
function activity(market: Region, session: TradingSession): Activity {
  const parts = session.parts;
  const aroundTheClock = market === 'USD' || market === 'GF';
  const key = `${market}|${parts.map((p) => `${aroundTheClock ? p.start % 86_400 : 0}+${p.end - p.start}`).join('|')}`;
  const known = shapes.get(key);
  if (known) return known;

  const minutes = parts.reduce((sum, part) => sum + (part.end - part.start) / 60, 0);
  const weights = new Float64Array(minutes);
  let k = 0;
  parts.forEach((part, index) => {
    const length = (part.end - part.start) / 60;
    const openRush = index === 0 ? 2.5 : 1.2;
    const closeRush = index === parts.length - 1 ? 1.8 : 0.6;
    for (let m = 0; m < length; m++, k++) {
      if (aroundTheClock) {
        const hour = ((part.start / 60 + m) / 60) % 24;
        weights[k] = 0.7 + 0.5 * Math.exp(-(((hour - 14.5) / 2.5) ** 2)) + 0.3 * Math.exp(-(((hour - 8.5) / 2) ** 2));
      } else {
        const t = (m + 0.5) / length;
        weights[k] = 1 + openRush * Math.exp(-t * 10) + closeRush * Math.exp(-(1 - t) * 12);
      }
    }
  });
  const mean = weights.reduce((sum, w) => sum + w, 0) / minutes;
  const pace = weights.map((w) => Math.sqrt(w / mean));
  const clock = new Float64Array(minutes + 1);
  for (let m = 0; m < minutes; m++) clock[m + 1] = (clock[m] ?? 0) + (weights[m] ?? 0) / (mean * minutes);
  const shape = { weights, pace, clock };
  shapes.set(key, shape);
  return shape;
}

/** Paths drawn for a day, of which the one that needs the least bending to meet the day's high and low is kept. */
const CANDIDATES = 6;
/** A Brownian bridge over n steps of one σ spans about 1.25·σ·√n from its lowest to its highest point. */
const BRIDGE_RANGE = 1.25;

/** A drawn path, where it peaks and bottoms out between the open and the close, and how far it misses the day's extremes. */
interface Candidate {
  path: Float64Array;
  highAt: number;
  lowAt: number;
  /** How far to lift the path at the open, its peak, its trough and the close, in time order. */
  lifts: { at: number; lift: number }[];
  /** The steepest drift a step must take on to bend the path onto the day's high and low. */
  bend: number;
}

/**
 * The minute bars of one session, drawn so that they add up exactly to the
 * day's bar. The path is a Brownian bridge from the open to the close, busier
 * minutes taking bigger steps. Where it peaks and where it bottoms out, a gentle
 * tilt lifts it onto the day's high and lowers it onto the day's low, so the
 * extremes fall where a random walk puts them and the close comes without a
 * jump; a stretch that strays past an extreme is folded back inside, so the
 * price keeps moving instead of sitting on the high or the low. The day's
 * volume is shared out over the minutes in whole units. Within a day prices
 * move little, so the path is drawn in price rather than log terms.
 */
export function minuteBars(market: Region, session: TradingSession, day: DayBar, random: Random): Candle[] {
  const { weights, pace, clock } = activity(market, session);
  const n = weights.length;
  const { high, low, decimals } = day;
  // The bridge covers the part of the range the drift from open to close leaves over.
  const wander = Math.max(high - low - Math.abs(day.close - day.open), 0.25 * (high - low));
  const stepSd = wander / (BRIDGE_RANGE * Math.sqrt(n));

  let best: Candidate | undefined;
  for (let c = 0; c < CANDIDATES; c++) {
    const candidate = drawCandidate(day, pace, clock, stepSd, random);
    if (!best || candidate.bend < best.bend) best = candidate;
  }
  const { path, highAt, lowAt, lifts } = best as Candidate;

  // The tilt runs in straight lines on the session's clock between the lifts.
  for (let s = 0; s + 1 < lifts.length; s++) {
    const from = lifts[s] as { at: number; lift: number };
    const to = lifts[s + 1] as { at: number; lift: number };
    const span = (clock[to.at] ?? 1) - (clock[from.at] ?? 0);
    for (let k = from.at; k < to.at; k++) {
      const share = span > 0 ? ((clock[k] ?? 0) - (clock[from.at] ?? 0)) / span : 0;
      const value = (path[k] ?? 0) + from.lift + (to.lift - from.lift) * share;
      path[k] = roundTo(foldInto(value, low, high), decimals);
    }
  }
  path[0] = day.open;
  path[highAt] = high;
  path[lowAt] = low;
  path[n] = day.close;

  const volumes = shareOut(day.volume, weights, random);
  const bars: Candle[] = new Array(n);
  let k = 0;
  for (const part of session.parts) {
    for (let ts = part.start; ts < part.end; ts += 60, k++) {
      const open = path[k] ?? day.open;
      const close = path[k + 1] ?? day.close;
      // Wicks poke out of the minute's body, never out of the day's range.
      const wickHigh = roundTo(Math.max(open, close) + stepSd * random.uniform() ** 2, decimals);
      const wickLow = roundTo(Math.min(open, close) - stepSd * random.uniform() ** 2, decimals);
      bars[k] = {
        ts,
        open,
        high: Math.min(high, wickHigh),
        low: Math.max(low, wickLow),
        close,
        volume: volumes[k] ?? 0,
      };
    }
  }
  return bars;
}

/** A Brownian bridge from the open to the close on the session's clock, with its peak and trough strictly inside the day. */
function drawCandidate(day: DayBar, pace: Float64Array, clock: Float64Array, stepSd: number, random: Random): Candidate {
  const n = pace.length;
  const path = new Float64Array(n + 1);
  let walk = 0;
  for (let k = 0; k < n; k++) {
    walk += stepSd * (pace[k] ?? 1) * random.normal();
    path[k + 1] = walk;
  }
  let highAt = 1;
  let lowAt = 1;
  for (let k = 0; k <= n; k++) {
    const time = clock[k] ?? 0;
    path[k] = day.open + (day.close - day.open) * time + (path[k] ?? 0) - walk * time;
    if (k > 0 && k < n) {
      if ((path[k] ?? 0) > (path[highAt] ?? 0)) highAt = k;
      if ((path[k] ?? 0) < (path[lowAt] ?? 0)) lowAt = k;
    }
  }
  if (highAt === lowAt) lowAt = highAt + 1 < n ? highAt + 1 : highAt - 1;
  // Nothing at the open and the close; the day's extreme less the path's at its peak and trough.
  const lifts = [
    { at: 0, lift: 0 },
    { at: highAt, lift: day.high - (path[highAt] ?? 0) },
    { at: lowAt, lift: day.low - (path[lowAt] ?? 0) },
    { at: n, lift: 0 },
  ].sort((a, b) => a.at - b.at);
  let bend = 0;
  for (let s = 0; s + 1 < lifts.length; s++) {
    const from = lifts[s] as { at: number; lift: number };
    const to = lifts[s + 1] as { at: number; lift: number };
    bend = Math.max(bend, Math.abs(to.lift - from.lift) / Math.max(1, to.at - from.at));
  }
  return { path, highAt, lowAt, lifts, bend };
}

/** Reflects a price that strays past the day's high or low back inside, as a path bouncing off the extreme would. */
function foldInto(value: number, low: number, high: number): number {
  const range = high - low;
  if (range <= 0) return low;
  const offset = (((value - low) % (2 * range)) + 2 * range) % (2 * range);
  return low + (offset <= range ? offset : 2 * range - offset);
}

/** Splits a whole volume over minutes by weight with some noise, in whole units that add up exactly. */
function shareOut(total: number, weights: Float64Array, random: Random): Float64Array {
  const n = weights.length;
  const noisy = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const w = (weights[k] ?? 0) * (0.4 + 1.2 * random.uniform());
    noisy[k] = w;
    sum += w;
  }
  const shares = new Float64Array(n);
  let given = 0;
  let busiest = 0;
  for (let k = 0; k < n; k++) {
    const share = Math.floor((total * (noisy[k] ?? 0)) / sum);
    shares[k] = share;
    given += share;
    if ((noisy[k] ?? 0) > (noisy[busiest] ?? 0)) busiest = k;
  }
  shares[busiest] = (shares[busiest] ?? 0) + total - given;
  return shares;
}
