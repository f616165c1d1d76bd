import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Product } from '../product/productClient.js';
import { desktopText } from '../texts.js';
import { candleCache } from './candleCache.js';
import { exportTarget, savePicture } from './exportPath.js';
import { drawingQueue } from './drawingQueue.js';
import { budgetOf, checkCaller } from './guards.js';
import { LocalError } from './LocalError.js';
import { buildPanel, seriesNotice } from './panel.js';
import { filepathOf, languageOf, multipartFieldsOf, type PictureSize, pictureSizeOf, seriesOf } from './requestInput.js';
import { type SeriesStore, type ServedSeries, seriesStore } from './seriesStore.js';

/** The port the specification fixes: scripts and the academy's course call http://127.0.0.1:4009. */
export const LOCAL_PORT = 4009;

/** A chart request's body is a file name; anything bigger is not one. */
export const BODY_LIMIT = 4_096;

/**
 * Requests a minute for the trader's scripts together, and as many for browsers together (the window, the product's
 * pages): far above a script's needs, far below what would load the machine.
 */
export const RATE_LIMIT = { max: 600, timeWindowMs: 60_000 } as const;

export interface ChartPicture extends PictureSize {
  symbol: string;
  duration: Duration;
  language: Language;
  /** The latest `candles` candles of the series, oldest first. */
  series: ChartCandle[];
}

/** Draws a chart picture as PNG bytes. */
export type RenderPng = (picture: ChartPicture) => Promise<Buffer>;

export interface LocalServerOptions {
  product: Product;
  /** The only folder pictures are saved in. */
  exportDir: string;
  /** Where the last answer of each series is kept for offline use. */
  cacheDir: string;
  /** LOCAL_PORT in production; 0 in tests, which then read the bound port. */
  port: number;
  /** Without a renderer the /kline/chart endpoints are not served. */
  renderPng?: RenderPng | undefined;
  /** Epoch seconds. */
  now?: () => number;
  /** Requests per window for scripts together, and for browsers together (they all come from this machine). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The assistant's window routes, in window mode: beside /kline, behind the same guards, limits and series store. */
  window?: ((app: FastifyInstance, local: WindowContext) => Promise<void>) | undefined;
}

export interface WindowContext {
  store: SeriesStore;
  now: () => number;
  /** The bound port, known once the server listens. */
  port: () => number;
}

export interface LocalServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

const FORM = 'application/x-www-form-urlencoded';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods some route answers at this address: a request by another is told which (405), not "no such endpoint". */
function methodsAt(app: FastifyInstance, url: string): string[] {
  const path = url.split('?', 1)[0] ?? url;
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

function refusalBody(error: LocalError, language: Language) {
  return { code: error.status, key: error.key, msg: desktopText(error.key, language, error.vars) };
}

/** The age of the data and whether the cache answered, for answers that are not JSON. */
function describeSeries(reply: FastifyReply, series: ServedSeries, now: number): void {
  reply.header('x-data-fetched-at', String(series.fetchedAt));
  reply.header('x-data-age-seconds', String(Math.max(0, now - series.fetchedAt)));
  reply.header('x-data-offline', series.offline ? '1' : '0');
}

/**
 * The local chart server: the static panel, a fresh fetch and chart pictures of any symbol the trader's plan covers,
 * for scripts, spreadsheets and bots on this machine. It listens on loopback only and refuses whatever a web page
 * could send it (see guards.ts); answers carry no CORS headers, so no page can read them.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const store = seriesStore(options.product, candleCache(options.cacheDir), now);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 64 },
    logger: false,
    // Refusals of the router itself (an overlong address) read like the others.
    frameworkErrors: (error, request: FastifyRequest, reply: FastifyReply) => {
      const refusal = new LocalError(error.statusCode === 414 ? 414 : 400, error.statusCode === 414 ? 'addressTooLong' : 'bodyInvalid');
      reply.status(refusal.status).send(refusalBody(refusal, languageOf(request)));
    },
  });
  let port = options.port;

  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Read as a buffer, so BODY_LIMIT bounds `curl -F` bodies exactly as it bounds JSON and urlencoded ones.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    multipartFieldsOf(body as Buffer, request.headers['content-type'] ?? '').then((fields) => done(null, fields), done);
  });

  app.addHook('onRequest', async (request) => checkCaller(request, port, options.product.origin));

  await app.register(rateLimit, {
    max: options.rateLimit?.max ?? RATE_LIMIT.max,
    timeWindow: options.rateLimit?.timeWindowMs ?? RATE_LIMIT.timeWindowMs,
    // Every caller is this machine: one budget for the scripts keeps a runaway script from starving the others, and
    // browsers have their own, so no page the trader opens can spend what the scripts may.
    keyGenerator: budgetOf,
    errorResponseBuilder: (_request, context) => new LocalError(429, 'tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const language = languageOf(request);
    let refusal: LocalError;
    if (error instanceof LocalError) refusal = error;
    else if (error.statusCode === 413) refusal = new LocalError(413, 'bodyTooLarge', { limit: BODY_LIMIT });
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) refusal = new LocalError(error.statusCode, 'bodyInvalid');
    else {
      request.log.error({ err: error }, 'local server request failed');
      refusal = new LocalError(500, 'internalError');
    }
    return reply.status(refusal.status).send(refusalBody(refusal, language));
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const allowed = methodsAt(app, request.url).join(', ');
    const refusal = allowed ? new LocalError(405, 'methodNotAllowed', { methods: allowed }) : new LocalError(404, 'endpointUnknown');
    if (allowed) reply.header('allow', allowed);
    return reply.status(refusal.status).send(refusalBody(refusal, languageOf(request)));
  });

  app.get('/kline/panel/:symbol/:duration', async (request) => {
    const { symbol, duration } = seriesOf(request);
    const series = await store.get(symbol, duration);
    return buildPanel(series, languageOf(request), now());
  });

  app.post('/kline/refresh/:symbol/:duration', async (request) => {
    const { symbol, duration } = seriesOf(request);
    const series = await store.refresh(symbol, duration);
    const notice = seriesNotice(series, languageOf(request), now());
    return {
      symbol,
      duration,
      candles: series.candles.length,
      ts: series.candles.at(-1)?.ts ?? null,
      fetchedAt: series.fetchedAt,
      offline: series.offline,
      ...(notice ? { notice } : {}),
    };
  });

  const renderPng = options.renderPng;
  if (renderPng) {
    const drawInTurn = drawingQueue();
    const picture = async (request: FastifyRequest, reply: FastifyReply): Promise<Buffer> => {
      const { symbol, duration } = seriesOf(request);
      const size = pictureSizeOf(request);
      const series = await store.get(symbol, duration);
      describeSeries(reply, series, now());
      const language = languageOf(request);
      return drawInTurn(size.width * size.height, () => renderPng({ symbol, duration, language, ...size, series: series.candles.slice(-size.candles) }));
    };

    app.get('/kline/chart/:symbol/:duration', async (request, reply) => {
      const png = await picture(request, reply);
      return reply.type('image/png').send(png);
    });

    app.post('/kline/chart/:symbol/:duration', async (request, reply) => {
      const target = await exportTarget(options.exportDir, filepathOf(request, options.exportDir));
      const png = await picture(request, reply);
      await savePicture(options.exportDir, target, png);
      return reply.type('image/png').header('x-saved-to', encodeURI(target)).send(png);
    });
  }

  if (options.window) await options.window(app, { store, now, port: () => port });

  await app.listen({ host: '127.0.0.1', port: options.port });
  port = (app.server.address() as AddressInfo).port;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
