import { createContext, useContext } from 'react';
import { chartIndicators } from './chartIndicators.js';
import type { IndicatorSet } from './indicatorSet.js';

/**
 * The set of indicators the chart inside shows and changes: the trader's own unless a screen gives the chart one of
 * its own, as each chart of a layout has.
 */
export const IndicatorSetContext = createContext<IndicatorSet>(chartIndicators);

export const useIndicatorSet = (): IndicatorSet => useContext(IndicatorSetContext);
