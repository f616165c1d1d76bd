import type { CookieSerializeOptions } from '@fastify/cookie';
import { LIMITS } from '@signaldesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../http/AppError.js';

const NAME = 'refresh_token';

/**
 * The browser's refresh token: out of reach of scripts (HttpOnly), sent only to the sign-in calls (Path), never on
 * a request that another site starts (SameSite=Strict), and only over TLS once the product is served over https.
 */
const options = (config: Config): CookieSerializeOptions => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict',
  secure: config.publicUrl.startsWith('https://'),
});

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(NAME, token, { ...options(config), maxAge: LIMITS.webSessionTtlSeconds });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(NAME, options(config));
}

/**
 * The refresh token the browser sent, if any. The request must also declare a JSON body, which a form or a link on
 * another site cannot do without the browser asking this server first: a second wall behind SameSite=Strict.
 */
export function refreshCookie(request: FastifyRequest): string | undefined {
  const token = request.cookies[NAME];
  if (!token) return undefined;
  if (!request.headers['content-type']?.startsWith('application/json')) throw new AppError(415, 'badJson', {}, 'body');
  return token;
}
