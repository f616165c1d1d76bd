import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { StrategyScreen } from './pages/StrategyScreen.js';
import { SymbolSearch } from './pages/SymbolSearch.js';
import { ShellPage } from './pages/ShellPage.js';

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const BTC = 'BTC-USD';
const EURUSD = 'EURUSD=X';
/** EUR/USD to the pip and its tenth's place dropped: 1.1627. */
const PIP_PRICE = /^\d\.\d{4}$/;
/** A price above a thousand, grouped and with cents: 52,334.51. */
const GROUPED_PRICE = /^\d{1,3}(,\d{3})+\.\d{2}$/;
const LANGUAGES = [
  { language: 'en', lang: 'en', cap: '$30 billion' },
  { language: 'zh', lang: 'zh-CN', cap: '300亿美元' },
] as const;

/** How long the chart may take to draw after a step or a switch on a busy machine. */
const SCROLLED = { timeout: 10_000 };

/** The elements whose text is cut: wider content than their box, as an ellipsis leaves it. */
const cutTexts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent));

describe('numbers read alike everywhere, labels whole, search by ticker, the chart follows the latest candle', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  let quote: QuotePage;

  beforeAll(async () => {
    harness = await startHarness();
    context = await harness.newContext({ viewport: LAPTOP });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    page = await context.newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    await login.signIn(ADMIN_EMAIL);
    quote = new QuotePage(page);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  async function useLanguage(lang: string): Promise<void> {
    await page.setViewportSize(LAPTOP);
    await new ShellPage(page).switchLanguage(lang);
  }

  for (const { language, lang, cap } of LANGUAGES) {
    it(`in ${language}: the ranking says its floor as ${cap}`, async () => {
      await page.goto('/apps/ranking/300');
      await useLanguage(lang);
      await page.getByTestId('ranking-page').getByText(cap).first().waitFor();
      expect(await page.getByTestId('ranking-page').textContent()).not.toMatch(/hundred million dollars/);
    });

    it(`in ${language}: BTC's price reads the same in the stock list and over its chart`, async () => {
      // The chart first: the list shows a close once the symbol's series has been computed.
      await quote.open(`/apps/quote/folder/usd/${BTC}`);
      await useLanguage(lang);
      await quote.waitForChart(BTC, '1d');
      const sheetText = (await page.getByTestId('static-sheet').locator('[data-field="candle.close"]').textContent()) ?? '';
      const onChart = sheetText.trim().split(/\s+/).at(-1) ?? '';

      await page.goto('/apps/stock?folder=usd');
      const listed = page.locator(`[data-testid="stock-row"][data-symbol="${BTC}"] [data-testid="stock-close"]`);
      await expect.poll(async () => ((await listed.textContent()) ?? '').trim(), { timeout: 30_000 }).toMatch(GROUPED_PRICE);
      expect(onChart).toMatch(GROUPED_PRICE);
    }, 120_000);

    it(`in ${language}: a currency pair and its MA 10 read to the pip over its chart`, async () => {
      await quote.open(`/apps/quote/folder/gf/${EURUSD}`);
      await useLanguage(lang);
      await quote.waitForChart(EURUSD, '1d');
      const close = (await page.getByTestId('static-sheet').locator('[data-field="candle.close"]').textContent()) ?? '';
      expect(close.trim().split(/\s+/).at(-1)).toMatch(PIP_PRICE);
      const ma10 = page.locator('[data-testid="legend-line"][data-line="matrix.mma10"] [data-testid="legend-value"]');
      expect(((await ma10.textContent()) ?? '').trim()).toMatch(PIP_PRICE);
    }, 120_000);

    it(`in ${language}: the analysis sidebar shows every name whole at 1440×900 and 390×844`, async () => {
      await quote.open(`/apps/quote/folder/usd/${BTC}`);
      await useLanguage(lang);
      await quote.waitForChart(BTC, '1d');
      for (const viewport of [LAPTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const names = page.getByTestId('sidebar-sheet').locator('dt');
        await names.first().waitFor();
        expect(await names.count()).toBeGreaterThan(5);
        expect(await cutTexts(page, '[data-testid="sidebar-sheet"] dt')).toEqual([]);
      }
    }, 120_000);

    it(`in ${language}: "appl" suggests Apple first`, async () => {
      await useLanguage(lang);
      const search = new SymbolSearch(page);
      await search.type('appl');
      await expect.poll(async () => (await search.suggestions())[0]).toBe('AAPL');
      await search.type('msft');
      await expect.poll(async () => (await search.suggestions())[0]).toBe('MSFT');
      await page.keyboard.press('Escape');
    });
  }

  it('follows the latest candle while the scroll-chart switch is on, and leaves the view alone while it is off', async () => {
    await useLanguage('en');
    await quote.open('/apps/quote/folder/us/AAPL');
    await quote.waitForChart('AAPL', '1d');
    const barsAfter = async () => Number(await page.getByTestId('chart-canvas').getAttribute('data-bars-after'));
    const stepForward = async () => {
      const before = await quote.replayState();
      await quote.stepForward();
      await expect.poll(() => quote.replayState()).not.toBe(before);
    };

    await quote.replayAt(0.5);
    await expect.poll(() => quote.replayState()).toContain('Replay up to');
    await quote.dragTowardsOlder();
    await expect.poll(barsAfter).toBeGreaterThan(0);

    // Off (the default): a new candle leaves the view on the older candles.
    await stepForward();
    expect(await barsAfter()).toBeGreaterThan(0);

    // On: switching brings the view to the latest candle, and each new candle keeps it there.
    await page.getByTestId('tool-scroll-chart').click();
    await expect.poll(barsAfter, SCROLLED).toBe(0);
    await quote.dragTowardsOlder();
    await expect.poll(barsAfter).toBeGreaterThan(0);
    await stepForward();
    await expect.poll(barsAfter, SCROLLED).toBe(0);

    await page.getByTestId('tool-scroll-chart').click();
    await quote.restore();
  }, 120_000);

  it('shows the names on the screener cards whole, in English and Chinese, at 1440×900 and 390×844', async () => {
    // AAPL's chart, opened above, computed its values, so the strategy finds it.
    const screen = new StrategyScreen(page);
    await useLanguage('en');
    await screen.open();
    await screen.newStrategy();
    await screen.name('Whole names');
    await screen.region('US');
    await screen.section('kd');
    await screen.range('day.kd.k', '0', '100');
    await screen.section('matrix');
    await screen.choose('day.matrix.bandOrder', ['bear', 'none', 'bull']);
    await screen.save();
    await screen.dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid="seek-grid"] [data-testid="seek-row"][data-symbol="AAPL"]').waitFor();
    for (const { lang } of LANGUAGES) {
      await useLanguage(lang);
      for (const viewport of [LAPTOP, PHONE]) {
        await page.setViewportSize(viewport);
        expect(await page.getByTestId('seek-field-name').count()).toBeGreaterThan(2);
        expect(await cutTexts(page, '[data-testid="seek-field-name"]')).toEqual([]);
      }
    }
  }, 120_000);
});
