import { LIMITS } from '@signaldesk/contract';

export type SnackbarVariant = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarItem {
  id: number;
  message: string;
  variant: SnackbarVariant;
  durationMs: number;
}

/** Adds a message, keeping at most the newest LIMITS.snackbarMax. */
export function snackbarQueue(items: readonly SnackbarItem[], item: SnackbarItem): SnackbarItem[] {
  return [...items, item].slice(-LIMITS.snackbarMax);
}
