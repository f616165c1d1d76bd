import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, type SignedIn, type TestServer } from '../../server/test/harness.js';
import { DESKTOP_TEXTS } from '../src/texts.js';
import { WINDOW_PATHS } from '../src/window/windowApi.js';
import { type CommandProduct, startCommandProduct } from './commandProduct.js';
import { windowPage } from './desktopRun.js';
import { CHROMIUM } from '../../server/test/chromium.js';

/** What the fake browser saw: its command line, the launch's answer and the window's state with the cookie it got. */
interface FakeBrowserLog {
  args: string[];
  launchStatus: number;
  location: string | null;
  stateStatus: number;
  signedIn: boolean;
  /** The signed-in user's e-mail, as the first state gave it. */
  email: string | null;
}

/**
 * A browser that does what the window's browser does first, then quits: opens the launch address, keeps the cookie,
 * asks the window's state. The assistant ends when it ends. With FAKE_BROWSER_RELEASE it opens that address once the
 * state is asked, before reading the answer.
 */
const FAKE_BROWSER = `#!${process.execPath}
const { writeFileSync } = require('node:fs');
const args = process.argv.slice(2);
const launch = args.find((arg) => arg.startsWith('--app=')).slice('--app='.length);
(async () => {
  const answer = await fetch(launch, { redirect: 'manual' });
  const cookie = (answer.headers.get('set-cookie') || '').split(';')[0];
  const asked = fetch(new URL('${WINDOW_PATHS.state}', launch), { headers: { cookie } });
  if (process.env.FAKE_BROWSER_RELEASE) await fetch(process.env.FAKE_BROWSER_RELEASE);
  const state = await asked;
  const body = await state.json();
  writeFileSync(process.env.FAKE_BROWSER_LOG, JSON.stringify({ args, launchStatus: answer.status, location: answer.headers.get('location'), stateStatus: state.status, signedIn: body.signedIn, email: body.user ? body.user.email : null }));
})();
`;

