/** Local stand-ins for what the messenger talks to: a socket client, the Telegram Bot API, SMTP and a push service. */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { type LookupOptions, lookup as dnsLookup } from 'node:dns';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL, activateTicket, dispatchTickets, expectOk, freshToken, quickUser, type TestServer } from './harness.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';

export { NotifyClient } from './notifyClient.js';

/** A trader with a web session and a subscription of this ticket type (100 monthly member, 2400 Promax). */
export async function subscriber(server: TestServer, type: 100 | 2400 = 100): Promise<{ userid: string; token: string }> {
  const admin = await server.services.db.selectFrom('users').select('userid').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
  const superToken = await freshToken(server, admin.userid);
  const trader = await quickUser(server);
  const [ticket] = await dispatchTickets(server, superToken, type);
  expectOk(await activateTicket(server, trader.token, ticket as string));
  return trader;
}

let alertCounter = 0;
export function alertFor(userid: string, overrides: Partial<StrategyAlert> = {}): StrategyAlert {
  alertCounter += 1;
  return {
    userid,
    strategyId: 'strategy-a',
    strategyName: 'Breakout',
    symbol: 'AAPL',
    name: 'Apple Inc.',
    duration: '1d',
    ts: 1_767_000_000 + alertCounter * 86_400,
    payload: { 'matrix.mma10': 1.5, 'trend.route': 'up' },
    ...overrides,
  };
}

async function listen(server: Server | SMTPServer['server']): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export interface TelegramCall {
  method: string;
  params: Record<string, unknown>;
  /** The files of a multipart call (a photo), by the part's name. */
  files: Record<string, Buffer>;
}

/** A call's parameters: a JSON body, or a multipart form when grammY uploads a file (fields as text, files apart). */
async function telegramParams(request: IncomingMessage, body: Buffer): Promise<Pick<TelegramCall, 'params' | 'files'>> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return { params: body.length > 0 ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {}, files: {} };
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const params: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') params[name] = value;
    else files[name] = Buffer.from(await value.arrayBuffer());
  }
  return { params, files };
}

/** The Telegram Bot API as grammY calls it: POST /bot<token>/<method> with a JSON or multipart body. */
export async function fakeTelegram(token: string) {
  const calls: TelegramCall[] = [];
  let failuresLeft = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (!match || match[1] !== token) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
    }
    const method = match[2] as string;
    const { params, files } = await telegramParams(request, body);
    calls.push({ method, params, files });
    if (method === 'getMe') {
      return response.end(
        JSON.stringify({
          ok: true,
          result: { id: 42, is_bot: true, first_name: 'SignalDesk', username: 'signaldesk_test_bot', can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false },
        }),
      );
    }
    if ((method === 'sendMessage' || method === 'sendPhoto') && failuresLeft > 0) {
      failuresLeft -= 1;
      response.statusCode = 502;
      return response.end(JSON.stringify({ ok: false, error_code: 502, description: 'Bad Gateway' }));
    }
    response.end(JSON.stringify({ ok: true, result: { message_id: calls.length, date: 0, chat: { id: Number(params.chat_id), type: 'private' }, text: params.text } }));
  });
  const port = await listen(server);
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    sent: () => calls.filter((c) => c.method === 'sendMessage'),
    photos: () => calls.filter((c) => c.method === 'sendPhoto'),
    /** Every message the bot sent: as text, or as a chart's photo with the words as its caption. */
    messages: () => calls.filter((c) => c.method === 'sendMessage' || c.method === 'sendPhoto'),
    failNext(count: number) {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A private Telegram message as an update, the way Telegram posts it to the webhook. */
export function telegramUpdate(updateId: number, chatId: number, text: string, languageCode = 'en') {
  const from = { id: chatId, is_bot: false, first_name: 'Trader', language_code: languageCode };
  const entities = text.startsWith('/') ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] : undefined;
  return { update_id: updateId, message: { message_id: updateId, date: 1_767_225_600, chat: { id: chatId, type: 'private', first_name: 'Trader' }, from, text, ...(entities ? { entities } : {}) } };
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port. */
export async function fakeSmtp() {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await listen(server.server);
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface PushRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** The keys a browser makes for its push subscription: a P-256 public key and a 16-byte secret. */
export function browserPushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** The push service host the fake stands in for: the server posts only to the real services' hosts. */
export const FAKE_PUSH_HOST = 'fcm.googleapis.com';

/** Finds the fake push service's host on this machine, and every other name as usual. */
const lookupFakeHost = ((hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
  if (hostname !== FAKE_PUSH_HOST) return dnsLookup(hostname, options, callback as never);
  if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
  callback(null, '127.0.0.1', 4);
}) as unknown as typeof dnsLookup;

/**
 * A push service on https, under the FCM host name, with a certificate made for this run; the test process finds it
 * on this machine and trusts it through the global agent, which web-push uses.
 */
export async function fakePushService() {
  const dir = mkdtempSync(join(tmpdir(), 'signaldesk-push-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${FAKE_PUSH_HOST}`, '-addext', `subjectAltName=DNS:${FAKE_PUSH_HOST}`], { stdio: 'ignore' });
  const certificate = readFileSync(cert);
  const received: PushRequest[] = [];
  let status = 201;
  const server = createHttpsServer({ key: readFileSync(key), cert: certificate }, async (request, response) => {
    received.push({ path: request.url ?? '', headers: request.headers, body: await readBody(request) });
    response.statusCode = status;
    response.end();
  });
  rmSync(dir, { recursive: true, force: true });
  const previous = { ca: globalAgent.options.ca, lookup: globalAgent.options.lookup };
  globalAgent.options.ca = certificate;
  globalAgent.options.lookup = lookupFakeHost;
  const port = await listen(server as unknown as Server);
  return {
    received,
    /** A subscription as a browser would make it: its endpoint and its keys. */
    subscription(name: string) {
      return { endpoint: `https://${FAKE_PUSH_HOST}:${port}/push/${name}`, keys: browserPushKeys() };
    },
    answerWith(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        globalAgent.options.ca = previous.ca;
        globalAgent.options.lookup = previous.lookup;
        server.close(() => resolve());
      }),
  };
}
