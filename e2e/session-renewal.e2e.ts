import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';

/** Access tokens of this server live 30 seconds, so the test can watch several of them expire. */
const TOKEN_SECONDS = 30;
/** Long enough for a few token lives on a machine busy with other suites. */
const WAIT_MS = 4 * TOKEN_SECONDS * 1000 + BUSY_SERVER_MS;

const LANGUAGES = [
  { locale: 'en-US', thisBrowser: 'This browser' },
  { locale: 'zh-CN', thisBrowser: '当前浏览器' },
] as const;

const expiryOf = (token: string): number => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp;

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('no access token is stored');
  return token;
}

/** What the server answers a call made with this token, from the page's own origin. */
const statusWith = (page: Page, token: string) =>
  page.evaluate(
    async (bearer) => (await fetch('/api/auth/token/access', { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: '{}' })).status,
    token,
  );

/** The user-info dialog lists the signed-in sessions, read from the server, with this one marked. */
async function seesOwnSession(page: Page, thisBrowser: string): Promise<void> {
  await new ShellPage(page).openUserInfoDialog();
  await page.getByTestId('sessions-section').getByText(thisBrowser).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('user-info-dialog').waitFor({ state: 'hidden' });
}

describe('a session outlives its short access tokens', () => {
  let harness: Harness;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    harness = await startHarness({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS) } });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  for (const { locale, thisBrowser } of LANGUAGES) {
    it(
      `keeps a trader signed in past the access token's expiry, in the open page and after a restart (${locale})`,
      async () => {
        const context = await harness.newContext({ locale });
        contexts.push(context);
        context.setDefaultTimeout(WAIT_MS);
        const page = await context.newPage();
        const login = new LoginPage(page, harness.mailbox);
        await login.open();
        await login.signIn(`renewal-${locale.toLowerCase()}@example.com`);
        const first = await storedToken(page);

        // The open page renews its token ahead of time; the test waits until the first one has expired.
        await page.waitForFunction(
          ([token, exp]) => localStorage.getItem('access_token') !== token && Date.now() / 1000 > exp + 1,
          [first, expiryOf(first)] as const,
          { timeout: WAIT_MS, polling: 500 },
        );
        expect(await statusWith(page, first)).toBe(401);
        await seesOwnSession(page, thisBrowser);
        expect(new URL(page.url()).pathname).not.toMatch(/^\/login/);

        // Closed past the expiry of the last token it held, the app comes back signed in through the refresh cookie.
        const last = await storedToken(page);
        await page.close();
        const deadline = Date.now() + WAIT_MS;
        // Token lives are on the server's clock, which the harness sets to another day.
        while (harness.serverNow() / 1000 <= expiryOf(last) + 1) {
          if (Date.now() > deadline) throw new Error('the stored token never expired');
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const again = await context.newPage();
        await again.goto('/apps/calendar');
        await again.getByTestId('tool-user-info').waitFor();
        expect(new URL(again.url()).pathname).toBe('/apps/calendar');
        expect(await storedToken(again)).not.toBe(last);
        await seesOwnSession(again, thisBrowser);
      },
      2 * WAIT_MS,
    );
  }
});
