import { type DrawingKind, type DrawingPoint, FIBONACCI_LEVELS } from '@signaldesk/contract';

/** A point on the price pane, CSS pixels from its top left corner. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** How far from a line, in CSS pixels, a click still takes it. */
export const HIT_TOLERANCE = 6;

/** How far from an anchor's handle, in CSS pixels, a press still takes the handle: a little more than a line, for a finger. */
export const HANDLE_REACH = 8;

/** The candle prices the magnet snaps to. */
export interface CandlePrices {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** The price of each retracement level between a move's start and end: 0 % at the end, 100 % back at the start. */
export function fibonacciLevels(start: number, end: number): { ratio: number; price: number }[] {
  return FIBONACCI_LEVELS.map((ratio) => ({ ratio, price: end + (start - end) * ratio }));
}

/** Of a candle's open, high, low and close, the one nearest the price. */
export function magnetPrice(price: number, candle: CandlePrices): number {
  const prices = [candle.open, candle.high, candle.low, candle.close];
  return prices.reduce((best, next) => (Math.abs(next - price) < Math.abs(best - price) ? next : best));
}

/** The usual spacing of bars at the end of the series: the last interval, for anchors drawn past the last candle. */
function stepAt(times: readonly number[], end: 'first' | 'last'): number {
  if (times.length < 2) return 60;
  return end === 'first' ? times[1]! - times[0]! : times[times.length - 1]! - times[times.length - 2]!;
}

/**
 * The bar position (logical index) of a moment on a series whose candles opened at `times`: a candle's own index,
 * a fraction between two candles, and beyond either end counted in that end's bar spacing, so anchors stay put
 * whatever part of the history is loaded.
 */
export function logicalOfTime(times: readonly number[], time: number): number | null {
  const n = times.length;
  if (n === 0) return null;
  const first = times[0]!;
  const last = times[n - 1]!;
  if (time <= first) return (time - first) / stepAt(times, 'first');
  if (time >= last) return n - 1 + (time - last) / stepAt(times, 'last');
  let low = 0;
  let high = n - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) low = middle;
    else high = middle;
  }
  const from = times[low]!;
  const to = times[high]!;
  return low + (time - from) / (to - from);
}

/** The moment of the bar nearest a logical position: a candle's opening time, or whole bars past either end. */
export function timeOfLogical(times: readonly number[], logical: number): number | null {
  const n = times.length;
  if (n === 0) return null;
  const index = Math.round(logical);
  if (index < 0) return Math.max(0, times[0]! + index * stepAt(times, 'first'));
  if (index > n - 1) return times[n - 1]! + (index - (n - 1)) * stepAt(times, 'last');
  return times[index]!;
}

/** Moves every anchor by whole bars and by a price difference, as a drag does. */
export function movedPoints(points: readonly DrawingPoint[], times: readonly number[], bars: number, priceChange: number): DrawingPoint[] {
  return points.map((point) => {
    const logical = logicalOfTime(times, point.time);
    const time = logical === null ? point.time : (timeOfLogical(times, Math.round(logical) + bars) ?? point.time);
    return { time, price: point.price + priceChange };
  });
}

/** The drawing's anchors with one of them put at a new place, the others where they were: a handle's drag. */
export function withAnchorAt(points: readonly DrawingPoint[], index: number, to: DrawingPoint): DrawingPoint[] {
  return points.map((point, i) => (i === index ? to : point));
}

/** Distance from p to the segment a–b, or to the ray from a through b when `ray` is set. */
export function distanceToLine(p: ScreenPoint, a: ScreenPoint, b: ScreenPoint, ray = false): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  let t = length === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / length;
  t = ray ? Math.max(0, t) : Math.min(1, Math.max(0, t));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** What a drawing looks like on screen: its anchors, and for a note the size of its label. */
export interface ScreenDrawing {
  kind: DrawingKind;
  points: readonly ScreenPoint[];
  /** A Fibonacci drawing's level lines, top to bottom or as they come. */
  levels?: readonly number[];
  noteSize?: { width: number; height: number };
}

/** The box a note's label takes: it sits right of and above its anchor. */
export function noteBox(anchor: ScreenPoint, size: { width: number; height: number }) {
  return { left: anchor.x, top: anchor.y - size.height, right: anchor.x + size.width, bottom: anchor.y };
}

/** Whether a click at p takes the drawing: on its lines within the tolerance, inside a rectangle or a note's label. */
export function hits(drawing: ScreenDrawing, p: ScreenPoint, tolerance = HIT_TOLERANCE): boolean {
  const [a, b] = drawing.points;
  if (!a) return false;
  switch (drawing.kind) {
    case 'horizontal':
      return Math.abs(p.y - a.y) <= tolerance;
    case 'note': {
      const box = noteBox(a, drawing.noteSize ?? { width: 0, height: 0 });
      return p.x >= box.left - tolerance && p.x <= box.right + tolerance && p.y >= box.top - tolerance && p.y <= box.bottom + tolerance;
    }
  }
  if (!b) return false;
  switch (drawing.kind) {
    case 'trend':
      return distanceToLine(p, a, b) <= tolerance;
    case 'ray':
      return distanceToLine(p, a, b, true) <= tolerance;
    case 'rectangle': {
      const left = Math.min(a.x, b.x) - tolerance;
      const right = Math.max(a.x, b.x) + tolerance;
      const top = Math.min(a.y, b.y) - tolerance;
      const bottom = Math.max(a.y, b.y) + tolerance;
      return p.x >= left && p.x <= right && p.y >= top && p.y <= bottom;
    }
    case 'fibonacci': {
      const left = Math.min(a.x, b.x) - tolerance;
      const right = Math.max(a.x, b.x) + tolerance;
      if (p.x < left || p.x > right) return false;
      return (drawing.levels ?? [a.y, b.y]).some((y) => Math.abs(p.y - y) <= tolerance) || distanceToLine(p, a, b) <= tolerance;
    }
  }
  return false;
}

/** The topmost drawing a click takes (later drawings paint over earlier ones), or -1. */
export function hitIndex(drawings: readonly ScreenDrawing[], p: ScreenPoint, tolerance = HIT_TOLERANCE): number {
  for (let i = drawings.length - 1; i >= 0; i--) if (hits(drawings[i]!, p, tolerance)) return i;
  return -1;
}

/** The anchor whose handle a press at p takes, the nearest within reach, or -1. */
export function anchorIndex(anchors: readonly ScreenPoint[], p: ScreenPoint, reach = HANDLE_REACH): number {
  let found = -1;
  let nearest = reach;
  for (const [i, anchor] of anchors.entries()) {
    const distance = Math.hypot(p.x - anchor.x, p.y - anchor.y);
    if (distance <= nearest) {
      found = i;
      nearest = distance;
    }
  }
  return found;
}
