import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeFake } from '../apps/server/test/stripeFake.js';
import { ADMIN_EMAIL, type Harness, signedInPage, startHarness } from './harness.js';
import { ShellPage } from './pages/ShellPage.js';

const SECRET_KEY = 'sk_test_e2e_checkout';
const WEBHOOK_SECRET = 'whsec_e2e_checkout';

const LANGUAGES = [
  { language: 'en', email: 'buyer-en@example.com', button: 'Buy 1 month · 150 USD', paid: 'Payment received', role: 'Member', payment: 'SignalDesk Standard, 1 month · 150.00 USD', receipt: 'Receipt' },
  { language: 'zh', email: 'buyer-zh@example.com', button: '购买 1 个月 · 150 美元', paid: '付款成功', role: '会员', payment: 'SignalDesk 标准版 1 个月 · 150.00 美元', receipt: '收据' },
] as const;

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
}

describe('buying a month by card through Stripe Checkout', () => {
  let harness: Harness;
  let fake: StripeFake;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fake = await new StripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start();
    harness = await startHarness({
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.apiBase, STRIPE_CNY_PAYMENT_METHODS: 'alipay,wechat_pay' },
    });
    fake.webhookUrl = `${harness.baseUrl}/api/pay/stripe/webhook`;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
    await fake?.close();
  });

  for (const words of LANGUAGES) {
    it(`a new user buys a month on the pricing page and lands as a member, in ${words.language}`, async () => {
      const { context, page } = await signedInPage(harness, words.email);
      contexts.push(context);
      await inLanguage(page, words.language);
      const started = performance.now();
      await page.goto('/pricing');
      await page.getByTestId('buy-standardMonthly').filter({ hasText: words.button }).click();

      await page.waitForURL((url) => url.href.startsWith(`${fake.apiBase}/pay/`));
      expect(await page.getByTestId('fake-checkout-amount').textContent()).toBe('150.00 USD');
      await page.getByTestId('fake-checkout-pay').click();

      await page.waitForURL((url) => url.pathname === '/checkout/return');
      const paid = page.getByTestId('checkout-paid');
      await paid.getByText(words.paid, { exact: true }).waitFor();
      await paid.getByTestId('checkout-open-app').click();
      const shell = new ShellPage(page);
      expect(await shell.isLocked('quote')).toBe(false);
      await page.getByTestId('tool-user-info').click();
      await page.getByText(words.role, { exact: true }).waitFor();
      const seconds = (performance.now() - started) / 1000;
      console.log(JSON.stringify({ bench: 'checkout.e2e', language: words.language, secondsFromPricingToMember: Number(seconds.toFixed(2)) }));

      await page.getByTestId('open-user-info').click();
      const payments = page.getByTestId('my-payments');
      await payments.getByText(words.payment, { exact: true }).waitFor();
      expect(await payments.getByTestId('payment-receipt').getAttribute('href')).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\//);
      expect(await payments.getByTestId('payment-receipt').textContent()).toBe(words.receipt);
      await page.getByTestId('my-tickets').getByText('30', { exact: false }).first().waitFor();
    });
  }

  it('shows super the payments beside the tickets', async () => {
    const { context, page } = await signedInPage(harness, ADMIN_EMAIL);
    contexts.push(context);
    await page.goto('/apps/ticket');
    const rows = page.getByTestId('payment-row');
    for (const { email } of LANGUAGES) await rows.filter({ hasText: email }).waitFor();
    expect(await rows.count()).toBe(LANGUAGES.length);
  });

  it('offers Alipay and WeChat Pay beside card for a CNY price, and a cancelled checkout leaves the user as they were', async () => {
    const { context, page } = await signedInPage(harness, 'buyer-cny@example.com');
    contexts.push(context);
    await inLanguage(page, 'zh');
    await page.goto('/pricing');
    await page.getByTestId('currency-choice').getByText('人民币', { exact: true }).click();
    await page.getByText('银行卡、支付宝和微信支付', { exact: true }).waitFor();
    await page.getByTestId('buy-plusYearly').filter({ hasText: /^购买 1 年 · 10,?800 元$/ }).click();

    await page.waitForURL((url) => url.href.startsWith(`${fake.apiBase}/pay/`));
    expect(await page.getByTestId('fake-checkout-amount').textContent()).toBe('10800.00 CNY');
    expect(await page.getByTestId('fake-checkout-methods').textContent()).toBe('card alipay wechat_pay');
    await page.getByTestId('fake-checkout-cancel').click();

    await page.getByTestId('checkout-cancelled').getByText('付款已取消，未扣任何费用。', { exact: true }).waitFor();
    await page.goto('/apps/quote');
    await page.waitForURL((url) => url.pathname === '/403');
  });
});

describe('the pricing page without card payment set up', () => {
  let harness: Harness;
  beforeAll(async () => {
    // The contact page is the way to buy only where the server has a support contact (e2e/server-offers.e2e.ts: none).
    harness = await startHarness({ env: { SUPPORT_EMAIL: 'help@signaldesk.test' } });
  });
  afterAll(() => harness?.close());

  it('says purchase goes through the contact page, in both languages', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByTestId('card-unavailable').getByText('Card payment is not set up on this server: purchase through the contact page', { exact: true }).waitFor();
    expect(await page.getByTestId('buy-standardMonthly').count()).toBe(0);
    await inLanguage(page, 'zh');
    await page.reload();
    await page.getByTestId('card-unavailable').getByText('本服务器未开通银行卡支付：请通过联系页面购买', { exact: true }).waitFor();
    await context.close();
  });
});
