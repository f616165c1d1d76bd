import { INDICATOR_NAMES, MESSAGES } from '@signaldesk/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as indicatorsEn } from '../apps/web/src/features/indicators/indicatorsTexts.en.js';
import { zh as indicatorsZh } from '../apps/web/src/features/indicators/indicatorsTexts.zh.js';
import { INDICATOR_COLOURS } from '../apps/web/src/features/indicators/indicatorStorage.js';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, startHarness, signedInPage } from './harness.js';
import { ChartIndicatorsPage } from './pages/ChartIndicatorsPage.js';
import { ChartLegendPage } from './pages/ChartLegendPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const SYMBOL = 'MSFT';
const QUOTE_PATH = `/apps/quote/folder/us/${SYMBOL}`;
/** A line drawn across the price pane colours hundreds of pixels. */
const DRAWN = 100;
/** A price with MSFT's two decimals, grouped in either language. */
const PRICE = /^\d{1,3}(,\d{3})*\.\d\d$/;
/** RSI on its 0 to 100 scale with two decimals. */
const OSCILLATOR = /^\d{1,3}\.\d\d$/;
const RUNS = [
  { language: 'en', lang: 'en', viewport: { width: 1440, height: 900 }, phone: false, searchFor: 'exponential', emaName: INDICATOR_NAMES.ema.en },
  { language: 'zh', lang: 'zh-CN', viewport: { width: 390, height: 844 }, phone: true, searchFor: '指数移动', emaName: INDICATOR_NAMES.ema.zh },
] as const;

describe('the chart’s standard indicators: added from the dialog, set, kept across durations and browsers, and removed', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    ({ context, page } = await signedInPage(harness, ADMIN_EMAIL));
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  for (const { language, lang, viewport, phone, searchFor, emaName } of RUNS) {
    it(`in ${language} at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      const quote = new QuotePage(page);
      const legend = new ChartLegendPage(page);
      const indicators = new ChartIndicatorsPage(page);
      const texts = { en: indicatorsEn, zh: indicatorsZh }[language];

      await quote.open(QUOTE_PATH);
      await quote.waitForChart(SYMBOL, '1d');
      await new ShellPage(page).switchLanguage(lang, { phone });
      expect(await indicators.overPrice()).toEqual([]);
      const emaPixels = async () => (await legend.pricePanePixels([INDICATOR_COLOURS[0]]))[0]!;
      const before = await emaPixels();

      // The dialog lists the catalogue in two groups and finds EMA by its full name in the reader's language.
      await indicators.openDialog();
      expect(await indicators.dialog.getByTestId('indicators-group').evaluateAll((groups) => groups.map((group) => group.getAttribute('data-group')))).toEqual([
        'price',
        'pane',
      ]);
      expect(await indicators.dialog.textContent()).toContain(texts.dialog.price);
      expect(await indicators.options()).toHaveLength(20);
      await indicators.search(searchFor);
      expect(await indicators.options()).toEqual(['ema']);
      expect(await indicators.option('ema').textContent()).toContain(emaName);
      await indicators.option('ema').click();
      await expect.poll(() => indicators.option('ema').getByTestId('indicator-count').textContent()).toBe(texts.dialog.onChart.replace('{{count}}', '1'));
      await indicators.search('rsi');
      expect(await indicators.options()).toEqual(['rsi', 'stochRsi']);
      await indicators.option('rsi').click();
      await indicators.closeDialog();

      // EMA 20 over the candles, drawn in the first colour; RSI 14 in a pane of its own below the product's panes.
      await expect.poll(() => indicators.overPrice()).toEqual(['ema']);
      expect(await indicators.title('ema')).toBe('EMA 20');
      expect(await indicators.value('ema', 'ema')).toMatch(PRICE);
      await expect.poll(emaPixels).toBeGreaterThan(before + DRAWN);
      await expect.poll(() => legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd', 'volume', 'indicator']);
      expect(await indicators.inPanes()).toEqual(['rsi']);
      expect(await indicators.title('rsi')).toBe('RSI 14');
      expect(await indicators.value('rsi', 'rsi')).toMatch(OSCILLATOR);

      // Its period changed in its settings: a refusal in the contract's words first, then EMA 50 with another value.
      const ema20 = await indicators.value('ema', 'ema');
      await indicators.openSettings('ema');
      expect(await indicators.settings.textContent()).toContain(texts.fields.period);
      await indicators.setting('period').fill('0');
      await indicators.apply();
      await expect.poll(() => indicators.settings.textContent()).toContain(MESSAGES.indicatorPeriod[language]);
      await indicators.setting('period').fill('50');
      await indicators.apply();
      await indicators.settings.waitFor({ state: 'detached' });
      await expect.poll(() => indicators.title('ema')).toBe('EMA 50');
      expect(await indicators.value('ema', 'ema')).toMatch(PRICE);
      expect(await indicators.value('ema', 'ema')).not.toBe(ema20);

      // Another duration keeps both, computed from its own candles.
      await quote.chooseDuration('1wk');
      await quote.waitForChart(SYMBOL, '1wk');
      await expect.poll(() => legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd', 'volume', 'indicator']);
      expect(await indicators.overPrice()).toEqual(['ema']);
      expect(await indicators.title('ema')).toBe('EMA 50');
      expect(await indicators.inPanes()).toEqual(['rsi']);
      await expect.poll(() => indicators.value('rsi', 'rsi')).toMatch(OSCILLATOR);

      // Removing RSI takes its pane away; a reload keeps EMA 50 alone, which then goes too.
      await indicators.remove('rsi');
      await expect.poll(() => legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd', 'volume']);
      expect(await indicators.inPanes()).toEqual([]);
      await page.reload();
      await quote.waitForChart(SYMBOL, '1wk');
      await expect.poll(() => indicators.overPrice()).toEqual(['ema']);
      expect(await indicators.title('ema')).toBe('EMA 50');

      // They are the account's: another browser, signed in as the same trader with none kept of its own, shows them.
      const other = await harness.newContext({ storageState: await context.storageState(), viewport });
      await other.addInitScript(() => localStorage.removeItem('chart.indicators'));
      const elsewhere = await other.newPage();
      const otherIndicators = new ChartIndicatorsPage(elsewhere);
      await new QuotePage(elsewhere).open(QUOTE_PATH);
      await new QuotePage(elsewhere).waitForChart(SYMBOL, '1d');
      await expect.poll(() => otherIndicators.overPrice(), { timeout: BUSY_SERVER_MS }).toEqual(['ema']);
      expect(await otherIndicators.title('ema')).toBe('EMA 50');
      await other.close();

      await indicators.remove('ema');
      await expect.poll(() => indicators.overPrice()).toEqual([]);
      await quote.chooseDuration('1d');
      await quote.waitForChart(SYMBOL, '1d');
    }, 300_000);
  }
});
