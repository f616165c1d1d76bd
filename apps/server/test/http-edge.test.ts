import { EventEmitter } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { MESSAGES } from '@signaldesk/contract';
import type { FastifyReply } from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COSTLY_CALLS_PER_MINUTE } from '../src/http/rateLimits.js';
import { answersInFlight } from '../src/limits/answersInFlight.js';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshIp,
  quickUser,
  REDIS_UP,
  type SignedIn,
  signInMember,
  signInSuper,
  startServer,
  TEST_REDIS_URL,
  type TestServer,
  toAnswer,
  unreachable,
  useServer,
} from './harness.js';

const SEEK = '/api/stats/seek';
const SEEKS_PER_MINUTE = COSTLY_CALLS_PER_MINUTE.get(SEEK) ?? 0;
const redisRule = unreachable('Redis', TEST_REDIS_URL, REDIS_UP);

/** The directives of a Content-Security-Policy header by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('script-src'), where).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

/** A path the router cannot decode, and one whose parameter is past the router's 100 characters. */
const MALFORMED_URL = '/api/%zz';
const OVERLONG_PARAMETER = `/download/desktop/${'x'.repeat(200)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The lines the server logs from now on, each read as JSON, at info level so refusals are among them; they go
 * nowhere else. Request loggers are children of the app's and write to its stream.
 */
function captureLog(s: TestServer): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const stream = (s.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym];
  if (!stream) throw new Error('the server logs to no stream');
  vi.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(JSON.parse(line));
    return true;
  });
  s.app.log.level = 'info';
  return lines;
}

/** An answer written straight to a socket: its status and headers by lower-case name. */
function readRawAnswer(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Sends bytes on a fresh connection and reads what comes back until the server closes it. */
async function rawExchange(port: number, ...parts: (string | (() => Promise<void>))[]): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  // A step between two writes happens while the request is half sent.
  for (const part of parts) {
    if (typeof part === 'string') socket.write(part);
    else await part();
  }
  await closed;
  return answer;
}

/** Freezes Date, which the rate-limit store reads, so a window cannot end in the middle of a test on a slow machine. */
function frozenWindow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describeEachDatabase('security headers and API documentation', (kind) => {
  const server = useServer(kind);

  it("puts the security headers on a call, a refusal, an unknown path, the router's own refusals and the API documentation, without HSTS over http", async () => {
    const s = server();
    const answers = {
      call: await s.call('/api/app/config'),
      refusal: await s.call('/api/user/list'),
      unknown: await s.call('/api/nothing-here'),
      malformedUrl: await s.app.inject({ method: 'GET', url: MALFORMED_URL }),
      overlongParameter: await s.app.inject({ method: 'GET', url: OVERLONG_PARAMETER }),
      docs: await s.app.inject({ method: 'GET', url: '/api/docs' }),
      health: await s.app.inject({ method: 'GET', url: '/healthz' }),
    };
    expect(answers.refusal.status).toBe(401);
    expect(answers.unknown.status).toBe(404);
    expect(answers.malformedUrl.statusCode).toBe(400);
    expect(answers.overlongParameter.statusCode).toBe(414);
    expect(answers.docs.statusCode).toBe(200);
    for (const [where, answer] of Object.entries(answers)) {
      expectSecurityHeaders(answer.headers, where);
      expect(answer.headers['strict-transport-security'], where).toBeUndefined();
      expect(answer.headers['content-security-policy'], where).not.toContain('upgrade-insecure-requests');
    }
  });

  it('lets the local outbox render under the policy: its inline style is allowed and it has no script', async () => {
    const page = await server().app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<style>');
    expect(page.body).not.toContain('<script');
    expect(directives(page.headers['content-security-policy']).get('style-src')).toContain("'unsafe-inline'");
  });

  it('sends HSTS and upgrades insecure requests only when PUBLIC_URL is https', async () => {
    const secure = await startServer(kind, { env: { PUBLIC_URL: 'https://signaldesk.example' } });
    try {
      const res = await secure.call('/api/app/config');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('serves /api/docs in production only when API_DOCS=on, and not outside production when API_DOCS=off', async () => {
    const cases: { env: Record<string, string>; served: boolean }[] = [
      { env: { NODE_ENV: 'production' }, served: false },
      { env: { NODE_ENV: 'production', API_DOCS: 'on' }, served: true },
      { env: { API_DOCS: 'off' }, served: false },
    ];
    for (const { env, served } of cases) {
      const s = await startServer(kind, { env: { ...env, LOG_LEVEL: 'silent' } });
      try {
        for (const url of ['/api/docs', '/api/docs/json']) {
          const res = await s.app.inject({ method: 'GET', url });
          expect(res.statusCode, `${url} with ${JSON.stringify(env)}`).toBe(served ? 200 : 404);
        }
        if (!served) expect(s.app.routeRecords.some((r) => r.url.startsWith('/api/docs'))).toBe(false);
      } finally {
        await s.close();
      }
    }
  });
});

describeEachDatabase('request ids', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let log: Record<string, unknown>[];
  beforeAll(() => {
    s = server();
    log = captureLog(s);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('names every answer by an x-request-id that its log line names: a call, refusals by role, field, size and path, and the router\'s own', async () => {
    const user = await quickUser(s);
    const answers = {
      call: await s.call('/api/app/config'),
      byRole: await s.call('/api/user/list', {}, { token: user.token }),
      byField: await s.call('/api/user/update/name', { username: 'Ann\u0000' }, { token: user.token, headers: { 'accept-language': 'zh-CN' } }),
      bySize: await s.call('/api/app/config', { padding: 'x'.repeat(70 * 1024) }),
      unknownPath: await s.call('/api/nothing-here'),
      malformedUrl: toAnswer(await s.app.inject({ method: 'GET', url: MALFORMED_URL, headers: { 'accept-language': 'zh' } })),
      overlongParameter: toAnswer(await s.app.inject({ method: 'GET', url: OVERLONG_PARAMETER })),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([where, res]) => [where, `${res.status} ${res.body?.key ?? ''}`.trim()]))).toEqual({
      call: '200',
      byRole: '403 forbidden',
      byField: '422 notText',
      bySize: '413 bodyTooLarge',
      unknownPath: '404 notFound',
      malformedUrl: '400 badUrl',
      overlongParameter: '414 urlTooLong',
    });
    expect(answers.byField.body).toMatchObject({ field: 'username', msg: MESSAGES.notText.zh.replace('{{field}}', 'username') });
    expect(answers.malformedUrl.body.msg).toBe(MESSAGES.badUrl.zh);
    const ids = new Set<string>();
    for (const [where, res] of Object.entries(answers)) {
      const id = String(res.headers['x-request-id']);
      expect(id, where).toMatch(UUID);
      ids.add(id);
      const lines = log.filter((line) => line.reqId === id);
      expect(lines.length, `${where}: a log line names ${id}`).toBeGreaterThan(0);
      if (res.status >= 400) {
        expect(lines.find((line) => line.msg === 'request refused'), `${where}: its refusal is logged`).toMatchObject({ status: res.status, key: res.body.key });
      }
    }
    expect(ids.size, 'every answer has an id of its own').toBe(Object.keys(answers).length);
  });

  it('answers a request it cannot read on its socket with the security headers, an id and a log line naming it', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const answer = readRawAnswer(await rawExchange(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nnot a header\r\n\r\n'));
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'unreadable request');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400, key: 'requestUnreadable', msg: MESSAGES.requestUnreadable.en });
    const id = answer.headers['x-request-id'] ?? '';
    expect(id).toMatch(UUID);
    expect(log.find((line) => line.reqId === id)).toMatchObject({ msg: 'request refused', status: 400, key: 'requestUnreadable' });
  });
});

describeEachDatabase('answers outside the routes', (kind) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('marks socket.io\'s own refusal like every answer: the headers, an id and a log line naming it', async () => {
    const s = await startServer(kind);
    try {
      const log = captureLog(s);
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.app.server.address() as AddressInfo;
      const refused = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=carrier-pigeon`);
      expect(refused.status).toBe(400);
      const headers = Object.fromEntries(refused.headers);
      expectSecurityHeaders(headers, 'socket.io');
      const id = headers['x-request-id'] ?? '';
      expect(id).toMatch(UUID);
      expect(log.find((line) => line.reqId === id)).toMatchObject({ msg: 'request refused', status: 400 });
    } finally {
      await s.close();
    }
  });

  it('refuses a request that reaches a closing server with 503, Retry-After, the spec\'s text, the headers and an id its log names', async () => {
    const s = await startServer(kind);
    const log = captureLog(s);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    let closed: Promise<void> | undefined;
    const text = await rawExchange(port, 'GET /api/app/config HTTP/1.1\r\nHost: localhost\r\nAccept-Language: zh-CN\r\n', async () => {
      closed = s.close();
      // The server stops listening once its closing hooks have run: the rest of the request then reaches it closing.
      await vi.waitFor(() => expect(s.app.server.listening).toBe(false), { timeout: 30_000, interval: 20 });
    }, '\r\n');
    await closed;
    const answer = readRawAnswer(text);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 503, key: 'serviceUnavailable', msg: MESSAGES.serviceUnavailable.zh });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers.connection).toBe('close');
    expectSecurityHeaders(answer.headers, 'closing');
    const id = answer.headers['x-request-id'] ?? '';
    expect(id).toMatch(UUID);
    expect(log.find((line) => line.reqId === id && line.msg === 'request refused')).toMatchObject({ status: 503, key: 'serviceUnavailable' });
  });
});

