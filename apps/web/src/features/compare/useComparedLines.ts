import { COMPARE_LIMITS, type ChartCandle, type Duration } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../api/request.js';
import { useStore } from '../../app/useStore.js';
import { COMPARE_COLOURS, closesAtCandles } from './comparedLines.js';
import { comparedSymbols } from './comparedSymbols.js';

/** A compared symbol as the chart draws it: its close at each of the chart's candles. */
export interface ComparedLine {
  symbol: string;
  colour: string;
  values: readonly (number | null)[];
}

/** How often the compared closes are asked for again while the chart is open: their forming candle moves. */
const REFRESH_MS = 30_000;

/**
 * The symbols the trader compares with this chart (its own symbol left out), each lined up on the chart's candles,
 * asked for again every 30 s; what was shown stays while a new answer comes.
 */
export function useComparedLines(symbol: string, duration: Duration, candles: readonly ChartCandle[]) {
  const { symbols, scale } = useStore(comparedSymbols);
  const others = useMemo(() => symbols.filter((one) => one !== symbol).slice(0, COMPARE_LIMITS.symbols), [symbols, symbol]);
  const answer = useQuery({
    queryKey: ['compare', duration, others],
    queryFn: () => request(callPaths.quotes.compare, { symbols: [...others], duration }),
    enabled: others.length > 0,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const lines = useMemo((): ComparedLine[] => {
    if (others.length === 0 || !answer.data) return [];
    const times = candles.map((candle) => candle.ts);
    return others.flatMap((one, place) => {
      const series = answer.data.series.find((each) => each.symbol === one);
      return series ? [{ symbol: one, colour: COMPARE_COLOURS[place % COMPARE_COLOURS.length]!, values: closesAtCandles(times, series.closes) }] : [];
    });
  }, [others, answer.data, candles]);
  return { lines, scale, error: answer.error };
}
