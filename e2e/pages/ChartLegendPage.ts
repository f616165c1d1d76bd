import type { Page } from 'playwright-core';

/** A pixel counts as a line's when each channel is this close to the line's colour. */
const COLOUR_TOLERANCE = 12;

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** The legends over the quote chart's panes, and the price pane's bitmap to see what they hide. */
export class ChartLegendPage {
  constructor(private readonly page: Page) {}

  legend(pane: string) {
    return this.page.locator(`[data-testid="chart-legend"][data-pane="${pane}"]`);
  }

  line(id: string) {
    return this.page.locator(`[data-testid="legend-line"][data-line="${id}"]`);
  }

  async isHidden(id: string): Promise<boolean> {
    return (await this.line(id).getAttribute('data-hidden')) === 'true';
  }

  async value(id: string): Promise<string> {
    return ((await this.line(id).getByTestId('legend-value').textContent()) ?? '').trim();
  }

  async hidePane(pane: string): Promise<void> {
    await this.page.locator(`[data-testid="legend-hide-pane"][data-pane="${pane}"]`).click();
  }

  /** The lower panes drawn, top to bottom, once the chart has laid them out. */
  async drawnPanes(): Promise<string[]> {
    const panes = JSON.parse((await this.page.getByTestId('chart-canvas').getAttribute('data-panes')) ?? '[]') as { pane: string }[];
    return panes.map((box) => box.pane);
  }

  /** Pixels of the price pane's bitmap in each of these colours, read from the pane's own canvas, under any legend. */
  pricePanePixels(colours: readonly string[]): Promise<number[]> {
    return this.page.evaluate(
      ({ wanted, tolerance }) => {
        const table = document.querySelector('[data-testid="chart-canvas"] table') as HTMLTableElement | null;
        const cells = table?.rows[0] ? [...table.rows[0].cells] : [];
        // The price pane's row holds the price axes and, widest, the pane itself; its first canvas holds the series.
        const canvases = cells.map((cell) => cell.querySelector('canvas')).filter((canvas) => canvas !== null);
        const pane = canvases.sort((a, b) => b.width - a.width)[0];
        const context = pane?.getContext('2d');
        if (!pane || !context) return wanted.map(() => 0);
        const { data } = context.getImageData(0, 0, pane.width, pane.height);
        const counts = wanted.map(() => 0);
        for (let i = 0; i < data.length; i += 4) {
          for (const [k, [r, g, b]] of wanted.entries()) {
            if (Math.abs(data[i]! - r!) <= tolerance && Math.abs(data[i + 1]! - g!) <= tolerance && Math.abs(data[i + 2]! - b!) <= tolerance) counts[k]! += 1;
          }
        }
        return counts;
      },
      { wanted: colours.map(rgb), tolerance: COLOUR_TOLERANCE },
    );
  }
}
