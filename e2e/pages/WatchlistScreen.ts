import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** The watchlists screen: the lists' tabs, one list's toolbar and table, and its dialogs. */
export class WatchlistScreen {
  constructor(private readonly page: Page) {}

  async open(path = '/apps/watchlist'): Promise<void> {
    await this.page.goto(path);
    await this.waitForList();
  }

  /** Until a list is on screen, with its values asked for at least once. */
  async waitForList(): Promise<void> {
    await this.page.locator('[data-testid="watchlist-page"][data-loaded="true"]').waitFor();
    await this.page.locator('[data-testid="watchlist-view"]:not([data-values-at=""])').waitFor();
  }

  tab(kind: string) {
    return this.page.locator(`[data-testid="watchlist-tab"][data-kind="${kind}"]`);
  }

  async listName(): Promise<string> {
    return this.page.getByTestId('watchlist-name').innerText();
  }

  /** Fills and saves the name dialog one of the toolbar's buttons opened. */
  async name(text: string): Promise<void> {
    const dialog = this.page.getByTestId('watchlist-name-dialog');
    await dialog.getByTestId('watchlist-name-input').fill(text);
    await dialog.getByTestId('watchlist-name-save').click();
    await dialog.waitFor({ state: 'detached' });
  }

  async createList(name: string): Promise<void> {
    await this.page.getByTestId('watchlist-new').click();
    await this.name(name);
    await this.page.getByTestId('watchlist-name').getByText(name, { exact: true }).waitFor();
    await this.waitForList();
  }

  async addSymbol(symbol: string): Promise<void> {
    await this.page.getByTestId('watchlist-add-symbol').fill(symbol);
    await this.page.locator(`[data-testid="watchlist-symbol-option"][data-symbol="${symbol}"]`).click();
    await this.row(symbol).waitFor();
  }

  async addSection(name: string): Promise<void> {
    await this.page.getByTestId('watchlist-add-section').click();
    await this.name(name);
    await this.section(name).waitFor();
  }

  section(name: string) {
    return this.page.locator(`[data-testid="watchlist-section"][data-section="${name}"]`);
  }

  row(symbol: string) {
    return this.page.locator(`[data-testid="watchlist-row"][data-symbol="${symbol}"]`);
  }

  /** The rows as shown, each as symbol@section. */
  rows(): Promise<string[]> {
    return this.page
      .getByTestId('watchlist-row')
      .evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-symbol')}@${row.getAttribute('data-section')}`));
  }

  /** Waits until a row's symbol sits in this section. */
  async waitForSection(symbol: string, section: string): Promise<void> {
    await this.page.locator(`[data-testid="watchlist-row"][data-symbol="${symbol}"][data-section="${section}"]`).waitFor();
  }

  async rowAction(symbol: string, action: 'watchlist-move-up' | 'watchlist-move-down' | 'watchlist-row-remove' | 'watchlist-row-trade'): Promise<void> {
    await this.row(symbol).getByTestId('watchlist-row-menu').click();
    await this.page.getByTestId(action).click();
    await this.page.getByTestId('watchlist-row-actions').waitFor({ state: 'detached' });
  }

  /** Adds one line of a standard indicator at its defaults as a column and saves the columns. */
  async addIndicatorColumn(search: string, indicator: string): Promise<void> {
    await this.page.getByTestId('watchlist-columns').click();
    const dialog = this.page.getByTestId('columns-dialog');
    await dialog.getByTestId('column-kind-indicator').click();
    await dialog.getByTestId('column-indicator-search').fill(search);
    await dialog.locator(`[data-testid="column-indicator-option"][data-indicator="${indicator}"]`).click();
    const before = await dialog.getByTestId('column-item').count();
    await dialog.getByTestId('column-add').click();
    await dialog.getByTestId('column-item').nth(before).waitFor();
    await dialog.getByTestId('columns-save').click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The place of the column with this header among the list's columns. */
  async columnIndex(label: string): Promise<number> {
    const column = this.page.getByTestId('watchlist-column').filter({ hasText: label });
    await column.waitFor();
    return Number(await column.getAttribute('data-column'));
  }

  cell(symbol: string, column: number) {
    return this.row(symbol).locator(`[data-testid="watchlist-cell"][data-column="${column}"]`);
  }

  /** Every row's text in one column, read at one moment, so a refresh of the values cannot fall between two rows. */
  readings(column: number): Promise<{ symbol: string; section: string; text: string }[]> {
    return this.page.getByTestId('watchlist-row').evaluateAll(
      (rows, at) =>
        rows.map((row) => ({
          symbol: row.getAttribute('data-symbol') ?? '',
          section: row.getAttribute('data-section') ?? '',
          text: (row.querySelector(`[data-testid="watchlist-cell"][data-column="${at}"]`) as HTMLElement | null)?.innerText ?? '',
        })),
      column,
    );
  }

  async sortBy(key: string | number): Promise<void> {
    await this.page.locator(`[data-testid="watchlist-sort"][data-key="${key}"]`).click();
  }

  async exportCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId('watchlist-export').click()]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  async importCsv(text: string): Promise<string> {
    await this.page.getByTestId('watchlist-import-file').setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    const report = this.page.getByTestId('watchlist-import-report');
    await report.waitFor();
    return report.innerText();
  }
}
