import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_COLOURS } from '../apps/web/src/features/compare/comparedLines.js';
import { en } from '../apps/web/src/features/compare/compareTexts.en.js';
import { zh } from '../apps/web/src/features/compare/compareTexts.zh.js';
import { ADMIN_EMAIL, type Harness, signedInPage, startHarness } from './harness.js';
import { ChartLegendPage } from './pages/ChartLegendPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const SYMBOL = 'MSFT';
const COMPARED = '0700.HK';
/** A line drawn across the price pane colours hundreds of pixels; one taken off none (a few allow for blending). */
const DRAWN = 100;
const GONE = 5;
const RUNS = [
  { language: 'en', lang: 'en', texts: en },
  { language: 'zh', lang: 'zh-CN', texts: zh },
] as const;

describe('a symbol of another market compared on the chart', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    harness = await startHarness();
    ({ context, page } = await signedInPage(harness, ADMIN_EMAIL));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  for (const { language, lang, texts } of RUNS) {
    it(`in ${language}: adds it from the Compare dialog, reads it in the legend, scales it, keeps it over a reload and removes it`, async () => {
      const quote = new QuotePage(page);
      const legend = new ChartLegendPage(page);
      const compareLine = async () => (await legend.pricePanePixels([COMPARE_COLOURS[0]]))[0]!;
      const dialog = page.getByTestId('compare-dialog');
      await quote.open(`/apps/quote/folder/us/${SYMBOL}`);
      await quote.waitForChart(SYMBOL, '1d');
      await new ShellPage(page).switchLanguage(lang);
      expect(await compareLine()).toBeLessThanOrEqual(GONE);

      await page.getByTestId('chart-compare').click();
      expect(await dialog.getByRole('heading').textContent()).toBe(texts.title);
      expect(await page.getByTestId('compare-none').textContent()).toBe(texts.none.replace('{{limit}}', '5'));
      await page.getByTestId('compare-symbol').fill('0700');
      await page.locator(`[data-testid="compare-option"][data-symbol="${COMPARED}"]`).click();
      await page.locator(`[data-testid="compare-item"][data-symbol="${COMPARED}"]`).waitFor();
      // The chart's own symbol is not compared with itself.
      await page.getByTestId('compare-symbol').fill(SYMBOL);
      await page.locator(`[data-testid="compare-option"][data-symbol="${SYMBOL}"]`).click();
      expect(await dialog.getByText(texts.same).count()).toBe(1);
      await page.getByTestId('compare-close').click();

      // Hong Kong's closes line up on New York's candles: the legend reads one at the latest candle, and the line is drawn.
      const entry = page.locator(`[data-testid="compare-entry"][data-symbol="${COMPARED}"]`);
      await expect.poll(async () => entry.getByTestId('compare-value').textContent()).toMatch(/^\d[\d,]*\.\d{2}$/);
      await expect.poll(compareLine).toBeGreaterThan(DRAWN);

      await page.getByTestId('chart-compare').click();
      await page.getByTestId('compare-scale-own').click();
      expect(await page.getByTestId('compare-scale-own').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('compare-close').click();
      await expect.poll(compareLine).toBeGreaterThan(DRAWN);

      await page.reload();
      await quote.waitForChart(SYMBOL, '1d');
      await entry.waitFor();
      await expect.poll(compareLine).toBeGreaterThan(DRAWN);
      expect(await page.getByTestId('chart-compare').getAttribute('data-compared')).toBe('1');

      await page.getByTestId('chart-compare').click();
      await page.getByTestId('compare-scale-percent').click();
      await page.locator(`[data-testid="compare-item"][data-symbol="${COMPARED}"]`).getByTestId('compare-remove').click();
      await page.getByTestId('compare-none').waitFor();
      await page.getByTestId('compare-close').click();
      await entry.waitFor({ state: 'detached' });
      await expect.poll(compareLine).toBeLessThanOrEqual(GONE);
      expect(pageErrors).toEqual([]);
    }, 300_000);
  }
});
