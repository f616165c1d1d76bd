import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, type SignedIn, signInMember, signInSuper, startServer, type TestServer } from '../../server/test/harness.js';
import { alertFor } from '../../server/test/messengerFakes.js';
import { productChartPicture } from '../src/localServer/chartPicture.js';
import { BODY_LIMIT, type LocalServer, startLocalServer } from '../src/localServer/localServer.js';
import { productClient } from '../src/product/productClient.js';
import { DESKTOP_TEXTS } from '../src/texts.js';
import { windowAccount } from '../src/window/account.js';
import { type AssistantWindow, assistantWindow, LAUNCH_TICKET_SECONDS } from '../src/window/assistantWindow.js';
import { BOT_SETTINGS_TEXTS, type BotSettings, DEFAULT_LAYOUT, REPORT_FIELDS, WINDOW_PATHS, type WindowLayout } from '../src/window/windowApi.js';
import { fakeProxy, fakeTelegram } from './fakeTelegram.js';
import { ask, type LocalAnswer } from './localClient.js';
import { eventStream, isWindowCookie, launch, until, windowAsk } from './windowClient.js';

/** Tuesday 2026-01-06 15:00 UTC: New York's session is on. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BOT_TOKEN = '123456789:AAEhBOweik6ad6PsWZRcXUgPaGFhqOClv0A';
const OTHER_TOKEN = '987654321:AAFgQq0xQmd9VFtc3-Zk0w7DkPSq1Pv3ZcY';

function expectRefused(answer: LocalAnswer, status: number, key: string): void {
  expect({ status: answer.status, key: answer.body?.key }, answer.bytes.toString('utf8')).toEqual({ status, key });
  expect(answer.body.msg).toEqual(expect.any(String));
}

interface Started {
  window: AssistantWindow;
  local: LocalServer;
  /** The window's cookie, from a launch ticket spent once. */
  cookie: string;
  dataDir: string;
}

