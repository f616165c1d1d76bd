import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@signaldesk/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, type RunningAssistant, windowPage, windowPortFile } from '../apps/desktop/test/desktopRun.js';
import { canvasColours, desktopCodeFromWeb } from './desktopExecutable.js';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { callFromPage, type MemberWithSuper, memberWithSuper } from './memberSteps.js';
import { CHROMIUM } from '../apps/server/test/chromium.js';

const MEMBER_EMAIL = 'desktop-window@example.com';

/** Telegram's Bot API as far as bot push uses it: it keeps what each call sent and answers as told. */
async function fakeTelegram(): Promise<{ url: string; calls: { path: string; body: string }[]; refuse: (description: string | null) => void; server: Server }> {
  const calls: { path: string; body: string }[] = [];
  let refusal: string | null = null;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('latin1');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({ path: request.url ?? '', body });
      response.writeHead(refusal ? 400 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(refusal ? { ok: false, description: refusal } : { ok: true, result: {} }));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    refuse: (description) => {
      refusal = description;
    },
    server,
  };
}

/** The window's own API answers, read from inside the window with its cookie. */
const windowState = (page: Page) => page.evaluate(async () => (await fetch('/assistant/api/state')).json()) as Promise<{ layout: Record<string, unknown> }>;

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return Math.round(box?.width ?? 0);
}

