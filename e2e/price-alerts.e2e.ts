import { formatPrice } from '@signaldesk/format';
import i18next from 'i18next';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as alertsEn } from '../apps/web/src/features/alerts/alertsTexts.en.js';
import { zh as alertsZh } from '../apps/web/src/features/alerts/alertsTexts.zh.js';
import { en as drawingsEn } from '../apps/web/src/features/drawings/drawingsTexts.en.js';
import { zh as drawingsZh } from '../apps/web/src/features/drawings/drawingsTexts.zh.js';
import { PLAN_NAMES } from '@signaldesk/contract';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { ChartDrawingsPage } from './pages/ChartDrawingsPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const TRADER_EMAIL = 'alerts-trader@example.com';
/** Each language sets its alerts on its own symbol, so the second run's rows are told apart from the first's. */
const RUNS = [
  { language: 'en', lang: 'en', symbol: 'AAPL', coin: 'BTC-USD', texts: alertsEn, drawings: drawingsEn },
  { language: 'zh', lang: 'zh-CN', symbol: 'MSFT', coin: 'ETH-USD', texts: alertsZh, drawings: drawingsZh },
] as const;
/** Where the price is right-clicked and the horizontal line drawn, in fractions of the price pane: well apart. */
const PRICE_SPOT = { x: 0.55, y: 0.35 };
const LINE_SPOT = { x: 0.3, y: 0.8 };
/** How far up the alert line is dragged, in pixels. */
const LIFT = 40;

function words(language: 'en' | 'zh', texts: typeof alertsEn) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { [language]: { alerts: texts } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'alerts');
}

interface Line {
  id: string;
  level: number;
  paused: boolean;
}

