import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG } from '../apps/server/test/supportPicture.js';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { ShellPage } from './pages/ShellPage.js';

const SUPPORT_EMAIL = 'help@signaldesk.test';
const SUPPORT_WECHAT = 'signaldesk_help';

/** What the pricing page says of each way alerts are delivered, in the reader's language. */
const CHANNEL_WORDS = {
  en: { title: 'Where alerts reach you on this site', delivered: 'Delivered', notSetUp: 'Not set up on this site' },
  zh: { title: '本站的提醒送达方式', delivered: '已开通', notSetUp: '本站未开通' },
} as const;

/** The switch in the public pages' bar: a visitor reads the page in the other language. */
async function switchLanguage(page: Page, to: 'en' | 'zh'): Promise<void> {
  await page.getByRole('button', { name: to === 'zh' ? '中文' : 'English', exact: true }).click();
}

async function channelSays(page: Page, channel: string, words: string): Promise<void> {
  await page.getByTestId(`alert-channel-${channel}`).getByText(words, { exact: true }).waitFor();
}

async function openRefundAnswer(page: Page, question: string): Promise<string> {
  await page.goto('/qas');
  await page.getByRole('button', { name: question }).click();
  const answer = page.locator('#qa-refund-answer');
  await answer.waitFor();
  return (await answer.textContent()) ?? '';
}

describe('a server with a Telegram bot and support contacts', () => {
  let harness: Harness;
  let folder: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'signaldesk-offers-'));
    const qr = join(folder, 'wechat.png');
    await writeFile(qr, ONE_PIXEL_PNG);
    harness = await startHarness({
      env: {
        TELEGRAM_BOT_TOKEN: '1:offers',
        TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
        SUPPORT_EMAIL,
        SUPPORT_WECHAT,
        SUPPORT_WECHAT_QR: qr,
      },
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('says on the pricing page which channels it delivers, in English and Chinese', async () => {
    const context = await harness.newContext();
    contexts.push(context);
    context.setDefaultTimeout(BUSY_SERVER_MS);
    const page = await context.newPage();
    await page.goto('/pricing');
    for (const language of ['en', 'zh'] as const) {
      const words = CHANNEL_WORDS[language];
      await page.getByTestId('alert-channels').getByText(words.title).waitFor();
      for (const channel of ['browser', 'telegram', 'email', 'webpush']) await channelSays(page, channel, words.delivered);
      // No desktop build is in this server's builds folder.
      await channelSays(page, 'desktop', words.notSetUp);
      if (language === 'en') await switchLanguage(page, 'zh');
    }
    await switchLanguage(page, 'en');
  });

  it('shows its support contacts on the contact page and in the answers, in English and Chinese', async () => {
    const context = await harness.newContext();
    contexts.push(context);
    context.setDefaultTimeout(BUSY_SERVER_MS);
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Through our contact page' }).click();
    await page.waitForURL('**/wechat/contact');
    await page.getByTestId('support-email').getByRole('link', { name: SUPPORT_EMAIL }).waitFor();
    await page.getByTestId('support-wechat').getByText(SUPPORT_WECHAT, { exact: true }).waitFor();
    const picture = page.getByTestId('support-wechat-qr');
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    expect(await page.getByTestId('support-none').count()).toBe(0);
    await switchLanguage(page, 'zh');
    await page.getByRole('heading', { name: '联系客服', level: 1 }).waitFor();
    await page.getByTestId('support-wechat').getByText('在微信中搜索客服微信号添加，或用微信扫描二维码。').waitFor();
    expect(await openRefundAnswer(page, '可以退款吗？')).toContain(`发送邮件至 ${SUPPORT_EMAIL}`);
    await switchLanguage(page, 'en');
    expect(await openRefundAnswer(page, 'Can I get my money back?')).toContain(`write to ${SUPPORT_EMAIL}`);
  });

  it('lets a member switch Telegram in the delivery settings', async () => {
    const member = await signedInPage(harness, 'offers-member@example.com');
    contexts.push(member.context);
    await grantRole(harness, ['offers-member@example.com']);
    await member.page.reload();
    await new ShellPage(member.page).openUserInfoDialog();
    const channels = member.page.getByTestId('channel-settings');
    await channels.getByTestId('telegram-link').waitFor();
    expect(await channels.getByTestId('channel-telegram-unavailable').count()).toBe(0);
    expect(await member.page.getByTestId('bot-push-unavailable').count()).toBe(0);

    // The public pages' bar offers a signed-in trader their account and the app, not a sign-in.
    await member.page.goto('/pricing');
    const openApp = member.page.getByTestId('marketing-open-app');
    for (const language of ['en', 'zh'] as const) {
      await openApp.getByText(language === 'en' ? 'Open the app' : '进入应用', { exact: true }).waitFor();
      expect(await member.page.getByRole('link', { name: language === 'en' ? 'Sign in' : '登录', exact: true }).count()).toBe(0);
      expect(await member.page.getByTestId('marketing-account').textContent()).not.toBe('');
      if (language === 'en') await switchLanguage(member.page, 'zh');
    }
    await switchLanguage(member.page, 'en');
    await openApp.click();
    await member.page.waitForURL('**/apps/quote/folder/all');
  });
});