describe('the assistant window’s Node side', () => {
  let product: TestServer;
  let productUrl: string;
  let folder: string;
  let member: SignedIn;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let proxy: Awaited<ReturnType<typeof fakeProxy>>;
  const started: Started[] = [];
  let main: Started;

  /** A window signed in with a desktop session of the member's (or signed out), on a local server on a free port. */
  async function startWindow(dataDir: string, token: string | undefined, asset?: (name: string) => Buffer | null, server = productUrl): Promise<Started> {
    const account = windowAccount({ server, storeFile: join(dataDir, 'session.json'), token, sessionName: 'Window test' });
    await account.start();
    const renderPng = productChartPicture(account.session.riseFallColours);
    const window = assistantWindow({
      server,
      account,
      dataDir,
      exportDir: join(folder, 'charts'),
      renderPng,
      systemLanguage: 'en',
      telegramApi: telegram.url,
      heartbeatMs: 500,
      ...(asset ? { asset } : {}),
    });
    const local = await startLocalServer({
      product: productClient(server, account.session),
      exportDir: join(folder, 'charts'),
      cacheDir: join(dataDir, 'cache'),
      port: 0,
      now: product.clock.now,
      renderPng,
      window: window.routes,
    });
    const { cookie } = await launch(local.url, window.launchUrl());
    const run = { window, local, cookie: cookie ?? '', dataDir };
    started.push(run);
    return run;
  }

  const desktopToken = async () => expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Window test' }, { token: member.token })).refresh_token as string;
  const call = (run: Started, path: string, options: Parameters<typeof windowAsk>[3] = {}) => windowAsk(run.local.url, run.cookie, path, options);
  const putSettings = (run: Started, settings: BotSettings) => call(run, WINDOW_PATHS.settings, { method: 'PUT', body: settings });
  const putLayout = (run: Started, layout: WindowLayout) => call(run, WINDOW_PATHS.layout, { method: 'PUT', body: layout });

  beforeAll(async () => {
    product = await startServer('sqlite');
    product.clock.seconds = TUESDAY_10_NY;
    const admin = await signInSuper(product);
    member = await signInMember(product, admin.token);
    productUrl = await product.app.listen({ port: 0, host: '127.0.0.1' });
    for (const symbol of ['MSFT', 'AAPL', 'NVDA']) expectOk(await product.call('/api/userstock/follow', { symbol }, { token: member.token }));
    folder = mkdtempSync(join(tmpdir(), 'signaldesk-window-'));
    telegram = await fakeTelegram();
    proxy = await fakeProxy();
    main = await startWindow(join(folder, 'main'), await desktopToken());
  });

  afterAll(async () => {
    for (const run of started) {
      run.window.close();
      await run.local.close();
    }
    await telegram?.close();
    await proxy?.close();
    await product?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  describe('security', () => {
    it('opens the window with a launch ticket once; a replayed, forged or expired ticket is refused', async () => {
      const address = main.window.launchUrl();
      const first = await launch(main.local.url, address);
      expect(first.answer.status).toBe(303);
      expect(first.answer.headers.location).toBe(WINDOW_PATHS.page);
      expect(isWindowCookie(first.cookie)).toBe(true);
      const attributes = String([first.answer.headers['set-cookie']].flat()[0]);
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Strict');
      expect(attributes).toContain('Path=/assistant');
      expect(first.cookie).toBe(main.cookie);

      const replayed = await launch(main.local.url, address);
      expectRefused(replayed.answer, 403, 'launchTicketInvalid');
      expect(replayed.cookie).toBeUndefined();
      expectRefused((await launch(main.local.url, address.replace(/ticket=.*/, `ticket=${'A'.repeat(43)}`))).answer, 403, 'launchTicketInvalid');
      expectRefused((await launch(main.local.url, address.replace(/\?ticket=.*/, ''))).answer, 403, 'launchTicketInvalid');

      const late = main.window.launchUrl();
      product.clock.advance(LAUNCH_TICKET_SECONDS + 1);
      try {
        expectRefused((await launch(main.local.url, late)).answer, 403, 'launchTicketInvalid');
      } finally {
        product.clock.seconds = TUESDAY_10_NY;
      }
    });

    it('answers every window call only with the window’s cookie of this start', async () => {
      const paths = [WINDOW_PATHS.state, WINDOW_PATHS.lists, WINDOW_PATHS.messages, WINDOW_PATHS.report, WINDOW_PATHS.settings, `${WINDOW_PATHS.chart}/AAPL/1d`, WINDOW_PATHS.events];
      const other = await startWindow(join(folder, 'other-start'), undefined);
      for (const path of paths) {
        expectRefused(await ask(main.local.url, path), 401, 'windowCookieMissing');
        expectRefused(await windowAsk(main.local.url, 'signaldesk_window=forged', path), 401, 'windowCookieMissing');
        expectRefused(await windowAsk(main.local.url, `signaldesk_window=${'x'.repeat(43)}`, path), 401, 'windowCookieMissing');
        // Another start's cookie (the previous run's, or a second assistant's) opens nothing here.
        expectRefused(await windowAsk(main.local.url, other.cookie, path), 401, 'windowCookieMissing');
      }
      expectRefused(await ask(main.local.url, WINDOW_PATHS.layout, { method: 'PUT', body: DEFAULT_LAYOUT }), 401, 'windowCookieMissing');
      const wrongMethod = await ask(main.local.url, WINDOW_PATHS.layout, { method: 'POST', body: DEFAULT_LAYOUT });
      expectRefused(wrongMethod, 405, 'methodNotAllowed');
      expect(wrongMethod.headers.allow).toBe('PUT');
      expectRefused(await ask(main.local.url, WINDOW_PATHS.signOut, { method: 'POST', body: {} }), 401, 'windowCookieMissing');
      const state = await call(main, WINDOW_PATHS.state);
      expect(state.status).toBe(200);
      expect(state.headers['cache-control']).toBe('no-store');
      expect(state.body).toMatchObject({ signedIn: true, server: productUrl, localUrl: main.local.url, botPushPending: false });
    });

    it('refuses a foreign Origin and a foreign Host on the window’s routes; the product’s origin stays on /kline only', async () => {
      const port = new URL(main.local.url).port;
      for (const origin of ['https://evil.example', 'null', new URL(productUrl).origin, `http://127.0.0.1:${Number(port) + 1}`]) {
        expectRefused(await call(main, WINDOW_PATHS.state, { headers: { origin } }), 403, 'windowOriginRefused');
        expectRefused(await call(main, WINDOW_PATHS.layout, { method: 'PUT', body: DEFAULT_LAYOUT, headers: { origin } }), 403, 'windowOriginRefused');
        expectRefused(await ask(main.local.url, main.window.launchUrl().replace(main.local.url, ''), { headers: { origin } }), 403, 'windowOriginRefused');
      }
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        expect((await call(main, WINDOW_PATHS.state, { headers: { origin } })).status).toBe(200);
        expectRefused(await ask(main.local.url, '/kline/panel/AAPL/1d', { headers: { origin } }), 403, 'originRefused');
      }
      expect((await ask(main.local.url, '/kline/panel/AAPL/1d', { headers: { origin: new URL(productUrl).origin } })).status).toBe(200);
      for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.nip.io:${port}`]) {
        expectRefused(await call(main, WINDOW_PATHS.state, { headers: { host } }), 403, 'hostRefused');
        expectRefused(await ask(main.local.url, WINDOW_PATHS.page, { headers: { host } }), 403, 'hostRefused');
      }
    });

    it('refuses what a browser sends for a page of another site on the window’s routes; the window’s own page passes', async () => {
      const anotherPort = { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
      const anotherSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' };
      const linkFollowed = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };
      for (const headers of [anotherPort, anotherSite, linkFollowed]) {
        expectRefused(await call(main, WINDOW_PATHS.state, { headers }), 403, 'browserRefused');
        expectRefused(await ask(main.local.url, WINDOW_PATHS.font, { headers }), 403, 'browserRefused');
        expectRefused(await ask(main.local.url, WINDOW_PATHS.page, { headers }), 403, 'browserRefused');
      }
      const ownCall = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
      const ownFont = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'font' };
      const opened = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
      expect((await call(main, WINDOW_PATHS.state, { headers: ownCall })).status).toBe(200);
      expect((await ask(main.local.url, WINDOW_PATHS.font, { headers: ownFont })).status).toBe(200);
      expect([200, 503]).toContain((await ask(main.local.url, WINDOW_PATHS.page, { headers: opened })).status);
    });

    it('refuses an oversize body with 413 and a malformed one with 400, changing nothing', async () => {
      const huge = { botPush: true, botToken: BOT_TOKEN, botUserId: '12345', proxy: 'x'.repeat(BODY_LIMIT) };
      expectRefused(await putSettings(main, huge), 413, 'bodyTooLarge');
      expectRefused(await call(main, WINDOW_PATHS.layout, { method: 'PUT', body: { ...DEFAULT_LAYOUT, firstWidth: 5000 } }), 400, 'layoutInvalid');
      expectRefused(await call(main, WINDOW_PATHS.layout, { method: 'PUT', body: '{', headers: { 'content-type': 'application/json' } }), 400, 'bodyInvalid');
      expectRefused(await call(main, WINDOW_PATHS.settings, { method: 'PUT', body: { botPush: 'yes' } }), 400, 'settingsInvalid');
      expectRefused(await call(main, WINDOW_PATHS.signIn, { method: 'POST', body: { code: 'x'.repeat(40) } }), 400, 'signInCodeInvalid');
      expect(existsSync(join(main.dataDir, 'bot-push.json'))).toBe(false);
    });

    it('serves the page with a strict content policy, and says in both languages how to build it when it is not built', async () => {
      const page = await ask(main.local.url, WINDOW_PATHS.page);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
      );
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
      if (page.status !== 503) {
        expect(page.status).toBe(200);
        const script = /src="(\/assistant\/assets\/[^"]+\.js)"/.exec(page.bytes.toString())?.[1];
        expect(script).toBeDefined();
        const asset = await ask(main.local.url, script!);
        expect({ status: asset.status, type: asset.headers['content-type'] }).toEqual({ status: 200, type: 'text/javascript; charset=utf-8' });
      }
      const font = await ask(main.local.url, WINDOW_PATHS.font);
      expect({ status: font.status, type: font.headers['content-type'] }).toEqual({ status: 200, type: 'font/ttf' });
      expectRefused(await ask(main.local.url, `${WINDOW_PATHS.assets}..%2F..%2Fpackage.json`), 404, 'endpointUnknown');
      expectRefused(await ask(main.local.url, `${WINDOW_PATHS.assets}missing.js`), 404, 'endpointUnknown');

      const unbuilt = await startWindow(join(folder, 'unbuilt'), undefined, () => null);
      const missing = await ask(unbuilt.local.url, WINDOW_PATHS.page);
      expect(missing.status).toBe(503);
      expect(missing.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
      for (const language of ['en', 'zh'] as const) {
        expect(missing.bytes.toString()).toContain(DESKTOP_TEXTS.windowPageMissing[language].replace('{{command}}', 'npm run build:ui -w apps/desktop'));
      }
    });
  });

  describe('settings and layout', () => {
    it('refuses bot settings field by field with the specification’s texts in the window’s language, saving nothing', async () => {
      const good: BotSettings = { botPush: true, botToken: BOT_TOKEN, botUserId: '12345678', proxy: '' };
      const cases: [Partial<BotSettings>, string, keyof typeof BOT_SETTINGS_TEXTS][] = [
        [{ botToken: '' }, 'botToken', 'botTokenRequired'],
        [{ botToken: 'not-a-token' }, 'botToken', 'botTokenInvalid'],
        [{ botUserId: ' ' }, 'botUserId', 'botUserIdRequired'],
        [{ botUserId: 'me' }, 'botUserId', 'botUserIdInvalid'],
        [{ proxy: 'socks5://127.0.0.1:1080' }, 'proxy', 'proxyInvalid'],
        [{ proxy: 'http://127.0.0.1' }, 'proxy', 'proxyInvalid'],
      ];
      for (const language of ['en', 'zh'] as const) {
        expect((await putLayout(main, { ...DEFAULT_LAYOUT, language })).status).toBe(200);
        for (const [change, field, key] of cases) {
          const answer = await putSettings(main, { ...good, ...change });
          expectRefused(answer, 400, key);
          expect(answer.body).toEqual({ code: 400, key, msg: BOT_SETTINGS_TEXTS[key][language], field });
        }
      }
      expect(existsSync(join(main.dataDir, 'bot-push.json'))).toBe(false);
      expect((await call(main, WINDOW_PATHS.settings)).body).toEqual({ botPush: false, botToken: '', botUserId: '', proxy: '' });
      await putLayout(main, DEFAULT_LAYOUT);
    });

    it('keeps the layout across a restart', async () => {
      const dataDir = join(folder, 'layout');
      const first = await startWindow(dataDir, undefined);
      expect((await call(first, WINDOW_PATHS.state)).body.layout).toEqual(DEFAULT_LAYOUT);
      const chosen: WindowLayout = { firstWidth: 320, thirdWidth: 300, firstOnly: true, tab: 'messages', symbol: 'NVDA', duration: '1h', language: 'zh' };
      expect((await putLayout(first, chosen)).body).toEqual(chosen);
      first.window.close();
      await first.local.close();
      const again = await startWindow(dataDir, undefined);
      expect((await call(again, WINDOW_PATHS.state)).body.layout).toEqual(chosen);
    });
  });

  describe('sign-in', () => {
    it('signs in with a one-time code from the web app, refuses a wrong or spent code, replaces a session on a second sign-in, and signs out ending the session', async () => {
      const dataDir = join(folder, 'sign-in');
      const run = await startWindow(dataDir, undefined);
      expect((await call(run, WINDOW_PATHS.state)).body).toMatchObject({ signedIn: false, user: null });
      expectRefused(await call(run, WINDOW_PATHS.lists), 401, 'windowSignedOut');
      expectRefused(await call(run, `${WINDOW_PATHS.chart}/AAPL/1d`), 401, 'windowSignedOut');
      expectRefused(await ask(run.local.url, '/kline/panel/AAPL/1d'), 401, 'windowSignedOut');

      const wrong = await call(run, WINDOW_PATHS.signIn, { method: 'POST', body: { code: 'ZZZZ-ZZZZ' } });
      expect(wrong.body).toMatchObject({ key: 'desktopCodeInvalid', msg: MESSAGES.desktopCodeInvalid.en });
      const { code } = expectOk(await product.call('/api/auth/desktop/code', {}, { token: member.token }));
      const events = eventStream(run.local.url, run.cookie);
      expect(await events.opened).toBe(200);
      const good = await call(run, WINDOW_PATHS.signIn, { method: 'POST', body: { code } });
      expect(good.status, good.bytes.toString()).toBe(200);
      expect(good.body).toMatchObject({ signedIn: true, user: { email: member.email, role: 'member' } });
      await events.next('state', (state) => state.signedIn === true);
      expect(statSync(join(dataDir, 'session.json')).mode & 0o777).toBe(0o600);
      expect((await call(run, WINDOW_PATHS.lists)).status).toBe(200);
      const sessions = async () =>
        expectOk(await product.call('/api/auth/session/list', {}, { token: member.token })).list.filter((x: { name: string }) => x.name === 'Window test');
      const before = (await sessions()).length;

      const replayed = await call(run, WINDOW_PATHS.signIn, { method: 'POST', body: { code } });
      expect(replayed.body).toMatchObject({ key: 'desktopCodeInvalid' });
      expect((await call(run, WINDOW_PATHS.state)).body.signedIn).toBe(true);

      // Signing in again on top ends the first session: one session of the window's in the web app's list.
      const second = expectOk(await product.call('/api/auth/desktop/code', {}, { token: member.token })).code;
      expect((await call(run, WINDOW_PATHS.signIn, { method: 'POST', body: { code: second } })).status).toBe(200);
      expect((await sessions()).length).toBe(before);
      expect((await call(run, WINDOW_PATHS.lists)).status).toBe(200);

      const out = await call(run, WINDOW_PATHS.signOut, { method: 'POST', body: {} });
      expect(out.body).toMatchObject({ signedIn: false, user: null });
      await events.next('state', (state) => state.signedIn === false);
      expect(existsSync(join(dataDir, 'session.json'))).toBe(false);
      expect((await sessions()).length).toBe(before - 1);
      expectRefused(await call(run, WINDOW_PATHS.lists), 401, 'windowSignedOut');
      events.close();
    });
  });

  describe('a session revoked in the web app', () => {
    it('signs the window out, telling it over the event stream, and forgets the kept session', async () => {
      const desktop = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Window test' }, { token: member.token }));
      const dataDir = join(folder, 'revoked');
      const run = await startWindow(dataDir, desktop.refresh_token);
      await until(() => run.window.listening(), 'the notification connection');
      const events = eventStream(run.local.url, run.cookie);
      expect((await events.next('state')).signedIn).toBe(true);
      expectOk(await product.call('/api/auth/session/revoke', { sessionid: desktop.sessionid }, { token: member.token }));
      await events.next('state', (state) => state.signedIn === false);
      expect(existsSync(join(dataDir, 'session.json'))).toBe(false);
      expectRefused(await call(run, WINDOW_PATHS.lists), 401, 'windowSignedOut');
      events.close();
    });

    it('opens signed out when the product refuses the token it was started with (forged, or an access token past its life)', async () => {
      const expiring = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Window test' }, { token: member.token })).access_token;
      const now = product.clock.seconds;
      product.clock.advance(16 * 60);
      try {
        for (const [name, token] of [
          ['forged', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.Zm9yZ2Vk'],
          ['expired', expiring],
        ] as const) {
          const run = await startWindow(join(folder, name), token);
          expect((await call(run, WINDOW_PATHS.state)).body, name).toMatchObject({ signedIn: false, user: null, offline: false });
          expectRefused(await call(run, WINDOW_PATHS.lists), 401, 'windowSignedOut');
        }
      } finally {
        product.clock.seconds = now;
      }
    });
  });

  describe('offline', () => {
    it('says the product cannot be reached, in the state and in the window’s language', async () => {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      const run = await startWindow(join(folder, 'offline'), 'a-refresh-token-of-an-unreachable-product', undefined, closed);
      expect((await call(run, WINDOW_PATHS.state)).body).toMatchObject({ signedIn: true, offline: true, user: null });
      await putLayout(run, { ...DEFAULT_LAYOUT, language: 'zh' });
      const lists = await call(run, WINDOW_PATHS.lists);
      expectRefused(lists, 503, 'serverUnreachable');
      expect(lists.body.msg).toBe(DESKTOP_TEXTS.serverUnreachable.zh.replace('{{server}}', closed));
    });
  });

  describe('what the window shows', () => {
    it('answers the lists, a chart within bounds, and a report whose lines read as the panel does', async () => {
      const lists = await call(main, WINDOW_PATHS.lists);
      expect(lists.body.follows.map((stock: { symbol: string }) => stock.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
      expect(lists.body.favourites).toEqual([]);

      const chart = await call(main, `${WINDOW_PATHS.chart}/aapl/1d?candles=50`);
      expect(chart.status, chart.bytes.toString()).toBe(200);
      expect(chart.body).toMatchObject({ symbol: 'AAPL', duration: '1d', offline: false, demo: true });
      expect(chart.body.series).toHaveLength(50);
      expectRefused(await call(main, `${WINDOW_PATHS.chart}/AAPL/1d?candles=10`), 400, 'numberOutOfBounds');
      expectRefused(await call(main, `${WINDOW_PATHS.chart}/AAPL/2d`), 400, 'durationInvalid');
      expectRefused(await call(main, `${WINDOW_PATHS.chart}/${'%3C'.repeat(5)}/1d`), 400, 'symbolInvalid');

      for (const language of ['en', 'zh'] as const) {
        await putLayout(main, { ...DEFAULT_LAYOUT, language });
        const report = await call(main, WINDOW_PATHS.report);
        expect(report.status, report.bytes.toString()).toBe(200);
        expect(report.body).toMatchObject({ at: product.clock.seconds, more: 0 });
        expect(report.body.lines.map((line: { symbol: string }) => line.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
        for (const line of report.body.lines) {
          const panel = (await ask(main.local.url, `/kline/panel/${line.symbol}/1d?lang=${language}`)).body;
          const field = (id: string) => panel.fields.find((entry: { id: string }) => entry.id === id);
          expect(line.ts).toBe(panel.ts);
          expect(line.close).toBe(field('candle.close').value);
          expect(line.changePercent).toBe(field('candle.updown').value);
          expect(line.fields).toEqual(REPORT_FIELDS.map((id) => ({ id, name: field(id).name, text: field(id).text })));
        }
      }
      await putLayout(main, DEFAULT_LAYOUT);
    });

    it('brings an alert raised on the product to the event stream and today’s messages, and keeps the stream alive with a heartbeat', async () => {
      await until(() => main.window.listening(), 'the notification connection');
      const events = eventStream(main.local.url, main.cookie);
      expect(await events.opened).toBe(200);
      expect((await events.next('state')).signedIn).toBe(true);
      await product.app.messenger.deliver([alertFor(member.user.userid, { symbol: 'MSFT', name: 'Microsoft', strategyName: 'Window test' })]);
      const message = await events.next('message', (data) => data.symbol === 'MSFT');
      expect(message).toMatchObject({ symbol: 'MSFT', sessioname: 'Window test', ts: product.clock.seconds });
      await until(() => events.comments.length > 0, 'a heartbeat on the event stream');
      expect(events.comments[0]).toBe(': heartbeat');
      const today = await call(main, WINDOW_PATHS.messages);
      expect(today.body.list.map((entry: { id: string }) => entry.id)).toContain(message.id);
      // Acknowledged as delivered, not read: the web app still counts it unread.
      const sessions = expectOk(await product.call('/api/messenger/session/list', {}, { token: member.token }));
      expect(sessions.unread).toBeGreaterThanOrEqual(1);
      events.close();
    });

    it('refuses a flood of event streams beyond a few', async () => {
      const streams = Array.from({ length: 6 }, () => eventStream(main.local.url, main.cookie));
      const statuses = await Promise.all(streams.map((stream) => stream.opened));
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(4);
      expect(statuses).toContain(429);
      for (const stream of streams) stream.close();
      // A closed stream frees its place.
      await until(async () => {
        const next = eventStream(main.local.url, main.cookie);
        const status = await next.opened;
        next.close();
        return status === 200;
      }, 'a free place for an event stream');
    });
  });

  describe('bot push', () => {
    it('sends each new alert to the trader’s bot as the chart of its bar, directly and through the proxy, taking new settings only after off and on', async () => {
      await until(() => main.window.listening(), 'the notification connection');
      const on: BotSettings = { botPush: true, botToken: BOT_TOKEN, botUserId: '12345678', proxy: '' };
      const saved = await putSettings(main, on);
      expect(saved.body).toEqual(on);
      expect(statSync(join(main.dataDir, 'bot-push.json')).mode & 0o777).toBe(0o600);
      expect((await call(main, WINDOW_PATHS.state)).body.botPushPending).toBe(false);

      const sent = telegram.received.length;
      await product.app.messenger.deliver([alertFor(member.user.userid, { symbol: 'AAPL', name: 'Apple Inc.', strategyName: 'Push test' })]);
      await until(() => telegram.received.length > sent, 'the photo at the fake Telegram');
      const photo = telegram.received.at(-1)!;
      expect({ method: photo.method, token: photo.token }).toEqual({ method: 'sendPhoto', token: BOT_TOKEN });
      expect(photo.contentType).toMatch(/^multipart\/form-data/);
      expect(photo.body.includes(PNG_SIGNATURE)).toBe(true);
      expect(photo.body.toString('latin1')).toContain('12345678');
      expect(photo.body.toString('utf8')).toContain('Push test: AAPL matched');

      // Saved while push is on: pending, the running push keeps its settings.
      const changed: BotSettings = { ...on, botToken: OTHER_TOKEN, proxy: proxy.url };
      expect((await putSettings(main, changed)).status).toBe(200);
      expect((await call(main, WINDOW_PATHS.state)).body.botPushPending).toBe(true);
      expect(main.window.bot.active()).toEqual(on);
      await putSettings(main, { ...changed, botPush: false });
      expect((await call(main, WINDOW_PATHS.state)).body.botPushPending).toBe(false);
      expect(main.window.bot.active()).toBeNull();
      await putSettings(main, changed);
      expect(main.window.bot.active()).toEqual(changed);
      expect((await call(main, WINDOW_PATHS.state)).body.botPushPending).toBe(false);

      const viaProxy = telegram.received.length;
      await product.app.messenger.deliver([alertFor(member.user.userid, { symbol: 'NVDA', name: 'NVIDIA', strategyName: 'Proxy test' })]);
      await until(() => telegram.received.length > viaProxy, 'the photo through the proxy');
      expect(telegram.received.at(-1)).toMatchObject({ method: 'sendPhoto', token: OTHER_TOKEN });
      expect(proxy.tunnels).toContain(new URL(telegram.url).host);
    });

    it('shows a refused delivery in the window’s state and goes on', async () => {
      await until(() => main.window.listening(), 'the notification connection');
      await putSettings(main, { botPush: false, botToken: BOT_TOKEN, botUserId: '999', proxy: '' });
      await putSettings(main, { botPush: true, botToken: BOT_TOKEN, botUserId: '999', proxy: '' });
      const events = eventStream(main.local.url, main.cookie);
      await events.opened;
      await product.app.messenger.deliver([alertFor(member.user.userid, { symbol: 'MSFT', name: 'Microsoft', strategyName: 'Refused' })]);
      const state = await events.next('state', (data) => Boolean(data.botPushFailure));
      expect(state.botPushFailure.msg).toContain('Bad Request: chat not found');
      expect((await call(main, WINDOW_PATHS.state)).status).toBe(200);
      await putSettings(main, { botPush: false, botToken: BOT_TOKEN, botUserId: '999', proxy: '' });
      events.close();
    });
  });
});
