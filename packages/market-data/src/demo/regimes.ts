/**
 * Bull and bear markets, for a symbol's own moves and for a whole market's: a
 * bull market lasts about 180 sessions and climbs 0.6 of a year's volatility a
 * year, a bear market lasts about 100 and falls 0.8 of it.
 */
const BULL_TO_BEAR = 1 / 180;
const BEAR_TO_BULL = 1 / 100;
const BULL_DRIFT = 0.6;
const BEAR_DRIFT = -0.8;

/** Whether tomorrow is a bull market, from a uniform draw; a part-day (a weekend day) switches less often. */
export function nextRegime(bull: boolean, uniform: number, dayShare = 1): boolean {
  return uniform < dayShare * (bull ? BULL_TO_BEAR : BEAR_TO_BULL) ? !bull : bull;
}

/** The annual drift of a regime, for a given annual volatility. */
export function regimeDrift(bull: boolean, volatility: number): number {
  return (bull ? BULL_DRIFT : BEAR_DRIFT) * volatility;
}

/** The highest a GARCH volatility may climb, as a multiple of its long-run level. */
export const MAX_VOLATILITY_MULTIPLE = 4;
/** A pull of about three a year: a move away from the centre halves in about three months. */
export const REVERSION_PER_YEAR = 3;
