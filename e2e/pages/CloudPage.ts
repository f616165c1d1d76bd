import type { Page } from 'playwright-core';

/** The cloud backtest screen: the run form, the trader's runs and the open run with its report. */
export class CloudPage {
  constructor(private readonly page: Page) {}

  async open(path = '/apps/cloud'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('cloud-page').waitFor();
  }

  async name(text: string): Promise<void> {
    await this.page.getByTestId('run-name').fill(text);
  }

  /** Opens a catalogue section of the entry or exit rules and types one range. */
  async rule(side: 'entry' | 'exit', section: string, path: string, min: string, max: string): Promise<void> {
    await this.page.getByTestId(`run-rules-${side}`).click();
    const form = this.page.getByTestId(`run-rules-${side}-form`);
    await form.getByTestId(`section-${section}`).click();
    await form.getByTestId(`rule-${path}-min`).fill(min);
    await form.getByTestId(`rule-${path}-max`).fill(max);
  }

  /** Types into the symbol box and picks the suggestion, as the shell's search is used. */
  async symbol(symbol: string): Promise<void> {
    await this.page.getByTestId('run-symbol').click();
    await this.page.getByTestId('run-symbol').fill(symbol);
    await this.page.locator(`[data-testid="run-symbol-option"][data-symbol="${symbol}"]`).click();
  }

  /** Chooses what the run trades: one symbol, a market, a list, a tag or a strategy's results. */
  async universe(kind: 'symbol' | 'region' | 'list' | 'tag' | 'strategy'): Promise<void> {
    await this.page.getByTestId('run-universe-field').getByRole('combobox').click();
    await this.page.getByTestId(`run-universe-${kind}`).click();
  }

  /** Picks a tag from those the tag box offers (index lists and stock labels) and answers what the box then shows. */
  async tag(slug: string): Promise<string> {
    await this.universe('tag');
    await this.page.getByTestId('run-tag').click();
    await this.page.getByTestId(`run-tag-option-${slug}`).click();
    return this.page.getByTestId('run-tag').inputValue();
  }

  /** Types a symbol without picking a suggestion: the server checks it. */
  async typeSymbol(symbol: string): Promise<void> {
    await this.page.getByTestId('run-symbol').fill(symbol);
    await this.page.keyboard.press('Escape');
  }

  async field(key: string, value: string): Promise<void> {
    await this.page.getByTestId(`run-${key}`).fill(value);
  }

  /** Sweeps the first rule's upper bound over from/to/step and hands back the grid size line. */
  async sweep(from: string, to: string, step: string): Promise<string> {
    await this.page.getByTestId('run-sweep-add').click();
    await this.page.getByTestId('run-sweep-0-from').fill(from);
    await this.page.getByTestId('run-sweep-0-to').fill(to);
    await this.page.getByTestId('run-sweep-0-step').fill(step);
    return (await this.page.getByTestId('run-sweep-size').textContent()) ?? '';
  }

  async removeSweep(): Promise<void> {
    await this.page.getByTestId('run-sweep-0-remove').click();
    await this.page.getByTestId('run-sweep-size').waitFor({ state: 'detached' });
  }

  async run(): Promise<void> {
    await this.page.getByTestId('run-submit').click();
  }

  /** Opens the newest trade of the report on the quote chart: the chart's window holds the most recent bars. */
  async openNewestTrade(): Promise<void> {
    const next = this.page.getByTestId('backtest-trades').locator('.MuiTablePagination-actions button').last();
    while (await next.isEnabled()) await next.click();
    await this.page.getByTestId('backtest-trade').last().click();
  }

  row(name: string) {
    return this.page.locator('[data-testid^="run-row-"]').filter({ has: this.page.getByTestId('run-row-name').getByText(name, { exact: true }) });
  }

  async rowNames(): Promise<string[]> {
    await this.page.getByTestId('runs-list').waitFor();
    return this.page.getByTestId('run-row-name').allTextContents();
  }

  async rename(from: string, to: string): Promise<void> {
    await this.row(from).getByTestId('run-rename').click();
    await this.page.getByTestId('run-rename-input').fill(to);
    await this.page.getByTestId('run-rename-save').click();
    await this.row(to).waitFor();
  }

  /** Shares the run and hands back the link the dialog shows. */
  async share(name: string): Promise<string> {
    await this.row(name).getByTestId('run-share').click();
    const link = this.page.getByTestId('run-share-link');
    await this.page.waitForFunction(() => (document.querySelector('[data-testid="run-share-link"]') as HTMLInputElement | null)?.value.includes('share='));
    const url = await link.inputValue();
    await this.page.getByTestId('run-share-close').click();
    return url;
  }

  async remove(name: string): Promise<void> {
    await this.row(name).getByTestId('run-delete').click();
    await this.page.getByTestId('confirm').click();
    await this.row(name).waitFor({ state: 'detached' });
  }
}
