import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/AppError.js';
import type { DesktopBuild } from './desktopBuilds.js';

/**
 * Sends a build with Range (206, 416), ETag and Last-Modified answered by @fastify/send, so a download of the
 * 169 MiB assistant that broke off resumes where it stopped, and a browser asking again gets 304.
 */
export async function sendDownload(request: FastifyRequest, reply: FastifyReply, build: DesktopBuild, type: string) {
  const sent = await send(request.raw, `/${basename(build.path)}`, { root: dirname(build.path), cacheControl: false, dotfiles: 'allow' });
  // Revalidated on every click, so a build put in place, or taken away, is noticed at once.
  const cached = { 'cache-control': 'no-cache' };
  // A range beyond the end: send says how long the file is (Content-Range: bytes */size), so the client can start over.
  if (sent.statusCode === 416) return reply.code(416).headers({ ...sent.headers, ...cached }).send();
  // Taken away between finding it and reading it.
  if (sent.type !== 'file') throw new AppError(404, 'notFound');
  reply.code(sent.statusCode).headers({ ...sent.headers, ...cached });
  if (sent.statusCode !== 304) reply.type(type).header('content-disposition', `attachment; filename="${build.fileName}"`);
  return reply.send(sent.stream);
}
