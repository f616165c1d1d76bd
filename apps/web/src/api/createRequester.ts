import { type Call, type CallBody, type CallPath, type CallReply, formatMessage, LIMITS, type Language, type MessageKey } from '@signaldesk/contract';
import { ApiError } from './ApiError.js';

/** block: a duplicate in flight is refused; kill: the previous identical one is aborted; delay: debounced; default: plain. */
export type RequestKind = 'block' | 'kill' | 'delay' | 'default';

interface RequestOptions {
  kind?: RequestKind;
  /** Sent on even if the page is left or reloaded meanwhile (fetch's keepalive): a save the trader made just before. */
  keepalive?: boolean;
}

/** A call's answer schema, as the requester uses it. */
export interface ReplySchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false };
}

/** Every call's answer schema by its path; undefined for a path no call has. */
export type ReplySchemas = (path: string) => ReplySchema | undefined;

export interface RequesterDeps {
  fetch: typeof fetch;
  /**
   * The answer schemas, loaded apart from the calls' paths so zod and the schemas stay out of the app's first
   * download. Asked for as the first call is sent, and awaited before its answer is handed on.
   */
  loadReplySchemas: () => Promise<ReplySchemas>;
  getToken: () => string | null;
  getLanguage: () => Language;
  isDebug: () => boolean;
  /** A signed-in call was refused with this token: renew it and answer whether a newer one is ready to try. */
  renewToken: (stale: string) => Promise<boolean>;
  /** A 401 that renewing could not cure. */
  onUnauthorized: (error: ApiError) => void;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  delayMs?: number;
}

export type Request = <C extends Call>(call: CallPath<C>, body: CallBody<C>, options?: RequestOptions) => Promise<CallReply<C>>;

/** Local failures carry code -1 and the message key, so callers can tell them from server answers. */
const LOCAL_ERROR_CODE = -1;

const TIMEOUT = Symbol('timeout');

export function createRequester(deps: RequesterDeps): Request {
  const timeoutMs = deps.timeoutMs ?? LIMITS.requestTimeoutMs;
  const retries = deps.retries ?? LIMITS.requestRetries;
  const retryDelayMs = deps.retryDelayMs ?? LIMITS.requestRetryDelayMs;
  const delayMs = deps.delayMs ?? LIMITS.requestDelayMs;
  const inFlight = new Map<string, AbortController>();
  const delayed = new Map<string, () => void>();
  let replySchemas: Promise<ReplySchemas | null> | null = null;

  const localError = (key: MessageKey) =>
    new ApiError({ code: LOCAL_ERROR_CODE, msg: formatMessage(key, deps.getLanguage()), key });

  function wait(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(localError('requestCancelled'));
        },
        { once: true },
      );
    });
  }

  /** Loaded once; a failed load (the network gone) is null, and tried again by the next call. */
  function loadReplySchemas(): Promise<ReplySchemas | null> {
    replySchemas ??= deps.loadReplySchemas().catch(() => {
      replySchemas = null;
      return null;
    });
    return replySchemas;
  }

  /** No answer is handed on unchecked: one that cannot be checked fails as one that does not fit. */
  async function checked(path: string, data: unknown, schemas: Promise<ReplySchemas | null>): Promise<unknown> {
    const schema = (await schemas)?.(path);
    const parsed = schema?.safeParse(data);
    if (!parsed?.success) {
      throw new ApiError({ code: LOCAL_ERROR_CODE, msg: `${formatMessage('requestFailed', deps.getLanguage())}: ${path}` });
    }
    return parsed.data;
  }

  function headers(token: string | null): Record<string, string> {
    const result: Record<string, string> = {
      'Content-Type': 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    if (token) result.Authorization = `Bearer ${token}`;
    if (deps.isDebug()) result['X-Debug'] = '1';
    return result;
  }

  async function attempt<C extends Call>(call: CallPath<C>, body: unknown, outer: AbortSignal, token: string | null, keepalive: boolean): Promise<CallReply<C>> {
    const schemas = loadReplySchemas();
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort();
    outer.addEventListener('abort', onOuterAbort);
    const timer = setTimeout(() => controller.abort(TIMEOUT), timeoutMs);
    try {
      const response = await deps.fetch(call.path, {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
        ...(keepalive ? { keepalive } : {}),
      });
      const envelope = await response.json().catch(() => null);
      if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
        throw new ApiError({ code: response.status || LOCAL_ERROR_CODE, msg: formatMessage('requestFailed', deps.getLanguage()) }, response.status);
      }
      if (envelope.code !== 0) throw new ApiError(envelope, response.status);
      return (await checked(call.path, envelope.data, schemas)) as CallReply<C>;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (controller.signal.reason === TIMEOUT) throw TIMEOUT;
      if (outer.aborted) throw localError('requestCancelled');
      throw localError('requestFailed');
    } finally {
      clearTimeout(timer);
      outer.removeEventListener('abort', onOuterAbort);
    }
  }

  /** Access tokens are short-lived: a signed-in call refused with 401 renews the token once and is sent again. */
  async function send<C extends Call>(call: CallPath<C>, body: unknown, signal: AbortSignal, keepalive = false): Promise<CallReply<C>> {
    let renewed = false;
    let timeouts = 0;
    for (;;) {
      const token = deps.getToken();
      try {
        return await attempt(call, body, signal, token, keepalive);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          if (!renewed && token && call.role !== 'none' && (await deps.renewToken(token))) {
            renewed = true;
            continue;
          }
          deps.onUnauthorized(error);
        }
        if (error !== TIMEOUT) throw error;
        if (timeouts >= retries) throw localError('networkTimeout');
        timeouts += 1;
        await wait(retryDelayMs, signal);
      }
    }
  }

  function tracked<C extends Call>(key: string, call: CallPath<C>, body: unknown): Promise<CallReply<C>> {
    const controller = new AbortController();
    inFlight.set(key, controller);
    return send(call, body, controller.signal).finally(() => {
      if (inFlight.get(key) === controller) inFlight.delete(key);
    });
  }

  function debounce<C extends Call>(key: string, call: CallPath<C>, body: unknown): Promise<CallReply<C>> {
    delayed.get(key)?.();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        delayed.delete(key);
        send(call, body, new AbortController().signal).then(resolve, reject);
      }, delayMs);
      delayed.set(key, () => {
        clearTimeout(timer);
        reject(localError('requestCancelled'));
      });
    });
  }

  return function request(call, body, options = {}) {
    const kind = options.kind ?? 'default';
    const key = `${call.path} ${JSON.stringify(body ?? {})}`;
    if (kind === 'block') {
      if (inFlight.has(key)) return Promise.reject(localError('requestDuplicate'));
      return tracked(key, call, body);
    }
    if (kind === 'kill') {
      inFlight.get(key)?.abort();
      return tracked(key, call, body);
    }
    if (kind === 'delay') return debounce(call.path, call, body);
    return send(call, body, new AbortController().signal, options.keepalive);
  };
}
