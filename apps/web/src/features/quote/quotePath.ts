import type { Duration } from '@signaldesk/contract';

/** The quote route of a list, with the symbol and duration when there are any. */
export function quotePath(kind: string, value: string, symbol?: string, duration?: Duration): string {
  const parts = ['/apps/quote', kind, value, symbol, symbol ? duration : undefined].filter((part): part is string => Boolean(part));
  return parts.map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');
}
