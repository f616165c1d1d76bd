import { MESSAGES } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './ApiError.js';
import { createRequester, type RequesterDeps, type ReplySchemas } from './createRequester.js';
import { replySchemaOf } from './replySchemas.js';

/** A server's answer to /api/app/config: a demo market, every alert channel but the desktop's, no support contact. */
const appConfig = (fields: { wechatLogin: boolean; outbox: boolean; version: string }) => ({
  ...fields,
  marketProvider: 'demo',
  alertChannels: { browser: true, webpush: true, telegram: false, email: false, desktop: false },
  support: { email: null, wechat: null, wechatQr: null },
});

const user = {
  userid: 'u1',
  email: 'a@example.com',
  pushemail: null,
  pushemailConfirmed: false,
  username: 'a',
  role: 'user',
  level: 1,
  regtype: 'email',
  status: 'active',
  market: 'ALL',
  telegramId: null,
  botPush: false,
  createdAt: 1,
  exp: null,
  iat: 1,
  settings: {},
  riseFallColours: null,
};

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers until its signal aborts, like a stalled network. */
function stalled(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function setup(fetchImpl: RequesterDeps['fetch'], overrides: Partial<RequesterDeps> = {}) {
  const fetch = vi.fn(fetchImpl);
  const onUnauthorized = vi.fn();
  const renewToken = vi.fn(async (_stale: string) => false);
  const request = createRequester({
    fetch,
    loadReplySchemas: async () => replySchemaOf,
    getToken: () => 'tok',
    getLanguage: () => 'en',
    isDebug: () => false,
    renewToken,
    onUnauthorized,
    ...overrides,
  });
  return { request, fetch, onUnauthorized, renewToken };
}

const refused = () => reply(401, { code: 401, msg: 'Please sign in', key: 'unauthorized' });
const bearerOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('createRequester', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts JSON with the bearer token, language and debug headers and answers data', async () => {
    const { request, fetch } = setup(async () => reply(200, { code: 0, data: { user } }), {
      getLanguage: () => 'zh',
      isDebug: () => true,
    });
    await expect(request(callPaths.auth.tokenAccess, {})).resolves.toEqual({ user });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/token/access');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'zh', 'X-Debug': '1' });
  });

  it('keeps a call alive through the page being left only when asked to', async () => {
    const { request, fetch } = setup(async () => reply(200, { code: 0, data: null }));
    await request(callPaths.chartIndicators.save, { list: [] }, { keepalive: true });
    await request(callPaths.chartIndicators.save, { list: [] });
    expect(fetch.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  });

  it('leaves out Authorization and X-Debug when signed out and not debugging', async () => {
    const { request, fetch } = setup(async () => reply(200, { code: 0, data: 'sign-in-token' }), { getToken: () => null });
    await request(callPaths.auth.emailVerify, { email: 'a@example.com', captcha: '1234' });
    const headers = fetch.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Debug']).toBeUndefined();
  });

  it('rejects with the body when the code is not zero', async () => {
    const body = { code: 422, msg: 'Wrong ticket code', key: 'ticketTokenInvalid', field: 'token' };
    const { request, onUnauthorized } = setup(async () => reply(422, body));
    const error = (await request(callPaths.tickets.activate, { token: 'x'.repeat(36) }).catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ ...body, status: 422 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs the user out on a 401 that renewing the token cannot cure', async () => {
    const { request, onUnauthorized, renewToken } = setup(async () => refused());
    await expect(request(callPaths.auth.tokenAccess, {})).rejects.toMatchObject({ code: 401 });
    expect(renewToken).toHaveBeenCalledWith('tok');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('renews the token once on a 401 and sends the call again with the new one', async () => {
    let token = 'expired';
    const renewToken = vi.fn(async (_stale: string) => {
      token = 'fresh';
      return true;
    });
    const { request, fetch, onUnauthorized } = setup(
      async (_url, init) => (bearerOf(init) === 'Bearer fresh' ? reply(200, { code: 0, data: { user } }) : refused()),
      { getToken: () => token, renewToken },
    );
    await expect(request(callPaths.auth.tokenAccess, {})).resolves.toEqual({ user });
    expect(fetch.mock.calls.map(([, init]) => bearerOf(init))).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(renewToken).toHaveBeenCalledExactlyOnceWith('expired');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out when the call is refused again with the renewed token, renewing only once', async () => {
    const renewToken = vi.fn(async () => true);
    const { request, fetch, onUnauthorized } = setup(async () => refused(), { renewToken });
    await expect(request(callPaths.auth.tokenAccess, {})).rejects.toMatchObject({ code: 401, key: 'unauthorized' });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not renew for a public call, such as the refresh itself, nor without a token', async () => {
    const renewToken = vi.fn(async () => true);
    const signedIn = setup(async () => refused(), { renewToken });
    await expect(signedIn.request(callPaths.auth.tokenRefresh, {})).rejects.toMatchObject({ code: 401 });
    const signedOut = setup(async () => refused(), { renewToken, getToken: () => null });
    await expect(signedOut.request(callPaths.auth.tokenAccess, {})).rejects.toMatchObject({ code: 401 });
    expect(renewToken).not.toHaveBeenCalled();
    expect(signedIn.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(signedOut.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects when the reply does not match the contract, naming the call in the reader\'s language', async () => {
    const bad = async () => reply(200, { code: 0, data: { nope: true } });
    await expect(setup(bad).request(callPaths.auth.tokenAccess, {})).rejects.toMatchObject({
      code: -1,
      msg: `${MESSAGES.requestFailed.en}: /api/auth/token/access`,
    });
    await expect(setup(bad, { getLanguage: () => 'zh' }).request(callPaths.auth.tokenAccess, {})).rejects.toMatchObject({
      code: -1,
      msg: `${MESSAGES.requestFailed.zh}: /api/auth/token/access`,
    });
  });

  it('loads the answer schemas once, with the first call, and answers only once they are there', async () => {
    let schemasArrive: (schemas: ReplySchemas) => void = () => {};
    const loadReplySchemas = vi.fn(() => new Promise<ReplySchemas>((resolve) => (schemasArrive = resolve)));
    const { request, fetch } = setup(async () => reply(200, { code: 0, data: { user } }), { loadReplySchemas });
    expect(loadReplySchemas).not.toHaveBeenCalled();
    let answered = false;
    const first = request(callPaths.auth.tokenAccess, {}).then((data) => {
      answered = true;
      return data;
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(answered).toBe(false);
    schemasArrive(replySchemaOf);
    await expect(first).resolves.toEqual({ user });
    await expect(request(callPaths.auth.tokenAccess, {})).resolves.toEqual({ user });
    expect(loadReplySchemas).toHaveBeenCalledTimes(1);
  });

  it('hands on no answer it could not check: a failed schema load fails the call, and the next call loads again', async () => {
    const loadReplySchemas = vi.fn<RequesterDeps['loadReplySchemas']>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    loadReplySchemas.mockResolvedValue(replySchemaOf);
    const { request } = setup(async () => reply(200, { code: 0, data: { user } }), { loadReplySchemas, getLanguage: () => 'zh' });
    await expect(request(callPaths.auth.tokenAccess, {})).rejects.toMatchObject({ msg: `${MESSAGES.requestFailed.zh}: /api/auth/token/access` });
    await expect(request(callPaths.auth.tokenAccess, {})).resolves.toEqual({ user });
    expect(loadReplySchemas).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer to a path no call has', async () => {
    const { request } = setup(async () => reply(200, { code: 0, data: {} }));
    const unknown = { path: '/api/nowhere', role: 'none' } as const;
    await expect(request(unknown, {})).rejects.toMatchObject({ code: -1, msg: `${MESSAGES.requestFailed.en}: /api/nowhere` });
  });

  it('passes on an error answer without waiting for the answer schemas', async () => {
    const loadReplySchemas = vi.fn(() => new Promise<ReplySchemas>(() => {}));
    const body = { code: 422, msg: 'Wrong ticket code', key: 'ticketTokenInvalid', field: 'token' };
    const { request } = setup(async () => reply(422, body), { loadReplySchemas });
    await expect(request(callPaths.tickets.activate, { token: 'x'.repeat(36) })).rejects.toMatchObject({ ...body, status: 422 });
  });

  it('refuses a duplicate block request while the first is in flight, then allows it again', async () => {
    let answer: (r: Response) => void = () => {};
    const { request, fetch } = setup(() => new Promise((resolve) => (answer = resolve)));
    const first = request(callPaths.auth.appConfig, {}, { kind: 'block' });
    await expect(request(callPaths.auth.appConfig, {}, { kind: 'block' })).rejects.toMatchObject({
      msg: MESSAGES.requestDuplicate.en,
      key: 'requestDuplicate',
    });
    answer(reply(200, { code: 0, data: appConfig({ wechatLogin: false, outbox: true, version: 'v' }) }));
    await expect(first).resolves.toMatchObject({ outbox: true });
    const again = request(callPaths.auth.appConfig, {}, { kind: 'block' });
    answer(reply(200, { code: 0, data: appConfig({ wechatLogin: false, outbox: true, version: 'v' }) }));
    await expect(again).resolves.toMatchObject({ version: 'v' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets block requests with different bodies run together', async () => {
    const { request, fetch } = setup(stalled);
    void request(callPaths.tickets.list, { page: 1 }, { kind: 'block' }).catch(() => {});
    void request(callPaths.tickets.list, { page: 2 }, { kind: 'block' }).catch(() => {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('kill aborts the previous identical request, which rejects as cancelled', async () => {
    let count = 0;
    const { request } = setup((url, init) => {
      count += 1;
      return count === 1 ? stalled(url, init) : Promise.resolve(reply(200, { code: 0, data: { list: [], total: 0 } }));
    });
    const first = request(callPaths.users.list, { query: 'a' }, { kind: 'kill' });
    const second = request(callPaths.users.list, { query: 'a' }, { kind: 'kill' });
    await expect(first).rejects.toMatchObject({ msg: MESSAGES.requestCancelled.en });
    await expect(second).resolves.toEqual({ list: [], total: 0 });
  });

  it('delay waits 300 ms and only the last call of a burst goes out', async () => {
    const { request, fetch } = setup(async () => reply(200, { code: 0, data: { list: [], total: 0 } }));
    const first = request(callPaths.users.list, { query: 'a' }, { kind: 'delay' });
    const firstResult = first.catch((e) => e);
    await vi.advanceTimersByTimeAsync(200);
    const second = request(callPaths.users.list, { query: 'ab' }, { kind: 'delay' });
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(second).resolves.toEqual({ list: [], total: 0 });
    expect(await firstResult).toMatchObject({ key: 'requestCancelled' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]?.body).toBe('{"query":"ab"}');
  });

  it('retries a timed-out request 3 times 2 s apart, then gives the network-timeout text', async () => {
    const { request, fetch } = setup(stalled, { getLanguage: () => 'zh' });
    const result = request(callPaths.auth.appConfig, {}).catch((e) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * 32_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await result).toMatchObject({ msg: MESSAGES.networkTimeout.zh, key: 'networkTimeout' });
  });

  it('answers when a retry after a timeout succeeds', async () => {
    let count = 0;
    const { request } = setup((url, init) => {
      count += 1;
      if (count === 1) return stalled(url, init);
      return Promise.resolve(reply(200, { code: 0, data: appConfig({ wechatLogin: true, outbox: false, version: 'v2' }) }));
    });
    const result = request(callPaths.auth.appConfig, {});
    await vi.advanceTimersByTimeAsync(32_000);
    await expect(result).resolves.toMatchObject({ version: 'v2' });
  });

  it('rejects with the request-failed text when the network fails or the answer is not JSON', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.request(callPaths.auth.appConfig, {})).rejects.toMatchObject({ msg: MESSAGES.requestFailed.en });
    const html = setup(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(html.request(callPaths.auth.appConfig, {})).rejects.toMatchObject({ code: 502, status: 502 });
  });
});
