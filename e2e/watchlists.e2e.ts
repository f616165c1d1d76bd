import i18next from 'i18next';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as chartEn } from '../apps/web/src/features/chart/chartTexts.en.js';
import { zh as chartZh } from '../apps/web/src/features/chart/chartTexts.zh.js';
import { en as watchlistEn } from '../apps/web/src/features/watchlists/watchlistTexts.en.js';
import { zh as watchlistZh } from '../apps/web/src/features/watchlists/watchlistTexts.zh.js';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';
import { WatchlistScreen } from './pages/WatchlistScreen.js';

const TRADER_EMAIL = 'watchlists-trader@example.com';
/** Each language makes its own list of its own symbols, so the second run's rows are told apart from the first's. */
const RUNS = [
  { language: 'en', lang: 'en', list: 'Tech leaders', symbols: ['AAPL', 'MSFT', 'NVDA'], section: 'Chips', renamed: 'Semis', imported: 'AMD', texts: watchlistEn, chart: chartEn },
  {
    language: 'zh',
    lang: 'zh-CN',
    list: '科技龙头',
    symbols: ['GOOGL', 'META', 'TSLA'],
    section: '电动车',
    renamed: '新能源',
    imported: 'AMZN',
    texts: watchlistZh,
    chart: chartZh,
  },
] as const;
const UNKNOWN = 'NOSUCH1';

function words(language: 'en' | 'zh', texts: typeof watchlistEn) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { [language]: { watchlist: texts } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'watchlist');
}

