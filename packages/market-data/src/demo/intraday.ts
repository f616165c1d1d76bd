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
  const shape = { weights, pace };
  shapes.set(key, shape);
  return shape;
}

/** Where in the day an extreme falls: more often near the open and the close (the arcsine law). */
function extremeIndex(random: Random, n: number): number {
  const u = (1 - Math.cos(Math.PI * random.uniform())) / 2;
  return Math.min(n - 1, Math.max(1, Math.round(u * n)));
}

/**
 * The minute bars of one session, drawn so that they add up exactly to the
 * day's bar: the path starts at the open, touches the high and the low at
 * one minute each, ends at the close and never leaves the day's range; the
 * day's volume is shared out over the minutes in whole units. Within a day
 * prices move little, so the path is drawn in price rather than log terms.
 */
export function minuteBars(market: Region, session: TradingSession, day: DayBar, random: Random): Candle[] {
  const { weights, pace } = activity(market, session);
  const n = weights.length;
  const { high, low, decimals } = day;
  // A random walk over n minutes covers about 1.6·σ·√n; size the steps to the day's range.
  const stepSd = (high - low) / (1.6 * Math.sqrt(n));

  const highAt = extremeIndex(random, n);
  let lowAt = extremeIndex(random, n);
  if (lowAt === highAt) lowAt = highAt > 1 ? highAt - 1 : highAt + 1;
  const anchors = [
    { at: 0, value: day.open },
    { at: highAt, value: high },
    { at: lowAt, value: low },
    { at: n, value: day.close },
  ].sort((a, b) => a.at - b.at);

  // Brownian bridges between the anchors, busier minutes taking bigger steps.
  const path = new Float64Array(n + 1);
  for (let s = 0; s + 1 < anchors.length; s++) {
    const from = anchors[s] as { at: number; value: number };
    const to = anchors[s + 1] as { at: number; value: number };
    const length = to.at - from.at;
    let walk = 0;
    for (let j = 1; j <= length; j++) {
      walk += stepSd * (pace[from.at + j - 1] ?? 1) * random.normal();
      path[from.at + j] = walk;
    }
    for (let j = 1; j < length; j++) {
      const bridge = (path[from.at + j] ?? 0) - (walk * j) / length;
      const value = roundTo(from.value + ((to.value - from.value) * j) / length + bridge, decimals);
      path[from.at + j] = Math.min(high, Math.max(low, value));
    }
    path[to.at] = to.value;
  }
  path[0] = day.open;

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
