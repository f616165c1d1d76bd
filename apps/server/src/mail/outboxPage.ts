import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../app/services.js';
import { escapeHtml } from './escapeHtml.js';

/** The socket's own peer is on this machine. A forwarded header never counts: any client can write one. */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || /^(::ffff:)?127\./.test(peer);
}

/**
 * Whether this caller may read the outbox. It holds sign-in codes, so it exists only without SMTP_URL and
 * outside production, and answers only the machine the server runs on.
 */
export const outboxOpenTo = (services: Services, request: FastifyRequest): boolean =>
  services.config.outbox && fromThisMachine(request);

/** Local aid for the embedded default: mail that had no SMTP server to go to. Never registered in production. */
export function registerOutbox(app: FastifyInstance, services: Services): void {
  app.get('/dev/outbox', { config: { role: 'none' } }, async (request, reply) => {
    // Another machine gets what any unknown address gets, so it learns not even that the page exists.
    if (!outboxOpenTo(services, request)) return reply.callNotFound();
    const items = services.mailer
      .outbox()
      .map(
        (m) =>
          `<article><h3>${escapeHtml(m.subject)}</h3><p class="meta">to ${escapeHtml(m.to)} · ${new Date(m.sentAt).toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const body = items || '<p>No mail yet. Ask for a sign-in code on the login page and it appears here.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Local outbox</title><style>body{font:15px system-ui;max-width:760px;margin:2rem auto;padding:0 1rem;background:#0f1420;color:#e6e9ef}article{border:1px solid #2a3245;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#8b95a7}</style></head><body><h1>Local outbox</h1><p class="meta">Mail sent by this server while no SMTP_URL is set. Only this machine can open this page, and it does not exist in production.</p>${body}</body></html>`,
      );
  });
}
