import type { Page } from 'playwright-core';

/** The option-grid bottom sheet opened from a chart toolbar. */
export class OptionGrid {
  constructor(private readonly page: Page) {}

  get sheet() {
    return this.page.getByTestId('option-grid');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('option-grid-button').click();
    await this.page.getByTestId('option-row').first().waitFor();
  }

  async expiryText(): Promise<string> {
    return ((await this.sheet.getByRole('combobox').first().textContent()) ?? '').trim();
  }

  async showPuts(): Promise<void> {
    await this.page.getByTestId('option-tab-puts').click();
    await this.page.getByTestId('option-tab-puts').and(this.page.locator('[aria-selected="true"]')).waitFor();
  }

  async contracts(): Promise<string[]> {
    await this.page.getByTestId('option-row').first().waitFor();
    const rows = await this.page.getByTestId('option-row').all();
    return Promise.all(rows.map(async (row) => ((await row.locator('td').first().textContent()) ?? '').trim()));
  }

  /** A Greek's column as numbers, top row first; NaN where the grid shows none (an expired contract). */
  async greek(name: 'delta' | 'gamma' | 'theta' | 'vega'): Promise<number[]> {
    const cells = await this.page.getByTestId(`option-${name}`).allTextContents();
    return cells.map((text) => Number(text.replace(/,/g, '')));
  }

  async isFullscreen(): Promise<boolean> {
    return (await this.sheet.getAttribute('data-fullscreen')) === 'true';
  }

  async toggleFullscreen(): Promise<void> {
    await this.page.getByTestId('option-fullscreen').click();
  }

  async close(): Promise<void> {
    await this.page.getByTestId('option-close').click();
    await this.sheet.waitFor({ state: 'detached' });
  }
}
