import type { ChartCandle, Duration } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { useMemo } from 'react';
import { useStore } from '../../app/useStore.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { type DrawnIndicator, drawIndicator } from './indicatorLines.js';
import { useIndicatorSet } from './useIndicatorSet.js';

/**
 * The chart's indicators computed over the candles the chart shows, again whenever those change (a live tick,
 * older history, a replay step): the engine runs an instance over a few thousand candles in well under a
 * millisecond, so a whole pass costs less than drawing it.
 */
export function useDrawnIndicators(candles: readonly ChartCandle[], duration: Duration): readonly DrawnIndicator[] {
  const items = useStore(useIndicatorSet());
  const series = useMemo(() => seriesFromCandles(candles), [candles]);
  // The intraday view is a picture of the session's minute bars.
  const bars = duration === 'intraday' ? '1m' : duration;
  const { rise, fall } = useRiseFall();
  return useMemo(() => items.map((item) => drawIndicator(item, series, bars, { rise: rise.main, fall: fall.main })), [items, series, bars, rise, fall]);
}
