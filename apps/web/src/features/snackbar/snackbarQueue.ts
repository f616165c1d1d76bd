import { LIMITS } from '@signaldesk/contract';

export type SnackbarVariant = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarItem {
  id: number;
  message: string;
  variant: SnackbarVariant;
  durationMs: number;
  /** A button beside the words, such as "Edit" on what was just made; pressing it also dismisses the message. */
  action?: SnackbarAction;
}

export interface SnackbarAction {
  label: string;
  run: () => void;
}

/** Adds a message, keeping at most the newest LIMITS.snackbarMax. */
export function snackbarQueue(items: readonly SnackbarItem[], item: SnackbarItem): SnackbarItem[] {
  return [...items, item].slice(-LIMITS.snackbarMax);
}
