import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAssistant, windowPage } from '../apps/desktop/test/desktopRun.js';
import { startDesktopExecutable } from '../apps/desktop/test/packagedAssistant.js';
import { startVirtualDisplay, type VirtualDisplay } from '../apps/desktop/test/virtualDisplay.js';
import { distinctColours } from '../apps/server/test/pictureColours.js';
import { canvasColours, desktopCodeFromWeb } from './desktopExecutable.js';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { callFromPage, type MemberWithSuper, memberWithSuper } from './memberSteps.js';
import { CHROMIUM } from '../apps/server/test/chromium.js';

const MEMBER_EMAIL = 'desktop-xvfb@example.com';
/** Where the screenshots are kept for a person to look at after the run. */
const ARTIFACTS = resolve(import.meta.dirname, '../test-results/desktop-xvfb');

describe('the packaged desktop assistant in a real window, on a virtual X display', () => {
  let harness: Harness;
  let contexts: BrowserContext[] = [];
  let member: Page;
  let raiseAlert: MemberWithSuper['raiseAlert'];
  let home: string;
  let display: VirtualDisplay;
  let assistant: RunningAssistant | undefined;
  let windowBrowser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    ({ contexts, member, raiseAlert } = await memberWithSuper(harness, MEMBER_EMAIL));
    expect(await callFromPage(member, '/api/userstock/follow', { symbol: 'AAPL' })).toMatchObject({ code: 0 });
    home = mkdtempSync(join(tmpdir(), 'signaldesk-xvfb-'));
    display = await startVirtualDisplay();
    const dataDir = join(home, 'data');
    // Not headless: the executable opens the system's Chromium as an app window on the virtual display.
    assistant = startDesktopExecutable(['--server', harness.baseUrl, '--data-dir', dataDir, '--export-dir', join(home, 'charts'), '--port', '0'], {
      HOME: home,
      DISPLAY: display.display,
      SIGNALDESK_BROWSER: CHROMIUM,
      // Root (as in CI) needs Chromium's sandbox off; a virtual display has no GPU.
      SIGNALDESK_WINDOW_ARGS: '--remote-debugging-port=0 --no-sandbox --disable-gpu',
    });
    ({ browser: windowBrowser, page } = await windowPage(assistant, dataDir));
    page.setDefaultTimeout(BUSY_SERVER_MS);
  });

  afterAll(async () => {
    await windowBrowser?.close().catch(() => undefined);
    await assistant?.stop();
    await display?.close();
    for (const context of contexts) await context.close();
    await harness?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('is authorised from the web app with a one-time code typed in its sign-in screen', async () => {
    await page.getByTestId('sign-in').waitFor();
    await page.getByTestId('sign-in-code').fill(await desktopCodeFromWeb(member));
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('column-first').waitFor();
  });

  it('shows the three columns and draws the chart of a followed symbol, on the X screen as well', async () => {
    for (const column of ['column-first', 'column-chart', 'column-today']) expect(await page.getByTestId(column).isVisible()).toBe(true);
    await page.getByTestId('panel-stocks').locator('[data-testid=stock][data-symbol=AAPL]').click();
    await page.locator('html[data-chart-drawn="1"]').waitFor({ state: 'attached' });
    await page.getByRole('img', { name: 'Chart of AAPL, 1d' }).waitFor();
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(20);

    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'window.png'), await page.screenshot());
    // What X shows: the window's pixels reached the display, not only the page's own rendering.
    await expect.poll(async () => distinctColours(await display.screenPng())).toBeGreaterThan(50);
    writeFileSync(join(ARTIFACTS, 'x-screen.png'), await display.screenPng());
  });

  it('shows an alert raised on the product as it arrives', async () => {
    await page.getByTestId('tab-messages').click();
    await raiseAlert('AAPL', 'Xvfb breakout');
    await page.getByTestId('panel-messages').locator('[data-testid=message][data-symbol=AAPL]').getByText('Xvfb breakout', { exact: false }).first().waitFor();
    await page.getByTestId('today-messages').locator('[data-testid=message][data-symbol=AAPL]').first().waitFor();
  });

  it('ends when its window is closed', async () => {
    await page.close();
    expect(await assistant!.exited).toBe(0);
  });
});
