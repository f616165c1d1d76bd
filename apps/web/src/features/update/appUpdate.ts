import { LIMITS } from '@signaldesk/contract';
import { registerSW } from 'virtual:pwa-register';
import { createStore } from '../../app/createStore.js';
import { type UpdateEvent, type UpdateState, updateMachine } from './updateMachine.js';

const VERSION_KEY = 'app_version';
const state = createStore<UpdateState>('none');
const newVersion = createStore<string | null>(null);
let sendSkipWaiting: (() => Promise<void>) | null = null;

function send(event: UpdateEvent) {
  state.set(updateMachine(state.get(), event));
}

async function readNewVersion() {
  const response = await fetch('/version.json', { cache: 'no-store' }).catch(() => null);
  const body: unknown = await response?.json().catch(() => null);
  if (body && typeof body === 'object' && 'version' in body && typeof body.version === 'string') newVersion.set(body.version);
}

/** The service-worker update flow: hourly checks, the dialog's state, and the upgrade itself. */
export const appUpdate = {
  state,
  newVersion,
  /** The version this page runs; the previous one stays in localStorage until this call replaces it. */
  start(): string | null {
    const previous = localStorage.getItem(VERSION_KEY);
    localStorage.setItem(VERSION_KEY, __APP_VERSION__);
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return previous;
    sendSkipWaiting = registerSW({
      onNeedRefresh: () => {
        send('found');
        void readNewVersion();
      },
      onNeedReload: () => window.location.reload(),
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update(), LIMITS.updateCheckIntervalMs);
      },
    });
    return previous;
  },
  show: () => send('show'),
  later: () => send('later'),
  upgradeNow() {
    send('upgrade');
    void sendSkipWaiting?.();
    setTimeout(() => window.location.reload(), LIMITS.upgradeReloadMs);
  },
};
