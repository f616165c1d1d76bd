import type { FastifyRequest } from 'fastify';
import { LocalError } from './LocalError.js';

/** The assistant's window lives under this path; its page and calls come from the local server's own origin. */
export const WINDOW_PREFIX = '/assistant';

/** Where a browser says a request comes from when it was not sent on behalf of another site: typed, bookmarked, or the server's own page. */
const OWN_SITES = new Set(['none', 'same-origin']);
/** How a browser fetches what a page shows or runs without reading it: an image, a script, a style sheet. */
const PAGE_SUBRESOURCE_MODES = new Set(['no-cors']);
/** The destinations a chart or panel opened in a tab (`document`) or read by the fetch of a page allowed to read it (`empty`). */
const READING_DESTINATIONS = new Set(['document', 'empty']);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.toLowerCase() : undefined;
};

const isWindowPath = (path: string) => path === WINDOW_PREFIX || path.startsWith(`${WINDOW_PREFIX}/`) || path.startsWith(`${WINDOW_PREFIX}?`);

/**
 * A request a browser sent on behalf of a page of another site, or as a page's image, script or frame. Browsers send
 * Sec-Fetch-* to 127.0.0.1 and pages cannot change them; an `<img>` carries no Origin, so without this any page could
 * have the server draw charts and spend its budget. Node's fetch sends `Sec-Fetch-Mode: cors` alone, and curl and
 * Python none, so scripts pass.
 */
function sentForAnotherPage(request: FastifyRequest, windowRoute: boolean): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && !OWN_SITES.has(site)) return true;
  // The window's own page loads its scripts, styles and font from this origin; /kline serves no page that would.
  if (windowRoute) return false;
  const mode = header(request, 'sec-fetch-mode');
  const destination = header(request, 'sec-fetch-dest');
  return (mode !== undefined && PAGE_SUBRESOURCE_MODES.has(mode)) || (destination !== undefined && !READING_DESTINATIONS.has(destination));
}

/**
 * Any web page the trader visits can send requests to localhost, so only requests addressed to this server by its
 * loopback name pass. A page that rebinds its own host name to 127.0.0.1 still sends its name in Host (DNS
 * rebinding), and a page's fetch carries its Origin: on /kline only the product's own origin passes, on the window's
 * routes only the local server's own (the window's page), so no other page can drive the window's calls. What a
 * browser sends for another site is refused next, before the rate limit counts it or a chart is drawn.
 */
export function checkCaller(request: FastifyRequest, port: number, productOrigin: string): void {
  const host = request.headers.host?.toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) throw new LocalError(403, 'hostRefused', { port });
  const origin = request.headers.origin;
  const windowRoute = isWindowPath(request.url);
  if (windowRoute) {
    if (origin !== undefined && origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) throw new LocalError(403, 'windowOriginRefused');
  } else if (origin !== undefined) {
    if (origin !== productOrigin) throw new LocalError(403, 'originRefused', { origin: productOrigin });
    // The product's own pages may use /kline: their Origin is the browser's word, which no page can forge.
    return;
  }
  if (sentForAnotherPage(request, windowRoute)) throw new LocalError(403, 'browserRefused', { origin: productOrigin });
}

/** The rate limit's budgets: a browser, whatever it was allowed, never spends what the trader's scripts may. */
export type Budget = 'scripts' | 'browsers';

/** Browsers send Sec-Fetch-Site (or at least Sec-Fetch-Dest) with every request; scripts send neither, nor an Origin. */
export function budgetOf(request: FastifyRequest): Budget {
  const { headers } = request;
  return headers.origin !== undefined || headers['sec-fetch-site'] !== undefined || headers['sec-fetch-dest'] !== undefined ? 'browsers' : 'scripts';
}
