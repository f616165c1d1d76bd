import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { describeEachDatabase, expectOk, freshEmail, type TestServer, useServer } from './harness.js';

const OUTBOX = '/dev/outbox';
const APPLY = '/api/user/apply/email/access';

/** This machine's address on its network, if it has one: a real socket from it is not loopback. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const openFrom = (s: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url: OUTBOX, remoteAddress, headers });

describeEachDatabase('local outbox', (kind) => {
  // The mailer the configuration picks: without SMTP_URL it keeps mail for the outbox.
  const server = useServer(kind, { configuredMailer: true });
  let email: string;
  beforeAll(async () => {
    email = freshEmail('outbox');
    expectOk(await server().call(APPLY, { email }));
  });

  it('shows sent mail to this machine, over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const page = await openFrom(server(), peer);
      expect(page.statusCode, peer).toBe(200);
      expect(page.body).toContain(email);
      expect(expectOk(await server().call('/api/app/config', {}, { ip: peer })).outbox).toBe(true);
    }
  });

  it('answers another machine as an unknown address does, and tells it there is no outbox', async () => {
    const s = server();
    const unknown = await s.app.inject({ method: 'GET', url: '/dev/no-such-page', remoteAddress: '203.0.113.5' });
    for (const peer of ['203.0.113.5', '10.0.0.7', '::ffff:10.0.0.7', 'fd00::7']) {
      const page = await openFrom(s, peer);
      expect(page.statusCode, peer).toBe(404);
      expect(page.body).toBe(unknown.body);
      expect(page.body).not.toContain(email);
      expect(expectOk(await s.call('/api/app/config', {}, { ip: peer })).outbox).toBe(false);
    }
  });

  it('believes the socket, not an X-Forwarded-For or Host header claiming to be local', async () => {
    const page = await openFrom(server(), '203.0.113.5', { 'x-forwarded-for': '127.0.0.1', host: 'localhost' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(email);
  });

  describe('over real sockets', () => {
    let app: FastifyInstance;
    let port: number;
    // The suite's app.close() ends the listener too.
    beforeAll(async () => {
      app = server().app;
      await app.listen({ host: '0.0.0.0', port: 0 });
      const address = app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    it('serves a connection from 127.0.0.1', async () => {
      const page = await fetch(`http://127.0.0.1:${port}${OUTBOX}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(email);
    });

    it.skipIf(!networkAddress)("refuses a connection from this machine's network address", async () => {
      const page = await fetch(`http://${networkAddress}:${port}${OUTBOX}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(email);
    });
  });
});

describeEachDatabase('local outbox with SMTP_URL', (kind) => {
  const server = useServer(kind, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('does not exist, not even for this machine', async () => {
    const s = server();
    expect((await openFrom(s, '127.0.0.1')).statusCode).toBe(404);
    expect(expectOk(await s.call('/api/app/config', {}, { ip: '127.0.0.1' })).outbox).toBe(false);
  });
});

describe('listening address', () => {
  it('is loopback until HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
