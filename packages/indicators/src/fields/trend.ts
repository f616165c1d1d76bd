import { memoryOf, placeOf } from '../core/memory';
import type { Step } from '../core/state';

/** Both lines must stand within this angle (degrees) for a sideways route: the guide's reversal range. */
export const FLAT_DEGREES = 5;
/** The three lines must lie within this fraction of the close for a sideways route. */
export const NARROW_BAND = 0.03;

export const TREND_BEAR = 2;
export const TREND_BULL = 3;
export const ROUTE_UP = 2;
export const ROUTE_RETRACEMENT = 3;
export const ROUTE_SIDEWAYS = 4;
export const ROUTE_DOWN = 5;
export const ROUTE_REBOUND = 6;

/**
 * Route by code: 16 * flat + 8 * (close below the short line) + 4 * (close
 * above it) + 2 * bear + bull, so that the route is one lookup.
 */
const ROUTES = Float64Array.from({ length: 32 }, (_, code) => {
  if (code >= 16) return ROUTE_SIDEWAYS;
  const bull = code & 1;
  const bear = (code >> 1) & 1;
  const above = (code >> 2) & 1;
  const below = (code >> 3) & 1;
  if (bull) return below ? ROUTE_RETRACEMENT : ROUTE_UP;
  if (bear) return above ? ROUTE_REBOUND : ROUTE_DOWN;
  return 0;
});

/**
 * Trend from the stacking of a short, mid and long line; route from the close
 * against the short line within that trend, sideways first when the lines are
 * flat and close together.
 */
export function trendRouteStep(
  close: Float64Array,
  short: Float64Array,
  mid: Float64Array,
  long: Float64Array,
  shortAngle: Float64Array,
  midAngle: Float64Array,
  trend: Float64Array,
  route: Float64Array,
): Step {
  const memory = memoryOf(close, short, mid, long, shortAngle, midAngle, trend, route);
  const [closeAt, shortAt, midAt, longAt, shortAngleAt, midAngleAt, trendAt, routeAt] = [
    close, short, mid, long, shortAngle, midAngle, trend, route,
  ].map(placeOf);
  return (from, to) => {
    const mem = memory;
    const c0 = closeAt! | 0;
    const s0 = shortAt! | 0;
    const m0 = midAt! | 0;
    const l0 = longAt! | 0;
    const sa0 = shortAngleAt! | 0;
    const ma0 = midAngleAt! | 0;
    const t0 = trendAt! | 0;
    const r0 = routeAt! | 0;
    const routes = ROUTES;
    for (let i = from; i < to; i++) {
      const c = mem[c0 + i]!;
      const s = mem[s0 + i]!;
      const m = mem[m0 + i]!;
      const l = mem[l0 + i]!;
      const shortSlope = mem[sa0 + i]!;
      const midSlope = mem[ma0 + i]!;
      if (Number.isNaN(l) || Number.isNaN(shortSlope) || Number.isNaN(midSlope)) {
        mem[t0 + i] = Number.NaN;
        mem[r0 + i] = Number.NaN;
        continue;
      }
      // Comparisons as 0/1 bits into a table index: the close against the
      // short line flips too often for a predicted jump.
      const bull = +(s > m) & +(m > l);
      const bear = +(s < m) & +(m < l);
      mem[t0 + i] = bull * TREND_BULL + bear * TREND_BEAR;
      // The lines' spread, top minus bottom, as half the sum of the three
      // distances: Math.max and Math.min jump on each comparison.
      const spread = (Math.abs(s - m) + Math.abs(m - l) + Math.abs(s - l)) / 2;
      const flat = +(spread < NARROW_BAND * c) & +(Math.abs(shortSlope) < FLAT_DEGREES) & +(Math.abs(midSlope) < FLAT_DEGREES);
      mem[r0 + i] = routes[(flat << 4) | (+(c < s) << 3) | (+(c > s) << 2) | (bear << 1) | bull]!;
    }
  };
}
