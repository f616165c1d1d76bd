import type { Message, RealtimeState } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';

/** How the notification connection stands, for the shell to show. */
export const realtimeState = createStore<RealtimeState>('disconnected');

type Listener = (message: Message) => void;
const listeners = new Set<Listener>();

/** Notifications as they arrive in this tab, whichever side holds the connection. */
export const incomingNotifications = {
  emit(message: Message): void {
    for (const listener of listeners) listener(message);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
