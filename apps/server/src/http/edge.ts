import type { Server } from 'node:http';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../app/services.js';
import type { Config } from '../config.js';
import { serviceUnavailable } from '../outages/serviceUnavailable.js';
import { registerRateLimits } from './rateLimits.js';
import { newRequestId, REQUEST_ID_HEADER } from './requestIds.js';
import { securityHeaders } from './securityHeaders.js';
import { answerUnreadableRequest } from './unreadableRequests.js';

/** Longest wait for a request's headers: a client that trickles them holds a connection for nothing. */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * A connection silent both ways this long is dropped: a client that stopped reading a large answer, say. Longer
 * than the slowest answer the server itself can take, a quote source tried four times at 30 s with backoff.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;
/** Node looks for requests over their time this often; its default of 30 s would let them run that much longer. */
const TIMEOUT_CHECK_MS = 1_000;

/**
 * Timeouts of the HTTP server: a request must arrive whole (headers and body) within REQUEST_TIMEOUT_SECONDS or
 * it is answered 408 and its connection closed, so slow senders cannot hold connections open.
 */
function serverTimeouts(config: Config) {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
  };
}

/** What every answer carries: the security headers and the id its log lines name. */
function markAnswer(reply: FastifyReply, headers: Record<string, string>, id: string): void {
  reply.headers(headers).header(REQUEST_ID_HEADER, id);
}

/**
 * The HTTP server's options for the edge: its timeouts, an id for every request, and the answers Fastify gives
 * before any hook runs, the router's refusal of a malformed URL and the refusal of a request that could not be
 * read, marked like every other answer.
 */
export function serverOptions(config: Config) {
  const headers = securityHeaders(config.publicUrl);
  return {
    ...serverTimeouts(config),
    genReqId: newRequestId,
    // Fastify's own drain-time 503 skips every hook, so it would go without the headers, an id or the spec's text;
    // registerEdge refuses those requests instead.
    return503OnClosing: false,
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      markAnswer(reply, headers, request.id);
      return request.server.errorHandler(error, request, reply);
    },
    clientErrorHandler: answerUnreadableRequest(headers),
  };
}

/** The compressions answers are offered in, the preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
/** Brotli's default quality (11) costs several times gzip's time for a few per cent; 4 compresses better than gzip at similar speed. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSED_FROM_BYTES = 1_024;

/**
 * What every answer goes through before any route: security headers and the request's id, compression of answers
 * over 1 KiB for clients that accept it (socket.io does not pass through Fastify's routes, and event streams are
 * never compressed), and the rate limits. Registered before the routes, which take their hooks when declared; the
 * headers come first, so a refusal by a later hook carries them.
 */
export async function registerEdge(app: FastifyInstance, services: Services): Promise<void> {
  const headers = securityHeaders(services.config.publicUrl);
  let draining = false;
  // A request that reaches a closing server (one more on a kept-alive connection) is sent elsewhere, as any 503:
  // Fastify closes its connection after the answer.
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    markAnswer(reply, headers, request.id);
    if (draining) throw serviceUnavailable();
  });
  await app.register(fastifyCompress, { encodings: [...ANSWER_ENCODINGS], brotliOptions: BROTLI_OPTIONS, threshold: COMPRESSED_FROM_BYTES });
  await registerRateLimits(app, services);
}

/**
 * Marks the answers given on the HTTP server by something other than Fastify (socket.io's polling and its refusals
 * of a bad handshake) as Fastify's are: the security headers, an id of their own, and a log line naming the id of
 * each refusal. Called after that listener is attached, since socket.io takes the server's request listeners over.
 */
export function markAnswersBeside(server: Server, prefix: string, config: Config, log: FastifyInstance['log']): void {
  const headers = securityHeaders(config.publicUrl);
  server.prependListener('request', (request, response) => {
    if (!request.url?.startsWith(prefix)) return;
    const id = newRequestId();
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader(REQUEST_ID_HEADER, id);
    response.once('finish', () => {
      if (response.statusCode >= 400) log.info({ reqId: id, status: response.statusCode, url: request.url }, 'request refused');
    });
  });
}
