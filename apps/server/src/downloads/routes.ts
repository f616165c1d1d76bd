import { createReadStream } from 'node:fs';
import { calls, DESKTOP_BUILD_GUIDE_PATH } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { desktopPlatformOf, findDesktopBuild, presentDesktopBuilds } from './desktopBuilds.js';

/**
 * The download page's desktop buttons: the build when this server holds it, else the web page that says how to
 * build the assistant from the repository, so a button never ends on a 404.
 */
export function registerDownloads(app: FastifyInstance, services: Services): void {
  const buildsDir = services.config.desktopBuildsDir;

  registerCall(app, services, calls.downloads.downloads, async () => ({ desktop: await presentDesktopBuilds(buildsDir) }));

  app.get('/download/desktop/:platform', { config: { role: 'none' } }, async (request, reply) => {
    const platform = desktopPlatformOf((request.params as { platform: string }).platform);
    if (!platform) throw new AppError(404, 'notFound');
    const build = await findDesktopBuild(buildsDir, platform);
    // Revalidated on every click, so a build put in place, or taken away, is noticed at once.
    reply.header('cache-control', 'no-cache');
    if (!build) return reply.redirect(`${DESKTOP_BUILD_GUIDE_PATH}?platform=${platform}`, 302);
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${build.fileName}"`)
      .header('content-length', String(build.size))
      .send(createReadStream(build.path));
  });
}
