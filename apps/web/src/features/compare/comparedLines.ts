import { COMPARE_LIMITS, COMPARE_SCALES, type CompareScale } from '@signaldesk/contract';

/** A line's colour per place in the comparison, apart from the candles' rise and fall colours. */
export const COMPARE_COLOURS = ['#2962ff', '#ff6d00', '#ab47bc', '#00897b', '#c2185b'] as const;

/**
 * A compared symbol's close at each of the chart's candles: its last close at or before the candle opened, so
 * markets that keep other hours or holidays line up on the chart's own candles; null before its first close.
 * Both lists are oldest first.
 */
export function closesAtCandles(candleTimes: readonly number[], closes: readonly (readonly [number, number])[]): (number | null)[] {
  const values: (number | null)[] = [];
  let next = 0;
  let close: number | null = null;
  for (const ts of candleTimes) {
    while (next < closes.length && closes[next]![0] <= ts) close = closes[next++]![1];
    values.push(close);
  }
  return values;
}

/** The symbols set beside the chart and how they are scaled, kept in this browser for every chart it opens. */
export interface Comparison {
  symbols: readonly string[];
  scale: CompareScale;
}

const NONE: Comparison = { symbols: [], scale: 'percent' };

/** A stored comparison, or none when what is stored is not one (an older or hand-edited value). */
export function parseComparison(stored: string | null): Comparison {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (!value || typeof value !== 'object') return NONE;
    const { symbols, scale } = value as Record<string, unknown>;
    const listed = Array.isArray(symbols) ? symbols.filter((symbol): symbol is string => typeof symbol === 'string') : [];
    return {
      symbols: [...new Set(listed)].slice(0, COMPARE_LIMITS.symbols),
      scale: COMPARE_SCALES.includes(scale as CompareScale) ? (scale as CompareScale) : 'percent',
    };
  } catch {
    return NONE;
  }
}

