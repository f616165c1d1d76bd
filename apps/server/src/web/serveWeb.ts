import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/AppError.js';

/** Files that must be revalidated on every load so a new release is noticed. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * Serves the built web app; any other GET that is not an API call gets the app, which routes it. The build holds
 * brotli and gzip copies of its text files, sent as they are to browsers that accept them (others get the file,
 * compressed on the way if large). Hashed files under /assets/ never change, so browsers keep them a year
 * without asking again.
 */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        const file = (path.split('/').pop() ?? '').replace(/\.(br|gz)$/, '');
        res.header(
          'cache-control',
          ALWAYS_REVALIDATE.has(file) ? 'no-cache' : path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.startsWith('/api/') || !hasBuild) throw new AppError(404, 'notFound');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return hasBuild;
}
