import type { Page } from 'playwright-core';

/** The strategy screener: saved strategies, the seek list, the strategy dialog and the guide. */
export class StrategyScreen {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByTestId('strategy-dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/apps/strategy');
    await this.page.getByTestId('strategy-page').waitFor();
  }

  async newStrategy(): Promise<void> {
    await this.page.getByTestId('strategy-new').click();
    await this.dialog.waitFor();
  }

  async name(text: string): Promise<void> {
    await this.page.getByTestId('strategy-name').fill(text);
  }

  async region(region: string): Promise<void> {
    await this.page.getByTestId('strategy-region').locator('..').getByRole('combobox').click();
    await this.page.getByTestId(`region-${region}`).click();
  }

  /** Opens a catalogue section of the shown duration tab. */
  async section(group: string): Promise<void> {
    await this.page.getByTestId(`section-${group}`).click();
  }

  async range(path: string, min: string, max: string): Promise<void> {
    await this.page.getByTestId(`rule-${path}-min`).fill(min);
    await this.page.getByTestId(`rule-${path}-max`).fill(max);
  }

  /**
   * Picks these values of an enum rule from its list, by keyboard: each chosen value adds a chip to the field, which
   * moves the list under a pointer aimed a moment before. Each is checked as chosen before the next.
   */
  async choose(path: string, codes: string[]): Promise<void> {
    await this.page.getByTestId(`rule-${path}-in`).locator('..').getByRole('combobox').click();
    for (const code of codes) {
      await this.page.getByTestId(`rule-${path}-option-${code}`).focus();
      await this.page.keyboard.press('Enter');
      await this.page.locator(`[data-testid="rule-${path}-option-${code}"][aria-selected="true"]`).waitFor({ state: 'attached' });
    }
    await this.page.keyboard.press('Escape');
  }

  async save(): Promise<void> {
    await this.page.getByTestId('strategy-save').click();
  }

  async savedNames(): Promise<string[]> {
    return this.page.getByTestId('strategy-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-name') ?? ''));
  }

  /** The symbols of the seek list once no fetch is under way. */
  async results(): Promise<string[]> {
    await this.page.getByTestId('seek-loading').waitFor({ state: 'detached' });
    return this.page.getByTestId('seek-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol') ?? ''));
  }

  async waitForResults(symbols: string[]): Promise<void> {
    await this.page.waitForFunction(
      (expected) =>
        JSON.stringify([...document.querySelectorAll('[data-testid="seek-row"]')].map((row) => row.getAttribute('data-symbol'))) ===
        JSON.stringify(expected),
      symbols,
    );
  }
}
