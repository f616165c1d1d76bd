import type { ChartCandle } from '@signaldesk/contract';
import type { SeriesMarker, UTCTimestamp } from 'lightweight-charts';
import { chartPalette } from '@signaldesk/chart-render';
import { chartTime } from './chartTime.js';

export interface ChartMarker {
  ts: number;
  text: string;
  id: string;
}

/**
 * Annotation markers on the candles: each sits on the bar that was open at its moment (the last bar opened at or
 * before it), since lightweight-charts only draws a marker on a bar's own time. Markers outside the window are left out.
 */
export function markerBars(markers: readonly ChartMarker[], candles: readonly ChartCandle[], timeZone: string): SeriesMarker<UTCTimestamp>[] {
  const first = candles[0];
  if (!first) return [];
  const placed: SeriesMarker<UTCTimestamp>[] = [];
  for (const marker of [...markers].sort((a, b) => a.ts - b.ts)) {
    if (marker.ts < first.ts) continue;
    let lo = 0;
    let hi = candles.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (candles[mid]!.ts <= marker.ts) lo = mid;
      else hi = mid - 1;
    }
    placed.push({
      id: marker.id,
      time: chartTime(candles[lo]!.ts, timeZone),
      position: 'aboveBar',
      shape: 'arrowDown',
      color: chartPalette.marker,
      text: marker.text,
    });
  }
  return placed;
}
