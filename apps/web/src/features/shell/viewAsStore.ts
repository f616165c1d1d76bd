import type { AccountRole } from '@signaldesk/contract';
import { createStore } from '../../app/createStore.js';

/** Super's client-side "view as" role; it changes only the menu, never what the server or the guard allows. */
export const viewAsStore = createStore<AccountRole | null>(null);
