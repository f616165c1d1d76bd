import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';
import { useDeferredValue } from 'react';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import { HoverSheet } from './HoverSheet.js';

interface Props {
  hovered: Store<number | null>;
  candles: readonly ChartCandle[];
  symbol: string;
  fields: readonly FieldDef[];
  timeZone: string;
  duration: Duration;
  language: Language;
}

/**
 * The hover sheet of the candle under the pointer, or of the window's last candle. Only this part re-renders as the
 * pointer moves, and it may trail the pointer by a frame: the chart's own drawing while panning comes first.
 */
export function HoveredCandleSheet({ hovered, candles, ...sheet }: Props) {
  const index = useDeferredValue(useStore(hovered));
  const candle = (index !== null && candles[index]) || candles[candles.length - 1];
  return candle ? <HoverSheet candle={candle} {...sheet} /> : null;
}
