import type { Duration } from '@signaldesk/contract';

/** The cache key of one chart's annotations; the list, the markers and the dialog's changes share it. */
export function annotationListKey(symbol: string, duration: Duration) {
  return ['annotations', symbol.toUpperCase(), duration] as const;
}
