import type { Page } from 'playwright-core';

export interface PaneBox {
  pane: string;
  top: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The quote screen's arrangement: the chart's panes, the price axis, the legend, the list and the sidebar. */
export class QuoteLayout {
  constructor(private readonly page: Page) {}

  /** The panes as drawn, once all of them are laid out. */
  async panes(count: number): Promise<PaneBox[]> {
    const canvas = this.page.getByTestId('chart-canvas');
    await this.page.waitForFunction(
      (wanted) => JSON.parse(document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-panes') ?? '[]').length === wanted,
      count,
    );
    return JSON.parse((await canvas.getAttribute('data-panes')) ?? '[]') as PaneBox[];
  }

  async pane(name: string, count: number): Promise<PaneBox> {
    const found = (await this.panes(count)).find((box) => box.pane === name);
    if (!found) throw new Error(`no ${name} pane`);
    return found;
  }

  /** Waits until a pane is drawn within these heights (lightweight-charts lays its panes out on its next frame). */
  async waitForPaneHeight(name: string, min: number, max: number): Promise<number> {
    const height = await this.page.waitForFunction(
      ([pane, low, high]) => {
        const boxes = JSON.parse(document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-panes') ?? '[]') as PaneBox[];
        const drawn = boxes.find((box) => box.pane === pane)?.height;
        return drawn !== undefined && drawn >= low && drawn <= high ? drawn : null;
      },
      [name, min, max] as const,
    );
    return (await height.jsonValue()) as number;
  }

  async scaleWidth(): Promise<number> {
    await this.page.waitForFunction(() => Number(document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-scale-width')) > 0);
    return Number(await this.page.getByTestId('chart-canvas').getAttribute('data-scale-width'));
  }

  async box(testId: string): Promise<Box> {
    const box = await this.page.getByTestId(testId).first().boundingBox();
    if (!box) throw new Error(`${testId} is not on screen`);
    return box;
  }

  /** Drags the separator above a pane by dy pixels (negative is up). */
  async dragBorderAbove(name: string, count: number, dy: number): Promise<void> {
    const canvas = await this.box('chart-canvas');
    const pane = await this.pane(name, count);
    const x = canvas.x + canvas.width / 3;
    const y = canvas.y + pane.top - 0.5;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }
}
