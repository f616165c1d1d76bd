import { calls, desktopMissingPath, EXTENSION_INSTALL_PATH } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { desktopPlatformOf, findDesktopBuild, findExtensionZip, presentDesktopBuilds } from './desktopBuilds.js';
import { sendDownload } from './sendDownload.js';

/**
 * The download page's desktop buttons and the browser extension: the build when this server holds it, else the web
 * page that says this server does not offer it, so a button never ends on a 404.
 */
export function registerDownloads(app: FastifyInstance, services: Services): void {
  const buildsDir = services.config.desktopBuildsDir;

  registerCall(app, services, calls.downloads.downloads, async () => ({
    desktop: await presentDesktopBuilds(buildsDir),
    extension: (await findExtensionZip(buildsDir)) !== undefined,
  }));

  app.get('/download/desktop/:platform', { config: { role: 'none' } }, async (request, reply) => {
    const platform = desktopPlatformOf((request.params as { platform: string }).platform);
    if (!platform) throw new AppError(404, 'notFound');
    const build = await findDesktopBuild(buildsDir, platform);
    if (!build) return reply.header('cache-control', 'no-cache').redirect(desktopMissingPath(platform), 302);
    return sendDownload(request, reply, build, 'application/octet-stream');
  });

  // The extension's zip, or the page on installing it, which says how a server gets one when it has none.
  app.get('/download/extension', { config: { role: 'none' } }, async (request, reply) => {
    const zip = await findExtensionZip(buildsDir);
    if (!zip) return reply.header('cache-control', 'no-cache').redirect(`${EXTENSION_INSTALL_PATH}?missing=1`, 302);
    return sendDownload(request, reply, zip, 'application/zip');
  });
}
