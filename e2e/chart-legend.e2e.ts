import { CATALOGUE } from '@signaldesk/indicators';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartPalette } from '@signaldesk/chart-render';
import { en as chartEn } from '../apps/web/src/features/chart/chartTexts.en.js';
import { zh as chartZh } from '../apps/web/src/features/chart/chartTexts.zh.js';
import { ADMIN_EMAIL, type Harness, startHarness, signedInPage } from './harness.js';
import { ChartLegendPage } from './pages/ChartLegendPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const SYMBOL = 'MSFT';
const QUOTE_PATH = `/apps/quote/folder/us/${SYMBOL}`;
/** A line drawn across the price pane colours hundreds of pixels; a hidden one none (a few allow for blending). */
const DRAWN = 100;
const GONE = 5;
/** K and D read on their 0 to 100 scale with one decimal. */
const OSCILLATOR = /^\d{1,3}\.\d$/;
const RUNS = [
  { language: 'en', lang: 'en', viewport: { width: 1440, height: 900 }, phone: false },
  { language: 'zh', lang: 'zh-CN', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const gone = (pixels: number) => pixels >= 0 && pixels <= GONE;
const nameOf = (id: string, language: 'en' | 'zh') => CATALOGUE.find((field) => field.id === id)!.name[language];

describe('the chart legend shows and hides lines and panes, and remembers them', () => {
  let harness: Harness;
  let context: BrowserContext;
  // One sign-in for the file: the same trader turns the window from a laptop's to a phone's and changes language.
  let page: Page;
  /** Errors the page throws and nothing catches: a pane hidden or shown builds the chart again, and must throw none. */
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

  for (const { language, lang, viewport, phone } of RUNS) {
    it(`in ${language} at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      const quote = new QuotePage(page);
      const legend = new ChartLegendPage(page);
      const texts = { en: chartEn, zh: chartZh }[language];
      const ma10 = chartPalette.matrix.mma10;
      const ma30 = chartPalette.matrix.mma30;
      /** MA 10's pixels, once MA 30's show the lines are drawn, so a zero means hidden rather than not drawn yet. */
      const ma10Pixels = async () => {
        const [ten, thirty] = await legend.pricePanePixels([ma10, ma30]);
        return thirty! > DRAWN ? ten! : -1;
      };

      await quote.open(QUOTE_PATH);
      await quote.waitForChart(SYMBOL, '1d');
      await new ShellPage(page).switchLanguage(lang, { phone });

      // Each pane has a legend in the user's language, over its pane and left of the price axis, however narrow the window.
      await legend.legend('price').waitFor();
      const ma10Name = nameOf('matrix.mma10', language);
      expect(await legend.line('matrix.mma10').textContent()).toContain(ma10Name);
      expect(await legend.line('matrix.mma10').getAttribute('title')).toBe(texts.legend.hide.replace('{{line}}', ma10Name));
      expect(await legend.line('sine.kfast').textContent()).toContain(texts.legend.fast);
      const canvas = (await page.getByTestId('chart-canvas').boundingBox())!;
      const axisLeft = canvas.x + canvas.width - Number(await page.getByTestId('chart-canvas').getAttribute('data-scale-width'));
      for (const pane of ['price', 'sine', 'chord', 'kd', 'volume']) {
        const box = (await legend.legend(pane).boundingBox())!;
        expect(box.x, `${pane} legend`).toBeGreaterThanOrEqual(canvas.x);
        expect(box.x + box.width, `${pane} legend`).toBeLessThanOrEqual(axisLeft);
      }

      // K and D are oscillator readings, not percentages: in the legend, the hover sheet and the sidebar.
      expect(await legend.value('kd.k')).toMatch(OSCILLATOR);
      expect(await legend.value('kd.d')).toMatch(OSCILLATOR);
      for (const sheet of ['hover-sheet', 'sidebar-sheet']) {
        for (const field of ['kd.k', 'kd.d']) {
          expect(((await page.getByTestId(sheet).locator(`[data-field="${field}"]`).textContent()) ?? '').trim(), `${sheet} ${field}`).toMatch(OSCILLATOR);
        }
      }

      // MA 10 is drawn; a click on its entry takes its pixels off the price pane, greyed in the legend.
      await expect.poll(ma10Pixels).toBeGreaterThan(DRAWN);
      await legend.line('matrix.mma10').click();
      expect(await legend.isHidden('matrix.mma10')).toBe(true);
      expect(await legend.line('matrix.mma10').getAttribute('aria-pressed')).toBe('false');
      await expect.poll(ma10Pixels).toSatisfy(gone);

      // The volume pane's legend hides the pane.
      await legend.hidePane('volume');
      await expect.poll(() => legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd']);
      expect(await legend.legend('volume').count()).toBe(0);

      // A reload and another duration keep both hidden.
      await page.reload();
      await quote.waitForChart(SYMBOL, '1d');
      await expect.poll(() => legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd']);
      await expect.poll(ma10Pixels).toSatisfy(gone);
      expect(await legend.isHidden('matrix.mma10')).toBe(true);
      await quote.chooseDuration('1wk');
      await quote.waitForChart(SYMBOL, '1wk');
      expect(await legend.isHidden('matrix.mma10')).toBe(true);
      expect(await legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd']);

      // Shown again from the legend and the Display menu.
      await legend.line('matrix.mma10').click();
      expect(await legend.isHidden('matrix.mma10')).toBe(false);
      await expect.poll(ma10Pixels).toBeGreaterThan(DRAWN);
      await page.getByTestId('chart-display').click();
      const volumeSwitch = page.getByTestId('chart-switch-volume');
      expect(await volumeSwitch.textContent()).toBe(texts.switches.volume);
      await volumeSwitch.click();
      await page.keyboard.press('Escape');
      await expect.poll(() => legend.drawnPanes()).toEqual(['price', 'sine', 'chord', 'kd', 'volume']);
      await legend.legend('volume').waitFor();
      expect(pageErrors).toEqual([]);
    }, 300_000);
  }
});
