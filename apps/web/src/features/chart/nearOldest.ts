/**
 * Candles left of the view at which a chart asks for older history, so it arrives before the trader reaches the edge:
 * scrolled there by the trader, or by another chart whose time range it follows.
 */
export const NEAR_OLDEST = 10;
