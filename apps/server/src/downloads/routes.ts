import { createReadStream } from 'node:fs';
import { calls, DESKTOP_BUILD_GUIDE_PATH, EXTENSION_INSTALL_PATH } from '@signaldesk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { type DesktopBuild, desktopPlatformOf, findDesktopBuild, findExtensionZip, presentDesktopBuilds } from './desktopBuilds.js';

/**
 * The download page's desktop buttons and the browser extension: the build when this server holds it, else the web
 * page that says how to build it, so a button never ends on a 404.
 */
export function registerDownloads(app: FastifyInstance, services: Services): void {
  const buildsDir = services.config.desktopBuildsDir;

  registerCall(app, services, calls.downloads.downloads, async () => ({
    desktop: await presentDesktopBuilds(buildsDir),
    extension: (await findExtensionZip(buildsDir)) !== undefined,
  }));

  // Revalidated on every click, so a build put in place, or taken away, is noticed at once.
  const sendBuild = (reply: FastifyReply, build: DesktopBuild, type: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type(type)
      .header('content-disposition', `attachment; filename="${build.fileName}"`)
      .header('content-length', String(build.size))
      .send(createReadStream(build.path));

  app.get('/download/desktop/:platform', { config: { role: 'none' } }, async (request, reply) => {
    const platform = desktopPlatformOf((request.params as { platform: string }).platform);
    if (!platform) throw new AppError(404, 'notFound');
    const build = await findDesktopBuild(buildsDir, platform);
    if (!build) return reply.header('cache-control', 'no-cache').redirect(`${DESKTOP_BUILD_GUIDE_PATH}?platform=${platform}`, 302);
    return sendBuild(reply, build, 'application/octet-stream');
  });

  // The extension's zip, or the page on installing it, which says how a server gets one when it has none.
  app.get('/download/extension', { config: { role: 'none' } }, async (_request, reply) => {
    const zip = await findExtensionZip(buildsDir);
    if (!zip) return reply.header('cache-control', 'no-cache').redirect(`${EXTENSION_INSTALL_PATH}?missing=1`, 302);
    return sendBuild(reply, zip, 'application/zip');
  });
}
