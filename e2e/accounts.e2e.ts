import { ENTITLEMENT_BY_ID } from '@signaldesk/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, startHarness } from './harness.js';
import { AdminTicketsPage } from './pages/AdminTicketsPage.js';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';
import { UserInfoDialog } from './pages/UserInfoDialog.js';

const USER_EMAIL = 'trader@example.com';
const MEMBER_APPS = ['quote', 'tick', 'ranking', 'stock', 'academy'];

describe('accounts and access in the browser', () => {
  let harness: Harness;
  let superContext: BrowserContext;
  let superPage: Page;
  let userContext: BrowserContext;
  let userPage: Page;
  let ticket = '';

  beforeAll(async () => {
    // The error page offers support only where the server has a contact.
    harness = await startHarness({ env: { SUPPORT_EMAIL: 'help@signaldesk.test' } });
    superContext = await harness.newContext();
    superPage = await superContext.newPage();
    userContext = await harness.newContext();
    userPage = await userContext.newPage();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('sends an unknown path to the 404 page', async () => {
    const page = await superContext.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/pages/error/404');
    await page.getByText('Page not found').waitFor();
    await page.close();
  });

  it('shows the error page in both languages when a screen cannot be fetched, and the next screen opens', async () => {
    // Without a service worker, which would answer the reloads from its own copy of the refused code.
    const context = await harness.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/assets\/QasPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/qas');
    await page.getByText('Something went wrong').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await page.getByText('出错了').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByText('Something went wrong').waitFor();
    await page.getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL('**/wechat/contact');
    await page.getByRole('heading', { name: 'Contact support', level: 1 }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('remembers a guarded path, signs super in with the mailed code, and returns there', async () => {
    await superPage.goto('/apps/ticket/type/100');
    await superPage.waitForURL('**/login');
    await new LoginPage(superPage, harness.mailbox).signIn(ADMIN_EMAIL);
    await superPage.waitForURL('**/apps/ticket/type/100');
    await superPage.getByTestId('tickets-page').waitFor();
    expect(await new ShellPage(superPage).isLocked('ticket')).toBe(false);
  });

  it('lets super dispatch a ticket in the admin screen and find it by its code', async () => {
    const tickets = new AdminTicketsPage(superPage);
    await tickets.open();
    ticket = await tickets.dispatch(100, 'e2e monthly');
    expect(ticket).toHaveLength(36);
    await tickets.open(`/apps/ticket/token/${ticket}`);
    await tickets.rows().first().waitFor();
    expect(await tickets.rows().count()).toBe(1);
    expect(await tickets.rows().first().textContent()).toContain(ticket);
  });

  it('sends a plain user on a member route to /403 with the membership offer, members items locked', async () => {
    await new LoginPage(userPage, harness.mailbox).open();
    await new LoginPage(userPage, harness.mailbox).signIn(USER_EMAIL);
    await userPage.goto('/apps/quote');
    await userPage.waitForURL('**/403');
    await userPage.getByTestId('no-access').waitFor();
    await userPage.getByText('Access denied').waitFor();
    await userPage.getByText('to get all features permissions').waitFor();
    // The offer claims only what the product does: win rates are computed, never written down.
    const offer = await userPage.getByTestId('no-access').textContent();
    expect(offer).toContain(ENTITLEMENT_BY_ID.signals.text.en);
    expect(offer).not.toMatch(/90\s*%|doubling/);
    const shell = new ShellPage(userPage);
    for (const app of MEMBER_APPS) expect(await shell.isLocked(app)).toBe(true);
    expect(await shell.isLocked('calendar')).toBe(false);
    expect(await shell.navItem('ticket').count()).toBe(0);
  });

  it('activates the ticket in the user-info dialog, which shows the subscription at once and unlocks the member menu', async () => {
    const shell = new ShellPage(userPage);
    await shell.openUserInfoDialog();
    const dialog = new UserInfoDialog(userPage);
    expect(await dialog.role()).toBe('User');
    await dialog.root.getByTestId('profile-section').getByText('No subscription').waitFor();
    await dialog.activateTicket(`  ${ticket} `);
    await userPage.getByText('Ticket activated: your permissions are up to date').first().waitFor();
    // No "Refresh permissions" pressed: the role and the subscription follow the activation by themselves.
    await dialog.root.getByTestId('profile-role').getByText('Member').waitFor();
    expect(await dialog.subscription.textContent()).toMatch(/^Valid until /);
    await dialog.root.getByTestId('my-tickets').getByText(ticket).waitFor();
    await dialog.close();
    for (const app of MEMBER_APPS) expect(await shell.isLocked(app)).toBe(false);
    await shell.navItem('quote').click();
    await userPage.waitForURL('**/apps/quote/folder/all');
    expect(await userPage.getByTestId('no-access').count()).toBe(0);
  });

  it('switches the interface to Chinese and keeps it after a reload', async () => {
    const shell = new ShellPage(userPage);
    await shell.toggleLanguage();
    await shell.navItem('quote').getByText('行情').waitFor();
    await shell.openUserInfoDialog();
    const dialog = new UserInfoDialog(userPage);
    expect(await dialog.subscription.textContent()).toMatch(/^有效期至 /);
    await dialog.close();
    await userPage.reload();
    await shell.navItem('academy').getByText('学院').waitFor();
    expect(await userPage.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  it('signs out via /logout and lands on the sign-in page', async () => {
    await userPage.goto('/logout');
    await userPage.getByTestId('logout-text').waitFor();
    await userPage.waitForURL('**/login');
    await userPage.getByTestId('login-form').waitFor();
    expect(await userPage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await userPage.goto('/apps/calendar');
    await userPage.waitForURL('**/login');
  });

  it('starts in Chinese for a zh-CN browser', async () => {
    const context = await harness.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-form').getByText('登录 SignalDesk').waitFor();
    await page.getByText('我已阅读并接受').waitFor();
    await context.close();
  });

  it('signs in from the link in the mail; super changes their role and forces them offline', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    const { link } = await login.requestCode('linker@example.com');
    await page.goto(link);
    // A new plain user lands on the first screen their role opens, with the trial offered.
    await page.waitForURL('**/apps/calendar');
    await page.getByTestId('calendar-page').waitFor();
    await page.getByTestId('trial-offer').waitFor();

    const users = new AdminUsersPage(superPage);
    await users.open();
    await users.changeRole('linker@example.com', 'Manager');
    await users.forceOffline('linker@example.com');
    await superPage.getByText('1 session(s) ended').waitFor();

    await page.reload();
    await page.waitForURL('**/login');
    await page.getByText('Failed to login with token.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });
});
