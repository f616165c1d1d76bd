import { expect, it } from 'vitest';
import { ALL_CALLS } from './callFixtures.js';
import { describeEachDatabase, expectOk, freshEmail, startServer, useServer } from './harness.js';

describeEachDatabase('health and API documentation', (kind) => {
  const server = useServer(kind);

  it('GET /healthz answers ok with the database in use', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: kind });
  });

  it('GET /api/docs/json is an OpenAPI 3 document listing every call', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(ALL_CALLS.map((c) => c.call.path).sort());
    for (const { call } of ALL_CALLS) {
      const op = doc.paths[call.path].post;
      expect(op['x-min-role'], call.path).toBe(call.role);
      expect(op.requestBody.content['application/json'].schema, call.path).toBeTypeOf('object');
      expect(op.responses['200'], call.path).toBeDefined();
      expect(Boolean(op.security), call.path).toBe(call.role !== 'none');
    }
  });

  it('serves the documentation page', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown /api path with the 404 envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await server().app.inject({ method, url: '/api/x' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual({ code: 404, msg: 'Not found', key: 'notFound' });
    }
  });

  it('answers a call made with GET instead of POST with 404, not the handler', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/api/user/list' });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('notFound');
  });

  it('shows the local outbox outside production only', async () => {
    const s = server();
    const email = freshEmail('outbox');
    expect(expectOk(await s.call('/api/app/config', {}, { ip: '127.0.0.1' })).outbox).toBe(true);
    const dev = await s.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(dev.statusCode).toBe(200);
    expect(dev.headers['content-type']).toContain('text/html');

    const production = await startServer(kind, { configuredMailer: true, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    try {
      expectOk(await production.call('/api/user/apply/email/access', { email }));
      expect(expectOk(await production.call('/api/app/config')).outbox).toBe(false);
      const page = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(email);
    } finally {
      await production.close();
    }
  });
});
