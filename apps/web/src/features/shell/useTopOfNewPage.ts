import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A screen opened by a link starts at its top, as a new page does, not at the height the last screen was scrolled to
 * (a trade clicked low in a backtest report opened its chart half-way down). Back and forward leave the browser's
 * own restoring alone, and a change of the address's query (a chart's duration) keeps the place.
 */
export function useTopOfNewPage(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read here.
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname]);
}
