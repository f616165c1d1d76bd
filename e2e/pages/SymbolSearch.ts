import type { Page } from 'playwright-core';

/** The shell's symbol search box and its suggestions. */
export class SymbolSearch {
  constructor(private readonly page: Page) {}

  get box() {
    return this.page.getByTestId('symbol-search');
  }

  option(symbol: string) {
    return this.page.locator(`[data-testid="search-option"][data-symbol="${symbol}"]`);
  }

  async type(text: string): Promise<void> {
    await this.box.click();
    await this.box.fill(text);
  }

  /** Types the text, waits for the symbol among the suggestions and picks it. */
  async pick(text: string, symbol: string): Promise<void> {
    await this.type(text);
    await this.option(symbol).click();
  }

  async suggestions(): Promise<string[]> {
    await this.page.getByTestId('search-option').first().waitFor();
    const options = await this.page.getByTestId('search-option').all();
    return Promise.all(options.map(async (option) => (await option.getAttribute('data-symbol')) ?? ''));
  }
}
