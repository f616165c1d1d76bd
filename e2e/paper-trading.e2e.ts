import { MESSAGES } from '@signaldesk/contract';
import { en as paperEn } from '../apps/web/src/features/paper/paperTexts.en.js';
import { zh as paperZh } from '../apps/web/src/features/paper/paperTexts.zh.js';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { callFromPage } from './memberSteps.js';
import { PaperScreen } from './pages/PaperScreen.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const TRADER_EMAIL = 'paper-trader@example.com';
/** The live feed ticks every 5 s and the demo market's price moves from minute to minute: a P&L moves within a few. */
const FEED_MS = 240_000;
/** Each language trades its own account and symbol, so the second run's rows are told apart from the first's. */
const RUNS = [
  { language: 'en', lang: 'en', account: 'Practice', symbol: 'AAPL', texts: paperEn },
  { language: 'zh', lang: 'zh-CN', account: '练习账户', symbol: 'MSFT', texts: paperZh },
] as const;

describe('paper trading', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    ({ context, page } = await signedInPage(harness, TRADER_EMAIL));
    await grantRole(harness, [TRADER_EMAIL]);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  for (const run of RUNS) {
    it(
      `in ${run.language}: opens an account, starts and stops a strategy's forward test, fills a market order from the ticket, watches its P&L, rests a limit from the quote screen, drags and cancels its line, reads the curve and resets`,
      async () => {
        const paper = new PaperScreen(page);
        const message = (key: keyof typeof MESSAGES) => MESSAGES[key][run.language];
        await paper.open();
        await new ShellPage(page).switchLanguage(run.lang);

        // A balance below the least is refused in the reader's language, and no account is made.
        const before = await paper.accountId();
        expect(await paper.createAccount(run.account, 'USD', '10')).toBe(message('paperBalanceRange'));
        await paper.closeDialog();
        expect(await paper.accountId()).toBe(before);

        expect(await paper.createAccount(run.account, 'USD', '100000')).toBeNull();
        await expect.poll(() => paper.accountId()).not.toBe(before);

        // A saved strategy's "Forward test on paper" opens the start dialog here; the test runs, listed, until stopped.
        const strategy = `Up days ${run.language}`;
        await callFromPage(page, '/api/strategy/mine/create', { name: strategy, query: { region: 'US', day: { 'candle.updown': { min: 0 } } } });
        await page.goto('/apps/strategy');
        await page.locator(`[data-testid="strategy-item"][data-name="${strategy}"]`).waitFor();
        await page.locator('[data-testid="strategy-item"]', { hasText: strategy }).locator('xpath=..').getByTestId('strategy-forward-test').click();
        await page.getByTestId('forward-dialog').waitFor();
        await page.getByTestId('forward-symbols').fill(run.symbol);
        // A US account may sell short: the strategy's entries then become short sales.
        await page.getByTestId('forward-direction').selectOption('short');
        await page.getByTestId('forward-start').click();
        const row = page.locator(`[data-testid="forward-row"][data-strategy="${strategy}"]`);
        await row.and(page.locator('[data-status="running"]')).waitFor();
        expect(await row.getByTestId('forward-status').innerText()).toBe(run.texts.forward.statuses.running);
        expect(await row.getByTestId('forward-direction-label').innerText()).toBe(run.texts.forward.sides.short);
        // Its report opens before any candle has closed since the start: the forward side's figures, no backtest yet.
        await row.getByTestId('forward-report').click();
        const report = page.getByTestId('forward-report-dialog');
        await report.getByTestId('forward-side').waitFor();
        expect(await report.getByTestId('backtest-side').innerText()).toContain(run.texts.forward.noBacktest);
        await report.getByTestId('forward-report-close').click();
        await report.waitFor({ state: 'detached' });
        await row.getByTestId('forward-stop').click();
        await row.and(page.locator('[data-status="stopped"]')).waitFor();

        // The ticket names a missing quantity before sending anything, and keeps what was typed.
        await paper.pickSymbol(run.symbol);
        await paper.lastPrice();
        await paper.placeOrder({ type: 'market', quantity: '' });
        expect(await paper.fieldError('paper-ticket-quantity').innerText()).toBe(message('orderQuantityInvalid'));
        expect(await paper.ticket.getByTestId('paper-ticket-symbol').inputValue()).toBe(run.symbol);

        // A market order fills at the feed's next tick; the position's P&L then moves with the price.
        await paper.placeOrder({ type: 'market', quantity: '10' });
        await paper.position(run.symbol).waitFor({ timeout: FEED_MS });
        expect(await paper.position(run.symbol).getAttribute('data-quantity')).toBe('10');
        const first = await paper.unrealised(run.symbol);
        await expect.poll(() => paper.unrealised(run.symbol), { timeout: FEED_MS, interval: 2_000 }).not.toBe(first);
        await paper.showHistory('fills');
        await page.locator(`[data-testid="paper-fill"][data-symbol="${run.symbol}"]`).waitFor();

        // On the quote screen, Buy opens the ticket for the symbol shown: a limit 10 % under the price rests.
        const quote = new QuotePage(page);
        await quote.open(`/apps/quote/folder/all/${run.symbol}`);
        await quote.waitForChart(run.symbol, '1d');
        await page.getByTestId('paper-buy').click();
        const limit = (Math.floor((await paper.lastPrice()) * 0.9 * 100) / 100).toFixed(2);
        await paper.placeOrder({ type: 'limit', quantity: '5', limit });
        await page.getByTestId('paper-ticket-dialog').waitFor({ state: 'detached' });

        // Its line is drawn at its price; dragged down, the order's price follows.
        await expect.poll(async () => (await paper.orderLines()).map((line) => line.price)).toEqual([Number(limit)]);
        const [line] = await paper.orderLines();
        await paper.dragLine(line!, 40);
        await expect.poll(async () => (await paper.orderLines())[0]?.price).toBeLessThan(Number(limit));

        // The line's cross cancels it.
        await page.locator(`[data-testid="paper-line-cancel"][data-order="${line!.orderId}"]`).click();
        await expect.poll(() => paper.orderLines()).toEqual([]);

        await paper.open();
        await paper.order(line!.orderId).waitFor();
        expect(await paper.order(line!.orderId).getAttribute('data-status')).toBe('cancelled');

        // The run's equity curve, drawn and measured by the backtest report's own parts.
        await paper.showHistory('equity');
        await page.getByTestId('paper-equity').getByTestId('backtest-metrics').waitFor();

        // A reset, once confirmed, starts run 2 without positions; run 1's fills stay readable under its number.
        await page.getByTestId('paper-reset').click();
        await page.getByTestId('paper-reset-confirm').click();
        await page.locator('[data-testid="paper-page"][data-run="2"]').waitFor();
        await page.getByTestId('paper-positions-empty').waitFor();
        await page.getByTestId('paper-run').selectOption('1');
        await paper.showHistory('fills');
        await page.locator(`[data-testid="paper-fill"][data-symbol="${run.symbol}"]`).waitFor();
      },
      2 * FEED_MS + 240_000,
    );
  }
});
