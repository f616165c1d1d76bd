import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyOf, type RecordedExchange } from './recordedExchange.js';

export interface ReplayServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Every request received, in order. */
  requests: URL[];
  /** Answers the next requests with these exchanges, each matched by its path, in order. */
  serve(...exchanges: RecordedExchange[]): void;
  /** Answers a path with a handler, for wire formats written in the test itself. */
  route(path: string, handler: (url: URL, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

const REPLAYED_HEADERS = new Set(['content-type', 'retry-after']);

/** Yahoo's cookie and crumb handshake, answered the way Yahoo does (a cookie, then a crumb as plain text). */
function handshake(url: URL, res: ServerResponse): boolean {
  if (url.pathname.startsWith('/quote/')) {
    res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'A3=d=replay; Max-Age=31557600; Path=/; Secure' });
    res.end('<html></html>');
    return true;
  }
  if (url.pathname === '/v1/test/getcrumb') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('replay-crumb');
    return true;
  }
  return false;
}

/** A local HTTP server (127.0.0.1, random port) that answers with recorded exchanges. */
export async function startReplayServer(): Promise<ReplayServer> {
  let queue: RecordedExchange[] = [];
  const routes = new Map<string, (url: URL, res: ServerResponse) => void>();
  const requests: URL[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (handshake(url, res)) return;
    const route = routes.get(url.pathname);
    if (route) return route(url, res);
    const at = queue.findIndex((e) => decodeURIComponent(new URL(e.request.url).pathname) === decodeURIComponent(url.pathname));
    const exchange = queue[at];
    if (!exchange) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`nothing recorded for ${url.pathname}`);
      return;
    }
    queue.splice(at, 1);
    if (!exchange.response) {
      // The recorded server never answered: keep the socket open until the client gives up.
      hanging.add(res);
      return;
    }
    // Only headers that still hold for the body as replayed (uncompressed, new length).
    const kept = Object.entries(exchange.response.headers).filter(([name]) => REPLAYED_HEADERS.has(name.toLowerCase()));
    res.writeHead(exchange.response.status, Object.fromEntries(kept));
    res.end(bodyOf(exchange.response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    serve: (...exchanges) => {
      queue = exchanges;
    },
    route: (path, handler) => {
      routes.set(path, handler);
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
