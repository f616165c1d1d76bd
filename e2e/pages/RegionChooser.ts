import type { Page } from 'playwright-core';

/** The top bar's region chooser and what the screens that list symbols show after it. */
export class RegionChooser {
  constructor(private readonly page: Page) {}

  private get select() {
    return this.page.getByTestId('region-chooser').getByRole('combobox');
  }

  /** Chooses a region by the name the chooser shows in the interface language. */
  async choose(name: string): Promise<void> {
    await this.select.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** The region's name as the chooser shows it. */
  async shown(): Promise<string> {
    return ((await this.select.textContent()) ?? '').trim();
  }

  /** Waits until the heatmap's own region is this one and every tile it lists is of that region. */
  async waitForHeatmap(region: string, suffix: string): Promise<void> {
    await this.page.locator(`[data-testid="heatmap-region-${region}"][aria-pressed="true"]`).waitFor();
    await this.page.waitForFunction((end) => {
      const tiles = JSON.parse(document.querySelector('[data-testid="heatmap"]')?.getAttribute('data-tiles') ?? '[]') as { symbol: string }[];
      return tiles.length > 0 && tiles.every((tile) => tile.symbol.endsWith(end));
    }, suffix);
  }

  /** Waits until rows of this test id are shown and every one is of the region. */
  async waitForRows(testId: string, region: string): Promise<void> {
    await this.page.waitForFunction(
      ({ id, wanted }) => {
        const rows = [...document.querySelectorAll(`[data-testid="${id}"]`)];
        return rows.length > 0 && rows.every((row) => row.getAttribute('data-region') === wanted);
      },
      { id: testId, wanted: region },
    );
  }
}
