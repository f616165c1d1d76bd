import type { Page } from 'playwright-core';

/** The quote chart's standard indicators: the toolbar's dialog, their legend rows and their settings dialog. */
export class ChartIndicatorsPage {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByTestId('indicators-dialog');
  }

  get settings() {
    return this.page.getByTestId('indicator-settings');
  }

  async openDialog(): Promise<void> {
    await this.page.getByTestId('chart-indicators').click();
    await this.dialog.waitFor();
  }

  async search(query: string): Promise<void> {
    await this.page.getByTestId('indicators-search').fill(query);
  }

  /** The indicators the dialog lists, by id, in its order. */
  async options(): Promise<string[]> {
    return this.dialog.getByTestId('indicator-option').evaluateAll((items) => items.map((item) => item.getAttribute('data-indicator') ?? ''));
  }

  option(indicator: string) {
    return this.dialog.locator(`[data-testid="indicator-option"][data-indicator="${indicator}"]`);
  }

  async closeDialog(): Promise<void> {
    await this.page.getByTestId('indicators-close').click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** An instance's legend row, over the candles or in its own pane. */
  row(indicator: string) {
    return this.page.locator(`[data-testid="indicator-legend"][data-indicator="${indicator}"]`);
  }

  async title(indicator: string): Promise<string> {
    return ((await this.row(indicator).getByTestId('indicator-title').textContent()) ?? '').trim();
  }

  async value(indicator: string, line: string): Promise<string> {
    return ((await this.row(indicator).locator(`[data-testid="indicator-value"][data-line="${line}"]`).textContent()) ?? '').trim();
  }

  /** The indicators listed in the price pane's legend, by id. */
  async overPrice(): Promise<string[]> {
    return this.page
      .locator('[data-testid="chart-legend"][data-pane="price"] [data-testid="indicator-legend"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-indicator') ?? ''));
  }

  /** The indicators with a pane of their own, by id, top to bottom. */
  async inPanes(): Promise<string[]> {
    return this.page
      .locator('[data-testid="indicator-pane-legend"] [data-testid="indicator-legend"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-indicator') ?? ''));
  }

  async openSettings(indicator: string): Promise<void> {
    await this.row(indicator).getByTestId('indicator-settings-open').click();
    await this.settings.waitFor();
  }

  setting(key: string) {
    return this.settings.locator(`input[data-setting="${key}"]`);
  }

  async apply(): Promise<void> {
    await this.page.getByTestId('indicator-settings-apply').click();
  }

  async remove(indicator: string): Promise<void> {
    await this.row(indicator).getByTestId('indicator-remove').click();
  }
}