describe('watchlists', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    ({ context, page } = await signedInPage(harness, TRADER_EMAIL, { acceptDownloads: true }));
    await grantRole(harness, [TRADER_EMAIL]);
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  for (const run of RUNS) {
    it(`in ${run.language}: makes a list with a section and an RSI column, sorts, exports and imports, opens a chart and an alert, and keeps it all`, async () => {
      const t = words(run.language, run.texts);
      const screen = new WatchlistScreen(page);
      const [first, second, third] = run.symbols;
      await screen.open();
      await new ShellPage(page).switchLanguage(run.lang);

      // The followed list is built in: first, named in the reader's language, and neither renamed nor deleted.
      expect(await screen.tab('follow').getByTestId('watchlist-tab-name').innerText()).toBe(t('builtIn.follow'));
      expect(await screen.listName()).toBe(t('builtIn.follow'));
      expect(await page.getByTestId('watchlist-rename').count()).toBe(0);
      expect(await page.getByTestId('watchlist-delete').count()).toBe(0);

      await screen.createList(run.list);
      await page.waitForURL(/\/apps\/watchlist\/[\w-]+$/);
      const listPath = new URL(page.url()).pathname;
      for (const symbol of run.symbols) await screen.addSymbol(symbol);
      expect(await screen.rows()).toEqual([`${first}@`, `${second}@`, `${third}@`]);

      // A section; the third symbol dragged onto its header, the second moved up from its menu, as a keyboard would.
      await screen.addSection(run.section);
      await screen.row(third).dragTo(screen.section(run.section));
      await screen.waitForSection(third, run.section);
      await screen.rowAction(second, 'watchlist-move-up');
      await expect.poll(() => screen.rows()).toEqual([`${second}@`, `${first}@`, `${third}@${run.section}`]);

      // A row opens its chart in one click, which also has the server keep the symbol's daily candles.
      await screen.row(first).click();
      await page.waitForURL(`**/apps/quote/folder/us/${first}`);
      await new QuotePage(page).waitForChart(first, '1d');
      await page.goBack();
      await screen.waitForList();

      // An RSI column on daily candles, with numbers once its candles are stored.
      await screen.addIndicatorColumn('RSI', 'rsi');
      const rsi = await screen.columnIndex(`RSI 14 · ${run.chart.durations['1d']}`);
      await expect.poll(() => screen.cell(first, rsi).innerText(), { timeout: BUSY_SERVER_MS }).toMatch(/^\d{1,3}\.\d{2}$/);

      // A header click sorts each section by the symbol, and again the other way; dragging waits until the sort is cleared.
      await screen.sortBy('symbol');
      await expect.poll(() => screen.rows()).toEqual([...[first, second].sort().map((symbol) => `${symbol}@`), `${third}@${run.section}`]);
      await screen.sortBy('symbol');
      await expect.poll(() => screen.rows()).toEqual([...[first, second].sort().reverse().map((symbol) => `${symbol}@`), `${third}@${run.section}`]);
      expect(await page.locator('[data-testid="watchlist-row"][draggable="true"]').count()).toBe(0);
      await page.getByTestId('watchlist-clear-sort').click();
      await expect.poll(() => screen.rows()).toEqual([`${second}@`, `${first}@`, `${third}@${run.section}`]);
      // By RSI, once the second symbol's candles are stored too: each section in the readings' order, one way then the other.
      await new QuotePage(page).open(`/apps/quote/folder/us/${second}`);
      await new QuotePage(page).waitForChart(second, '1d');
      await screen.open(listPath);
      await expect.poll(() => screen.cell(second, rsi).innerText(), { timeout: BUSY_SERVER_MS }).toMatch(/^\d{1,3}\.\d{2}$/);
      for (const direction of ['asc', 'desc'] as const) {
        await screen.sortBy(rsi);
        await page.locator(`[data-testid="watchlist-sort"][data-key="${rsi}"][data-direction="${direction}"]`).waitFor();
        const top = (await screen.readings(rsi)).filter((row) => row.section === '');
        expect(top.map((row) => row.symbol).sort()).toEqual([first, second].sort());
        const values = top.map((row) => Number(row.text));
        expect(values).toEqual([...values].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      }
      await screen.sortBy(rsi);
      await expect.poll(() => screen.rows()).toEqual([`${second}@`, `${first}@`, `${third}@${run.section}`]);

      // The export names each symbol with its section, in the list's order.
      const exported = await screen.exportCsv();
      expect(exported.name).toBe(`${run.list}.csv`);
      const lines = exported.text.split('\r\n');
      expect(lines[0]).toBe('symbol,section,name');
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([`${second},`, `${first},`, `${third},${run.section}`]);

      // An import adds what it knows into the section it names and says what it did not know.
      const report = await screen.importCsv(`symbol,section\n${run.imported},${run.section}\n${UNKNOWN},\n`);
      expect(report).toBe(`${t('csv.report', { added: 1 })} ${t('csv.unknown', { symbols: UNKNOWN })}`);
      await screen.waitForSection(run.imported, run.section);

      // The bell opens the price alert dialog on the row's symbol.
      await screen.row(second).getByTestId('watchlist-row-alert').click();
      const dialog = page.getByTestId('alert-dialog');
      expect(await dialog.getByTestId('alert-symbol').inputValue()).toBe(second);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The row's menu opens the paper order ticket on its symbol; a trader without a paper account is sent to make one.
      await screen.rowAction(second, 'watchlist-row-trade');
      const ticket = page.getByTestId('paper-ticket-dialog');
      await ticket.getByTestId('paper-ticket-no-account').waitFor();
      expect(await ticket.textContent()).toContain(second);
      await page.keyboard.press('Escape');
      await ticket.waitFor({ state: 'detached' });

      // A renamed section keeps its symbols in their places.
      await screen.section(run.section).getByTestId('watchlist-section-rename').click();
      await screen.name(run.renamed);
      await screen.section(run.renamed).waitFor();
      const arranged = [`${second}@`, `${first}@`, `${third}@${run.renamed}`, `${run.imported}@${run.renamed}`];
      await expect.poll(() => screen.rows()).toEqual(arranged);

      // A reload keeps the list, its order and sections, and its columns.
      await page.reload();
      await screen.waitForList();
      expect(new URL(page.url()).pathname).toBe(listPath);
      expect(await screen.listName()).toBe(run.list);
      expect(await screen.rows()).toEqual(arranged);
      expect(await screen.columnIndex(`RSI 14 · ${run.chart.durations['1d']}`)).toBe(rsi);
      expect(await screen.tab('own').filter({ hasText: run.list }).getByTestId('watchlist-tab-count').innerText()).toBe('4');
    });
  }
});
