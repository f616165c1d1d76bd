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
    loading: 'Loading…',
    paywall: 'This needs a subscription. Start a free trial or choose a plan to unlock it.',
  },
  {
    locale: 'zh-CN',
    email: 'first-run-zh@example.com',
    start: '开始免费试用',
    offer: '免费试用标准版全部功能 7 天',
    started: '试用已开始：会员功能开放至',
    refused: '您已经用过免费试用了',
    loading: '加载中…',
    paywall: '此功能需要订阅。开始免费试用或选择套餐即可解锁。',
  },
] as const;

describe('the first run: each role lands on a screen it may use, and a new user starts the trial once', () => {
  let harness: Harness;
  const contexts: BrowserContext[] = [];

  /** Holds back a screen's code until released, so what the pane shows meanwhile can be read at leisure. */
  async function holdScreen(context: BrowserContext, screen: string): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(`**/assets/${screen}-*.js`, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  async function signedIn(
    email: string,
    locale = 'en-US',
    prepare: (context: BrowserContext) => Promise<void> = async () => {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await harness.newContext({ locale });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    contexts.push(context);
    await prepare(context);
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
      let releaseCalendar = () => {};
      const { context, page } = await signedIn(words.email, words.locale, async (fresh) => {
        releaseCalendar = await holdScreen(fresh, 'CalendarPage');
      });
      // Until the calendar's code arrives, the pane says it is loading rather than standing empty.
      await page.getByTestId('screen-loading').getByText(words.loading).waitFor();
      releaseCalendar();
      await page.waitForURL('**/apps/calendar');
      await page.getByTestId('calendar-page').waitFor();
      await page.getByTestId('screen-loading').waitFor({ state: 'detached' });
      expect(await page.getByTestId('no-access').count()).toBe(0);
      const offer = page.getByTestId('trial-offer');
      expect(await offer.textContent()).toContain(words.offer);

      // A second tab opened before the trial still offers it: the server is what refuses the second attempt.
      const staleTab = await context.newPage();
      await staleTab.goto('/apps/quote');
      await staleTab.waitForURL('**/403');
      await staleTab.getByTestId('trial-offer').waitFor();
      await staleTab.getByTestId('no-access').getByText(words.paywall, { exact: true }).waitFor();

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
