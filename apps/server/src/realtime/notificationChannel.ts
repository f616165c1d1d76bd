import { randomUUID } from 'node:crypto';
import { NOTIFICATION_EVENTS, NOTIFICATION_NAMESPACE } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type { Services } from '../app/services.js';
import { type Ack, messagesSince, type UserMessage } from '../messenger/messageStore.js';
import { membersOnly } from './handshake.js';

const userRoom = (userid: string) => `user:${userid}`;
const sessionRoom = (sessionid: string) => `session:${sessionid}`;

/** Between processes: "send your sockets what was stored since (epoch seconds)", after this process's Redis outage. */
const RESEND_EVENT = 'resend-since';
/** A publish written just before its connection was found dead was lost too, so a resend reaches this far back. */
const RESEND_MARGIN_SECONDS = 30;
/** The newest messages a socket is sent again per user; the messenger holds the rest, and the client lists it. */
const RESEND_PER_USER = 50;
/** Between processes: "send your sockets these messages of a round", each to the sockets of its user. */
const MESSAGES_EVENT = 'round-messages';
/** Between processes: "this round's store has ended", so the acknowledgements of its messages may be written. */
const STORED_EVENT = 'round-stored';
/** The previous release's MESSAGES_EVENT: a plain array of messages already stored. */
const STORED_MESSAGES_EVENT = 'stored-messages';
/** How long acknowledgements gather before they are written in one statement. */
const ACK_BATCH_MS = 200;
/**
 * A round whose store's end is never heard (its process stopped, or Redis lost the word) has its messages'
 * acknowledgements written after this anyway.
 */
const STORE_WAIT_MS = 60_000;
/**
 * Messages per publish between processes. One publish per message made a round of 10,000 alerts 10,000 Redis
 * commands, each encoded, sent and decoded by every process; a thousand a publish keeps each decode short.
 */
const MESSAGES_PER_PUBLISH = 1_000;

const isUserMessage = (value: unknown): value is UserMessage => {
  const { userid, message } = (value ?? {}) as { userid?: unknown; message?: unknown };
  return typeof userid === 'string' && typeof message === 'object' && message !== null;
};

export interface NotificationChannel {
  /**
   * Sends each message to every socket of its user, in any process when the Redis adapter is on, while `stored`
   * (the round's store) runs: an acknowledgement that comes before the store has ended is written after it.
   */
  notify(messages: readonly UserMessage[], stored: Promise<unknown>): void;
  namespace: Namespace;
}

/**
 * The notification channel: a socket proves who it is once, at the handshake, with the same access token the
 * calls use; it then sits in its user's room and hears 'notification' events, answering 'ack-notification' {id}.
 *
 * Delivery is at least once, by message id: after a Redis outage, whose emits between processes may be lost, every
 * process sends its sockets again what was stored in the meantime, and the client shows each id once.
 */
