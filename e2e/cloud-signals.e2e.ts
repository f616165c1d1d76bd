import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { CloudPage } from './pages/CloudPage.js';
import { SignalBoardPage } from './pages/SignalBoardPage.js';

const MEMBER_EMAIL = 'signals-member@example.com';

const LANGUAGES = [
  {
    language: 'en',
    list: 'Dow Jones 30',
    saved: (name: string) => `Signal source “${name}” saved`,
    labels: ['Closed trades', 'Win rate', 'Average return per trade', 'Maximum drawdown', 'Total return', 'Period'],
    actions: ['Buy', 'Sell'],
    follow: 'Follow',
    following: 'Following',
    followed: (name: string) => `You follow ${name} on Dow Jones 30; its signals arrive in the messenger.`,
    unknownList: 'No signal list is called “ftse100”',
  },
  {
    language: 'zh',
    list: '道琼斯30',
    saved: (name: string) => `信号源“${name}”已保存`,
    labels: ['已平仓交易', '胜率', '每笔平均收益率', '最大回撤', '总收益率', '回测区间'],
    actions: ['买入', '卖出'],
    follow: '关注',
    following: '已关注',
    followed: (name: string) => `已关注 道琼斯30 上的 ${name}，其信号将发送到消息中心。`,
    unknownList: '没有名为“ftse100”的信号列表',
  },
] as const;

/** The house sources as the board names them, and the one whose Dow 30 book is computed first on a fresh start. */
const HOUSE = [
  {
    language: 'en',
    locale: 'en-US',
    email: 'house-trial@example.com',
    list: 'Dow Jones 30',
    names: ['KD oversold', 'Matrix trend', 'Trend pullback with stops', 'Wave cross'],
    first: 'KD oversold',
    described: 'Buys a stock whose slow stochastic K closes under 20',
    actions: ['Buy', 'Sell'],
  },
  {
    language: 'zh',
    locale: 'zh-CN',
    email: 'house-trial-zh@example.com',
    list: '道琼斯30',
    names: ['KD超卖', '均线趋势', '趋势回调（带止损）', '波段交叉'],
    first: 'KD超卖',
    described: '慢速随机指标 K 值收盘低于 20 时买入',
    actions: ['买入', '卖出'],
  },
] as const;

describe('the house sources on a fresh start', () => {
  let harness: Harness;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    harness = await startHarness({ env: { HOUSE_SIGNALS: 'on' } });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  for (const texts of HOUSE) {
    it(`a new member on the free trial reads today’s signals of the team’s strategies on a board (${texts.language})`, async () => {
      const { context, page } = await signedInPage(harness, texts.email, { locale: texts.locale });
      contexts.push(context);
      await page.getByTestId('trial-start').click();
      await page.getByTestId('trial-offer').waitFor({ state: 'detached' });

      const board = new SignalBoardPage(page);
      await board.open('dow30');
      await page.getByRole('heading', { name: texts.list }).waitFor();
      for (const name of texts.names) await board.book(name).waitFor();
      // The server computes the house books from its first start: each card shows its record or how far it has got.
      for (const name of texts.names) {
        const book = board.book(name);
        expect((await book.getByTestId('signal-record').count()) + (await book.getByTestId('signal-computing').count()), name).toBe(1);
      }
      await expect.poll(() => board.recordShown(texts.first), { timeout: BUSY_SERVER_MS, interval: 1_000 }).toBe(true);
      const first = board.book(texts.first);
      await first.getByText(texts.described).waitFor();
      expect(await first.getByTestId('signal-row').count()).toBeGreaterThan(0);
      expect(texts.actions).toContain((await first.getByTestId('signal-action').first().textContent()) ?? '');
    });
  }
});

