import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { webhookUrlField } from '@signaldesk/contract';
import { hostOf, isLoopbackAddress, isPublicAddress } from './webhookAddress.js';

export const WEBHOOK_LIMITS = {
  /** The whole exchange, connection to the last byte read. */
  timeoutMs: 5_000,
  /** Of the receiver's answer, kept for the delivery log; the rest is never read. */
  answerBytes: 64 * 1024,
} as const;

/** Seconds to wait after each failed attempt; after the last, the delivery gives up. */
export const WEBHOOK_RETRY_AFTER_SECONDS = [30, 120, 600, 3_600, 6 * 3_600] as const;

export const SIGNATURE_HEADER = 'SignalDesk-Signature';

/** One POST: a JSON body for the trader's address, signed with the trader's secret. */
export interface WebhookDelivery {
  url: string;
  body: string;
  secret: string;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface WebhookDeps {
  /** Epoch seconds, the signature's timestamp. */
  now: () => number;
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Lets a test's receiver on 127.0.0.1 or ::1 take deliveries. The server's wiring builds these deps itself and
   * never sets it; nothing of a delivery (the trader's address, body or secret) can reach it.
   */
  allowLoopbackForTests?: boolean;
}

export type WebhookReason = 'ok' | 'badUrl' | 'urlTooLong' | 'addressRefused' | 'unresolved' | 'redirect' | 'status' | 'timeout' | 'network';

/** What became of one attempt, as the delivery log keeps it. */
export interface WebhookOutcome {
  delivered: boolean;
  reason: WebhookReason;
  /** Whether a later attempt may fare better: a timeout or a 503 may, a refused address or a 404 will not. */
  retry: boolean;
  status: number | null;
  /** The IP address connected to, the one that was checked. */
  address: string | null;
  answer: string;
  /** The answer ran past WEBHOOK_LIMITS.answerBytes and was cut there. */
  answerCut: boolean;
  sentAt: number;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its events. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** When to try again after an attempt, or null to give up: `attempt` counts the attempts made, this one included. */
export function nextAttemptAt(outcome: WebhookOutcome, attempt: number): number | null {
  const wait = WEBHOOK_RETRY_AFTER_SECONDS[attempt - 1];
  return outcome.retry && wait !== undefined ? outcome.sentAt + wait : null;
}

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** The URL if the contract takes it (http or https, no credentials, not too long), else why not: checked again at the send. */
function parsedUrl(text: string): URL | 'badUrl' | 'urlTooLong' {
  const parsed = webhookUrlField.safeParse(text);
  if (parsed.success) return new URL(parsed.data);
  return parsed.error.issues.some((issue) => issue.message === 'urlTooLong') ? 'urlTooLong' : 'badUrl';
}

/**
 * The address to connect to, checked: every address the name resolves to must be allowed, so a name that answers a
 * public and a private address by turns cannot slip through on a later lookup.
 */
async function checkedAddress(hostname: string, deps: WebhookDeps): Promise<ResolvedAddress | 'addressRefused' | 'unresolved'> {
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (deps.resolve ?? systemResolve)(hostname);
    } catch {
      return 'unresolved';
    }
  }
  const allowed = (address: string) => isPublicAddress(address) || (deps.allowLoopbackForTests === true && isLoopbackAddress(address));
  if (addresses.length === 0) return 'unresolved';
  return addresses.every(({ address }) => allowed(address)) ? addresses[0]! : 'addressRefused';
}

/** A lookup that answers the checked address whatever it is asked: the connection goes where the check looked. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function statusOutcome(status: number): Pick<WebhookOutcome, 'delivered' | 'reason' | 'retry'> {
  if (status >= 200 && status < 300) return { delivered: true, reason: 'ok', retry: false };
  // A redirect is not followed: its target was never checked.
  if (status >= 300 && status < 400) return { delivered: false, reason: 'redirect', retry: false };
  return { delivered: false, reason: 'status', retry: status === 408 || status === 429 || status >= 500 };
}

type OutcomeOf = (fields: Partial<WebhookOutcome> & Pick<WebhookOutcome, 'reason' | 'retry'>) => WebhookOutcome;

/** One POST to the checked address, settled by its answer, an error or the deadline, whichever comes first. */
interface Attempt {
  url: URL;
  target: ResolvedAddress;
  sentAt: number;
  deadline: AbortSignal;
  outcome: OutcomeOf;
}

function post(delivery: WebhookDelivery, { url, target, sentAt, deadline, outcome }: Attempt): Promise<WebhookOutcome> {
  const hostname = hostOf(url);
  const body = Buffer.from(delivery.body);
  const client = url.protocol === 'https:' ? https : http;
  const { address } = target;
  return new Promise<WebhookOutcome>((settle) => {
    let settled = false;
    const finish = (result: WebhookOutcome) => {
      if (settled) return;
      settled = true;
      request.destroy();
      settle(result);
    };
    const request = client.request(
      {
        method: 'POST',
        host: hostname,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        lookup: pinnedLookup(target),
        agent: false,
        ...(url.protocol === 'https:' && isIP(hostname) === 0 ? { servername: hostname } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'SignalDesk-Webhook/1',
          [SIGNATURE_HEADER]: signatureHeader(delivery.secret, sentAt, delivery.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const answered = (answerCut: boolean) =>
          finish(outcome({ ...statusOutcome(status), status, address, answer: Buffer.concat(chunks).toString('utf8'), answerCut }));
        response.on('data', (chunk: Buffer) => {
          const room = WEBHOOK_LIMITS.answerBytes - kept;
          chunks.push(chunk.subarray(0, room));
          kept += Math.min(room, chunk.length);
          if (chunk.length > room) answered(true);
        });
        response.on('end', () => answered(false));
        response.on('error', () => finish(outcome({ reason: 'network', retry: true, status, address })));
      },
    );
    deadline.addEventListener('abort', () => finish(outcome({ reason: 'timeout', retry: true, address })), { once: true });
    request.on('error', () => finish(outcome({ reason: 'network', retry: true, address })));
    request.end(body);
  });
}

/**
 * POSTs the delivery's JSON to the trader's address and answers what became of it; it never throws. The address is
 * resolved and checked at every send, the connection made to the checked IP, and the answer read up to its cap, all
 * within one deadline from the start.
 */
export async function sendWebhook(delivery: WebhookDelivery, deps: WebhookDeps): Promise<WebhookOutcome> {
  const sentAt = deps.now();
  const outcome: OutcomeOf = (fields) => ({ delivered: false, status: null, address: null, answer: '', answerCut: false, sentAt, ...fields });
  const url = parsedUrl(delivery.url);
  if (typeof url === 'string') return outcome({ reason: url, retry: false });
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), WEBHOOK_LIMITS.timeoutMs);
  try {
    const late = new Promise<'timeout'>((resolve) => deadline.signal.addEventListener('abort', () => resolve('timeout'), { once: true }));
    const target = await Promise.race([checkedAddress(hostOf(url), deps), late]);
    if (target === 'timeout') return outcome({ reason: 'timeout', retry: true });
    if (target === 'addressRefused') return outcome({ reason: target, retry: false });
    if (target === 'unresolved') return outcome({ reason: target, retry: true });
    return await post(delivery, { url, target, sentAt, deadline: deadline.signal, outcome });
  } finally {
    clearTimeout(timer);
  }
}
