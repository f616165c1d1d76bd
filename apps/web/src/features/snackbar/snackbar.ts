import { LIMITS } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';
import { type SnackbarAction, type SnackbarItem, type SnackbarVariant, snackbarQueue } from './snackbarQueue.js';

const items = createStore<SnackbarItem[]>([]);
let nextId = 1;

function show(variant: SnackbarVariant, message: string, durationMs: number = LIMITS.snackbarDefaultMs, action?: SnackbarAction) {
  items.set(snackbarQueue(items.get(), { id: nextId++, message, variant, durationMs, ...(action ? { action } : {}) }));
}

/** Snackbar messages (bottom-left, at most 10, 2 s unless told), callable from anywhere. */
export const snackbar = {
  items,
  success: (message: string, durationMs?: number, action?: SnackbarAction) => show('success', message, durationMs, action),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
  dismiss: (id: number) => items.set(items.get().filter((item) => item.id !== id)),
};
