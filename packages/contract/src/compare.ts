/** Symbols set beside one chart, as lines: in % from the view's first candle, or each on a scale of its own. */
export const COMPARE_LIMITS = {
  symbols: 5,
  /** Closes sent per symbol: the chart's own first window. */
  candles: 1000,
} as const;

export const COMPARE_SCALES = ['percent', 'own'] as const;
export type CompareScale = (typeof COMPARE_SCALES)[number];
