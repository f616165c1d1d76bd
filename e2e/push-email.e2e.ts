import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';
import { UserInfoDialog } from './pages/UserInfoDialog.js';

const LANGUAGES = [
  {
    locale: 'en-US',
    member: 'push-member-en@example.com',
    address: 'alerts-en@example.com',
    empty: 'E-mail is wrong',
    badFormat: 'E-mail format is wrong',
    subject: /^(\d{4}) confirms this address for SignalDesk alerts$/,
    pending: (address: string) => `Waiting for confirmation: enter the code mailed to ${address}`,
    wrongCode: 'The code is wrong',
    confirmed: (address: string) => `Confirmed: alerts are mailed to ${address}`,
  },
  {
    locale: 'zh-CN',
    member: 'push-member-zh@example.com',
    address: 'alerts-zh@example.com',
    empty: '邮箱错误',
    badFormat: '邮箱格式错误',
    subject: /^(\d{4}) 用于确认此邮箱接收 SignalDesk 提醒$/,
    pending: (address: string) => `等待确认：请输入发送至 ${address} 的验证码`,
    wrongCode: '验证码错误',
    confirmed: (address: string) => `已确认：提醒将发送至 ${address}`,
  },
] as const;

describe('push e-mail confirmed in the user-info dialog', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const words of LANGUAGES) {
    it(`sets a push address, reads the code from its mailbox and confirms it (${words.locale})`, async () => {
      const context = await harness.newContext({ locale: words.locale });
      context.setDefaultTimeout(BUSY_SERVER_MS);
      try {
        const page = await context.newPage();
        const login = new LoginPage(page, harness.mailbox);
        await login.open();
        await login.signIn(words.member);
        await new ShellPage(page).openUserInfoDialog();
        const dialog = new UserInfoDialog(page);
        const status = dialog.pushEmail.getByTestId('push-email-status');
        expect(await status.textContent()).toBe(words.confirmed(words.member));

        await dialog.typePushEmail('');
        await dialog.pushEmail.getByText(words.empty, { exact: true }).waitFor();
        await dialog.typePushEmail('alerts@');
        await dialog.pushEmail.getByText(words.badFormat, { exact: true }).waitFor();

        const seen = harness.mailbox.countTo(words.address);
        await dialog.sendPushEmailCode(words.address);
        await dialog.pushEmail.getByText(words.pending(words.address), { exact: true }).waitFor();
        const mail = await harness.mailbox.nextMail(words.address, seen, BUSY_SERVER_MS);
        const code = words.subject.exec(mail.subject)?.[1];
        if (!code) throw new Error(`not a confirmation mail: ${mail.subject}`);
        // Until the code comes back, alerts still go to the confirmed address.
        expect(await status.textContent()).toBe(words.confirmed(words.member));

        await dialog.confirmPushEmail(code === '1000' ? '1001' : '1000');
        await dialog.pushEmail.getByText(words.wrongCode, { exact: true }).waitFor();

        await dialog.confirmPushEmail(code);
        await dialog.pushEmail.getByText(words.confirmed(words.address), { exact: true }).waitFor();
        expect(await dialog.pushEmail.getByTestId('push-email-status').getAttribute('data-confirmed')).toBe('true');
        expect(await dialog.pushEmail.getByTestId('push-email-pending').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
