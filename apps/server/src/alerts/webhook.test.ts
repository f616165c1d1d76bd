import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERT_LIMITS } from '@signaldesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../test/harness.js';
import {
  nextAttemptAt,
  type ResolvedAddress,
  SIGNATURE_HEADER,
  sendWebhook,
  WEBHOOK_LIMITS,
  WEBHOOK_RETRY_AFTER_SECONDS,
  type WebhookDeps,
  type WebhookOutcome,
} from './webhook.js';

const SECRET = 'whsec_test-secret';
const BODY = JSON.stringify({ alert: 'a1', symbol: 'AAPL', value: 201.5 });

interface Received {
  path: string;
  host: string;
  body: string;
  signatureValid: boolean;
  timestamp: number;
}

/** A receiver verifying the signature as the docs tell a trader to: HMAC-SHA256 of "t.body", compared in constant time. */
function verifies(header: string | undefined, body: string): { valid: boolean; timestamp: number } {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const expected = createHmac('sha256', SECRET).update(`${parts.get('t')}.${body}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return { valid: given.length === expected.length && timingSafeEqual(given, expected), timestamp };
}

const servers: Server[] = [];

/** A receiver on 127.0.0.1 that records every request and answers with `answer`. */
async function receiver(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const received: Received[] = [];
  const arrived: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { valid, timestamp } = verifies(request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined, body);
      received.push({ path: request.url ?? '', host: request.headers.host ?? '', body, signatureValid: valid, timestamp });
      for (const resolve of arrived.splice(0)) resolve();
      answer(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, received, nextArrival: () => new Promise<void>((resolve) => arrived.push(resolve)) };
}

afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const clock = new TestClock();
const testing: WebhookDeps = { now: clock.now, allowLoopbackForTests: true };
const strict: WebhookDeps = { now: clock.now };
const send = (url: string, deps: WebhookDeps = testing) => sendWebhook({ url, body: BODY, secret: SECRET }, deps);

describe('the webhook sender', () => {
  it('POSTs the JSON, signed over the timestamp and the body', async () => {
    const hook = await receiver((_, response) => response.end('ok'));
    const outcome = await send(`http://127.0.0.1:${hook.port}/hook?token=abc`);
    expect(outcome).toEqual({
      delivered: true,
      reason: 'ok',
      retry: false,
      status: 200,
      address: '127.0.0.1',
      answer: 'ok',
      answerCut: false,
      sentAt: clock.seconds,
    });
    expect(hook.received).toEqual([{ path: '/hook?token=abc', host: `127.0.0.1:${hook.port}`, body: BODY, signatureValid: true, timestamp: clock.seconds }]);
  });

  it('connects to the address it checked, keeping the name for the Host header', async () => {
    const hook = await receiver((_, response) => response.end());
    const resolve = vi.fn(async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }]);
    const outcome = await send(`http://hooks.trader.test:${hook.port}/`, { ...testing, resolve });
    expect(outcome).toMatchObject({ delivered: true, address: '127.0.0.1' });
    expect(resolve).toHaveBeenCalledWith('hooks.trader.test');
    expect(hook.received.map((request) => request.host)).toEqual([`hooks.trader.test:${hook.port}`]);
  });

  it('refuses loopback, metadata and private addresses, mapped forms among them, without connecting', async () => {
    const hook = await receiver((_, response) => response.end());
    const urls = [
      `http://127.0.0.1:${hook.port}/`,
      `http://[::1]:${hook.port}/`,
      `http://[::ffff:127.0.0.1]:${hook.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://10.0.0.8/',
      'http://0.0.0.0/',
    ];
    for (const url of urls) expect(await send(url, strict), url).toMatchObject({ delivered: false, reason: 'addressRefused', retry: false });
    expect(hook.received).toEqual([]);
  });

  it('refuses a name that resolves to a private address, or to a private one among public ones, at every send', async () => {
    let answers: ResolvedAddress[] = [{ address: '93.184.216.34', family: 4 }, { address: '192.168.0.10', family: 4 }];
    const resolve = vi.fn(async () => answers);
    expect(await send('https://hooks.trader.test/', { ...strict, resolve })).toMatchObject({ reason: 'addressRefused', address: null });
    answers = [{ address: 'fd12::1', family: 6 }];
    expect(await send('https://hooks.trader.test/', { ...strict, resolve })).toMatchObject({ reason: 'addressRefused' });
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('reports a name that does not resolve as worth another try', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => {
      throw new Error('ENOTFOUND');
    };
    expect(await send('https://nowhere.trader.test/', { ...strict, resolve })).toMatchObject({ reason: 'unresolved', retry: true });
  });

  it('does not follow a redirect, to a private address or anywhere', async () => {
    const hook = await receiver((request, response) => {
      const to = request.url === '/hook' ? `http://127.0.0.1:${(request.socket.address() as AddressInfo).port}/private` : null;
      response.writeHead(to ? 302 : 200, to ? { location: to } : {}).end();
    });
    const outcome = await send(`http://127.0.0.1:${hook.port}/hook`);
    expect(outcome).toMatchObject({ delivered: false, reason: 'redirect', retry: false, status: 302 });
    expect(hook.received.map((request) => request.path)).toEqual(['/hook']);
  });

  it('gives up on a receiver that does not answer within 5 seconds', async () => {
    const hook = await receiver(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrival = hook.nextArrival();
    const sending = send(`http://127.0.0.1:${hook.port}/slow`);
    await arrival;
    vi.advanceTimersByTime(WEBHOOK_LIMITS.timeoutMs - 1);
    const early = await Promise.race([sending, Promise.resolve('waiting' as const)]);
    expect(early).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(await sending).toMatchObject({ delivered: false, reason: 'timeout', retry: true, address: '127.0.0.1' });
  });

  it('counts the name’s lookup within the same 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const resolve = () => new Promise<ResolvedAddress[]>(() => undefined);
    const sending = send('https://slow-dns.trader.test/', { ...strict, resolve });
    await vi.advanceTimersByTimeAsync(WEBHOOK_LIMITS.timeoutMs);
    expect(await sending).toMatchObject({ delivered: false, reason: 'timeout', retry: true, address: null });
  });

  it('reads no more of the answer than its cap', async () => {
    const hook = await receiver((_, response) => {
      response.write('x'.repeat(WEBHOOK_LIMITS.answerBytes));
      response.end('y'.repeat(1024 * 1024));
    });
    const outcome = await send(`http://127.0.0.1:${hook.port}/`);
    expect(outcome).toMatchObject({ delivered: true, status: 200, answerCut: true });
    expect(outcome.answer).toBe('x'.repeat(WEBHOOK_LIMITS.answerBytes));
  });

  it('refuses a very long address, and any scheme but http and https, before resolving it', async () => {
    const resolve = vi.fn(async (): Promise<ResolvedAddress[]> => [{ address: '93.184.216.34', family: 4 }]);
    const long = `https://hooks.trader.test/${'a'.repeat(ALERT_LIMITS.webhookUrlLength)}`;
    expect(await send(long, { ...strict, resolve })).toMatchObject({ reason: 'urlTooLong', retry: false });
    for (const url of ['ftp://hooks.trader.test/', 'file:///etc/passwd', 'gopher://hooks.trader.test/', 'https://user:pw@hooks.trader.test/']) {
      expect(await send(url, { ...strict, resolve }), url).toMatchObject({ reason: 'badUrl', retry: false });
    }
    expect(resolve).not.toHaveBeenCalled();
  });

  it('tells a receiver’s failure worth retrying from a refusal', async () => {
    const statuses = [503, 429, 404];
    const hook = await receiver((_, response) => {
      response.statusCode = statuses.shift() ?? 500;
      response.end();
    });
    const url = `http://127.0.0.1:${hook.port}/`;
    expect(await send(url)).toMatchObject({ reason: 'status', status: 503, retry: true });
    expect(await send(url)).toMatchObject({ reason: 'status', status: 429, retry: true });
    expect(await send(url)).toMatchObject({ reason: 'status', status: 404, retry: false });
  });
});

describe('the next attempt', () => {
  const failed = { retry: true, sentAt: 1_000 } as WebhookOutcome;

  it('backs off after each failure, then gives up', () => {
    const waits = WEBHOOK_RETRY_AFTER_SECONDS.map((_, i) => (nextAttemptAt(failed, i + 1) ?? 0) - failed.sentAt);
    expect(waits).toEqual([...WEBHOOK_RETRY_AFTER_SECONDS]);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(nextAttemptAt(failed, WEBHOOK_RETRY_AFTER_SECONDS.length + 1)).toBeNull();
  });

  it('is never for what another attempt cannot mend', () => {
    expect(nextAttemptAt({ ...failed, retry: false }, 1)).toBeNull();
  });
});
