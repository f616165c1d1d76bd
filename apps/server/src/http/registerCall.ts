import { type Call, type CallReply, formatMessage, hasRole, PLAN_ROLES } from '@signaldesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { viewerFromRequest } from '../auth/sessions.js';
import type { Viewer } from '../auth/viewer.js';
import type { Services } from '../app/services.js';
import { AppError, forbidden, unauthorized } from './AppError.js';
import { readCallBody } from './callBody.js';
import { requestLanguage } from './language.js';
import { PreparedAnswer } from './preparedAnswer.js';

export interface CallContext<C extends Call, V extends Viewer | null> {
  body: z.output<C['body']>;
  viewer: V;
  request: FastifyRequest;
  /** For the few calls that set a cookie; the answer itself is what the handler returns. */
  reply: FastifyReply;
}

type ViewerFor<C extends Call> = C['role'] extends 'none' ? Viewer | null : Viewer;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The lowest role that may use this route; every route declares one. */
    role?: import('@signaldesk/contract').Role;
  }
}

/**
 * Registers one call from the contract: who may make it is checked before the body is even parsed,
 * the body is read as text and by the contract's schema, and the answer is wrapped in the envelope (a prepared answer
 * carries its envelope already encoded).
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  services: Services,
  call: C,
  handler: (context: CallContext<C, ViewerFor<C>>) => Promise<CallReply<C> | PreparedAnswer<CallReply<C>>>,
  /** A call whose body may pass the app's limit says so (a watchlist's CSV import). */
  options: { bodyLimit?: number } = {},
): void {
  app.post(call.path, { config: { role: call.role }, ...options }, async (request, reply) => {
    const viewer = await viewerFromRequest(services, request);
    if (call.role !== 'none') {
      if (!viewer) throw unauthorized();
      // A Plus call says which plan opens it, so the refusal reads as an offer rather than a wall.
      if (!hasRole(viewer.role, call.role)) throw call.role === PLAN_ROLES.plus ? new AppError(403, 'needsPlus') : forbidden();
    }
    const body = readCallBody(call.body, request.body ?? {}) as z.output<C['body']>;
    const data = await handler({ body, viewer: viewer as ViewerFor<C>, request, reply });
    if (data instanceof PreparedAnswer) return data.send(request, reply);
    return reply.send({ code: 0, data: data ?? null });
  });
}

export function sendError(error: AppError, request: FastifyRequest) {
  const lang = requestLanguage(request);
  return {
    code: error.status,
    msg: formatMessage(error.key, lang, error.vars),
    key: error.key,
    ...(error.field ? { field: error.field } : {}),
  };
}

export { AppError };
