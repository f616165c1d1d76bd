/**
 * A share of the alert fan-out bench's screens (alertFanout.ts forks several, so the sockets are not one event
 * loop): one notification socket per trader given, acknowledging each notification as the web client does, and
 * timing each from the alert's write (stamped in the message) to its arrival, on the same machine's clock.
 *
 * The acknowledgements of the notifications read in one turn of the event loop are sent at the end of that turn,
 * after every arrival in it is timed. Sent at once, each one (encoding, a write to its socket) held up the arrivals
 * read after it in this process: a queue 2,500 screens sharing one process have and real screens, each on its own
 * machine, do not. The server receives the same acknowledgements either way.
 */
import type { Message } from '@signaldesk/contract';
import { NOTIFICATION_EVENTS } from '@signaldesk/contract';
import { NotifyClient } from '../test/notifyClient.js';
import { cpuMs } from './benchFigures.js';

export interface Screen {
  url: string;
  token: string;
  /** Which server process the socket is connected to. */
  server: number;
}

/** What the parent asks. */
export type ClientsOrder = { screens: Screen[] } | { expect: number; timeoutMs: number } | { cpu: true };
/**
 * What this process answers: its sockets connected, or one round's times per server process and by message id and
 * the sockets it missed, or its CPU time so far.
 */
/** `cpuMs`: this process's CPU time so far; `ackingMs`: the part of it spent sending acknowledgements. */
export type ClientsAnswer =
  | { connected: number }
  | { round: number; msByServer: number[][]; ids: string[]; ms: number[]; lost: number }
  | { cpuMs: number; ackingMs: number };

/** Handshakes in flight at once: each reads the session and user at the server. */
const CONNECTING_AT_ONCE = 100;

const send = (answer: ClientsAnswer) => process.send?.(answer);

let clients: Array<{ client: NotifyClient; server: number }> = [];
/** Per bar: the arrival times, in ms after the write, by server process, and how many arrived. */
/** Per bar: the arrival times, in ms after the write, by server process and in arrival order with their ids. */
const arrivals = new Map<number, { msByServer: number[][]; ids: string[]; ms: number[]; count: number }>();
const waiting = new Map<number, () => void>();

let acks: Array<{ client: NotifyClient; id: string }> = [];
let ackingMs = 0;
function sendAcks(): void {
  const start = performance.now();
  for (const { client, id } of acks) client.socket.emit(NOTIFICATION_EVENTS.ack, { id });
  acks = [];
  ackingMs += performance.now() - start;
}

function heard(server: number, client: NotifyClient, message: Message): void {
  const at = performance.timeOrigin + performance.now();
  if (acks.length === 0) setImmediate(sendAcks);
  acks.push({ client, id: message.id });
  const bar = Number(message.payload.bar);
  const round = arrivals.get(bar) ?? { msByServer: [[], []], ids: [], ms: [], count: 0 };
  arrivals.set(bar, round);
  const ms = at - Number(message.payload.writtenAt);
  round.msByServer[server]?.push(ms);
  round.ids.push(message.id);
  round.ms.push(ms);
  round.count += 1;
  if (round.count === clients.length) waiting.get(bar)?.();
}

async function connect(screens: Screen[]): Promise<void> {
  for (let start = 0; start < screens.length; start += CONNECTING_AT_ONCE) {
    const batch = screens.slice(start, start + CONNECTING_AT_ONCE).map(({ url, token, server }) => {
      const client = new NotifyClient(url, token);
      client.socket.on(NOTIFICATION_EVENTS.notification, (message: Message) => heard(server, client, message));
      return { client, server };
    });
    await Promise.all(batch.map(({ client }) => client.connected()));
    clients.push(...batch);
  }
  send({ connected: clients.length });
}

/** Answers the round once every socket heard bar `bar`, or at the timeout with the ones that did not. */
async function round(bar: number, timeoutMs: number): Promise<void> {
  const all = new Promise<void>((resolve) => {
    waiting.set(bar, resolve);
    if (arrivals.get(bar)?.count === clients.length) resolve();
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  waiting.delete(bar);
  const { msByServer, ids, ms, count } = arrivals.get(bar) ?? { msByServer: [[], []], ids: [], ms: [], count: 0 };
  arrivals.delete(bar);
  send({ round: bar, msByServer, ids, ms, lost: clients.length - count });
}

process.on('message', (order: ClientsOrder) => {
  if ('screens' in order) void connect(order.screens);
  else if ('cpu' in order) send({ cpuMs: cpuMs(), ackingMs });
  else void round(order.expect, order.timeoutMs);
});

process.once('disconnect', () => {
  for (const { client } of clients) client.socket.disconnect();
  clients = [];
  process.exit(0);
});
