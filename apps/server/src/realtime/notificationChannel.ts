import { formatMessage, hasRole, type Message, NOTIFICATION_EVENTS, NOTIFICATION_NAMESPACE, pickLanguage } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type { Services } from '../app/services.js';
import { viewerFromToken } from '../auth/sessions.js';

const userRoom = (userid: string) => `user:${userid}`;
const sessionRoom = (sessionid: string) => `session:${sessionid}`;

export interface NotificationChannel {
  /** Sends a message to every socket of its user, in any process when the Redis adapter is on. */
  notify(userid: string, message: Message): void;
  namespace: Namespace;
}

/** A handshake refusal the client reads from connect_error: the text in the client's language and its key. */
function refusal(key: 'unauthorized' | 'sessionEnded' | 'forbidden', lang: 'en' | 'zh'): Error {
  return Object.assign(new Error(formatMessage(key, lang)), { data: { key } });
}

/**
 * The notification channel: a socket proves who it is once, at the handshake, with the same access token the
 * calls use; it then sits in its user's room and hears 'notification' events, answering 'ack-notification' {id}.
 */
export function attachNotificationChannel(
  app: FastifyInstance,
  services: Services,
  io: Server,
  onAck: (userid: string, id: string) => Promise<void>,
): NotificationChannel {
  const namespace = io.of(NOTIFICATION_NAMESPACE);

  namespace.use((socket, next) => {
    const lang = pickLanguage(socket.handshake.headers['accept-language']);
    const token = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 4_096) return next(refusal('unauthorized', lang));
    viewerFromToken(services, token).then(
      (viewer) => {
        if (!viewer) return next(refusal('sessionEnded', lang));
        if (!hasRole(viewer.role, 'member')) return next(refusal('forbidden', lang));
        socket.data.userid = viewer.user.userid;
        void socket.join([userRoom(viewer.user.userid), sessionRoom(viewer.session.sessionid)]);
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  namespace.on('connection', (socket) => {
    socket.on(NOTIFICATION_EVENTS.ack, (input: unknown) => {
      const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || id.length === 0 || id.length > 64) return;
      onAck(socket.data.userid as string, id).catch((error: unknown) => app.log.error({ err: error }, 'notification ack failed'));
    });
  });

  // Force-offline and logout end the notification connection at once, in every process.
  const onRevoked = ({ userid, sessionid }: { userid: string; sessionid?: string | undefined }) => {
    namespace.in(sessionid ? sessionRoom(sessionid) : userRoom(userid)).disconnectSockets(true);
  };
  services.events.on('sessions-revoked', onRevoked);
  app.addHook('preClose', (done) => {
    services.events.off('sessions-revoked', onRevoked);
    namespace.local.disconnectSockets(true);
    done();
  });

  return {
    namespace,
    notify(userid, message) {
      namespace.to(userRoom(userid)).emit(NOTIFICATION_EVENTS.notification, message);
    },
  };
}
