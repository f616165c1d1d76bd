import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ChartMarker } from '../../chart/markerBars.js';
import { tradeMarkers } from './tradeLink.js';

/** The entry and exit of a backtest trade opened from its report, marked on the quote chart. */
export function useTradeMarkers(): ChartMarker[] {
  const { t } = useTranslation('cloud');
  const [search] = useSearchParams();
  const query = search.toString();
  return useMemo(() => tradeMarkers(new URLSearchParams(query), { entry: t('quoteMarkers.entry'), exit: t('quoteMarkers.exit') }), [query, t]);
}
