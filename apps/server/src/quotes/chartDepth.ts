import { type Duration, MARKET_LIMITS } from '@signaldesk/contract';
import { CATALOGUE, type Duration as EngineDuration, type WarmUp } from '@signaldesk/indicators';
import { barsPerYear, sessionMinutes } from './barsPerYear.js';

/** The engine's name of a chart duration: the intraday chart is made of minute bars. */
export const engineDuration = (duration: Duration): EngineDuration => (duration === 'intraday' ? '1m' : duration);

/** Bars before a field's first value; a field that waits for the data itself (a second wave run) adds none. */
function warmUpBars(warmUp: WarmUp, yearBars: number): number {
  if (warmUp === 'data') return 0;
  if (typeof warmUp === 'number') return warmUp;
  return Math.round(warmUp.years * yearBars) + warmUp.extra;
}

/**
 * The longest warm-up of the catalogue's fields at a duration: MA 240 and the large wave's normalised area on
 * minutes to four hours, the four-year high and low on hours, days and weeks, whose length in bars depends on the
 * market's year.
 */
export function longestWarmUp(symbol: string, duration: Duration): number {
  const engine = engineDuration(duration);
  const yearBars = barsPerYear(symbol, duration);
  let longest = 0;
  for (const field of CATALOGUE) {
    if (field.durations.includes(engine)) longest = Math.max(longest, warmUpBars(field.warmUp, yearBars));
  }
  return longest;
}

/** Bars a chart shows at first: a whole session of minutes for intraday, otherwise the first answer's candles. */
export function shownBars(symbol: string, duration: Duration): number {
  return duration === 'intraday' ? sessionMinutes(symbol) : MARKET_LIMITS.chartCandles;
}

/**
 * Bars a compute reads: those shown plus the longest warm-up before them, so the oldest bar shown already carries
 * every value the series can give. The store answers fewer where the market has fewer.
 */
export function computeWindow(symbol: string, duration: Duration): number {
  return shownBars(symbol, duration) + longestWarmUp(symbol, duration);
}
