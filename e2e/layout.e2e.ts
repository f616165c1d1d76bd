import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../apps/web/src/app/appRoutes.js';
import { PUBLIC_PATHS, SCREEN_OF } from './appScreens.js';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { type Box, QuoteLayout } from './pages/QuoteLayout.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SYMBOL = 'BTC-USD';
const QUOTE_PATH = `/apps/quote/folder/usd/${SYMBOL}`;
/** The price pane and four lower panes: small wave, large wave, KD, volume. */
const PANES = 5;
/** SCREENS=1 writes the quote screen's pictures for the docs; CI runs leave them alone. */
const SCREENS_DIR = process.env.SCREENS === '1' ? resolve(import.meta.dirname, '../docs/screens') : null;
const LANGUAGES = [
  { language: 'en', lang: 'en' },
  { language: 'zh', lang: 'zh-CN' },
] as const;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the quote screen gives the chart the screen, and every route fits a phone', () => {
  let harness: Harness;
  let context: BrowserContext;
  // One sign-in for the whole file: the same trader turns the window from a laptop's to a phone's and changes language.
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    if (SCREENS_DIR) await mkdir(SCREENS_DIR, { recursive: true });
    context = await harness.newContext({ viewport: LAPTOP });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    page = await context.newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    await login.signIn(ADMIN_EMAIL);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  async function openChart(): Promise<QuotePage> {
    const quote = new QuotePage(page);
    await quote.open(QUOTE_PATH);
    await quote.waitForChart(SYMBOL, '1d');
    return quote;
  }

  async function picture(name: string): Promise<void> {
    if (!SCREENS_DIR) return;
    // No tooltip of the last control touched in the picture.
    await page.mouse.move(0, page.viewportSize()?.height ?? 0);
    await page.screenshot({ path: resolve(SCREENS_DIR, `${name}.png`) });
  }

  for (const { language, lang } of LANGUAGES) {
    it(`at 1440×900 in ${language}: a large price pane, resizable and collapsible panes, nothing over the axis`, async () => {
      await page.setViewportSize(LAPTOP);
      // Each language starts from the panes' default heights.
      await page.evaluate(() => localStorage.removeItem('chart.paneSizes'));
      const layout = new QuoteLayout(page);
      await openChart();
      await new ShellPage(page).switchLanguage(lang);
      await picture(`quote-1440-${language}`);

        // The price pane: most of the screen's width and half its height.
        const canvas = await layout.box('chart-canvas');
        const scaleWidth = await layout.scaleWidth();
        const price = await layout.pane('price', PANES);
        expect(canvas.width - scaleWidth).toBeGreaterThan(LAPTOP.width * 0.5);
        expect(price.height).toBeGreaterThan(LAPTOP.height * 0.45);

        // The time axis (the chart's bottom) and replay are on the first screen.
        expect(canvas.y + canvas.height).toBeLessThanOrEqual(LAPTOP.height);
        const replay = await layout.box('replay-controls');
        expect(replay.y + replay.height).toBeLessThanOrEqual(LAPTOP.height);

        // The legend stays left of the price axis, and so does every pane's collapse button.
        const axis = { x: canvas.x + canvas.width - scaleWidth, y: canvas.y, width: scaleWidth, height: canvas.height };
        expect(overlaps(await layout.box('static-sheet'), axis)).toBe(false);
        for (const toggle of await page.getByTestId('pane-toggle').all()) {
          const box = await toggle.boundingBox();
          expect(box && overlaps(box, axis)).toBe(false);
        }
        // The panes follow one another without overlapping.
        const boxes = await layout.panes(PANES);
        for (let index = 1; index < boxes.length; index++) {
          const above = boxes[index - 1]!;
          expect(boxes[index]!.top).toBeGreaterThanOrEqual(above.top + above.height);
        }

        // Dragging the border above the volume pane up makes it taller, and a reload keeps it.
        const volume = await layout.pane('volume', PANES);
        await layout.dragBorderAbove('volume', PANES, -40);
        const dragged = await layout.waitForPaneHeight('volume', volume.height + 30, volume.height + 50);
        await page.reload();
        await new QuotePage(page).waitForChart(SYMBOL, '1d');
        await layout.waitForPaneHeight('volume', dragged - 2, dragged + 2);

        // Collapsing the small wave leaves a strip, remembered across a reload; expanding gives its height back.
        const sine = await layout.pane('sine', PANES);
        await page.locator('[data-testid="pane-toggle"][data-pane="sine"]').click();
        await layout.waitForPaneHeight('sine', 0, 28);
        await page.reload();
        await new QuotePage(page).waitForChart(SYMBOL, '1d');
        await layout.waitForPaneHeight('sine', 0, 28);
        await page.locator('[data-testid="pane-toggle"][data-pane="sine"]').click();
        await layout.waitForPaneHeight('sine', sine.height - 2, sine.height + 2);

        // The symbol list and the analysis sidebar fold away and stay as left.
        const listShown = await page.getByTestId('quote-list').isVisible();
        await page.getByTestId('quote-list-toggle').click();
        await page.getByTestId(listShown ? 'quote-list-rail' : 'quote-list').waitFor();
        await page.getByTestId('sidebar-toggle').click();
        await page.getByTestId('sidebar-sheet').waitFor({ state: 'detached' });
        await page.reload();
        await new QuotePage(page).waitForChart(SYMBOL, '1d');
        await page.getByTestId(listShown ? 'quote-list-rail' : 'quote-list').waitFor();
        expect(await page.getByTestId('sidebar-sheet').count()).toBe(0);
        await page.getByTestId('quote-list-toggle').click();
        await page.getByTestId('sidebar-toggle').click();
        await page.getByTestId('sidebar-sheet').waitFor();
    });

    it(`at 390×844 in ${language}: no route scrolls sideways and the quote chart is on the first screen`, async () => {
      await page.setViewportSize(PHONE);
      await page.evaluate(() => localStorage.removeItem('chart.paneSizes'));
        const tooWide: string[] = [];
        const measure = async (path: string) => {
          const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
          if (widths.document > widths.viewport) tooWide.push(`${path}: ${widths.document} > ${widths.viewport}`);
        };
        expect(APP_ROUTES.filter((route) => !SCREEN_OF[route.id])).toEqual([]);
        for (const route of APP_ROUTES) {
          await page.goto(`/apps/${route.id}`);
          await page.getByTestId(SCREEN_OF[route.id] ?? '').first().waitFor({ state: 'attached' });
          await measure(route.id);
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

        await openChart();
        await measure('quote chart');
        const canvas = await new QuoteLayout(page).box('chart-canvas');
        const price = await new QuoteLayout(page).pane('price', PANES);
        expect(canvas.y + price.height / 2).toBeLessThan(PHONE.height);
        await picture(`quote-390-${language}`);

        // The list is a drawer away; a pick closes it and opens the symbol.
        await page.getByTestId('quote-list-drawer').click();
        await page.locator('[data-testid="quote-symbol"]:not([data-symbol="BTC-USD"])').first().click();
        await page.getByTestId('quote-list').waitFor({ state: 'detached' });

        // The app bar fits: search opens across it, the rest is in the menu.
        await page.getByTestId('phone-search').click();
        await page.getByTestId('phone-search-field').getByTestId('symbol-search').waitFor();
        await measure('search open');
        await page.getByTestId('phone-search-close').click();
        await page.getByTestId('phone-menu').click();
        await page.getByTestId('phone-user-info').waitFor();
        await page.keyboard.press('Escape');

        const visitor = await harness.newContext({ viewport: PHONE, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
        try {
          const anonymous = await visitor.newPage();
          for (const path of PUBLIC_PATHS) {
            await anonymous.goto(path);
            await anonymous.waitForLoadState('load');
            const widths = await anonymous.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
            if (widths.document > widths.viewport) tooWide.push(`${path}: ${widths.document} > ${widths.viewport}`);
          }
        } finally {
          await visitor.close();
        }
        expect(tooWide).toEqual([]);
    });
  }
});
