import { CHART_EVENTS, type KlineError, type KlineOhlcs, type Language } from '@signaldesk/contract';
import { io } from 'socket.io-client';
import type { ServerProcess } from './serverProcess.js';

export interface Reply {
  /** The HTTP status; 0 when no answer came at all (connection refused or reset, or no answer within a minute). */
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: envelopes are read loosely and checked by the callers
  body: any;
  retryAfter: string | null;
}

/** Lets one machine play many clients: the server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY). */
export const TRUSTED_PROXY_ENV = { TRUST_PROXY: '127.0.0.1' };

let ipCounter = 0;
export const freshClientIp = (): string => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * One call the way the web app makes it, in English unless `language` says otherwise; a call that gets no answer
 * reads as status 0 rather than throwing.
 */
export async function post(url: string, path: string, body: unknown = {}, options: { token?: string; ip?: string; language?: Language } = {}): Promise<Reply> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, body: null, retryAfter: null };
  }
}

/** The status /healthz answers; 0 when it does not answer. */
export async function health(url: string): Promise<number> {
  return fetch(`${url}/healthz`, { signal: AbortSignal.timeout(60_000) }).then(
    (res) => res.status,
    () => 0,
  );
}

function data(reply: Reply, what: string) {
  if (reply.status !== 200 || reply.body?.code !== 0) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Asks for a code, reads it where a server without SMTP prints it, verifies it and logs in: answers the replies. */
export async function emailSignIn(server: ServerProcess, email: string, ip = freshClientIp()) {
  const seen = server.codesMailed(email);
  const apply = await post(server.url, '/api/user/apply/email/access', { email }, { ip });
  if (apply.status !== 200) return { apply };
  const captcha = await server.mailedCode(email, seen);
  const verify = await post(server.url, '/api/auth/email/captcha/verify', { email, captcha }, { ip });
  if (verify.status !== 200) return { apply, verify };
  const login = await post(server.url, '/api/auth/login', { token: verify.body.data }, { ip });
  return { apply, verify, login };
}

export interface Trader {
  token: string;
  userid: string;
  email: string;
}

export async function signedIn(server: ServerProcess, email: string): Promise<Trader> {
  const { login, verify, apply } = await emailSignIn(server, email);
  const answer = data(login ?? verify ?? apply, `signing ${email} in`);
  return { token: answer.access_token, userid: answer.user.userid, email };
}

/** A trader made member by a monthly ticket that the administrator dispatched. */
export async function signedInMember(server: ServerProcess, admin: Trader, email: string): Promise<Trader> {
  const trader = await signedIn(server, email);
  const [ticket] = data(await post(server.url, '/api/ticket/dispatch', { type: 100, count: 1 }, { token: admin.token }), 'dispatching a ticket').list;
  data(await post(server.url, '/api/ticket/activate', { token: ticket.token }, { token: trader.token }), 'activating the ticket');
  return trader;
}

/** A chart page's connection to the live chart channel. */
export interface ChartClient {
  /** One chart request: the first answer or refusal that comes back. */
  compute(symbol: string): Promise<{ ohlcs: KlineOhlcs } | { error: KlineError }>;
  close(): void;
}

/** Opens the chart channel with the trader's token; a refused handshake rejects with its key. */
export async function chartClient(url: string, token: string): Promise<ChartClient> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { token } });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', (error: Error & { data?: { key?: string } }) => reject(Object.assign(error, { key: error.data?.key })));
    });
  } catch (error) {
    socket.disconnect();
    throw error;
  }
  return {
    compute: (symbol) =>
      new Promise((resolve) => {
        const answered = (answer: { ohlcs: KlineOhlcs } | { error: KlineError }) => {
          socket.off(CHART_EVENTS.ohlcs, onOhlcs);
          socket.off(CHART_EVENTS.error, onError);
          resolve(answer);
        };
        const onOhlcs = (ohlcs: KlineOhlcs) => answered({ ohlcs });
        const onError = (error: KlineError) => answered({ error });
        socket.on(CHART_EVENTS.ohlcs, onOhlcs);
        socket.on(CHART_EVENTS.error, onError);
        socket.emit(CHART_EVENTS.compute, { token, symbol, duration: '1d' });
      }),
    close: () => socket.disconnect(),
  };
}
