import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { ShellPage } from './pages/ShellPage.js';

const MEMBER_EMAIL = 'desktop-member@example.com';
const PLAIN_EMAIL = 'desktop-plain@example.com';
const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

const LANGUAGES = [
  { language: 'en', title: 'Code for the desktop assistant', enter: 'Type this code into the sign-in screen of the assistant’s window. It works once.', expires: /^Expires in [45]:\d\d$/, denied: 'Access denied' },
  { language: 'zh', title: '桌面助手授权码', enter: '请在助手窗口的登录界面输入此授权码。授权码只能使用一次。', expires: /^[45]:\d\d 后过期$/, denied: '拒绝访问' },
] as const;

/** A call to the product from Node, as the desktop assistant makes it. */
async function call(baseUrl: string, path: string, body: object): Promise<{ status: number; key?: string; data?: Record<string, string> }> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { key?: string; data?: Record<string, string> };
  return { status: response.status, ...envelope };
}

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.reload();
}

describe('the desktop assistant authorised from user info with a one-time code', () => {
  let harness: Harness;
  let member: Page;
  let plain: Page;
  let contexts: BrowserContext[];

  beforeAll(async () => {
    harness = await startHarness();
    const memberSession = await signedInPage(harness, MEMBER_EMAIL);
    const plainSession = await signedInPage(harness, PLAIN_EMAIL);
    await grantRole(harness, [MEMBER_EMAIL]);
    member = memberSession.page;
    plain = plainSession.page;
    contexts = [memberSession.context, plainSession.context];
  });

  afterAll(async () => {
    for (const context of contexts ?? []) await context.close();
    await harness?.close();
  });

  it('shows a member the code in both languages; the code opens a desktop session listed in user info, which ends there alone', async () => {
    let code = '';
    for (const words of LANGUAGES) {
      await inLanguage(member, words.language);
      await new ShellPage(member).openUserInfoDialog();
      await member.getByTestId('desktop-authorize').click();
      const dialog = member.getByTestId('desktop-code-dialog');
      await dialog.getByText(words.title, { exact: true }).waitFor();
      await dialog.getByText(words.enter, { exact: true }).waitFor();
      code = (await dialog.getByTestId('desktop-code').textContent()) ?? '';
      expect(code).toMatch(CODE);
      expect(await dialog.getByTestId('desktop-code-expiry').textContent()).toMatch(words.expires);
      expect(await dialog.getByTestId('desktop-code-command').textContent()).toBe(
        `npm run desktop -- --no-window --server ${harness.baseUrl} --code ${code}`,
      );
      await dialog.getByTestId('desktop-code-close').click();
      await dialog.waitFor({ state: 'detached' });
      await member.getByTestId('user-info-close').click();
    }

    const desktop = await call(harness.baseUrl, '/api/auth/desktop/exchange', { code, name: 'E2E trading desk' });
    expect(desktop.status).toBe(200);
    await new ShellPage(member).openUserInfoDialog();
    const listed = member.getByTestId(`session-${desktop.data?.sessionid}`);
    await listed.getByText('E2E trading desk', { exact: true }).waitFor();
    await listed.getByRole('button').click();
    await listed.waitFor({ state: 'detached' });

    expect(await call(harness.baseUrl, '/api/auth/token/refresh', { refresh_token: desktop.data?.refresh_token })).toMatchObject({ status: 401 });
    expect(await call(harness.baseUrl, '/api/auth/desktop/exchange', { code, name: 'Again' })).toMatchObject({ status: 422, key: 'desktopCodeInvalid' });
  });

  it('shows a user without a subscription the upgrade path instead of a code', async () => {
    for (const words of LANGUAGES) {
      await inLanguage(plain, words.language);
      await new ShellPage(plain).openUserInfoDialog();
      const upgrade = plain.getByTestId('desktop-upgrade');
      await upgrade.getByText(words.denied, { exact: true }).waitFor();
      expect(await plain.getByTestId('desktop-authorize').count()).toBe(0);
      await plain.getByTestId('user-info-close').click();
    }
  });
});
