import { SUPPORT_WECHAT_QR_PATH, type SupportContacts } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import type { Config } from '../config.js';

/** The contacts the operator set, as the web app shows them; the QR picture by the address this server serves it at. */
export const supportContacts = ({ support }: Config): SupportContacts => ({
  email: support.email ?? null,
  wechat: support.wechat ?? null,
  wechatQr: support.wechatQr ? SUPPORT_WECHAT_QR_PATH : null,
});

/**
 * Serves the WeChat QR picture from this server, read at start (SUPPORT_WECHAT_QR): the pages' policy shows only
 * pictures of their own origin, and a visitor's scan of it tells no third party. Revalidated, so a restart with a
 * new picture is seen at once.
 */
export function registerSupportPicture(app: FastifyInstance, services: Services): void {
  const picture = services.config.support.wechatQr;
  if (!picture) return;
  app.get(SUPPORT_WECHAT_QR_PATH, { config: { role: 'none' } }, async (_request, reply) =>
    reply.type(picture.type).header('cache-control', 'no-cache').send(picture.bytes),
  );
}
