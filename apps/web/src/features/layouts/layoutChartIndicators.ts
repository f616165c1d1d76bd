import { chartIndicators } from '../indicators/chartIndicators.js';
import { type IndicatorSet, indicatorSet } from '../indicators/indicatorSet.js';
import type { ChartIndicator } from '../indicators/indicatorStorage.js';
import { currentLayout } from './currentLayout.js';
import { chooseIndicators } from './layoutState.js';

/**
 * The indicators of one chart of the layout on screen, kept with the layout in this browser; `keep` also keeps a
 * change with the saved layout. A chart without its own shows the trader's set, and takes it as its own at its
 * first change.
 */
export function layoutChartIndicators(index: number, keep: (index: number, list: readonly ChartIndicator[]) => void): IndicatorSet {
  return indicatorSet(
    {
      get: () => currentLayout.get().charts[index]?.indicators ?? chartIndicators.get(),
      subscribe(listener) {
        const stopLayout = currentLayout.subscribe(listener);
        const stopTrader = chartIndicators.subscribe(listener);
        return () => {
          stopLayout();
          stopTrader();
        };
      },
    },
    (list) => {
      currentLayout.set(chooseIndicators(currentLayout.get(), index, list));
      keep(index, list);
    },
  );
}
