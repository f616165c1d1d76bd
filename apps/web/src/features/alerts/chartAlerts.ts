import type { AlertCondition, AlertDuration, Drawing, Duration, PriceAlert } from '@signaldesk/contract';
import { priceDigits } from '@signaldesk/format';
import { alertState } from './alertWords.js';

/** How far from an alert line, in CSS pixels, a press still takes the line: as a drawing's handle, for a finger. */
export const LINE_REACH = 6;

/** How long a finger rests on the price pane before it counts as a right-click. */
export const LONG_PRESS_MS = 550;
/** How far a resting finger may wander, in CSS pixels, before the press is a scroll instead. */
export const LONG_PRESS_SLOP = 8;

/** An alert drawn on the chart as a price line. */
export interface ChartAlertLine {
  id: string;
  level: number;
  /** A paused alert is drawn dimmed and cannot be dragged: it is the trader's, but it is not watching. */
  paused: boolean;
}

/**
 * The price-level alerts of the chart shown: its symbol and duration, neither expired nor spent (they watch
 * nothing until edited or resumed). Other conditions have no single level to draw.
 */
export function chartAlertLines(alerts: readonly PriceAlert[], symbol: string, duration: Duration, nowSeconds: number): ChartAlertLine[] {
  return alerts.flatMap((alert) => {
    if (alert.symbol !== symbol || alert.duration !== duration || alert.condition.kind !== 'price') return [];
    const state = alertState(alert, nowSeconds);
    if (state === 'expired' || state === 'spent') return [];
    return [{ id: alert.id, level: alert.condition.level, paused: state === 'paused' }];
  });
}

/** The draggable line nearest the pointer's height within reach, or null. */
export function lineNear(lines: readonly { id: string; y: number | null }[], y: number, reach = LINE_REACH): string | null {
  let best: { id: string; distance: number } | null = null;
  for (const line of lines) {
    if (line.y === null) continue;
    const distance = Math.abs(line.y - y);
    if (distance <= reach && (best === null || distance < best.distance)) best = { id: line.id, distance };
  }
  return best?.id ?? null;
}

/**
 * A price under the pointer as an alert level: to the decimals the chart's price axis writes that price with (the
 * symbol's close's decimals, or more for a small price), so the level set is the one the menu named. Null where the
 * pointer is at or below zero, which no level can be.
 */
export function pointerLevel(price: number | null, digits: number): number | null {
  if (price === null || !Number.isFinite(price)) return null;
  const level = Number(price.toFixed(Math.max(priceDigits(price), digits)));
  return level > 0 ? level : null;
}

/** Whether a finger has moved too far from where it came down to still be a long-press. */
export function wandered(from: { x: number; y: number }, to: { x: number; y: number }, slop = LONG_PRESS_SLOP): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) > slop;
}

/** What a drawing can be watched for: crossing a line, or the price entering or leaving a rectangle. */
export type DrawingAlertKind = 'line' | 'enters' | 'leaves';

export function drawingAlertKinds(drawing: Pick<Drawing, 'kind'>): DrawingAlertKind[] {
  if (drawing.kind === 'trend' || drawing.kind === 'horizontal' || drawing.kind === 'ray') return ['line'];
  if (drawing.kind === 'rectangle') return ['enters', 'leaves'];
  return [];
}

/** The condition of an alert on a drawing, with the drawing's own points; null for a kind that has none. */
export function drawingCondition(drawing: Pick<Drawing, 'kind' | 'points'>, kind: DrawingAlertKind): AlertCondition | null {
  const points = drawing.points.map(({ time, price }) => ({ time, price }));
  if (kind === 'line' && (drawing.kind === 'trend' || drawing.kind === 'horizontal' || drawing.kind === 'ray')) {
    return { kind: 'line', shape: drawing.kind, crossing: 'crosses', points };
  }
  if (kind !== 'line' && drawing.kind === 'rectangle') return { kind: 'rectangle', motion: kind, corners: points };
  return null;
}

/** The bars an alert set from a chart reads: the chart's own, and the intraday view's minute bars for that view. */
export function alertDurationOf(duration: Duration): AlertDuration {
  return duration === 'intraday' ? '1m' : duration;
}