describe('a server without a Telegram bot or support contacts', () => {
  let harness: Harness;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  it('says on the pricing page that Telegram is not set up and that plans are not sold, in English and Chinese', async () => {
    const context = await harness.newContext();
    contexts.push(context);
    context.setDefaultTimeout(BUSY_SERVER_MS);
    const page = await context.newPage();
    await page.goto('/pricing');
    const notSold = {
      en: 'This site does not sell plans yet: it has neither card payment nor a support contact set up.',
      zh: '本站暂未开放购买：尚未开通银行卡支付，也未设置客服联系方式。',
    };
    for (const language of ['en', 'zh'] as const) {
      const words = CHANNEL_WORDS[language];
      await channelSays(page, 'telegram', words.notSetUp);
      await channelSays(page, 'email', words.delivered);
      await page.getByTestId('card-unavailable').getByText(notSold[language], { exact: true }).waitFor();
      await page.getByTestId('pricing-buy-ways').getByText(notSold[language], { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: /contact/i }).count()).toBe(0);
      if (language === 'en') await switchLanguage(page, 'zh');
    }
  });

  it('names no contact on the contact page, and answers the refund question without one, in Chinese and English', async () => {
    const context = await harness.newContext();
    contexts.push(context);
    context.setDefaultTimeout(BUSY_SERVER_MS);
    const page = await context.newPage();
    await page.goto('/wechat/contact');
    await page.getByTestId('support-none').getByText('This site has not set up a support contact yet.', { exact: true }).waitFor();
    expect(await page.getByTestId('support-email').count()).toBe(0);
    expect(await page.getByTestId('support-wechat').count()).toBe(0);
    expect(await page.locator('svg[role="img"]').count()).toBe(0);
    await switchLanguage(page, 'zh');
    await page.getByTestId('support-none').getByText('本站尚未设置客服联系方式。', { exact: true }).waitFor();
    expect(await openRefundAnswer(page, '可以退款吗？')).toBe('可以申请全额退款；退款一经批准，将按原支付方式全额退回，相应卡券同时作废。');
    await switchLanguage(page, 'en');
    expect(await openRefundAnswer(page, 'Can I get my money back?')).toBe(
      'A full refund is possible: when a refund is granted it is paid in full to the way you paid and the ticket is revoked.',
    );
  });

  it('shows a member Telegram switched off and locked, with the reason, in English and Chinese', async () => {
    const member = await signedInPage(harness, 'no-bot-member@example.com');
    contexts.push(member.context);
    await grantRole(harness, ['no-bot-member@example.com']);
    await member.page.reload();
    const shell = new ShellPage(member.page);
    const reasons = { en: 'Telegram delivery is not set up on this server', zh: '服务器未配置 Telegram 推送' };
    for (const language of ['en', 'zh'] as const) {
      await shell.openUserInfoDialog();
      const channels = member.page.getByTestId('channel-settings');
      await channels.getByTestId('channel-telegram-unavailable').getByText(reasons[language], { exact: true }).waitFor();
      const telegram = channels.getByTestId('channel-telegram').getByRole('button');
      expect(await telegram.evaluateAll((buttons) => buttons.map((b) => [(b as HTMLButtonElement).disabled, b.getAttribute('aria-pressed')]))).toEqual([
        [true, 'false'],
        [true, 'false'],
        [true, 'true'],
      ]);
      expect(await channels.getByTestId('telegram-link').count()).toBe(0);
      await member.page.getByTestId('bot-push-unavailable').getByText(reasons[language], { exact: true }).waitFor();
      expect(await member.page.getByTestId('bot-push-section').getByRole('switch').isDisabled()).toBe(true);
      await member.page.getByTestId('user-info-close').click();
      if (language === 'en') await shell.toggleLanguage();
    }
  });
});