describe("the desktop assistant's window, used as a trader does", () => {
  let harness: Harness;
  let productUp = false;
  let contexts: BrowserContext[] = [];
  let member: Page;
  let raiseAlert: MemberWithSuper['raiseAlert'];
  let home: string;
  let assistant: RunningAssistant | undefined;
  let windowBrowser: Browser | undefined;
  let page: Page;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;

  /** The assistant as `npm run desktop` starts it, with its window in the system's Chromium, run headless for the test. */
  const startAssistant = async () => {
    const dataDir = join(home, 'data');
    rmSync(windowPortFile(dataDir), { force: true });
    assistant = desktop(['--server', harness.baseUrl, '--data-dir', dataDir, '--export-dir', join(home, 'charts'), '--port', '0'], {
      LANG: 'en_US.UTF-8',
      SIGNALDESK_DESKTOP_TOKEN: '',
      SIGNALDESK_BROWSER: CHROMIUM,
      // A headless screen is 800 px wide unless told otherwise, narrower than the window the assistant opens, and a
      // window going back from the strip would be held to it.
      SIGNALDESK_WINDOW_ARGS: '--headless=new --screen-info={1920x1080} --remote-debugging-port=0 --no-sandbox --disable-gpu',
      SIGNALDESK_TELEGRAM_API: telegram.url,
    });
    ({ browser: windowBrowser, page } = await windowPage(assistant, dataDir));
    page.setDefaultTimeout(BUSY_SERVER_MS);
  };

  const stopAssistant = async () => {
    await windowBrowser?.close().catch(() => undefined);
    windowBrowser = undefined;
    expect(await assistant?.stop()).toBe(0);
  };

  beforeAll(async () => {
    harness = await startHarness();
    productUp = true;
    ({ contexts, member, raiseAlert } = await memberWithSuper(harness, MEMBER_EMAIL));
    expect(await callFromPage(member, '/api/userstock/follow', { symbol: 'AAPL' })).toMatchObject({ code: 0 });
    expect(await callFromPage(member, '/api/userstock/feature', { symbol: 'MSFT' })).toMatchObject({ code: 0 });
    home = mkdtempSync(join(tmpdir(), 'signaldesk-window-'));
    telegram = await fakeTelegram();
    await startAssistant();
  });

  /** The product server goes away, as when the trader's connection drops. */
  const closeHarness = async () => {
    if (!productUp) return;
    productUp = false;
    for (const context of contexts.splice(0)) await context.close();
    await harness.close();
  };

  afterAll(async () => {
    await windowBrowser?.close().catch(() => undefined);
    await assistant?.stop();
    await closeHarness();
    telegram?.server.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('opens on its sign-in screen, refuses a wrong code and signs in with a one-time code from user info', async () => {
    const signIn = page.getByTestId('sign-in');
    await signIn.getByText('Sign in the assistant', { exact: true }).waitFor();
    await signIn.getByText('Open User info in the top bar, then Account settings, and click “Authorise desktop app”.', { exact: true }).waitFor();
    expect(await page.getByTestId('sign-in-server').getAttribute('href')).toBe(harness.baseUrl);

    await page.getByTestId('sign-in-submit').click();
    await signIn.getByText('Type the code from user info in the web app', { exact: true }).waitFor();
    await page.getByTestId('sign-in-code').fill('AAAA-AAAA');
    await page.getByTestId('sign-in-submit').click();
    await signIn.getByText(MESSAGES.desktopCodeInvalid.en, { exact: true }).waitFor();

    await page.getByTestId('sign-in-code').fill(await desktopCodeFromWeb(member));
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('column-first').waitFor();
  });

  it('shows the tab bar, the chart and the Today column, and draws the chart of a followed symbol', async () => {
    for (const column of ['column-first', 'column-chart', 'column-today']) expect(await page.getByTestId(column).isVisible()).toBe(true);
    await page.getByTestId('chat-coming').getByText('The full chat is not released yet', { exact: false }).waitFor();
    const stocks = page.getByTestId('panel-stocks');
    await stocks.getByText('Followed', { exact: true }).waitFor();
    await stocks.getByText('Favourites', { exact: true }).waitFor();
    await stocks.locator('[data-testid=stock][data-symbol=MSFT]').waitFor();
    await stocks.locator('[data-testid=stock][data-symbol=AAPL]').click();

    await page.locator('html[data-chart-drawn="1"]').waitFor({ state: 'attached' });
    expect(Number(await page.locator('html').getAttribute('data-first-chart-ms'))).toBeGreaterThan(0);
    await page.getByRole('img', { name: 'Chart of AAPL, 1d' }).waitFor();
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(20);
    // The test server serves its generated demo market, and the window says so, with the data's age.
    await page.getByTestId('chart-demo').getByText('Demo market: these candles are simulated, not real quotes.', { exact: true }).waitFor();
    expect(await page.getByTestId('chart-age').textContent()).toMatch(/^Data fetched \w{3} \d{1,2}, \d{4}/);
    // The canvas fills the chart column at the screen's pixel density.
    const column = await widthOf(page.getByTestId('column-chart'));
    expect(Math.abs((await widthOf(page.getByTestId('chart-canvas'))) - column)).toBeLessThanOrEqual(1);
    await page.getByTestId('daily-report').locator('[data-testid=report-line][data-symbol=AAPL]').waitFor();
  });

  it('resizes the first column by dragging its divider and by the arrow keys, shows it alone, and saves the layout', async () => {
    const first = page.getByTestId('column-first');
    const before = await widthOf(first);
    const divider = await page.getByTestId('divider-first').boundingBox();
    await page.mouse.move(divider!.x + divider!.width / 2, divider!.y + 200);
    await page.mouse.down();
    await page.mouse.move(divider!.x + divider!.width / 2 + 60, divider!.y + 200, { steps: 6 });
    await page.mouse.up();
    expect(await widthOf(first)).toBe(before + 60);
    await page.getByTestId('divider-first').focus();
    await page.keyboard.press('ArrowRight');
    expect(await widthOf(first)).toBe(before + 76);
    const chartAfterDrag = await widthOf(page.getByTestId('column-chart'));
    await expect.poll(async () => Math.abs((await widthOf(page.getByTestId('chart-canvas'))) - chartAfterDrag)).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await windowState(page)).layout.firstWidth).toBe(before + 76);

    const wide = await page.evaluate(() => window.outerWidth);
    await page.getByTestId('first-only').click();
    expect(await page.getByTestId('column-chart').isVisible()).toBe(false);
    expect(await page.getByTestId('column-today').isVisible()).toBe(false);
    // The window itself becomes the strip, as wide as the first column was.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(before + 76);
    expect(await widthOf(first)).toBe(before + 76);
    await expect.poll(async () => (await windowState(page)).layout.firstOnly).toBe(true);
    await page.getByTestId('first-only').click();
    expect(await page.getByTestId('column-today').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.outerWidth)).toBe(wide);
    await expect.poll(() => widthOf(first)).toBe(before + 76);

    // At the narrowest first column no tab's name runs into the next: each keeps its icon, named by its title.
    await page.getByTestId('divider-first').focus();
    for (let press = 0; press < 4; press++) await page.keyboard.press('Shift+ArrowLeft');
    expect(await widthOf(first)).toBe(200);
    const overflowing = () => page.locator('[role="tab"]').evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.getAttribute('title')));
    expect(await overflowing()).toEqual([]);
    expect(await page.getByTestId('tab-messages').getAttribute('title')).toBe('Messages');
    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowRight');
    expect(await widthOf(first)).toBe(296);
    expect(await overflowing()).toEqual([]);
    await page.getByTestId('tab-messages').getByText('Messages', { exact: true }).waitFor();
  });

  it('checks the bot settings field by field, with the texts the assistant refuses with, and saves good ones', async () => {
    await page.getByTestId('tab-settings').click();
    const settings = page.getByTestId('bot-settings');
    await page.getByTestId('bot-save').click();
    await settings.getByText('Enter the bot token', { exact: true }).waitFor();
    await settings.getByText('Enter your user ID', { exact: true }).waitFor();

    await page.getByTestId('bot-token').fill('not-a-token');
    await page.getByTestId('bot-user-id').fill('@trader');
    await page.getByTestId('bot-proxy').fill('socks5://127.0.0.1:1080');
    await page.getByTestId('bot-save').click();
    await settings.getByText('A bot token reads like 123456789:AAE… as BotFather gives it', { exact: true }).waitFor();
    await settings.getByText('The user ID is a number, such as 123456789', { exact: true }).waitFor();
    await settings.getByText('The proxy reads like http://127.0.0.1:7890 (http or https, with a port), or leave it empty', { exact: true }).waitFor();
    expect(await page.getByTestId('bot-token').getAttribute('type')).toBe('password');
    await page.getByTestId('bot-token-reveal').click();
    expect(await page.getByTestId('bot-token').getAttribute('type')).toBe('text');

    await page.getByTestId('bot-token').fill('123456789:AAEhBP0av28j4kyUoq3s_gXx9eT8Lt0abcd');
    await page.getByTestId('bot-user-id').fill('987654321');
    await page.getByTestId('bot-proxy').fill('');
    await page.getByTestId('bot-save').click();
    await page.getByTestId('bot-saved').getByText('Settings saved', { exact: true }).waitFor();
    expect(await page.getByTestId('local-url').textContent()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await page.getByTestId('export-dir').textContent()).toBe(join(home, 'charts'));
  });

  it("shows an alert raised on the product in Messages and in the Today column as it arrives, and opens its chart", async () => {
    await page.getByTestId('tab-messages').click();
    await raiseAlert('MSFT', 'Window breakout');
    const inMessages = page.getByTestId('panel-messages').locator('[data-testid=message][data-symbol=MSFT]');
    await inMessages.getByText('Window breakout', { exact: false }).first().waitFor();
    await page.getByTestId('today-messages').locator('[data-testid=message][data-symbol=MSFT]').first().waitFor();
    await inMessages.first().click();
    await page.getByRole('img', { name: 'Chart of MSFT, 1d' }).waitFor();
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(20);
  });

  it('pushes alerts to the bot with the settings it was switched on with, until push is switched off and on again', async () => {
    const TOKEN = '123456789:AAEhBP0av28j4kyUoq3s_gXx9eT8Lt0abcd';
    const sentTo = (chat: string, strategy: string) =>
      telegram.calls.some((call) => call.path === `/bot${TOKEN}/sendPhoto` && call.body.includes(`\r\n\r\n${chat}\r\n`) && call.body.includes(strategy));
    await page.getByTestId('tab-settings').click();
    const settings = page.getByTestId('bot-settings');
    await page.getByTestId('bot-push').check();
    await expect.poll(async () => (await windowState(page)) as unknown).toMatchObject({ botPushPending: false });
    await raiseAlert('AAPL', 'Bot first');
    await expect.poll(() => sentTo('987654321', 'Bot first')).toBe(true);

    await page.getByTestId('bot-user-id').fill('111222333');
    await page.getByTestId('bot-save').click();
    const pending = settings.getByText('Saved settings take effect after you switch bot push off and on again.', { exact: true });
    await pending.waitFor();
    await raiseAlert('TSLA', 'Bot second');
    await expect.poll(() => sentTo('987654321', 'Bot second')).toBe(true);

    await page.getByTestId('bot-push').uncheck();
    await pending.waitFor({ state: 'detached' });
    await page.getByTestId('bot-push').check();
    await raiseAlert('NVDA', 'Bot third');
    await expect.poll(() => sentTo('111222333', 'Bot third')).toBe(true);

    telegram.refuse('Bad Request: chat not found');
    await raiseAlert('AMZN', 'Bot refused');
    await page.getByTestId('bot-push-failure').getByText(/^Bot push failed at .+: Bad Request: chat not found$/).waitFor();
    telegram.refuse(null);
  });

  it('starts again in the layout and the language the trader left, and speaks Chinese throughout', { timeout: 300_000 }, async () => {
    await page.getByTestId('tab-settings').click();
    await page.getByTestId('language-switch').getByText('中文', { exact: true }).click();
    await page.getByTestId('tab-settings').getByText('设置', { exact: true }).waitFor();
    await page.getByTestId('first-only').click();
    await expect.poll(async () => (await windowState(page)).layout).toMatchObject({ language: 'zh', firstOnly: true, symbol: 'MSFT', tab: 'settings' });
    const savedWidth = (await windowState(page)).layout.firstWidth as number;

    await stopAssistant();
    await startAssistant();

    // The kept session: no code this time.
    await page.getByTestId('column-first').waitFor();
    expect(await page.getByTestId('tab-stocks').textContent()).toBe('股票');
    expect(await page.getByTestId('tab-messages').textContent()).toBe('消息');
    expect(await page.getByTestId('column-chart').isVisible()).toBe(false);
    await page.getByTestId('bot-settings').waitFor();
    await page.getByTestId('first-only').click();
    await expect.poll(() => widthOf(page.getByTestId('column-first'))).toBe(savedWidth);
    await page.getByRole('img', { name: 'MSFT 1d 图表' }).waitFor();
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(20);
    await page.getByTestId('chart-demo').getByText('演示行情：这些K线是模拟的，不是真实报价。', { exact: true }).waitFor();
    expect(await page.getByTestId('chart-age').textContent()).toMatch(/^数据获取于 \d{4}年\d{1,2}月\d{1,2}日/);
    await page.getByTestId('column-today').getByText('今日', { exact: true }).waitFor();
    // The chart font came from the assistant, so Chinese has its glyphs whatever the machine's own fonts.
    await expect
      .poll(() =>
        page.evaluate(() => {
          let loaded = false;
          document.fonts.forEach((face) => {
            if (face.family.replace(/"/g, '') === 'Noto Sans SC' && face.status === 'loaded') loaded = true;
          });
          return loaded;
        }),
      )
      .toBe(true);

    await page.getByTestId('bot-token').fill('');
    await page.getByTestId('bot-user-id').fill('12 34');
    await page.getByTestId('bot-save').click();
    await page.getByTestId('bot-settings').getByText('请输入机器人令牌', { exact: true }).waitFor();
    await page.getByTestId('bot-settings').getByText('用户 ID 是一串数字，例如 123456789', { exact: true }).waitFor();

    await page.getByTestId('tab-messages').click();
    await raiseAlert('AAPL', '窗口突破');
    await page.getByTestId('panel-messages').locator('[data-testid=message][data-symbol=AAPL]').getByText('窗口突破', { exact: false }).first().waitFor();
    await page.getByTestId('today-messages').locator('[data-testid=message][data-symbol=AAPL]').first().waitFor();
  });

  it('signs out to its sign-in screen in Chinese, which refuses a wrong code in Chinese', async () => {
    await page.getByTestId('tab-settings').click();
    await page.getByTestId('sign-out').click();
    const signIn = page.getByTestId('sign-in');
    await signIn.getByText('登录助手', { exact: true }).waitFor();
    await page.getByTestId('sign-in-code').fill('AAAA-AAAA');
    await page.getByTestId('sign-in-submit').click();
    await signIn.getByText(MESSAGES.desktopCodeInvalid.zh, { exact: true }).waitFor();
  });

  it('draws from its cache when the product cannot be reached, saying how old the data are', async () => {
    await page.getByTestId('sign-in-code').fill(await desktopCodeFromWeb(member));
    await page.getByTestId('sign-in-submit').click();
    await page.getByRole('img', { name: 'MSFT 1d 图表' }).waitFor();
    await closeHarness();

    await page.getByTestId('chart-refresh').click();
    await page.getByTestId('chart-notice').getByText(/^无法连接 SignalDesk 服务器：以下数据来自本地缓存，已有 /).waitFor();
    await page.getByRole('img', { name: 'MSFT 1d 图表' }).waitFor();
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(20);
    await stopAssistant();
  });
});
