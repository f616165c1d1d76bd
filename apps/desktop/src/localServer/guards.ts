import type { FastifyRequest } from 'fastify';
import { LocalError } from './LocalError.js';

/** The assistant's window lives under this path; its page and calls come from the local server's own origin. */
export const WINDOW_PREFIX = '/assistant';

/**
 * Any web page the trader visits can send requests to localhost, so only requests addressed to this server by its
 * loopback name pass. A page that rebinds its own host name to 127.0.0.1 still sends its name in Host (DNS
 * rebinding), and a page's fetch carries its Origin: on /kline only the product's own origin passes, on the window's
 * routes only the local server's own (the window's page), so no other page can drive the window's calls.
 */
export function checkCaller(request: FastifyRequest, port: number, productOrigin: string): void {
  const host = request.headers.host?.toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) throw new LocalError(403, 'hostRefused', { port });
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const path = request.url;
  if (path === WINDOW_PREFIX || path.startsWith(`${WINDOW_PREFIX}/`) || path.startsWith(`${WINDOW_PREFIX}?`)) {
    if (origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) throw new LocalError(403, 'windowOriginRefused');
  } else if (origin !== productOrigin) throw new LocalError(403, 'originRefused', { origin: productOrigin });
}
