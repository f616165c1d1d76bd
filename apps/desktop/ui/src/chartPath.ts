import { WINDOW_PATHS } from '../../src/window/windowPaths.js';

/** Candles the chart asks for: the picture's default, readable in a column a few hundred pixels wide. */
const CHART_CANDLES = 150;

/** The window's chart of a symbol; `fresh` has the assistant fetch the candles from the product first. */
export const chartPath = (symbol: string, duration: string, fresh: boolean) =>
  `${WINDOW_PATHS.chart}/${encodeURIComponent(symbol)}/${duration}?candles=${CHART_CANDLES}${fresh ? '&fresh=1' : ''}`;
