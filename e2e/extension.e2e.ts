import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EXTENSION_ZIP, MESSAGES } from '@signaldesk/contract';
import { EXTENSION_PANEL_FIELDS, EXTENSION_SESSION_NAME } from '@signaldesk/contract/extension';
import { unzipSync } from 'fflate';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopCodeFromWeb } from './desktopExecutable.js';
import { ADMIN_EMAIL, BUSY_SERVER_MS, grantRole, type Harness, readServerClock, signedInPage, startHarness } from './harness.js';
import { callFromPage } from './memberSteps.js';
import { ShellPage } from './pages/ShellPage.js';
import { CHROMIUM } from '../apps/server/test/chromium.js';

const ROOT = resolve(import.meta.dirname, '..');
const MEMBER_EMAIL = 'extension-member@example.com';
/** A quote site as the content script meets it: the page is answered by the test, at the site's own address. */
const QUOTE_PAGE = 'https://www.reddit.com/r/stocks/comments/signaldesk-test/';

type Language = 'en' | 'zh';
interface PanelField {
  id: string;
  text: string;
}

/** Builds the extension for this product server, as a deployment does, into a folder of the test's own. */
function buildExtension(productUrl: string, out: string, buildsDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/extension/build/buildExtension.ts'], {
      cwd: ROOT,
      env: { ...process.env, SIGNALDESK_URL: productUrl, EXTENSION_OUT: out, DESKTOP_BUILDS_DIR: buildsDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the extension build ended with ${code}:\n${output}`))));
  });
}

interface ShadowNode {
  nodeType: number;
  localName?: string;
  nodeValue?: string;
  attributes?: string[];
  children?: ShadowNode[];
  shadowRoots?: ShadowNode[];
}

const attribute = (node: ShadowNode, name: string) => {
  const index = node.attributes?.findIndex((value, i) => i % 2 === 0 && value === name) ?? -1;
  return index >= 0 ? node.attributes?.[index + 1] : undefined;
};
const textOf = (node: ShadowNode): string =>
  node.nodeType === 3 ? (node.nodeValue ?? '') : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map(textOf).join('');

/**
 * What the panel on a quote site shows. Its shadow root is closed, so neither the page nor Playwright's selectors
 * reach it; the DevTools protocol does, as it does for the browser's own inspector.
 */
async function panelOnPage(page: Page): Promise<{ fields: PanelField[]; signal: string; picture: string; quote: string } | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: ShadowNode };
    const fields: PanelField[] = [];
    let signal = '';
    let picture = '';
    let quote = '';
    let inPanel = false;
    const walk = (node: ShadowNode, panel: boolean) => {
      const here = panel || node.localName === 'signaldesk-panel';
      if (here) {
        inPanel = true;
        const field = attribute(node, 'data-field');
        if (node.localName === 'dd' && field) fields.push({ id: field, text: textOf(node) });
        if (attribute(node, 'data-signal')) signal = textOf(node);
        if (node.localName === 'img') picture = attribute(node, 'src') ?? '';
        if (node.localName === 'a' && attribute(node, 'class') === 'quote') quote = attribute(node, 'href') ?? '';
      }
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, here);
    };
    walk(root, false);
    return inPanel && fields.length > 0 && picture ? { fields, signal, picture, quote } : null;
  } finally {
    await cdp.detach();
  }
}

/** The icon's badge text, as the service worker set it. */
const badgeText = (worker: Worker) =>
  worker.evaluate(() => (globalThis as unknown as { chrome: { action: { getBadgeText(details: object): Promise<string> } } }).chrome.action.getBadgeText({}));

/** Opens the popup in a tab and switches it to the language (its button names the other language). */
async function popupIn(context: BrowserContext, extensionId: string, language: Language): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  const other = language === 'en' ? '中文' : 'English';
  await popup.getByTestId('language').getByText(/^(中文|English)$/).waitFor();
  if ((await popup.getByTestId('language').textContent()) !== other) await popup.getByTestId('language').click();
  await popup.getByTestId('language').getByText(other, { exact: true }).waitFor();
  return popup;
}

describe('the browser extension loaded in Chromium', () => {
  let harness: Harness;
  let context: BrowserContext;
  let worker: Worker;
  let extensionId: string;
  let member: Page;
  let memberId: string;
  let superPage: Page;
  const folders: string[] = [];
  const folder = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    folders.push(made);
    return made;
  };
  let buildsDir: string;

  beforeAll(async () => {
    buildsDir = folder('signaldesk-builds-');
    harness = await startHarness({ env: { DESKTOP_BUILDS_DIR: buildsDir } });
    const built = folder('signaldesk-extension-');
    await buildExtension(harness.baseUrl, built, buildsDir);
    context = await chromium.launchPersistentContext(folder('signaldesk-profile-'), {
      executablePath: CHROMIUM,
      // Chromium's new headless mode runs extensions; the old one did not.
      headless: false,
      args: [
        '--headless=new',
        `--disable-extensions-except=${join(built, 'unpacked')}`,
        `--load-extension=${join(built, 'unpacked')}`,
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
      ],
      baseURL: harness.baseUrl,
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
    });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    await readServerClock(context, harness.serverNow());
    worker = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://')) ?? (await context.waitForEvent('serviceworker', { timeout: BUSY_SERVER_MS }));
    extensionId = new URL(worker.url()).host;
    await context.route(QUOTE_PAGE, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body><h1>Stocks</h1><p id="post">Bought more $AAPL today, price $100.</p></body></html>' }),
    );

    member = (await signedInPage({ ...harness, newContext: async () => context }, MEMBER_EMAIL)).page;
    const admin = await signedInPage(harness, ADMIN_EMAIL);
    superPage = admin.page;
    await grantRole(harness, [MEMBER_EMAIL], 'Member', superPage);
    await member.reload();
    memberId = (await callFromPage<{ data: { user: { userid: string } } }>(member, '/api/auth/token/access', {})).data.user.userid;
  });

  afterAll(async () => {
    await context?.close();
    await superPage?.context().close();
    await harness?.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  /** Posts a code to the product's page as the web app does, and answers what the extension says back. */
  const handOver = (page: Page, code: string) =>
    page.evaluate(
      (code) =>
        new Promise<{ ok: boolean; message: string }>((answered) => {
          window.addEventListener('message', (event) => {
            if (event.data?.type === 'signaldesk:extension-answer') answered(event.data);
          });
          window.postMessage({ type: 'signaldesk:extension-code', code }, window.location.origin);
        }),
      code,
    );

  it('is served as a zip by the download page, built for this server', async () => {
    const zip = readFileSync(join(buildsDir, EXTENSION_ZIP));
    const download = await member.context().request.get('/download/extension');
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(zip)).toBe(true);
    const manifest = JSON.parse(Buffer.from(unzipSync(zip)['manifest.json'] ?? []).toString('utf8'));
    expect(manifest).toMatchObject({ manifest_version: 3, host_permissions: ['http://127.0.0.1/*'], permissions: ['storage', 'alarms', 'notifications'] });
  });

  it('connects from user info without anything typed, in both languages; forged, replayed and foreign-origin codes open nothing', async () => {
    // A code shown for the desktop assistant, posted by a page of another origin: the extension must not spend it.
    const foreignCode = await desktopCodeFromWeb(member);
    const foreign = await context.newPage();
    await foreign.route('http://127.0.0.1:9/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }));
    await foreign.goto('http://127.0.0.1:9/');
    await foreign.evaluate((code) => window.postMessage({ type: 'signaldesk:extension-code', code }, '*'), foreignCode);

    const forged = await handOver(member, 'ABCD-EFGH');
    expect(forged).toMatchObject({ ok: false, message: MESSAGES.desktopCodeInvalid.en });

    await new ShellPage(member).openUserInfoDialog();
    await member.getByTestId('extension-connect').click();
    await member.getByTestId('extension-connected').getByText('The browser extension is connected.').waitFor();
    await member.getByText(`${EXTENSION_SESSION_NAME} · Chrome`, { exact: true }).waitFor();
    await member.getByTestId('user-info-close').click();
    await foreign.close();

    // The foreign page's code was never spent: it still opens a session here, and replayed to the extension it is refused.
    const exchanged = await fetch(`${harness.baseUrl}/api/auth/desktop/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: foreignCode, name: 'Foreign check' }),
    });
    expect(exchanged.status).toBe(200);
    expect(await handOver(member, foreignCode)).toMatchObject({ ok: false, message: MESSAGES.desktopCodeInvalid.en });

    // In Chinese, connecting again replaces the extension's session: user info lists one.
    await member.evaluate(() => localStorage.setItem('language', 'zh'));
    await member.reload();
    await new ShellPage(member).openUserInfoDialog();
    await member.getByTestId('extension-section').getByText('浏览器扩展', { exact: true }).waitFor();
    await member.getByTestId('extension-connect').getByText('连接浏览器扩展').click();
    await member.getByTestId('extension-connected').getByText('浏览器扩展已连接，它的会话显示在下方列表中。').waitFor();
    await expect.poll(() => member.getByText(`${EXTENSION_SESSION_NAME} · Chrome`, { exact: true }).count()).toBe(1);
    await member.getByTestId('user-info-close').click();
    await member.evaluate(() => localStorage.setItem('language', 'en'));
    await member.reload();
  });

  for (const language of ['en', 'zh'] as const) {
    it(`shows a badge beside $AAPL on a quote site whose panel equals the product's (${language})`, async () => {
      const popup = await popupIn(context, extensionId, language);
      await popup.getByTestId('connection').getByText(language === 'en' ? 'Connected to 127.0.0.1' : '已连接 127.0.0.1').waitFor();
      await popup.close();

      const page = await context.newPage();
      await page.goto(QUOTE_PAGE);
      const badge = page.locator('signaldesk-badge[data-symbol="AAPL"]');
      await badge.waitFor();
      expect(await page.locator('signaldesk-badge').count()).toBe(1);
      expect(await page.locator('#post').textContent()).toBe('Bought more $AAPL today, price $100.');
      await badge.click();
      await expect.poll(() => panelOnPage(page), { timeout: BUSY_SERVER_MS }).not.toBeNull();
      const shown = await panelOnPage(page);
      const product = await callFromPage<{ data: { fields: PanelField[]; signal: { name: string; text: string } | null; quotePath: string } }>(
        member,
        '/api/extension/panel',
        { symbol: 'AAPL' },
        language,
      );
      expect(shown?.fields).toEqual(product.data.fields.map(({ id, text }) => ({ id, text })));
      expect(shown?.fields.map((field) => field.id)).toEqual([...EXTENSION_PANEL_FIELDS]);
      if (product.data.signal) expect(shown?.signal).toContain(`${product.data.signal.name} ${product.data.signal.text}`);
      expect(shown?.signal).toContain(language === 'en' ? 'Latest signal' : '最近信号');
      expect(shown?.picture).toMatch(/^data:image\/png;base64,/);
      expect(shown?.quote).toBe(`${harness.baseUrl}${product.data.quotePath}`);

      // Text the page adds later is badged once it settles; what was badged before is not badged again.
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('p'), { textContent: 'Also watching 0700.HK and $AAPL' })));
      await page.locator('signaldesk-badge[data-symbol="0700.HK"]').waitFor();
      await expect.poll(() => page.locator('signaldesk-badge[data-symbol="AAPL"]').count()).toBe(2);
      await page.close();
    });
  }

  it('searches symbols in the popup with the web app’s search, shows the same panel and sets a price alert from it, in both languages', async () => {
    for (const language of ['en', 'zh'] as const) {
      const popup = await popupIn(context, extensionId, language);
      await popup.getByText(language === 'en' ? 'Search symbols' : '搜索股票', { exact: true }).waitFor();
      await popup.getByTestId('search').fill(language === 'en' ? 'appl' : '茅台');
      const symbol = language === 'en' ? 'AAPL' : '600519.SS';
      await popup.getByTestId('results').locator(`button[data-symbol="${symbol}"]`).click();
      const kd = popup.getByTestId('panel').locator('dd[data-field="kd.k"]');
      await kd.waitFor();
      const product = await callFromPage<{ data: { fields: PanelField[] } }>(member, '/api/extension/panel', { symbol }, language);
      const shown = await popup.getByTestId('panel').locator('dd').evaluateAll((cells) => cells.map((cell) => ({ id: (cell as HTMLElement).dataset.field, text: cell.textContent })));
      expect(shown).toEqual(product.data.fields.map(({ id, text }) => ({ id, text })));
      await expect.poll(() => popup.getByTestId('panel').locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

      // The panel sets a price alert at the level typed, kept by the product; a level it cannot take is refused there.
      const panel = popup.getByTestId('panel');
      const level = panel.locator('input[data-testid="alert-level"]');
      await level.fill('0');
      await panel.getByRole('button', { name: language === 'en' ? 'Set alert' : '设置提醒' }).click();
      await panel.getByText(language === 'en' ? 'Enter a price above 0.' : '请输入大于 0 的价格。').waitFor();
      await level.fill('123.45');
      await panel.getByRole('button', { name: language === 'en' ? 'Set alert' : '设置提醒' }).click();
      await panel.getByText(language === 'en' ? `Alert set: ${symbol} crossing 123.45 on the daily chart.` : `已设置提醒：${symbol} 日线穿越 123.45。`, { exact: false }).waitFor();
      const alerts = await callFromPage<{ data: { list: { symbol: string; duration: string; condition: { level?: number } }[] } }>(member, '/api/alert/mine/list', {});
      expect(alerts.data.list.find((alert) => alert.symbol === symbol)).toMatchObject({ duration: '1d', condition: { kind: 'price', crossing: 'crosses', level: 123.45 } });
      await popup.close();
    }
  });

  it('raises the icon’s unread count and a browser notification when a new alert arrives', async () => {
    await callFromPage(member, '/api/messenger/session/list', {});
    const before = Number((await badgeText(worker)) || 0);
    const raised = await callFromPage<{ code: number }>(superPage, '/api/messenger/test-alert', { userid: memberId, symbol: 'MSFT', strategyName: 'Extension breakout' });
    expect(raised).toMatchObject({ code: 0 });
    // Opening the popup polls at once, as the alarm does every minute.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect.poll(() => badgeText(worker), { timeout: BUSY_SERVER_MS }).toBe(String(before + 1));
    await popup.getByTestId('unread').getByText(/^(1 unread alert|(?!1 )\d+ unread alerts|\d+ 条未读提醒)$/).waitFor();
    await popup.close();
    // The alert was raised as a browser notification too, named by its symbol and duration for the click to open.
    const notifications = await worker.evaluate(() =>
      (globalThis as unknown as { chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } } }).chrome.notifications.getAll(),
    );
    expect(Object.keys(notifications).some((id) => id.startsWith('alert:MSFT:1d:'))).toBe(true);
  });
  it('is disconnected when its session is ended in user info, which leaves the web session working', async () => {
    await new ShellPage(member).openUserInfoDialog();
    const listed = member.locator('[data-testid^="session-"]').filter({ hasText: `${EXTENSION_SESSION_NAME} · Chrome` });
    await listed.getByRole('button').click();
    await listed.waitFor({ state: 'detached' });
    await member.getByTestId('user-info-close').click();

    const popup = await popupIn(context, extensionId, 'en');
    await expect.poll(() => popup.getByTestId('connection').textContent(), { timeout: BUSY_SERVER_MS }).toContain('Connect the extension first');
    expect(await badgeText(worker)).toBe('');
    await popup.close();
    expect(await callFromPage(member, '/api/auth/token/access', {})).toMatchObject({ code: 0 });
  });
});