export function attachNotificationChannel(
  app: FastifyInstance,
  services: Services,
  io: Server,
  onAcks: (acks: readonly Ack[]) => Promise<void>,
): NotificationChannel {
  const namespace = io.of(NOTIFICATION_NAMESPACE);

  namespace.use(
    membersOnly(services, (socket, viewer) => {
      socket.data.userid = viewer.user.userid;
      socket.data.since = services.now();
      void socket.join([userRoom(viewer.user.userid), sessionRoom(viewer.session.sessionid)]);
      return undefined;
    }),
  );

  /** Messages told to sockets here before their round's store ended, by id: the store's end. */
  const unstored = new Map<string, Promise<void>>();
  const holdAcks = (ids: readonly string[], ended: Promise<void>) => {
    for (const id of ids) unstored.set(id, ended);
    void ended.then(() => {
      for (const id of ids) if (unstored.get(id) === ended) unstored.delete(id);
    });
  };
  /** Rounds raised in another process whose store has not ended, by round: its end, and what ends it. */
  const remoteRounds = new Map<string, { ended: Promise<void>; end: () => void }>();
  const remoteStore = (round: string): Promise<void> => {
    const known = remoteRounds.get(round);
    if (known) return known.ended;
    let resolve: () => void = () => undefined;
    const ended = new Promise<void>((settle) => {
      resolve = settle;
    });
    const end = () => {
      clearTimeout(timer);
      remoteRounds.delete(round);
      resolve();
    };
    const timer = setTimeout(end, STORE_WAIT_MS).unref();
    remoteRounds.set(round, { ended, end });
    return ended;
  };

  const writeNow = (batch: readonly Ack[]) =>
    onAcks(batch).catch((error: unknown) => app.log.error({ err: error, count: batch.length }, 'notification acks failed'));
  // A round of alerts is answered by every socket at once, while this process is still telling the rest of them:
  // the acknowledgements that come within ACK_BATCH_MS are written together, in one statement, not one per turn of
  // the event loop each queueing for the database and this loop ahead of the screens. Those of messages whose row
  // is not there yet are written when their round's store has ended.
  let acks: Ack[] = [];
  let ackTimer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();
  const writeAcks = () => {
    clearTimeout(ackTimer);
    ackTimer = undefined;
    const ready: Ack[] = [];
    const waiting = new Map<Promise<void>, Ack[]>();
    for (const ack of acks) {
      const ended = unstored.get(ack.id);
      if (!ended) ready.push(ack);
      else if (waiting.has(ended)) waiting.get(ended)?.push(ack);
      else waiting.set(ended, [ack]);
    }
    acks = [];
    const writes = [...waiting].map(([ended, batch]) => ended.then(() => writeNow(batch)));
    if (ready.length > 0) writes.push(writeNow(ready));
    for (const write of writes) {
      writing.add(write);
      void write.finally(() => writing.delete(write));
    }
  };
  namespace.on('connection', (socket) => {
    socket.on(NOTIFICATION_EVENTS.ack, (input: unknown) => {
      const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) return;
      ackTimer ??= setTimeout(writeAcks, ACK_BATCH_MS);
      acks.push({ userid: socket.data.userid as string, id });
    });
  });

  /**
   * Sends this process's sockets their users' messages; a user without a socket here costs no encoding. Answers
   * the ids of the messages sent.
   */
  function tellOwnSockets(messages: readonly UserMessage[]): string[] {
    const rooms = namespace.adapter.rooms;
    const told: string[] = [];
    for (const { userid, message } of messages) {
      const room = userRoom(userid);
      if (!rooms.has(room)) continue;
      namespace.local.to(room).emit(NOTIFICATION_EVENTS.notification, message);
      told.push(message.id);
    }
    return told;
  }
  namespace.on(MESSAGES_EVENT, (input: unknown) => {
    const { round, messages } = (input ?? {}) as { round?: unknown; messages?: unknown };
    if (typeof round !== 'string' || !Array.isArray(messages)) return;
    const told = tellOwnSockets(messages as UserMessage[]);
    if (told.length > 0) holdAcks(told, remoteStore(round));
  });
  // A process of the previous release publishes its rounds under the earlier name, once stored: in a rolling
  // upgrade its alerts still reach the screens held here. (It does not hear this release's rounds, so the processes
  // holding screens are the ones to upgrade first.)
  namespace.on(STORED_MESSAGES_EVENT, (messages: unknown) => {
    if (Array.isArray(messages)) tellOwnSockets(messages.filter(isUserMessage));
  });
  namespace.on(STORED_EVENT, (round: unknown) => {
    if (typeof round === 'string') remoteRounds.get(round)?.end();
  });

  /** Sends this process's sockets what was stored for their users since `since` and after they connected. */
  async function resend(since: number): Promise<void> {
    const sockets = [...namespace.sockets.values()];
    const userids = [...new Set(sockets.map((socket) => socket.data.userid as string))];
    if (userids.length === 0) return;
    const missed = await messagesSince(services.db, userids, since, RESEND_PER_USER);
    for (const socket of sockets) {
      for (const message of missed.get(socket.data.userid) ?? []) {
        if (message.ts >= socket.data.since) socket.emit(NOTIFICATION_EVENTS.notification, message);
      }
    }
  }
  const resendLogged = (since: number) =>
    resend(since).catch((error: unknown) => app.log.warn({ err: error, since }, 'notifications missed in a Redis outage were not sent again'));

  // Redis is back: this process's sockets get what may have been lost, and so do the other processes' sockets,
  // whose own Redis connection may never have failed while this process could not publish.
  const onResumed = ({ since }: { since: number }) => {
    void resendLogged(since - RESEND_MARGIN_SECONDS);
    namespace.serverSideEmit(RESEND_EVENT, since - RESEND_MARGIN_SECONDS);
  };
  services.events.on('realtime-resumed', onResumed);
  namespace.on(RESEND_EVENT, (since: unknown) => {
    if (typeof since === 'number' && Number.isFinite(since)) void resendLogged(since);
  });

  // Force-offline and logout end the notification connection at once, in every process.
  const onRevoked = ({ userid, sessionid }: { userid: string; sessionid?: string | undefined }) => {
    namespace.in(sessionid ? sessionRoom(sessionid) : userRoom(userid)).disconnectSockets(true);
  };
  services.events.on('sessions-revoked', onRevoked);
  app.addHook('preClose', async () => {
    services.events.off('sessions-revoked', onRevoked);
    services.events.off('realtime-resumed', onResumed);
    namespace.local.disconnectSockets(true);
    // Acknowledgements still gathering are written before the database closes; those held for a store wait for it.
    if (ackTimer) writeAcks();
    await Promise.allSettled([...writing]);
  });

  return {
    namespace,
    notify(messages, stored) {
      const ended = stored.then(
        () => undefined,
        () => undefined,
      );
      // The other processes first: they tell their sockets while this one tells its own.
      // Without Redis this process is the only one; the in-memory adapter has no other to tell.
      if (services.config.redisUrl) {
        const round = randomUUID();
        for (let start = 0; start < messages.length; start += MESSAGES_PER_PUBLISH) {
          namespace.serverSideEmit(MESSAGES_EVENT, { round, messages: messages.slice(start, start + MESSAGES_PER_PUBLISH) });
        }
        void ended.then(() => namespace.serverSideEmit(STORED_EVENT, round));
      }
      holdAcks(tellOwnSockets(messages), ended);
    },
  };
}
