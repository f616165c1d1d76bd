import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { OPENING_CANDLES } from '../../apps/web/src/features/chart/openingRange.js';

/** How long a chart may take on a fresh server: its series is fetched and computed on demand. */
const CHART_MS = 90_000;

/** The candles a chart holds, those its time scale shows and those right of the view, with the newest one's time. */
export type BarCounts = { candles: number; visible: number; after: number; newest: number };

/** Reads the chart's bar counts together, so a live bar between them cannot split them. */
export function barCounts(page: Page): Promise<BarCounts> {
  return page.evaluate(() => {
    const chart = document.querySelector('[data-testid="quote-chart"]');
    const canvas = document.querySelector('[data-testid="chart-canvas"]') as HTMLElement | null;
    return {
      candles: Number(chart?.getAttribute('data-candles')),
      visible: Number(canvas?.dataset.visibleBars),
      after: Number(canvas?.dataset.barsAfter),
      newest: Number(chart?.getAttribute('data-window-end')),
    };
  });
}

/**
 * A series as the chart opens it (openingRange): its newest candles, none right of the view, at most as many as read
 * well, and in the tests' 1400-pixel window at least 100; or the whole series when it is short enough to read whole.
 */
export const openedOnNewest = ({ candles, visible, after }: BarCounts): boolean =>
  candles > 0 && after === 0 && (visible === candles || (visible >= 100 && visible <= OPENING_CANDLES));

/** The quote screen: the list beside the chart, the chart's toolbar, replay, sheets and downloads. */
export class QuotePage {
  constructor(private readonly page: Page) {}

  get chart() {
    return this.page.getByTestId('quote-chart');
  }

  get hoverSheet() {
    return this.page.getByTestId('hover-sheet');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('quote-page').waitFor();
  }

  /** Waits until the chart of this symbol and duration has drawn its candles from its live answer, not a kept one. */
  async waitForChart(symbol: string, duration: string): Promise<void> {
    await this.page
      .locator(`[data-testid="quote-chart"][data-symbol="${symbol}"][data-duration="${duration}"][data-status="ready"]:not([data-kept])`)
      .waitFor({ timeout: CHART_MS });
  }

  async number(attribute: 'candles' | 'window' | 'window-end' | 'live-ticks'): Promise<number> {
    return Number(await this.chart.getAttribute(`data-${attribute}`));
  }

  async chooseDuration(duration: string): Promise<void> {
    await this.page.getByTestId(`duration-${duration}`).click();
  }

  /** Double-clicks the candles at a fraction of the chart's width, from the left; answers the candle's time. */
  async replayAt(fraction: number): Promise<number> {
    const ts = await this.hoverAt(fraction);
    const box = await this.canvasBox();
    await this.page.mouse.dblclick(box.x + box.width * fraction, box.y + 150);
    return ts;
  }

  async replayState(): Promise<string> {
    return (await this.page.getByTestId('replay-state').textContent()) ?? '';
  }

  async stepBack(): Promise<void> {
    await this.page.getByTestId('replay-back').click();
  }

  async stepForward(): Promise<void> {
    await this.page.getByTestId('replay-forward').click();
  }

  async restore(): Promise<void> {
    await this.page.getByTestId('replay-restore').click();
  }

  /**
   * Moves the pointer over the candles at a fraction of the chart's width and answers the hovered candle's time,
   * once the sheet, which may trail the pointer by a frame, has turned to another candle.
   */
  async hoverAt(fraction: number): Promise<number> {
    const before = await this.hoverSheet.getAttribute('data-ts');
    const box = await this.canvasBox();
    await this.page.mouse.move(box.x + box.width * fraction, box.y + 150);
    await this.page.waitForFunction(
      (shown) => document.querySelector('[data-testid="hover-sheet"]')?.getAttribute('data-ts') !== shown,
      before,
    );
    return Number(await this.hoverSheet.getAttribute('data-ts'));
  }

  async hoverValue(field: string): Promise<string> {
    return ((await this.hoverSheet.locator(`[data-field="${field}"]`).textContent()) ?? '').trim();
  }

  /** Clicks a toolbar tool that saves a file; answers the file's suggested name and its text. */
  async download(tool: 'chart-export-json' | 'chart-export-csv' | 'chart-screenshot'): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId(tool).click()]);
    return { name: download.suggestedFilename(), text: await readDownload(download) };
  }

  /** Drags the candles to the right, towards older ones. */
  async dragTowardsOlder(): Promise<void> {
    const box = await this.canvasBox();
    await this.page.mouse.move(box.x + box.width * 0.2, box.y + 150);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * 0.9, box.y + 150, { steps: 10 });
    await this.page.mouse.up();
  }

  /**
   * One drag towards older candles, then the candles the chart holds: polled until an older page came, as the chart
   * opens on its newest candles and reaching its oldest takes a few drags.
   */
  async dragAndCountCandles(): Promise<number> {
    await this.dragTowardsOlder();
    return this.number('candles');
  }

  private async canvasBox() {
    const box = await this.page.getByTestId('chart-canvas').boundingBox();
    if (!box) throw new Error('the chart is not on screen');
    return box;
  }
}

async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'latin1');
}
