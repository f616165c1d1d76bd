import type {
  AlertCondition,
  Crossing,
  GroupRules,
  LineCondition,
  MoveCondition,
  PriceCondition,
  RectangleCondition,
} from '@signaldesk/contract';

/** One reading of the price: a tick within the bar, or the bar's close. Times are epoch seconds. */
export interface PriceReading {
  time: number;
  price: number;
}

/** The high and low of one bar. */
export interface BarRange {
  high: number;
  low: number;
}

/** What a condition is read against: this reading and the one before it on the alert's duration and reading. */
export interface ConditionReadings {
  /** Null at the first reading an alert sees: nothing has crossed anything yet. */
  previous: PriceReading | null;
  current: PriceReading;
  /** The last bars of the move's period, the current one so far included; only moves read them. */
  recentBars: readonly BarRange[];
  /** The screener's verdict on indicator rules for this symbol and duration (see indicatorRules.ts). */
  rulesHold: (rules: GroupRules) => boolean;
}

/**
 * Whether the price went from one side of a line to the other, given its distance from the line before and now.
 * Reaching the line counts as crossing it from the side it came from, so a touch fires once and leaving the line
 * the same way it came does not fire again; a gap straight over the line crosses it like any move.
 */
function crossed(crossing: Crossing, before: number, now: number): boolean {
  const up = before < 0 && now >= 0;
  const down = before > 0 && now <= 0;
  if (crossing === 'goesAbove') return up;
  if (crossing === 'goesBelow') return down;
  return up || down;
}

function priceCrossed(condition: PriceCondition, { previous, current }: ConditionReadings): boolean {
  return previous !== null && crossed(condition.crossing, previous.price - condition.level, current.price - condition.level);
}

/** A move of exactly the percentage counts, however floating point rounds the division (98 to 107.8 is 10 %). */
const PERCENT_ROUNDING = 1e-9;

/** Up from the lowest low of the period, or down from its highest high, by at least the percentage. */
function moved(condition: MoveCondition, { current, recentBars }: ConditionReadings): boolean {
  if (recentBars.length === 0) return false;
  // A plain loop: the live feed reads every move alert at every tick, and slices and spreads would allocate each time.
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let n = Math.max(0, recentBars.length - condition.bars); n < recentBars.length; n++) {
    const bar = recentBars[n] as BarRange;
    if (bar.low < low) low = bar.low;
    if (bar.high > high) high = bar.high;
  }
  // A bar at or below zero is a broken quote, not a base to measure from.
  if (!(low > 0)) return false;
  const change = condition.direction === 'up' ? (current.price - low) / low : (high - current.price) / high;
  return change * 100 >= condition.percent - PERCENT_ROUNDING;
}

/**
 * The line's price at a moment, or null where it has none: a trend line exists between its points only, a ray from
 * its first point on through its second and beyond, a horizontal line at every time.
 */
export function linePriceAt(line: Pick<LineCondition, 'shape' | 'points'>, time: number): number | null {
  const [a, b] = line.points;
  if (!a) return null;
  if (line.shape === 'horizontal' || !b) return a.price;
  const slope = (b.price - a.price) / (b.time - a.time);
  const onLine = a.price + (time - a.time) * slope;
  if (line.shape === 'trend') return time >= Math.min(a.time, b.time) && time <= Math.max(a.time, b.time) ? onLine : null;
  // A ray runs from its first point towards its second, whichever way in time that is.
  const onRay = b.time > a.time ? time >= a.time : time <= a.time;
  return onRay ? onLine : null;
}

function lineCrossed(condition: LineCondition, { previous, current }: ConditionReadings): boolean {
  if (previous === null) return false;
  const before = linePriceAt(condition, previous.time);
  const now = linePriceAt(condition, current.time);
  return before !== null && now !== null && crossed(condition.crossing, previous.price - before, current.price - now);
}

/** Inside the price band (edges included), or null outside the rectangle's time span, where it watches nothing. */
function insideRectangle(rectangle: Pick<RectangleCondition, 'corners'>, reading: PriceReading): boolean | null {
  const [a, b] = rectangle.corners;
  if (!a || !b) return null;
  if (reading.time < Math.min(a.time, b.time) || reading.time > Math.max(a.time, b.time)) return null;
  return reading.price >= Math.min(a.price, b.price) && reading.price <= Math.max(a.price, b.price);
}

function rectangleCrossed(condition: RectangleCondition, { previous, current }: ConditionReadings): boolean {
  if (previous === null) return false;
  const before = insideRectangle(condition, previous);
  const now = insideRectangle(condition, current);
  if (before === null || now === null) return false;
  return condition.motion === 'enters' ? !before && now : before && !now;
}

/** Whether the alert's condition is met at this reading. */
export function conditionMet(condition: AlertCondition, readings: ConditionReadings): boolean {
  switch (condition.kind) {
    case 'price':
      return priceCrossed(condition, readings);
    case 'move':
      return moved(condition, readings);
    case 'line':
      return lineCrossed(condition, readings);
    case 'rectangle':
      return rectangleCrossed(condition, readings);
    case 'indicator':
      return readings.rulesHold(condition.rules);
  }
}