describe('npm run desktop with its window', () => {
  let setup: CommandProduct;
  let product: TestServer;
  let productUrl: string;
  let folder: string;
  let member: SignedIn;
  let fakeBrowser: string;

  beforeAll(async () => {
    setup = await startCommandProduct('signaldesk-window-command-');
    ({ product, url: productUrl, member, folder } = setup);
    fakeBrowser = join(folder, 'fake-browser.cjs');
    writeFileSync(fakeBrowser, FAKE_BROWSER);
    chmodSync(fakeBrowser, 0o755);
  });

  afterAll(() => setup?.close());

  it('opens the window as an app window with a profile of its own, signed out without a session, and ends with status 0 when it closes', async () => {
    const dataDir = join(folder, 'fake');
    for (const how of ['option', 'environment'] as const) {
      const log = join(folder, `browser-${how}.json`);
      const run = setup.desktop(
        ['--server', productUrl, '--data-dir', dataDir, '--export-dir', join(folder, 'charts'), '--port', '0', ...(how === 'option' ? ['--browser', fakeBrowser] : [])],
        {
          SIGNALDESK_DESKTOP_TOKEN: '',
          SIGNALDESK_WINDOW_ARGS: '--headless=new  --remote-debugging-port=0',
          FAKE_BROWSER_LOG: log,
          LANG: 'en_US.UTF-8',
          ...(how === 'environment' ? { SIGNALDESK_BROWSER: fakeBrowser } : {}),
        },
      );
      expect(await run.exited, run.output()).toBe(0);
      expect(run.output()).toContain(`Opening the assistant’s window with ${fakeBrowser}`);
      const seen = JSON.parse(readFileSync(log, 'utf8')) as FakeBrowserLog;
      expect(seen.args).toEqual([
        expect.stringMatching(/^--app=http:\/\/127\.0\.0\.1:\d+\/assistant\/launch\?ticket=[\w-]{43}$/),
        `--user-data-dir=${join(dataDir, 'window')}`,
        '--no-first-run',
        '--no-default-browser-check',
        '--window-size=1400,880',
        '--headless=new',
        '--remote-debugging-port=0',
      ]);
      expect(seen).toMatchObject({ launchStatus: 303, location: WINDOW_PATHS.page, stateStatus: 200, signedIn: false });
    }
  });

  it('opens the window while the kept session is renewed at the product, and the window’s first state waits for the renewal', async () => {
    const { refresh_token } = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Renewal' }, { token: member.token }));
    const held = holdingRenewals(productUrl);
    const heldUrl = await held.listen();
    const log = join(folder, 'browser-renewing.json');
    const run = setup.desktop(['--server', heldUrl, '--data-dir', join(folder, 'renewing'), '--export-dir', join(folder, 'charts'), '--port', '0', '--browser', fakeBrowser], {
      SIGNALDESK_DESKTOP_TOKEN: refresh_token,
      SIGNALDESK_WINDOW_ARGS: '',
      FAKE_BROWSER_LOG: log,
      FAKE_BROWSER_RELEASE: `${heldUrl}/release`,
    });
    expect(await run.exited, run.output()).toBe(0);
    await held.close();
    // The browser ran while the product still held the renewal: the window did not wait for the sign-in to open.
    expect(held.renewalsHeldAtRelease()).toBe(1);
    const seen = JSON.parse(readFileSync(log, 'utf8')) as FakeBrowserLog;
    expect(seen).toMatchObject({ launchStatus: 303, stateStatus: 200, signedIn: true, email: member.email });
  });

  it('says in both languages what to install when no browser is found, and ends with status 2', async () => {
    const missing = setup.desktop(['--server', productUrl, '--data-dir', join(folder, 'none'), '--port', '0', '--browser', join(folder, 'no-such-browser')]);
    expect(await missing.exited).toBe(2);
    const nowhere = setup.desktop(['--server', productUrl, '--data-dir', join(folder, 'none'), '--port', '0'], { PATH: join(folder, 'empty-path'), SIGNALDESK_BROWSER: '' });
    expect(await nowhere.exited).toBe(2);
    for (const run of [missing, nowhere]) {
      expect(run.output()).toContain(DESKTOP_TEXTS.browserMissing.en);
      expect(run.output()).toContain(DESKTOP_TEXTS.browserMissing.zh);
    }
  });

  it('opens the window in the system’s Chromium, which reaches the window’s API with its cookie, and ends when the browser closes', async () => {
    const dataDir = join(folder, 'chromium');
    const { code } = expectOk(await product.call('/api/auth/desktop/code', {}, { token: member.token }));
    const run = setup.desktop(['--server', productUrl, '--code', code, '--data-dir', dataDir, '--export-dir', join(folder, 'charts'), '--port', '0', '--browser', CHROMIUM], {
      SIGNALDESK_DESKTOP_TOKEN: '',
      SIGNALDESK_WINDOW_ARGS: '--headless=new --remote-debugging-port=0 --no-sandbox --disable-gpu',
      LANG: 'en_US.UTF-8',
    });
    const { browser, page } = await windowPage(run, dataDir);
    const state = await page.evaluate(async (path) => {
      const answer = await fetch(path);
      return { status: answer.status, body: await answer.json() };
    }, WINDOW_PATHS.state);
    expect(state).toMatchObject({ status: 200, body: { signedIn: true, user: { email: member.email } } });
    // The trader closes the window: the browser ends, and the assistant with it.
    await (await browser.newBrowserCDPSession()).send('Browser.close').catch(() => undefined);
    expect(await run.exited, run.output()).toBe(0);
  });
});

/**
 * The product behind a door that holds each session renewal (`/api/auth/token/refresh`) until `/release` is asked,
 * passing other calls through. The notification channel (socket.io) is not carried: the assistant keeps trying it.
 */
function holdingRenewals(productUrl: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let waiting = 0;
  let heldAtRelease = -1;
  const door = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.url === '/release') {
      heldAtRelease = waiting;
      release();
      response.writeHead(204).end();
      return;
    }
    if (request.url?.startsWith('/socket.io/')) {
      response.writeHead(503).end();
      return;
    }
    if (request.url === '/api/auth/token/refresh') {
      waiting++;
      await released;
      waiting--;
    }
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection' && name !== 'content-length')) as Record<string, string>;
    const answer = await fetch(new URL(request.url ?? '/', productUrl), {
      method: request.method,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' }).end(body);
  });
  return {
    listen: () =>
      new Promise<string>((resolve) => door.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(door.address() as AddressInfo).port}`))),
    renewalsHeldAtRelease: () => heldAtRelease,
    close: () => {
      release();
      door.closeAllConnections();
      return new Promise<void>((resolve) => door.close(() => resolve()));
    },
  };
}
