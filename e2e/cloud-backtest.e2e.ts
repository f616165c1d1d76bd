import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { CloudPage } from './pages/CloudPage.js';
import { QuotePage } from './pages/QuotePage.js';

const OWNER_EMAIL = 'cloud-owner@example.com';
const READER_EMAIL = 'cloud-reader@example.com';

const LANGUAGES = [
  {
    language: 'en',
    stopError: 'A stop must be above 0 % and at most 100 %',
    sweepTooLarge: 'Your membership sweeps at most 100 combinations; this sweep has 201',
    unknownSymbol: 'Unknown symbol: ZZZZ',
    done: 'Done',
    readOnly: 'read only',
    sp500: 'S&P 500',
  },
  { language: 'zh', stopError: '止损比例须大于 0%，且不超过 100%', sweepTooLarge: '您的会员等级参数扫描最多 100 组，本次扫描有 201 组',
    unknownSymbol: '未知的股票代码：ZZZZ',
    done: '已完成', readOnly: '只读', sp500: '标普500' },
] as const;

describe('cloud backtests in the browser', () => {
  let harness: Harness;
  let owner: Page;
  let reader: Page;
  let contexts: BrowserContext[];

  beforeAll(async () => {
    harness = await startHarness();
    const ownerSession = await signedInPage(harness, OWNER_EMAIL);
    const readerSession = await signedInPage(harness, READER_EMAIL);
    await grantRole(harness, [OWNER_EMAIL, READER_EMAIL]);
    owner = ownerSession.page;
    reader = readerSession.page;
    contexts = [ownerSession.context, readerSession.context];
  });

  afterAll(async () => {
    for (const context of contexts ?? []) await context.close();
    await harness?.close();
  });

  for (const { language, stopError, sweepTooLarge, unknownSymbol, done, readOnly, sp500 } of LANGUAGES) {
    it(`refuses a stop of 0, a sweep over the limit and an unknown symbol, then runs K below 20 buy, K above 80 sell on AAPL and reads, renames, shares and deletes it (${language})`, async () => {
      for (const page of [owner, reader]) {
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      }
      const cloud = new CloudPage(owner);
      await cloud.open();
      const before = await cloud.rowNames();

      await cloud.name(`KD oversold ${language}`);
      await cloud.rule('entry', 'kd', 'day.kd.k', '', '20');
      await cloud.rule('exit', 'kd', 'day.kd.k', '80', '');
      await cloud.typeSymbol('ZZZZ');
      await cloud.field('stopLoss', '0');
      await cloud.run();
      await owner.getByText(stopError).waitFor();
      expect(owner.url()).toMatch(/\/apps\/cloud$/);
      expect(await cloud.rowNames()).toEqual(before);

      await cloud.field('stopLoss', '');
      expect(await cloud.sweep('0', '20', '0.1')).toBe(sweepTooLarge);
      await cloud.run();
      await owner.getByTestId('run-sweep-size').getByText(sweepTooLarge).waitFor();
      expect(owner.url()).toMatch(/\/apps\/cloud$/);
      expect(await cloud.rowNames()).toEqual(before);
      await cloud.removeSweep();
      await cloud.run();
      // The server alone knows the symbol list: its refusal lands under the symbol field.
      await owner.getByText(unknownSymbol).waitFor();
      expect(owner.url()).toMatch(/\/apps\/cloud$/);
      expect(await cloud.rowNames()).toEqual(before);

      // A tag is picked from the index lists and labels the box offers, named in the reader's language.
      expect(await cloud.tag('sp500')).toBe(sp500);
      await cloud.universe('symbol');
      await cloud.symbol('AAPL');
      await cloud.run();
      await owner.waitForURL(/\/apps\/cloud\/run\//);
      await owner.getByTestId('run-view-status').getByText(done).waitFor();
      await owner.waitForFunction(
        (name) =>
          [...document.querySelectorAll('[data-testid^="run-row-"]')].some(
            (tr) => tr.querySelector('[data-testid="run-row-name"]')?.textContent === name && tr.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
          ),
        `KD oversold ${language}`,
      );
      await owner.getByTestId('backtest-metrics').waitFor();
      await owner.getByTestId('backtest-equity').waitFor();
      await owner.getByTestId('backtest-trades').waitFor();
      // The monthly table's Total column sits inside its card, not scrolled off it.
      const totalInside = await owner.getByTestId('backtest-monthly').evaluate((table) => {
        const total = table.querySelector('thead th:last-child')?.getBoundingClientRect();
        return total !== undefined && total.right <= (table.parentElement?.getBoundingClientRect().right ?? 0) + 0.5;
      });
      expect(totalInside).toBe(true);
      const runUrl = owner.url();

      await cloud.openNewestTrade();
      await owner.waitForURL(/\/apps\/quote\/folder\/all\/AAPL\/1d\?entry=\d+/);
      await new QuotePage(owner).waitForChart('AAPL', '1d');
      // The trade was clicked low in the report; its chart opens at the top of the page.
      expect(await owner.evaluate(() => window.scrollY)).toBe(0);
      await owner.waitForFunction(() => document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-markers') !== '[]');

      await owner.goto(runUrl);
      await owner.reload();
      await owner.getByTestId('run-view-status').getByText(done).waitFor();
      expect(await cloud.rowNames()).toContain(`KD oversold ${language}`);
      await cloud.rename(`KD oversold ${language}`, `KD renamed ${language}`);
      await owner.getByTestId('run-view-name').getByText(`KD renamed ${language}`).waitFor();
      const link = await cloud.share(`KD renamed ${language}`);

      await reader.goto(link);
      await reader.getByTestId('run-view-status').getByText(readOnly, { exact: false }).waitFor();
      await reader.getByTestId('backtest-metrics').waitFor();
      expect(await new CloudPage(reader).rowNames()).not.toContain(`KD renamed ${language}`);

      await cloud.remove(`KD renamed ${language}`);
      await owner.waitForURL(/\/apps\/cloud$/);
      expect(await cloud.rowNames()).toEqual(before);
    });
  }
});