describeEachDatabase('rate limits', (kind) => {
  const CALLS_PER_MINUTE = 20;
  const server = useServer(kind, { env: { RATE_LIMIT_PER_MINUTE: String(CALLS_PER_MINUTE) } });
  frozenWindow();

  it('limits every call per address before sign-in: the next one is refused with Retry-After and the text in its language', async () => {
    const s = server();
    const ip = freshIp();
    for (let i = 0; i < CALLS_PER_MINUTE; i++) expectOk(await s.call('/api/app/config', {}, { ip }));
    const refused = expectRefusal(await s.call('/api/app/config', {}, { ip, headers: { 'accept-language': 'zh-CN' } }), 429, 'tooManyRequests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.msg).toBe(`请求过于频繁，请 ${retryAfter} 秒后再试`);
    expectSecurityHeaders(refused.headers, '429');
    expectOk(await s.call('/api/app/config', {}, { ip: freshIp() }));
  });

  it('limits a signed-in user across addresses, and not the other users behind the same address', async () => {
    const s = server();
    const flooder = await quickUser(s);
    const neighbour = await quickUser(s);
    const ip = freshIp();
    for (let i = 0; i < CALLS_PER_MINUTE; i++) expectOk(await s.call('/api/auth/token/access', {}, { token: flooder.token, ip: freshIp() }));
    expectRefusal(await s.call('/api/auth/token/access', {}, { token: flooder.token, ip }), 429, 'tooManyRequests');
    expectOk(await s.call('/api/auth/token/access', {}, { token: neighbour.token, ip }));
    expectOk(await s.call('/api/app/config', {}, { ip }));
  });

  it('counts a forged token against its address, not against the user it names', async () => {
    const s = server();
    const victim = await quickUser(s);
    const ip = freshIp();
    const [header, payload] = victim.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (let i = 0; i < CALLS_PER_MINUTE; i++) expectRefusal(await s.call('/api/auth/token/access', {}, { token: forged, ip }), 401, 'unauthorized');
    expectRefusal(await s.call('/api/auth/token/access', {}, { token: forged, ip }), 429, 'tooManyRequests');
    expectOk(await s.call('/api/auth/token/access', {}, { token: victim.token, ip: freshIp() }));
  });
});

/** One member floods the seek list; the next seek is refused with Retry-After while another member's still runs. */
async function floodSeek(s: TestServer, flooder: SignedIn, other: SignedIn) {
  for (let i = 0; i < SEEKS_PER_MINUTE; i++) expectOk(await s.call(SEEK, {}, { token: flooder.token }));
  const refused = expectRefusal(await s.call(SEEK, {}, { token: flooder.token }), 429, 'tooManyRequests');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expectOk(await s.call(SEEK, {}, { token: other.token }));
  // The costly call's count is its own: the flooder's other calls still go through.
  expectOk(await s.call('/api/strategy/mine/list', {}, { token: flooder.token }));
}

describeEachDatabase('the seek list', (kind) => {
  const server = useServer(kind);
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    const admin = await signInSuper(server());
    alice = await signInMember(server(), admin.token);
    bob = await signInMember(server(), admin.token);
  });

  describe('flooded by one member', () => {
    frozenWindow();
    it(`answers that member 429 with Retry-After after ${SEEKS_PER_MINUTE} seeks in a minute, and another member as usual`, async () => {
      await floodSeek(server(), alice, bob);
    });
  });

  it('compresses the answer for a client that accepts gzip or brotli, and sends it plain to one that does not', async () => {
    const s = server();
    const plain = await s.app.inject({ method: 'POST', url: SEEK, payload: {}, headers: { authorization: `Bearer ${bob.token}` } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await s.app.inject({
      method: 'POST',
      url: SEEK,
      payload: {},
      headers: { authorization: `Bearer ${bob.token}`, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const brotli = await s.app.inject({
      method: 'POST',
      url: SEEK,
      payload: {},
      headers: { authorization: `Bearer ${bob.token}`, 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers uncompressed', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe.skipIf(redisRule.skip)('rate limits with REDIS_URL', () => {
  beforeAll(redisRule.failIfDown);
  describeEachDatabase('redis-backed', (kind) => {
    const server = useServer(kind, { env: { REDIS_URL: TEST_REDIS_URL } });

    it('counts seeks in Redis under the server key prefix', async () => {
      const s = server();
      const admin = await signInSuper(s);
      const [alice, bob] = [await signInMember(s, admin.token), await signInMember(s, admin.token)];
      await floodSeek(s, alice, bob);
      const keys = await s.services.redis!.keys(`${s.services.keyPrefix}calls:*`);
      expect(keys.some((key) => key.includes(SEEK) && key.endsWith(`user:${alice.user.userid}`))).toBe(true);
    });
  });
});

describe.skipIf(redisRule.skip)('rate limits while Redis fails', () => {
  beforeAll(redisRule.failIfDown);
  describeEachDatabase('redis-backed', (kind) => {
    const server = useServer(kind, { env: { REDIS_URL: TEST_REDIS_URL } });

    it('let calls through rather than refusing every one', async () => {
      const s = server();
      const user = await quickUser(s);
      // The store's counting command fails as it does while Redis is unreachable; the rest of the server keeps its Redis.
      const redis = s.services.redis as unknown as { rateLimit: (...args: unknown[]) => void };
      const counting = vi.spyOn(redis, 'rateLimit').mockImplementation((...args: unknown[]) => {
        (args.at(-1) as (error: Error) => void)(new Error('Connection is closed.'));
      });
      try {
        for (let i = 0; i < 3; i++) {
          expectOk(await s.call('/api/app/config'));
          expectOk(await s.call('/api/auth/token/access', {}, { token: user.token }));
        }
        expect(counting).toHaveBeenCalled();
      } finally {
        counting.mockRestore();
      }
    });
  });
});

describeEachDatabase('request timeouts', (kind) => {
  const server = useServer(kind, { env: { REQUEST_TIMEOUT_SECONDS: '1' } });

  it('closes a connection whose body trickles in past the request timeout with 408, while other requests are served', async () => {
    const s = server();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/app/config HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    // One byte every 100 ms keeps the connection busy, so only the whole-request limit can end it.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      await closed;
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const timedOut = readRawAnswer(answer);
    expectSecurityHeaders(timedOut.headers, '408');
    expect(timedOut.headers['x-request-id']).toMatch(UUID);
    expect(JSON.parse(timedOut.body)).toMatchObject({ code: 408, key: 'requestTimedOut' });
  });
});

describe('answers in flight', () => {
  const replyOf = () => {
    const raw = new EventEmitter();
    return { reply: { raw } as unknown as FastifyReply, close: () => raw.emit('close') };
  };

  it('holds a place per answer until its connection closes, per key', () => {
    const seeking = answersInFlight(2);
    const [one, two, three] = [replyOf(), replyOf(), replyOf()];
    expect(seeking.take('alice', one.reply)).toBe(true);
    expect(seeking.take('alice', two.reply)).toBe(true);
    expect(seeking.take('alice', three.reply)).toBe(false);
    expect(seeking.take('bob', replyOf().reply)).toBe(true);
    one.close();
    expect(seeking.take('alice', three.reply)).toBe(true);
    expect(seeking.take('alice', replyOf().reply)).toBe(false);
  });
});
