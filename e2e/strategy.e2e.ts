import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { QuotePage } from './pages/QuotePage.js';
import { StrategyScreen } from './pages/StrategyScreen.js';

const MEMBER_EMAIL = 'screener@example.com';
/** Largest cap first, equal caps by symbol: the order of a strategy without an order field. */
const COMPUTED = ['AAPL', 'MSFT'];

describe('the strategy screener in the browser', () => {
  let harness: Harness;
  let page: Page;
  let screen: StrategyScreen;

  beforeAll(async () => {
    harness = await startHarness();
    ({ page } = await signedInPage(harness, MEMBER_EMAIL));
    await grantRole(harness, [MEMBER_EMAIL]);
    // Opening a chart computes its indicators: these two symbols are the only ones with values.
    const quote = new QuotePage(page);
    for (const symbol of COMPUTED) {
      await quote.open(`/apps/quote/folder/us/${symbol}/1d`);
      await quote.waitForChart(symbol, '1d');
    }
    screen = new StrategyScreen(page);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('refuses a bound outside the indicator range in the form, and saves nothing', async () => {
    await screen.open();
    await screen.newStrategy();
    await screen.name('Too hot');
    await screen.section('kd');
    await screen.range('day.kd.k', '', '150');
    await page.getByText("A bound lies outside the indicator's range").waitFor();
    await screen.save();
    expect(await page.getByTestId('strategy-save').isDisabled()).toBe(true);
    await page.getByTestId('strategy-cancel').click();
    await screen.dialog.waitFor({ state: 'detached' });
    expect(await screen.savedNames()).toEqual([]);
  });

  it('builds a strategy from the catalogue form, saves it and sees its results per symbol in a grid and a list', async () => {
    await screen.newStrategy();
    await screen.name('Computed US');
    await screen.region('US');
    await screen.section('kd');
    await screen.range('day.kd.k', '0', '100');
    await screen.section('matrix');
    await screen.choose('day.matrix.bandOrder', ['bear', 'none', 'bull']);
    await screen.section('standard');
    await screen.range('day.standard.rsi', '0', '100');
    await screen.choose('day.standard.goldenCross', ['crossUp', 'above', 'below', 'crossDown']);
    await screen.save();
    await screen.dialog.waitFor({ state: 'detached' });
    await page.getByText('Strategy saved').waitFor();
    // The list is fetched again after the save is answered; on a busy machine that can come after the snackbar.
    await expect.poll(() => screen.savedNames(), { timeout: BUSY_SERVER_MS }).toEqual(['Computed US']);

    await screen.waitForResults(COMPUTED);
    await page.getByTestId('seek-grid').waitFor();
    expect(await page.getByTestId('seek-total').textContent()).toBe('2 of 2 matching symbols');
    await page.getByTestId('seek-layout-list').click();
    await page.getByTestId('seek-list').waitFor();
    expect(await screen.results()).toEqual(COMPUTED);
    const row = page.locator('[data-testid="seek-row"][data-symbol="MSFT"]');
    expect(await row.textContent()).toContain('Microsoft');

    await page.getByTestId('seek-duration-week').click();
    expect(await row.textContent()).not.toContain('Not computed yet');
  });

  it('keeps the saved strategy, runs it again and explains each indicator in the guide', async () => {
    await page.reload();
    await page.getByTestId('strategy-page').waitFor();
    await page.getByTestId('strategy-item').click();
    await screen.waitForResults(COMPUTED);

    await page.getByTestId('strategy-edit').click();
    await screen.dialog.waitFor();
    expect(await page.getByTestId('strategy-name').inputValue()).toBe('Computed US');
    await page.getByTestId('strategy-cancel').click();

    await page.getByTestId('strategy-guide-open').click();
    await page.getByTestId('guide-kd.k').waitFor();
    expect(await page.getByTestId('guide-kd.k').textContent()).toContain('9-bar high-low range');
    expect(await page.getByTestId('guide-standard.rsi').textContent()).toContain('below 30 oversold');
  });
});
