import { MESSAGES } from '@signaldesk/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/features/layouts/layoutsTexts.en.js';
import { zh } from '../apps/web/src/features/layouts/layoutsTexts.zh.js';
import { ADMIN_EMAIL, type Harness, signedInPage, startHarness } from './harness.js';
import { ShellPage } from './pages/ShellPage.js';

/** How long a chart may take on a fresh server: its series is fetched and computed on demand. */
const CHART_MS = 90_000;
/** The grid as the test leaves it: the first two charts as the screen starts them, the last two set here. */
const SYMBOLS = ['AAPL', 'MSFT', '0700.HK', 'BTC-USD'];
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const RUNS = [
  { language: 'en', lang: 'en', texts: en },
  { language: 'zh', lang: 'zh-CN', texts: zh },
] as const;

describe('several charts on one screen, linked, each with its own indicators, saved by name and opened again', () => {
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

  const chartBox = (index: number) => page.locator(`[data-testid="layout-chart"][data-index="${index}"]`);
  const crosshairTimes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="layout-chart"]')].map((box) => (box.dataset.crosshairTime ? Number(box.dataset.crosshairTime) : null)),
    );
  const shownSymbols = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="layout-chart"]')].map((box) => box.getAttribute('data-symbol')));
  const shownDurations = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="layout-chart"]')].map((box) => box.getAttribute('data-duration')));
  const quoteChart = (index: number) => chartBox(index).getByTestId('quote-chart');
  const candlesOf = async (index: number) => Number(await quoteChart(index).getAttribute('data-candles'));
  const priceLegend = (index: number) => chartBox(index).locator('[data-testid="chart-legend"][data-pane="price"]');
  /** The time (epoch seconds) of the candle a chart's price legend reads. */
  const legendCandle = async (index: number) => Number(await priceLegend(index).getAttribute('data-candle-time'));
  /** Every value the chart's price legend shows, in order. */
  const legendReading = async (index: number) => (await priceLegend(index).getByTestId('legend-value').allTextContents()).join(' | ');

  /** Waits until every chart of the layout has drawn its symbol's candles from its live answer. */
  async function waitForCharts(symbols: readonly string[]): Promise<void> {
    await expect.poll(shownSymbols).toEqual(symbols);
    for (const [index, symbol] of symbols.entries()) {
      await chartBox(index)
        .locator(`[data-testid="quote-chart"][data-symbol="${symbol}"][data-status="ready"]:not([data-kept])`)
        .waitFor({ timeout: CHART_MS });
    }
  }

  /** Chooses a chart's duration from its own toolbar. */
  async function chooseDuration(index: number, duration: string): Promise<void> {
    await chartBox(index).getByTestId('chart-durations').locator('select').selectOption(duration);
    await expect.poll(() => chartBox(index).getAttribute('data-duration')).toBe(duration);
  }

  async function chooseSymbol(index: number, typed: string, symbol: string): Promise<void> {
    await chartBox(index).getByTestId('layout-symbol').fill(typed);
    await page.locator(`[data-testid="layout-symbol-option"][data-symbol="${symbol}"]`).click();
    await expect.poll(() => chartBox(index).getAttribute('data-symbol')).toBe(symbol);
  }

  /** Moves the pointer over the first chart's candles at a fraction of its width. */
  async function pointAtFirstChart(fraction: number): Promise<void> {
    const box = await chartBox(0).getByTestId('chart-canvas').boundingBox();
    if (!box) throw new Error('the first chart is not on screen');
    await page.mouse.move(box.x + box.width * fraction, box.y + box.height * 0.45, { steps: 4 });
  }

  /**
   * Moves the pointer over a chart's candles onto the bar of a moment (epoch seconds), found by the moment its own
   * crosshair shows, a step of less than a bar at a time.
   */
  async function pointAtMoment(index: number, moment: number): Promise<void> {
    const box = await chartBox(index).getByTestId('chart-canvas').boundingBox();
    if (!box) throw new Error(`chart ${index + 1} is not on screen`);
    const y = box.y + box.height * 0.45;
    let x = box.x + box.width * 0.6;
    for (let step = 0; step < 200; step++) {
      await page.mouse.move(x, y);
      await expect.poll(async () => (await crosshairTimes())[index]).not.toBeNull();
      const shown = (await crosshairTimes())[index]!;
      if (shown === moment) return;
      x += shown < moment ? 2 : -2;
    }
    throw new Error(`no bar of chart ${index + 1} at ${moment}`);
  }

  /** Drags the first chart's candles to the right, towards older ones. */
  async function dragFirstChartTowardsOlder(): Promise<void> {
    await pointAtFirstChart(0.3);
    await page.mouse.down();
    await pointAtFirstChart(0.9);
    await page.mouse.up();
  }

  /** Adds a standard indicator to one chart from that chart's own toolbar. */
  async function addIndicator(index: number, indicator: string): Promise<void> {
    await chartBox(index).getByTestId('chart-indicators').click();
    const dialog = page.getByTestId('indicators-dialog');
    await dialog.locator(`[data-testid="indicator-option"][data-indicator="${indicator}"]`).click();
    await dialog.getByTestId('indicators-close').click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The indicators each chart's legends show, chart by chart. */
  const shownIndicators = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="layout-chart"]')].map((box) =>
        [...box.querySelectorAll('[data-testid="indicator-legend"]')].map((legend) => legend.getAttribute('data-indicator')),
      ),
    );
  /** Each chart's own: RSI on the first, MACD on the second, none on the last two. */
  const OWN_INDICATORS = [['rsi'], ['macd'], [], []];
  const traderSet = () => page.evaluate(() => JSON.parse(localStorage.getItem('chart.indicators') ?? '[]'));

  const barsAfter = async (index: number) => Number(await chartBox(index).getByTestId('chart-canvas').getAttribute('data-bars-after'));

  async function openMenu(): Promise<void> {
    await page.getByTestId('layout-menu').click();
    await page.getByTestId('layout-save-as').waitFor();
  }

  for (const { language, lang, texts } of RUNS) {
    it(`in ${language}: a 2×2 grid of its own symbols and indicators, the crosshair and time range linked, saved, restored on a reload, opened and deleted`, async () => {
      const name = `Four markets ${language}`;
      await page.setViewportSize(LAPTOP);
      await page.goto('/apps/layout');
      await page.evaluate(() => localStorage.removeItem('chart.layout'));
      await page.reload();
      await page.getByTestId('layout-page').waitFor();
      await new ShellPage(page).switchLanguage(lang);
      expect(await page.getByTestId('layout-menu').textContent()).toBe(texts.unsaved);
      expect(await page.getByTestId('layout-link-crosshair').textContent()).toBe(texts.links.crosshair);

      await page.getByTestId('layout-arrangement-grid').click();
      await expect.poll(() => page.getByTestId('layout-page').getAttribute('data-arrangement')).toBe('grid');
      await chooseSymbol(2, '0700', '0700.HK');
      await chooseSymbol(3, 'BTC', 'BTC-USD');
      await waitForCharts(SYMBOLS);

      // Each chart has the chart's compact toolbar; a duration chosen there is that chart's alone while durations are
      // not linked.
      expect(await page.locator('[data-testid="layout-chart"] [data-testid="chart-indicators"]').count()).toBe(4);
      expect(await page.locator('[data-testid="layout-chart"] [data-testid="chart-compare"]').count()).toBe(4);
      await chooseDuration(1, '1wk');
      expect(await shownDurations()).toEqual(['1d', '1wk', '1d', '1d']);
      await chartBox(1).locator('[data-testid="quote-chart"][data-duration="1wk"][data-status="ready"]:not([data-kept])').waitFor({ timeout: CHART_MS });
      await chooseDuration(1, '1d');
      await waitForCharts(SYMBOLS);

      await page.getByTestId('layout-link-crosshair').click();
      expect(await page.getByTestId('layout-link-crosshair').getAttribute('aria-pressed')).toBe('true');
      await pointAtFirstChart(0.6);
      await expect.poll(async () => (await crosshairTimes()).every((time) => time !== null)).toBe(true);
      const [led, sameMarket, hongKong, bitcoin] = (await crosshairTimes()) as number[];
      // New York's other chart shows the same day; the other markets the bar open at that moment.
      expect(sameMarket).toBe(led);
      expect(hongKong).toBeLessThanOrEqual(led!);
      expect(bitcoin).toBeLessThanOrEqual(led!);
      // The linked chart's legends read the bar under its crosshair, and the latest one again once the pointer leaves;
      // what they read is what they show with the pointer on that bar itself.
      await expect.poll(() => legendCandle(1)).toBe(sameMarket);
      const linkedReading = await legendReading(1);
      await page.mouse.move(2, LAPTOP.height - 2);
      await expect.poll(crosshairTimes).toEqual([null, null, null, null]);
      await expect.poll(() => legendCandle(1)).toBe(Number(await quoteChart(1).getAttribute('data-window-end')));
      expect(await legendReading(1)).not.toBe(linkedReading);
      await pointAtMoment(1, sameMarket!);
      await expect.poll(() => legendReading(1)).toBe(linkedReading);

      await pointAtFirstChart(0.3);
      await expect.poll(async () => (await crosshairTimes())[1]).toBeLessThan(led!);
      await page.mouse.move(2, LAPTOP.height - 2);
      await expect.poll(crosshairTimes).toEqual([null, null, null, null]);

      // With the time range linked, New York's other chart follows the first one back in time.
      await page.getByTestId('layout-link-range').click();
      expect(await barsAfter(1)).toBe(0);
      await dragFirstChartTowardsOlder();
      await expect.poll(() => barsAfter(1)).toBeGreaterThan(0);
      // Zoomed out past the history it holds, the first chart loads older candles, and New York's other chart loads its
      // own to show the same range.
      const [leading, following] = [await candlesOf(0), await candlesOf(1)];
      await pointAtFirstChart(0.5);
      for (let turn = 0; turn < 30 && (await candlesOf(0)) <= leading; turn++) await page.mouse.wheel(0, 600);
      await expect.poll(() => candlesOf(1), { timeout: CHART_MS }).toBeGreaterThan(following);

      // Each chart keeps indicators of its own, apart from the others' and from the trader's single chart.
      await addIndicator(0, 'rsi');
      await addIndicator(1, 'macd');
      await expect.poll(shownIndicators).toEqual(OWN_INDICATORS);
      expect(await traderSet()).toEqual([]);

      await openMenu();
      await page.getByTestId('layout-save-as').click();
      await page.getByTestId('layout-save').click();
      expect(await page.getByTestId('layout-name-help').textContent()).toBe(MESSAGES.layoutNameRequired[language]);
      await page.getByTestId('layout-name').fill(name);
      await page.getByTestId('layout-save').click();
      await page.getByTestId('layout-save-dialog').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('layout-menu').textContent()).toBe(name);

      await page.reload();
      await page.getByTestId('layout-page').waitFor();
      expect(await page.getByTestId('layout-page').getAttribute('data-arrangement')).toBe('grid');
      expect(await page.getByTestId('layout-menu').textContent()).toBe(name);
      expect(await page.getByTestId('layout-link-crosshair').getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('layout-link-range').getAttribute('aria-pressed')).toBe('true');
      await waitForCharts(SYMBOLS);
      await expect.poll(shownIndicators).toEqual(OWN_INDICATORS);

      // A change to a chart of the saved layout is kept with it: opened again from the account, the layout shows it.
      const kept = page.waitForResponse((response) => response.url().endsWith('/api/chart/layouts/indicators'));
      await addIndicator(3, 'ema');
      expect((await kept).ok()).toBe(true);
      await expect.poll(shownIndicators).toEqual([['rsi'], ['macd'], [], ['ema']]);

      await page.getByTestId('layout-arrangement-columns').click();
      await expect.poll(shownSymbols).toEqual(SYMBOLS.slice(0, 2));
      await openMenu();
      await page.locator(`[data-testid="layout-open"][data-name="${name}"]`).click();
      await expect.poll(() => page.getByTestId('layout-page').getAttribute('data-arrangement')).toBe('grid');
      await waitForCharts(SYMBOLS);
      await expect.poll(shownIndicators).toEqual([['rsi'], ['macd'], [], ['ema']]);
      expect(await traderSet()).toEqual([]);

      if (language === 'zh') {
        // A phone shows one chart at a time, switched by its tabs.
        await page.setViewportSize(PHONE);
        await expect.poll(() => page.getByTestId('layout-tab').count()).toBe(4);
        await page.getByTestId('layout-tab').nth(2).click();
        await expect.poll(shownSymbols).toEqual([SYMBOLS[2]]);
        await chartBox(2).locator('[data-testid="quote-chart"][data-status="ready"]').waitFor({ timeout: CHART_MS });
        await page.setViewportSize(LAPTOP);
        await waitForCharts(SYMBOLS);
      }

      await openMenu();
      await page.locator(`[data-testid="layout-delete"][data-name="${name}"]`).click();
      await page.getByTestId('layout-none').waitFor();
      expect(await page.getByTestId('layout-none').textContent()).toBe(texts.none);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('layout-menu').textContent()).toBe(texts.unsaved);
      expect(pageErrors).toEqual([]);
    }, 300_000);
  }
});
