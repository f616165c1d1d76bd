import type { FastifyRequest } from 'fastify';
import { LocalError } from './LocalError.js';

/**
 * Any web page the trader visits can send requests to localhost, so only requests addressed to this server by its
 * loopback name pass. A page that rebinds its own host name to 127.0.0.1 still sends its name in Host (DNS
 * rebinding), and a page's fetch carries its Origin: both are refused, except the product's own origin.
 */
export function checkCaller(request: FastifyRequest, port: number, productOrigin: string): void {
  const host = request.headers.host?.toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) throw new LocalError(403, 'hostRefused', { port });
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== productOrigin) throw new LocalError(403, 'originRefused', { origin: productOrigin });
}
