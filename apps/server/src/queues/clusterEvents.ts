import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { ServerEvents } from '../app/services.js';
import type { WarnLogger } from '../outages/connectionLog.js';
import { openRedis } from '../outages/redisClients.js';
import type { WrittenSnapshot } from '../screener/screener.js';

/** What one process tells the others; `from` keeps a process from hearing itself. */
interface Bulletin {
  from: string;
  snapshots: WrittenSnapshot[];
}

export interface ClusterEvents {
  /** Resolves once this process hears the others. */
  subscribed: Promise<void>;
  /** Tells this process's listeners of snapshots that are already known elsewhere, without publishing them again. */
  hearHere(snapshots: readonly WrittenSnapshot[]): void;
  close(): Promise<void>;
}

/**
 * Carries every written snapshot to every other process of the deployment over Redis pub/sub, so each process's
 * screener answers from the whole market whichever worker computed it. The snapshots written in one turn of the
 * event loop travel as one message. A message lost while Redis is away is not resent: the screener reads what
 * changed in the database before it answers (Screener.sync).
 */
export function bridgeClusterEvents(events: EventEmitter<ServerEvents>, redisUrl: string, keyPrefix: string, logger: WarnLogger): ClusterEvents {
  const channel = `${keyPrefix}events`;
  const self = randomUUID();
  const publisher = openRedis(redisUrl, 'publisher', logger, 'Redis (cluster events publisher)');
  const subscriber = openRedis(redisUrl, 'subscriber', logger, 'Redis (cluster events subscriber)');
  let pending: WrittenSnapshot[] = [];
  // Set while snapshots heard from elsewhere are handed to this process's listeners, so they are not sent back.
  let relaying = false;

  const flush = () => {
    const bulletin: Bulletin = { from: self, snapshots: pending };
    pending = [];
    publisher.publish(channel, JSON.stringify(bulletin)).catch(() => undefined);
  };
  const onWritten = (snapshot: WrittenSnapshot) => {
    if (relaying) return;
    if (pending.length === 0) setImmediate(flush);
    pending.push(snapshot);
  };
  const hearHere = (snapshots: readonly WrittenSnapshot[]) => {
    relaying = true;
    try {
      for (const snapshot of snapshots) events.emit('snapshot-written', snapshot);
    } finally {
      relaying = false;
    }
  };

  events.on('snapshot-written', onWritten);
  subscriber.on('message', (heardOn: string, text: string) => {
    if (heardOn !== channel) return;
    const bulletin = JSON.parse(text) as Bulletin;
    if (bulletin.from !== self) hearHere(bulletin.snapshots);
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  subscribed.catch(() => undefined);

  return {
    subscribed,
    hearHere,
    async close() {
      events.off('snapshot-written', onWritten);
      if (pending.length > 0) flush();
      // QUIT goes after the last publish, so the snapshots written just before a worker stops still reach the others.
      await publisher.quit().catch(() => undefined);
      subscriber.disconnect();
    },
  };
}
