import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, startHarness } from './harness.js';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { FirePage } from './pages/FirePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';

const MEMBER_EMAIL = 'member@example.com';
describe('the fire screen in the browser', () => {
  let harness: Harness;
  let superContext: BrowserContext;
  let superPage: Page;

  beforeAll(async () => {
    harness = await startHarness();
    superContext = await harness.newContext();
    superPage = await superContext.newPage();
    const login = new LoginPage(superPage, harness.mailbox);
    await login.open();
    await login.signIn(ADMIN_EMAIL);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows super the market jobs, the queue and the demo-data notices', async () => {
    expect(await new ShellPage(superPage).isLocked('fire')).toBe(false);
    const fire = new FirePage(superPage);
    await fire.open();
    expect(await fire.jobNames()).toEqual(expect.arrayContaining(['daily:US', 'hot', 'update', 'compute', 'refresh']));
    await fire.demoNotice.getByText('every price here is generated').waitFor();
    await superPage.getByTestId('queue-provider').getByText('Provider: Demo data').waitFor();
    await superPage.getByTestId('demo-data-chip').getByText('Demo data').waitFor();
    await superPage.getByTestId('demo-data-chip').hover();
    await superPage.getByRole('tooltip').getByText('not quotes from any exchange').waitFor();
  });

  it('updates one series by hand and the ledger shows the new run', async () => {
    const fire = new FirePage(superPage);
    const before = await fire.runs('update');
    await fire.runSeries('update', 'aapl', '1d');
    await superPage.getByText('Running update for AAPL · 1d').waitFor();
    await fire.waitForRunsAbove('update', before);
    expect(await fire.lastRun('update')).not.toBe('Never');
  });

  it('speaks Chinese on the fire screen and in the demo notice', async () => {
    const shell = new ShellPage(superPage);
    await shell.toggleLanguage();
    await superPage.getByRole('heading', { name: '行情任务' }).waitFor();
    await superPage.getByTestId('demo-data-chip').getByText('演示数据').waitFor();
    await new FirePage(superPage).demoNotice.getByText('并非真实报价').waitFor();
    await shell.toggleLanguage();
    await superPage.getByRole('heading', { name: 'Market jobs' }).waitFor();
  });

  it('computes a series by hand from the candles the update stored, and reports it done', async () => {
    // The harness runs the server with MARKET_JOBS=off, so the queue holds only what is fired by hand.
    const fire = new FirePage(superPage);
    await fire.waitForIdleQueue(60_000);
    const before = await fire.runs('compute');
    await fire.runSeries('compute', 'AAPL', '1wk');
    await superPage.getByText('compute for AAPL · 1wk done').waitFor();
    // The job table refreshes on its own after the run; its count may land a moment after the notice.
    await expect.poll(() => fire.runs('compute'), { timeout: 15_000 }).toBeGreaterThan(before);
  });

  it('hides the Fire item from a member and sends them from /apps/fire to /403', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    await login.signIn(MEMBER_EMAIL);
    const users = new AdminUsersPage(superPage);
    await users.open();
    await users.changeRole(MEMBER_EMAIL, 'Member');

    await page.goto('/apps/quote');
    const shell = new ShellPage(page);
    expect(await shell.isLocked('quote')).toBe(false);
    expect(new URL(page.url()).pathname).toMatch(/^\/apps\/quote/);
    expect(await shell.navItem('fire').count()).toBe(0);
    await page.getByTestId('demo-data-chip').waitFor();
    await page.goto('/apps/fire');
    await page.waitForURL('**/403');
    await page.getByTestId('no-access').waitFor();
    await context.close();
  });
});
