/// <reference lib="webworker" />
// First, before any module builds a schema: this worker runs under the same policy as the page.
import '../../app/noEval.js';
import type { FromHolder, ToHolder } from './connectionProtocol.js';
import { createSocketHolder } from './socketHolder.js';

/** One notification connection shared by every tab of the app. */
declare const self: SharedWorkerGlobalScope;

const ports = new Set<MessagePort>();
const holder = createSocketHolder((event: FromHolder) => {
  for (const port of ports) port.postMessage(event);
});

self.onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  ports.add(port);
  port.onmessage = (message: MessageEvent<ToHolder | { type: 'bye' }>) => {
    if (message.data.type === 'bye') return void ports.delete(port);
    holder.handle(message.data);
  };
  port.start();
  port.postMessage({ type: 'state', state: holder.state() } satisfies FromHolder);
};
