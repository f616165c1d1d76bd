import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';

const LANGUAGES = [
  {
    locale: 'en-US',
    email: 'first-run@example.com',
    start: 'Start free trial',
    offer: 'Try every Standard feature free for 7 days',
    started: 'Your trial is on: member features are open until',
    refused: 'You have already used your free trial',
  },
  {
    locale: 'zh-CN',
    email: 'first-run-zh@example.com',
    start: '开始免费试用',
    offer: '免费试用标准版全部功能 7 天',
    started: '试用已开始：会员功能开放至',
    refused: '您已经用过免费试用了',
  },
] as const;

describe('the first run: each role lands on a screen it may use, and a new user starts the trial once', () => {
  let harness: Harness;
  const contexts: BrowserContext[] = [];

  async function signedIn(email: string, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await harness.newContext({ locale });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    contexts.push(context);
    const page = await context.newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    await login.signIn(email);
    return { context, page };
  }

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  it('lands super on the quote screen, with no trial offered', async () => {
    const { page } = await signedIn(ADMIN_EMAIL);
    await page.waitForURL('**/apps/quote/folder/all');
    await page.getByTestId('no-access').waitFor({ state: 'detached' });
    expect(await page.getByTestId('trial-offer').count()).toBe(0);
  });

  for (const words of LANGUAGES) {
    it(`lands a new plain user on the calendar with the trial offer, which opens the member screens once (${words.locale})`, async () => {
      const { context, page } = await signedIn(words.email, words.locale);
      await page.waitForURL('**/apps/calendar');
      await page.getByTestId('calendar-page').waitFor();
      expect(await page.getByTestId('no-access').count()).toBe(0);
      const offer = page.getByTestId('trial-offer');
      expect(await offer.textContent()).toContain(words.offer);

      // A second tab opened before the trial still offers it: the server is what refuses the second attempt.
      const staleTab = await context.newPage();
      await staleTab.goto('/apps/quote');
      await staleTab.waitForURL('**/403');
      await staleTab.getByTestId('trial-offer').waitFor();

      await offer.getByRole('button', { name: words.start }).click();
      await page.getByText(words.started).waitFor();
      await page.waitForURL('**/apps/quote/folder/all');
      expect(await new ShellPage(page).isLocked('quote')).toBe(false);
      await offer.waitFor({ state: 'detached' });

      await staleTab.getByTestId('trial-start').click();
      await staleTab.getByText(words.refused).waitFor();

      await page.goto('/');
      await page.waitForURL('**/apps/quote/folder/all');
      expect(await page.getByTestId('trial-offer').count()).toBe(0);
    });
  }
});
