import type { APIResponse, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../apps/web/src/app/appRoutes.js';
import { PUBLIC_PATHS, SCREEN_OF } from './appScreens.js';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

/** Headers every answer carries, whatever it is: the page, a call, a file of the build. */
function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, where).toContain("script-src 'self';");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['permissions-policy'], where).toContain('camera=()');
  // The harness serves plain http: HSTS there would pin a browser to an https that does not exist.
  expect(headers['strict-transport-security'], where).toBeUndefined();
}

describe('the whole app under its Content-Security-Policy', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];

  /** A context that reports every policy violation, from the page's own event and from the console. */
  async function watchedContext(locale: string): Promise<BrowserContext> {
    const watched = await harness.newContext({ locale, acceptDownloads: true });
    watched.setDefaultTimeout(BUSY_SERVER_MS);
    await watched.exposeBinding('reportPolicyViolation', ({ page }, text: string) => violations.push(`${page.url()}: ${text}`));
    await watched.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        },
        true,
      );
    });
    watched.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
    });
    return watched;
  }

  /** The pages anyone may open, visited signed out: their network goes idle once each has loaded. */
  async function walkPublicPages(locale: string, language: string): Promise<void> {
    const anonymous = await watchedContext(locale);
    try {
      const visitor = await anonymous.newPage();
      for (const path of PUBLIC_PATHS) {
        await visitor.goto(path);
        await visitor.waitForLoadState('networkidle');
      }
      expect(await visitor.evaluate(() => document.documentElement.lang)).toBe(language);
    } finally {
      await anonymous.close();
    }
  }

  /**
   * Every app route until its screen shows (signed in, the notifications' shared worker keeps a request open, so the
   * network never goes idle), the chart with a screenshot and an export, two dialogs and the API documentation.
   */
  async function walkApp(language: string): Promise<void> {
    for (const route of APP_ROUTES) {
      await page.goto(`/apps/${route.id}`);
      await page.getByTestId(SCREEN_OF[route.id] ?? '').first().waitFor({ state: 'attached' });
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    const quote = new QuotePage(page);
    await quote.open('/apps/quote/folder/us/AAPL');
    await quote.waitForChart('AAPL', '1d');
    await quote.hoverAt(0.5);
    // Screenshots and exports leave as blob: URLs.
    await quote.download('chart-screenshot');
    await quote.download('chart-export-csv');

    await new ShellPage(page).openUserInfoDialog();
    await page.getByTestId('user-info-close').click();
    await page.goto('/apps/strategy');
    await page.getByTestId('strategy-new').click();
    await page.getByTestId('strategy-dialog').waitFor();
    await page.getByTestId('strategy-cancel').click();

    await page.goto('/api/docs');
    await page.locator('.swagger-ui .opblock').first().waitFor();
  }

  beforeAll(async () => {
    expect(APP_ROUTES.filter((route) => !SCREEN_OF[route.id])).toEqual([]);
    harness = await startHarness();
    context = await watchedContext('en-US');
    page = await context.newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    await login.signIn(ADMIN_EMAIL);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  it('walks every page, the chart, dialogs and the API documentation in English with no policy violation', async () => {
    await walkPublicPages('en-US', 'en');
    await walkApp('en');
    expect(violations).toEqual([]);
  });

  it('walks them again in Chinese with no policy violation', async () => {
    await walkPublicPages('zh-CN', 'zh-CN');
    await page.goto('/apps/academy');
    await new ShellPage(page).toggleLanguage();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await walkApp('zh-CN');
    expect(violations).toEqual([]);
  });

  it('puts the security headers on the page, a call and a file of the build', async () => {
    const context = await harness.newContext();
    try {
      const page = await context.newPage();
      const html = await page.goto('/login');
      if (!html) throw new Error('no answer for /login');
      expectSecurityHeaders(html.headers(), 'page');
      const entry = await page.locator('script[type=module][src^="/assets/"]').getAttribute('src');
      const answers: [string, APIResponse][] = [
        ['call', await page.request.post('/api/app/config', { data: {} })],
        ['asset', await page.request.get(entry ?? '/assets/missing.js')],
        ['service worker', await page.request.get('/sw.js')],
      ];
      for (const [where, answer] of answers) {
        expect(answer.status(), where).toBe(200);
        expectSecurityHeaders(answer.headers(), where);
      }
    } finally {
      await context.close();
    }
  });
});
