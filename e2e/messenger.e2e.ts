import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { callFromPage, type MemberWithSuper, memberWithSuper } from './memberSteps.js';
import { ShellPage } from './pages/ShellPage.js';

const MEMBER_EMAIL = 'alerts-trader@example.com';

describe('alerts in the browser: bell, snackbar, unread badge and the messenger', () => {
  let harness: Harness;
  let contexts: BrowserContext[] = [];
  let page: Page;
  let memberId: string;
  let raiseAlert: MemberWithSuper['raiseAlert'];

  const setting = async (testId: string) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId(testId).click();
    await page.keyboard.press('Escape');
  };

  beforeAll(async () => {
    harness = await startHarness();
    ({ contexts, member: page, memberId, raiseAlert } = await memberWithSuper(harness, MEMBER_EMAIL));
    await page.goto('/apps/messenger');
    await page.getByTestId('messenger-choose').waitFor();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  it('connects when the bell is switched on and shows the state in the shell', async () => {
    const state = page.getByTestId('realtime-state');
    expect(await state.getAttribute('data-state')).toBe('disconnected');
    await setting('setting-bell');
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    expect(await page.evaluate(() => typeof SharedWorker)).toBe('function');
  });

  it('rings with a snackbar and an unread badge when an alert arrives', async () => {
    await raiseAlert('AAPL', 'Golden cross');
    await page.getByText('Golden cross has new messages').waitFor();
    await page.locator('[data-testid="bell-unread"] .MuiBadge-badge', { hasText: '1' }).waitFor();
    const row = page.locator('[data-testid="messenger-session"][data-session="test-alert"]');
    await row.getByText('Golden cross').waitFor();
    await row.locator('[data-testid="messenger-unread"] .MuiBadge-badge', { hasText: '1' }).waitFor();
    // The snackbar stays three seconds, then goes; a busy machine may run the page's timers late.
    await page.getByText('Golden cross has new messages').waitFor({ state: 'detached', timeout: 60_000 });
  });

  it('marks the session read when it is opened', async () => {
    await page.locator('[data-testid="messenger-session"][data-session="test-alert"]').click();
    await page.waitForURL('**/apps/messenger/test-alert');
    await page.getByTestId('messenger-thread').getByText('AAPL').first().waitFor();
    await page.locator('[data-testid="bell-unread"] .MuiBadge-invisible').waitFor({ state: 'attached' });
    const sessions = await callFromPage<{ data: { list: Array<{ sessionid: string; unreadCount: number }>; unread: number } }>(
      page,
      '/api/messenger/session/list',
      {},
    );
    expect(sessions.data.unread).toBe(0);
    expect(sessions.data.list.find((s) => s.sessionid === 'test-alert')?.unreadCount).toBe(0);
  });

  it('says the news in Chinese too, and filters sessions', async () => {
    await new ShellPage(page).toggleLanguage();
    await page.goto('/apps/messenger');
    // A reloaded page joins the shared connection again before the alert is raised.
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    await raiseAlert('MSFT', '均线金叉');
    await page.getByText('均线金叉 有新消息').waitFor();
    await page.getByTestId('messenger-filter').fill('zzzz');
    await page.getByText('没有匹配的会话。').waitFor();
    await page.getByTestId('messenger-filter').fill('msft');
    await page.locator('[data-testid="messenger-session"]').first().getByText('均线金叉').waitFor();
    await new ShellPage(page).toggleLanguage();
  });

  it('shows the messenger side panel when the sidebar setting is on', async () => {
    await setting('setting-sidebar');
    const panel = page.getByTestId('messenger-panel');
    await panel.locator('[data-testid="messenger-session"]').first().click();
    await panel.getByTestId('messenger-thread').waitFor();
    await setting('setting-sidebar');
    await panel.waitFor({ state: 'detached' });
  });

  it('disconnects when the bell is switched off', async () => {
    await setting('setting-bell');
    await page.locator('[data-testid="realtime-state"][data-state="disconnected"]').waitFor();
  });

  it('holds the connection in the page where SharedWorker does not exist', async () => {
    const context = await harness.newContext({ storageState: await page.context().storageState() });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    await context.addInitScript(() => Object.defineProperty(window, 'SharedWorker', { value: undefined }));
    const plain = await context.newPage();
    await plain.goto('/apps/messenger');
    expect(await plain.evaluate(() => typeof SharedWorker)).toBe('undefined');
    await plain.getByRole('button', { name: 'Settings' }).click();
    await plain.getByTestId('setting-bell').click();
    await plain.keyboard.press('Escape');
    await plain.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    await raiseAlert('AAPL', 'Page-held');
    await plain.getByText('Page-held has new messages').waitFor();
    await context.close();
  });

  it('switches push e-mail on in the user-info dialog, and the next alert is mailed', async () => {
    await new ShellPage(page).openUserInfoDialog();
    const channels = page.getByTestId('channel-settings');
    await channels.getByTestId('channel-telegram-unavailable').getByText('Telegram delivery is not set up on this server', { exact: true }).waitFor();
    await channels.getByText('Phone notification comes with the Promax plan.').waitFor();
    await channels.getByTestId('channel-email').getByRole('button', { name: 'On', exact: true }).click();
    await page.getByText('Delivery setting saved').waitFor();
    await page.getByTestId('user-info-close').click();
    await raiseAlert('TSLA', 'Mailed strategy');
    const deadline = Date.now() + 20_000;
    while (!harness.mailbox.mails.some((m) => m.to.includes(MEMBER_EMAIL) && m.subject.includes('TSLA in Mailed strategy'))) {
      if (Date.now() > deadline) throw new Error('no alert mail arrived');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('keeps the test alert from everyone but super', async () => {
    const refused = await callFromPage<{ code: number; key: string }>(page, '/api/messenger/test-alert', { userid: memberId, symbol: 'AAPL' });
    expect(refused).toMatchObject({ code: 403, key: 'forbidden' });
  });
});
