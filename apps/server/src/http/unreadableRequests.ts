import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { formatMessage, type MessageKey } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import { newRequestId, REQUEST_ID_HEADER } from './requestIds.js';

function refusalOf(code: string | undefined): { status: number; key: MessageKey } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'requestTimedOut' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'requestUnreadable' };
  return { status: 400, key: 'requestUnreadable' };
}

/**
 * Answers a request Node could not read whole (a body past the request timeout, headers past their size, bytes that
 * are not HTTP) on its socket, since no route or hook ever sees it: with the headers every answer carries, an id of
 * its own and a log line naming it. In English: the request's language is in the part that could not be read.
 */
export function answerUnreadableRequest(headers: Record<string, string>) {
  // Fastify calls it as the app, whose log every request's lines go to.
  return function answer(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, key } = refusalOf(error.code);
    const id = newRequestId();
    this.log.info({ reqId: id, status, key, reason: error.code }, 'request refused');
    if (socket.writable) {
      const body = JSON.stringify({ code: status, msg: formatMessage(key, 'en'), key });
      const answerHeaders = {
        ...headers,
        [REQUEST_ID_HEADER]: id,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const lines = Object.entries(answerHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
