import { hasRole } from '@signaldesk/contract';
import { localFlags } from '../../app/localFlags.js';
import { authStore } from '../auth/authStore.js';
import type { FromHolder, ToHolder } from './connectionProtocol.js';
import { incomingNotifications, realtimeState } from './realtimeStore.js';

function receive(event: FromHolder) {
  if (event.type === 'state') realtimeState.set(event.state);
  else incomingNotifications.emit(event.message);
}

/**
 * A page holding its own connection fetches socket.io for it then, so it is never in the app's first download;
 * commands given meanwhile wait for it in order.
 */
function openPageHolder(): { send: (command: ToHolder) => void; close: () => void } {
  const waiting: ToHolder[] = [];
  let handle: ((command: ToHolder) => void) | null = null;
  import('./socketHolder.js').then(
    ({ createSocketHolder }) => {
      const holder = createSocketHolder(receive);
      handle = holder.handle;
      for (const command of waiting.splice(0)) holder.handle(command);
    },
    () => realtimeState.set('error'),
  );
  const send = (command: ToHolder) => (handle ? handle(command) : waiting.push(command));
  return { send, close: () => send({ type: 'disconnect' }) };
}

/** A SharedWorker holds the connection for all tabs; where there is none, this page holds its own. */
function openHolder(): { send: (command: ToHolder) => void; close: () => void } {
  if (typeof SharedWorker === 'undefined') return openPageHolder();
  const worker = new SharedWorker(new URL('./notificationWorker.ts', import.meta.url), { type: 'module', name: 'signaldesk-notifications' });
  worker.port.onmessage = (event: MessageEvent<FromHolder>) => receive(event.data);
  worker.port.start();
  return {
    send: (command) => worker.port.postMessage(command),
    close: () => {
      worker.port.postMessage({ type: 'bye' });
      worker.port.close();
    },
  };
}

/**
 * Connects while the realtime-bell setting is on and a member is signed in, disconnects otherwise; answers the
 * function that stops following.
 */
export function followNotificationSetting(): () => void {
  const holder = openHolder();
  let wanted: string | null = null;
  const apply = () => {
    const { token, user } = authStore.get();
    const want = localFlags.realtimeNotify.get() && token && user && hasRole(user.role, 'member') ? token : null;
    if (want === wanted) return;
    wanted = want;
    holder.send(want ? { type: 'connect', url: window.location.origin, token: want } : { type: 'disconnect' });
  };
  const stopFlag = localFlags.realtimeNotify.subscribe(apply);
  const stopAuth = authStore.subscribe(apply);
  apply();
  return () => {
    stopFlag();
    stopAuth();
    holder.close();
    realtimeState.set('disconnected');
  };
}