describe('strategy signals in the browser', () => {
  let harness: Harness;
  let admin: Page;
  let member: Page;
  let contexts: BrowserContext[];

  beforeAll(async () => {
    harness = await startHarness();
    const adminSession = await signedInPage(harness, ADMIN_EMAIL);
    const memberSession = await signedInPage(harness, MEMBER_EMAIL);
    await grantRole(harness, [MEMBER_EMAIL], 'Member', adminSession.page);
    admin = adminSession.page;
    member = memberSession.page;
    contexts = [adminSession.context, memberSession.context];
  });

  afterAll(async () => {
    for (const context of contexts ?? []) await context.close();
    await harness?.close();
  });

  for (const texts of LANGUAGES) {
    const { language } = texts;
    it(`super publishes a rule that fires often on the Dow 30; a member reads its record and signals, follows it and gets them in the messenger (${language})`, async () => {
      for (const page of [admin, member]) await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);

      const cloud = new CloudPage(admin);
      await cloud.open();
      await cloud.name(`Up days ${language}`);
      await cloud.rule('entry', 'candle', 'day.candle.updown', '0', '');
      await cloud.rule('exit', 'candle', 'day.candle.updown', '', '0');
      const adminBoard = new SignalBoardPage(admin);
      const name = await adminBoard.publish(['dow30']);
      expect(name).toBe(`Up days ${language}`);
      await admin.getByText(texts.saved(name)).waitFor();
      await adminBoard.source(name).waitFor();

      // The way in for a member: the cloud screen's chip of the list.
      await new CloudPage(member).open();
      await member.getByTestId('signal-list-dow30').getByText(texts.list).click();
      await member.waitForURL(/\/apps\/cloud\/dow30$/);
      const board = new SignalBoardPage(member);
      await member.getByRole('heading', { name: texts.list }).waitFor();
      await expect.poll(() => board.recordShown(name), { timeout: BUSY_SERVER_MS, interval: 1_000 }).toBe(true);

      const book = board.book(name);
      for (const label of texts.labels) await book.getByTestId('signal-record').getByText(label, { exact: true }).waitFor();
      const trades = Number((await book.getByTestId('signal-record-trades').textContent())?.split(/\s/)[0]?.replace(/,/g, ''));
      expect(trades).toBeGreaterThan(0);
      expect(await book.getByTestId('signal-record-period').textContent()).toContain('–');
      // The rule enters on every rise and leaves on every fall: some of the 30 stocks turn at the latest bar.
      expect(await book.getByTestId('signal-row').count()).toBeGreaterThan(0);
      const action = (await book.getByTestId('signal-action').first().textContent()) ?? '';
      expect(texts.actions).toContain(action);
      expect(await book.getByTestId('signal-symbol').first().getAttribute('href')).toMatch(/^\/apps\/quote\/folder\/all\/[^/]+\/1d$/);

      await book.getByTestId('signal-follow').getByText(texts.follow, { exact: true }).waitFor();
      await board.toggleFollow(name);
      await member.getByText(texts.followed(name)).waitFor();
      await book.getByTestId('signal-follow').getByText(texts.following, { exact: true }).waitFor();

      // Withdrawn and published again, the source is computed again and its signals reach the follower.
      await adminBoard.setPublished(name, false);
      await adminBoard.setPublished(name, true);
      const session = `signal:${await book.getAttribute('data-source')}:dow30`;
      const sessionRow = member.locator(`[data-testid="messenger-session"][data-session="${session}"]`);
      await expect
        .poll(
          async () => {
            await member.goto('/apps/messenger');
            await member.locator('[data-testid="messenger-rail"][data-loaded="true"]').waitFor();
            return sessionRow.count();
          },
          { timeout: BUSY_SERVER_MS, interval: 1_000 },
        )
        .toBe(1);
      await sessionRow.getByText(`${name} · Dow Jones 30`).waitFor();
      await sessionRow.click();
      const message = member.locator('[data-testid="messenger-message"][data-type="signal"]').first();
      const line = (await message.getByTestId('messenger-signal').textContent()) ?? '';
      expect(texts.actions.some((word) => line.startsWith(word))).toBe(true);
      expect(line).toContain(texts.list);
      await message.getByTestId('messenger-signal-board').click();
      await member.waitForURL(/\/apps\/cloud\/dow30$/);

      await board.open('ftse100');
      await member.getByTestId('signal-board-error').getByText(texts.unknownList).waitFor();

      await adminBoard.remove(name);
      await board.open('dow30');
      expect(await board.book(name).count()).toBe(0);
    });
  }
});
