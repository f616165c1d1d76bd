import { readFileSync } from 'node:fs';
import { chartFontPath } from '@signaldesk/chart-render/png';
import type { Language } from '@signaldesk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHART_FONT_ASSET } from '../assets.js';
import { LocalError } from '../localServer/LocalError.js';
import { desktopText } from '../texts.js';
import { WINDOW_PATHS } from './windowApi.js';

/** The page's rules: its own scripts and styles, pictures drawn in the page, calls to this server only, never framed. */
export const PAGE_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** How to build the window's page from a checkout. */
const UI_BUILD_COMMAND = 'npm run build:ui -w apps/desktop';

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
};

/** The shipped files by name (desktopAsset). */
export type AssetReader = (name: string) => Buffer | null;

function page(reply: FastifyReply, asset: AssetReader) {
  const html = asset('ui/index.html');
  if (html) return reply.type(CONTENT_TYPES.html!).header('cache-control', 'no-cache').send(html);
  const lines = (['en', 'zh'] as Language[]).map((language) => desktopText('windowPageMissing', language, { command: UI_BUILD_COMMAND }));
  const body = `<!doctype html><meta charset="utf-8"><title>SignalDesk</title>${lines.map((line) => `<p>${line.replace(/</g, '&lt;')}</p>`).join('')}`;
  return reply.status(503).type(CONTENT_TYPES.html!).header('cache-control', 'no-store').send(body);
}

/**
 * The window's page, its built files and the chart font, served from what the program carries: in a checkout
 * apps/desktop/dist, in the executable its assets. The font is read once, when first asked for.
 */
export function servePage(scope: FastifyInstance, asset: AssetReader): void {
  let font: Buffer | undefined;
  scope.get('/assistant', (_request, reply) => reply.redirect(WINDOW_PATHS.page, 301));
  scope.get(WINDOW_PATHS.page, (_request, reply) => page(reply, asset));
  scope.get(`${WINDOW_PATHS.assets}*`, (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const bytes = asset(`ui/assets/${name}`);
    if (!bytes) throw new LocalError(404, 'endpointUnknown');
    const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
    return reply.type(type).header('cache-control', 'no-cache').send(bytes);
  });
  scope.get(WINDOW_PATHS.font, (_request, reply) => {
    font ??= asset(CHART_FONT_ASSET) ?? readFileSync(chartFontPath());
    return reply.type(CONTENT_TYPES.ttf!).header('cache-control', 'max-age=86400').send(font);
  });
}
