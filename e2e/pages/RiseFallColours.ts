import type { Page } from 'playwright-core';
import { riseFallPalette } from '@signaldesk/chart-render';

export type Hue = 'red' | 'green' | 'none';

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const { rise, fall } = riseFallPalette('greenUp');
/** Each channel this close to a candle colour counts; the matrix's red and green lines stay further away. */
const TOLERANCE = 12;
/** The change column of the ranking's gainers and losers. */
export const CHANGE_CELLS = ['gainers', 'losers'].map((list) => `[data-testid="ranking-${list}"] tbody td:last-child`).join(', ');

/** The rise/fall colours as a trader meets them: the settings menu, the candles' pixels and the ranking's changes. */
export class RiseFallColours {
  constructor(private readonly page: Page) {}

  /** Chooses a convention from the app bar's settings menu. */
  async choose(choice: 'greenUp' | 'redUp', settingsLabel: string): Promise<void> {
    await this.page.getByRole('button', { name: settingsLabel, exact: true }).click();
    await this.page.getByTestId(`setting-rise-fall-${choice}`).click();
    await this.page.keyboard.press('Escape');
  }

  async checked(): Promise<string | null> {
    const item = this.page.locator('[data-testid^="setting-rise-fall-"][aria-checked="true"]');
    return (await item.getAttribute('data-testid'))?.replace('setting-rise-fall-', '') ?? null;
  }

  /**
   * The colour of the candle under the crosshair: the crosshair's vertical line on the price pane's top canvas marks
   * the candle's centre exactly, and the pixels of that column on the pane's own canvas are its wick and body.
   */
  candleUnderCrosshair(): Promise<Hue> {
    return this.page.evaluate(
      ({ red, green, tolerance }) => {
        const table = document.querySelector('[data-testid="chart-canvas"] table') as HTMLTableElement | null;
        const cells = table?.rows[0] ? [...table.rows[0].cells] : [];
        // The price pane's row holds the price axes and, widest, the pane itself: its drawing and, above, its crosshair.
        const cell = cells.sort((a, b) => b.clientWidth - a.clientWidth)[0];
        const [drawing, top] = cell ? [...cell.querySelectorAll('canvas')] : [];
        const drawn = drawing?.getContext('2d');
        const crosshair = top?.getContext('2d');
        if (!drawing || !top || !drawn || !crosshair) return 'none';
        const over = crosshair.getImageData(0, 0, top.width, top.height);
        const inked = new Array<number>(top.width).fill(0);
        for (let y = 0; y < top.height; y++) for (let x = 0; x < top.width; x++) if (over.data[(y * top.width + x) * 4 + 3]! > 0) inked[x]! += 1;
        const column = inked.indexOf(Math.max(...inked));
        const { data, width, height } = drawn.getImageData(0, 0, drawing.width, drawing.height);
        const near = (i: number, [r, g, b]: number[]) =>
          Math.abs(data[i]! - r!) <= tolerance && Math.abs(data[i + 1]! - g!) <= tolerance && Math.abs(data[i + 2]! - b!) <= tolerance;
        let reds = 0;
        let greens = 0;
        for (let y = 0; y < height; y++) {
          const i = (y * width + column) * 4;
          if (near(i, red)) reds += 1;
          else if (near(i, green)) greens += 1;
        }
        if (reds === greens) return 'none';
        return reds > greens ? 'red' : 'green';
      },
      { red: rgb(fall.main), green: rgb(rise.main), tolerance: TOLERANCE },
    );
  }

  /** The hue of each change in the ranking's gainers and losers, with the change's text. */
  rankingChanges(): Promise<{ text: string; hue: Hue }[]> {
    return this.page.locator(CHANGE_CELLS).evaluateAll((elements) =>
      elements.map((element) => {
        const [r, g] = (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number);
        const hue: Hue = r === undefined || g === undefined || Math.abs(r - g) < 60 ? 'none' : r > g ? 'red' : 'green';
        return { text: element.textContent ?? '', hue };
      }),
    );
  }
}
