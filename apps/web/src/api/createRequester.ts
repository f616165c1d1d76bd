import { type Call, type CallBody, type CallReply, formatMessage, LIMITS, type Language, type MessageKey } from '@signaldesk/contract';
import { ApiError } from './ApiError.js';

/** block: a duplicate in flight is refused; kill: the previous identical one is aborted; delay: debounced; default: plain. */
export type RequestKind = 'block' | 'kill' | 'delay' | 'default';

interface RequestOptions {
  kind?: RequestKind;
}

export interface RequesterDeps {
  fetch: typeof fetch;
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

export type Request = <C extends Call>(call: C, body: CallBody<C>, options?: RequestOptions) => Promise<CallReply<C>>;

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

  function headers(token: string | null): Record<string, string> {
    const result: Record<string, string> = {
      'Content-Type': 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    if (token) result.Authorization = `Bearer ${token}`;
    if (deps.isDebug()) result['X-Debug'] = '1';
    return result;
  }

  async function attempt<C extends Call>(call: C, body: unknown, outer: AbortSignal, token: string | null): Promise<CallReply<C>> {
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
      });
      const envelope = await response.json().catch(() => null);
      if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
        throw new ApiError({ code: response.status || LOCAL_ERROR_CODE, msg: formatMessage('requestFailed', deps.getLanguage()) }, response.status);
      }
      if (envelope.code !== 0) throw new ApiError(envelope, response.status);
      const parsed = call.reply.safeParse(envelope.data);
      if (!parsed.success) {
        throw new ApiError({ code: LOCAL_ERROR_CODE, msg: `${formatMessage('requestFailed', deps.getLanguage())}: ${call.path}` });
      }
      return parsed.data as CallReply<C>;
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
  async function send<C extends Call>(call: C, body: unknown, signal: AbortSignal): Promise<CallReply<C>> {
    let renewed = false;
    let timeouts = 0;
    for (;;) {
      const token = deps.getToken();
      try {
        return await attempt(call, body, signal, token);
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

  function tracked<C extends Call>(key: string, call: C, body: unknown): Promise<CallReply<C>> {
    const controller = new AbortController();
    inFlight.set(key, controller);
    return send(call, body, controller.signal).finally(() => {
      if (inFlight.get(key) === controller) inFlight.delete(key);
    });
  }

  function debounce<C extends Call>(key: string, call: C, body: unknown): Promise<CallReply<C>> {
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
    return send(call, body, new AbortController().signal);
  };
}
