import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, type SignedIn, signInMember, signInSuper, startServer, type TestServer } from '../../server/test/harness.js';
import { DESKTOP_TEXTS } from '../src/texts.js';
import { WINDOW_PATHS } from '../src/window/windowApi.js';
import { desktop } from './desktopRun.js';
import { until } from './windowClient.js';

/** What the fake browser saw: its command line, the launch's answer and the window's state with the cookie it got. */
interface FakeBrowserLog {
  args: string[];
  launchStatus: number;
  location: string | null;
  stateStatus: number;
  signedIn: boolean;
}

/**
 * A browser that does what the window's browser does first, then quits: opens the launch address, keeps the cookie,
 * asks the window's state. The assistant ends when it ends.
 */
const FAKE_BROWSER = `#!${process.execPath}
const { writeFileSync } = require('node:fs');
const args = process.argv.slice(2);
const launch = args.find((arg) => arg.startsWith('--app=')).slice('--app='.length);
(async () => {
  const answer = await fetch(launch, { redirect: 'manual' });
  const cookie = (answer.headers.get('set-cookie') || '').split(';')[0];
  const state = await fetch(new URL('${WINDOW_PATHS.state}', launch), { headers: { cookie } });
  const body = await state.json();
  writeFileSync(process.env.FAKE_BROWSER_LOG, JSON.stringify({ args, launchStatus: answer.status, location: answer.headers.get('location'), stateStatus: state.status, signedIn: body.signedIn }));
})();
`;

describe('npm run desktop with its window', () => {
  let product: TestServer;
  let productUrl: string;
  let folder: string;
  let member: SignedIn;
  let fakeBrowser: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    product = await startServer('sqlite');
    const admin = await signInSuper(product);
    member = await signInMember(product, admin.token);
    productUrl = await product.app.listen({ port: 0, host: '127.0.0.1' });
    folder = mkdtempSync(join(tmpdir(), 'signaldesk-window-command-'));
    fakeBrowser = join(folder, 'fake-browser.cjs');
    writeFileSync(fakeBrowser, FAKE_BROWSER);
    chmodSync(fakeBrowser, 0o755);
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await product?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('opens the window as an app window with a profile of its own, signed out without a session, and ends with status 0 when it closes', async () => {
    const dataDir = join(folder, 'fake');
    for (const how of ['option', 'environment'] as const) {
      const log = join(folder, `browser-${how}.json`);
      const run = desktop(
        ['--server', productUrl, '--data-dir', dataDir, '--export-dir', join(folder, 'charts'), '--port', '0', ...(how === 'option' ? ['--browser', fakeBrowser] : [])],
        {
          SIGNALDESK_DESKTOP_TOKEN: '',
          SIGNALDESK_WINDOW_ARGS: '--headless=new  --remote-debugging-port=0',
          FAKE_BROWSER_LOG: log,
          LANG: 'en_US.UTF-8',
          ...(how === 'environment' ? { SIGNALDESK_BROWSER: fakeBrowser } : {}),
        },
      );
      children.push(run.child);
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

  it('says in both languages what to install when no browser is found, and ends with status 2', async () => {
    const missing = desktop(['--server', productUrl, '--data-dir', join(folder, 'none'), '--port', '0', '--browser', join(folder, 'no-such-browser')]);
    expect(await missing.exited).toBe(2);
    const nowhere = desktop(['--server', productUrl, '--data-dir', join(folder, 'none'), '--port', '0'], { PATH: join(folder, 'empty-path'), SIGNALDESK_BROWSER: '' });
    expect(await nowhere.exited).toBe(2);
    for (const run of [missing, nowhere]) {
      expect(run.output()).toContain(DESKTOP_TEXTS.browserMissing.en);
      expect(run.output()).toContain(DESKTOP_TEXTS.browserMissing.zh);
    }
  });

  it('opens the window in the system’s Chromium, which reaches the window’s API with its cookie, and ends when the browser closes', async () => {
    const dataDir = join(folder, 'chromium');
    const { code } = expectOk(await product.call('/api/auth/desktop/code', {}, { token: member.token }));
    const run = desktop(['--server', productUrl, '--code', code, '--data-dir', dataDir, '--export-dir', join(folder, 'charts'), '--port', '0', '--browser', '/usr/bin/chromium'], {
      SIGNALDESK_DESKTOP_TOKEN: '',
      SIGNALDESK_WINDOW_ARGS: '--headless=new --remote-debugging-port=0 --no-sandbox --disable-gpu',
      LANG: 'en_US.UTF-8',
    });
    children.push(run.child);
    const portFile = join(dataDir, 'window', 'DevToolsActivePort');
    await until(() => existsSync(portFile) && readFileSync(portFile, 'utf8').includes('\n'), 'Chromium’s DevToolsActivePort', 120_000);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${readFileSync(portFile, 'utf8').split('\n')[0]}`);
    const page = browser.contexts()[0]!.pages()[0]!;
    await until(() => page.url().endsWith(WINDOW_PATHS.page), `the window’s page (at ${page.url()})`, 120_000);
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
