import type { Page } from 'playwright-core';

/** /apps/tick: the tick list beside the intraday chart. */
export class TickViewPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apps/tick');
    await this.page.getByTestId('tick-page').waitFor();
  }

  async add(symbol: string): Promise<void> {
    await this.page.getByTestId('tick-symbol').fill(symbol);
    await this.page.getByTestId('tick-add').click();
  }

  entry(symbol: string) {
    return this.page.locator(`[data-testid="tick-entry"][data-symbol="${symbol}"]`);
  }

  async symbols(): Promise<string[]> {
    const entries = await this.page.getByTestId('tick-entry').all();
    return Promise.all(entries.map(async (entry) => (await entry.getAttribute('data-symbol')) ?? ''));
  }

  async remove(symbol: string): Promise<void> {
    await this.entry(symbol).getByTestId('tick-remove').click();
    await this.entry(symbol).waitFor({ state: 'detached' });
  }

  async select(symbol: string): Promise<void> {
    await this.entry(symbol).getByTestId('tick-select').click();
    await this.page.locator(`[data-testid="tick-chart"][data-symbol="${symbol}"]`).waitFor();
  }

  get chart() {
    return this.page.getByTestId('tick-chart');
  }
}
