import { formatMessage, hasRole, type MessageKey, pickLanguage } from '@signaldesk/contract';
import type { Socket } from 'socket.io';
import type { Services } from '../app/services.js';
import { viewerFromToken } from '../auth/sessions.js';
import type { Viewer } from '../auth/viewer.js';
import { isServiceOutage } from '../outages/serviceUnavailable.js';

/** A handshake refusal the client reads from connect_error: the text in the client's language and its key. */
export function refusal(socket: Socket, key: MessageKey): Error {
  return Object.assign(new Error(formatMessage(key, pickLanguage(socket.handshake.headers['accept-language']))), {
    data: { key },
  });
}

/** The handshake's access token (`auth: { token }`, as the calls use it) must name a live session of a member. */
async function memberAtHandshake(services: Services, socket: Socket): Promise<Viewer> {
  const token = socket.handshake.auth?.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4_096) throw refusal(socket, 'unauthorized');
  const viewer = await viewerFromToken(services, token);
  if (!viewer) throw refusal(socket, 'sessionEnded');
  if (!hasRole(viewer.role, 'member')) throw refusal(socket, 'forbidden');
  return viewer;
}

/**
 * A socket.io middleware that lets members in: a socket proves who it is at the handshake, and `admit` then sets
 * it up, or answers a refusal of its own. While PostgreSQL or Redis is down the refusal says so.
 */
export function membersOnly(services: Services, admit: (socket: Socket, viewer: Viewer) => Error | undefined) {
  return (socket: Socket, next: (error?: Error) => void) => {
    memberAtHandshake(services, socket).then(
      (viewer) => next(admit(socket, viewer)),
      (error: unknown) =>
        next(isServiceOutage(error) ? refusal(socket, 'serviceUnavailable') : error instanceof Error ? error : new Error(String(error))),
    );
  };
}
