import type { Duration } from './catalogue';

/**
 * Bars in one year per duration, on the stock-market convention: 252 trading
 * days, 52 weeks, and a 6.5-hour session giving 2 four-hour, 7 hourly, 13
 * half-hour, 26 quarter-hour, 78 five-minute and 390 one-minute bars a day.
 * Markets that trade around the clock (crypto) should pass their own count.
 */
export const BARS_PER_YEAR: Record<Duration, number> = {
  '1m': 252 * 390,
  '5m': 252 * 78,
  '15m': 252 * 26,
  '30m': 252 * 13,
  '1h': 252 * 7,
  '4h': 252 * 2,
  '1d': 252,
  '1wk': 52,
};

export interface DurationOptions {
  /** Chart duration; 1d when omitted. */
  duration?: Duration;
  /** Overrides the bars per year that the duration implies. */
  barsPerYear?: number;
}

export function barsPerYear(options: DurationOptions = {}): number {
  return options.barsPerYear ?? BARS_PER_YEAR[options.duration ?? '1d'];
}