describe('price alerts', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    ({ context, page } = await signedInPage(harness, TRADER_EMAIL, { viewport: { width: 1440, height: 900 } }));
    await grantRole(harness, [TRADER_EMAIL]);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  const lines = async (): Promise<Line[]> => JSON.parse((await page.getByTestId('chart-alerts').getAttribute('data-lines')) ?? '[]');
  const created = () => page.waitForResponse((response) => response.url().endsWith('/api/alert/mine/create'));

  for (const run of RUNS) {
    it(`in ${run.language}: sets an alert from the chart, drags its line, pauses it on the alerts screen, and sets one on a drawing`, async () => {
      const t = words(run.language, run.texts);
      const quote = new QuotePage(page);
      const drawings = new ChartDrawingsPage(page);
      await page.goto('/apps/quote');
      await new ShellPage(page).switchLanguage(run.lang);
      await quote.open(`/apps/quote/folder/us/${run.symbol}/1d`);
      await quote.waitForChart(run.symbol, '1d');
      await drawings.waitForLoaded();
      expect(await lines()).toEqual([]);

      // A right-click on the price pane offers an alert at the price under the pointer, written as the axis writes it.
      const spot = await drawings.at(PRICE_SPOT);
      await page.mouse.click(spot.x, spot.y, { button: 'right' });
      const alertAt = page.getByTestId('chart-alert-at');
      const level = Number(await alertAt.getAttribute('data-level'));
      expect(level).toBeGreaterThan(0);
      expect(await alertAt.innerText()).toBe(t('chartMenu.alertAt', { price: formatPrice(level, run.language, 2) }));
      const made = created();
      await alertAt.click();
      expect((await made).ok()).toBe(true);
      const condition = (at: number) => t('words.price', { symbol: run.symbol, crossing: t('crossing.crosses'), level: formatPrice(at, run.language, 0, run.symbol), chart: t('chart.1d') });
      await page.getByRole('status').getByText(t('created', { condition: condition(level) })).waitFor();
      await expect.poll(lines).toMatchObject([{ level, paused: false }]);

      // Its snackbar's Edit opens the alert's dialog; a Standard trader sees the webhook locked, naming the plan.
      await page.getByTestId('snackbar-action').click();
      const dialog = page.getByTestId('alert-dialog');
      expect(Number(await dialog.getByTestId('alert-level').inputValue())).toBe(level);
      await dialog.getByText(t('dialog.webhookLocked', { plan: PLAN_NAMES.plus[run.language] })).waitFor();
      await dialog.getByRole('button', { name: t('dialog.cancel') }).click();
      await dialog.waitFor({ state: 'detached' });

      // Dragging the line up moves its alert's level up, kept by the server.
      const moved = page.waitForResponse((response) => response.url().endsWith('/api/alert/mine/update'));
      await page.mouse.move(spot.x - 100, spot.y);
      await page.mouse.down();
      await page.mouse.move(spot.x - 100, spot.y - LIFT, { steps: 8 });
      await page.mouse.up();
      expect((await moved).ok()).toBe(true);
      await expect.poll(async () => (await lines())[0]?.level).toBeGreaterThan(level);
      const raised = (await lines())[0]!.level;

      // A horizontal line's menu sets an alert on the line itself.
      await drawings.draw(run.drawings.tools.horizontal, [LINE_SPOT]);
      const onLine = await drawings.at(LINE_SPOT);
      await page.mouse.click(onLine.x, onLine.y, { button: 'right' });
      const drawn = created();
      await page.getByTestId('drawing-context-menu').getByRole('menuitem', { name: t('chartMenu.alertOnLine') }).click();
      expect((await drawn).ok()).toBe(true);
      const lineWords = t('words.line', { symbol: run.symbol, crossing: t('crossing.crosses'), shape: t('shapes.horizontal'), chart: t('chart.1d') });
      await page.getByRole('status').getByText(t('created', { condition: lineWords })).waitFor();

      // The alerts screen, from the menu, lists both with the dragged level; pausing one says so.
      await new ShellPage(page).navItem('alerts').click();
      await page.locator('[data-testid="alerts-page"][data-loaded="true"]').waitFor();
      const rows = page.getByTestId('alert-row').filter({ hasText: run.symbol });
      await expect.poll(() => rows.count()).toBe(2);
      const priceRow = rows.filter({ hasText: condition(raised) });
      expect(await priceRow.getAttribute('data-level')).toBe(String(raised));
      expect(await rows.filter({ hasText: lineWords }).getByTestId('alert-state').innerText()).toBe(t('states.active'));
      await priceRow.getByTestId('alert-pause').click();
      await expect.poll(() => priceRow.getByTestId('alert-state').innerText()).toBe(t('states.paused'));
      expect(await priceRow.getAttribute('data-state')).toBe('paused');
    });

    it(`in ${run.language}: an alert set from the stock list fires on the demo feed, and the alerts screen and the messenger show it, with its chart picture, without a reload`, async () => {
      const t = words(run.language, run.texts);
      if (run.language === 'en') {
        // Real-time notifications on: a firing reaches this tab at once.
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByTestId('setting-bell').click();
        await page.keyboard.press('Escape');
      }
      await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();

      // A coin trades on every date the suite runs on. Its row in the stock list opens the dialog on its symbol; a rise of 0.01 % over the last two bars holds within a tick or two of the demo feed's wandering
      // price, read within the bar.
      await page.goto(`/apps/stock?folder=usd&q=${run.coin}`);
      await page.locator(`[data-testid="stock-row"][data-symbol="${run.coin}"]`).getByTestId('stock-alert').click();
      const dialog = page.getByTestId('alert-dialog');
      expect(await dialog.getByTestId('alert-symbol').inputValue()).toBe(run.coin);
      const choose = async (label: string, option: string) => {
        await dialog.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      await choose(t('dialog.kind'), t('dialog.kinds.move'));
      await dialog.getByTestId('alert-percent').fill('0.01');
      await dialog.getByTestId('alert-bars').fill('2');
      await choose(t('dialog.reading'), t('readings.intrabar'));
      const made = created();
      await dialog.getByTestId('alert-save').click();
      expect((await made).ok()).toBe(true);
      await dialog.waitFor({ state: 'detached' });
      await page.goto('/apps/alerts');
      await page.locator('[data-testid="alerts-page"][data-loaded="true"]').waitFor();

      const fired = page.locator('[data-testid="alert-row"][data-state="spent"]').filter({ hasText: run.coin });
      await fired.waitFor({ timeout: BUSY_SERVER_MS });
      expect(await fired.getByTestId('alert-state').innerText()).toBe(t('states.spent'));
      await page.getByTestId('alert-history').getByText(run.coin).first().waitFor();

      await page.goto('/apps/messenger/price-alerts');
      const message = page.locator('[data-testid="messenger-message"][data-type="price"]').filter({ hasText: run.coin }).first();
      await message.waitFor();
      // The message's chart picture, as its Telegram and e-mail carry it, opened from the message.
      await message.getByTestId('messenger-picture-toggle').click();
      const picture = message.getByTestId('messenger-picture');
      await picture.waitFor({ timeout: BUSY_SERVER_MS });
      expect(await picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
    });
  }
});
