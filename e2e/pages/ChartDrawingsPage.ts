import type { DrawingKind, DrawingPoint } from '@signaldesk/contract';
import type { Page } from 'playwright-core';
import { DRAWING_COLOUR } from '../../apps/web/src/features/drawings/DrawingsPrimitive.js';

/** A point of the price pane as a fraction of its plotting width (left of the price axis) and of its height. */
export interface PaneSpot {
  x: number;
  y: number;
}

export interface Placed {
  id: string | null;
  kind: DrawingKind;
  points: { x: number; y: number }[];
  /** A Fibonacci drawing's level lines, top to bottom as its ratios go. */
  levels: number[];
  /** A Fibonacci drawing's labels, level for level. */
  labels: string[];
}

export interface Anchored {
  kind: DrawingKind;
  points: DrawingPoint[];
  text: string;
}

/** Points every `step` CSS pixels along the segment from a to b, both ends included. */
export function along(a: { x: number; y: number }, b: { x: number; y: number }, step = 4): { x: number; y: number }[] {
  const count = Math.max(1, Math.floor(Math.hypot(b.x - a.x, b.y - a.y) / step));
  return Array.from({ length: count + 1 }, (_, i) => ({ x: a.x + ((b.x - a.x) * i) / count, y: a.y + ((b.y - a.y) * i) / count }));
}

/** A pixel is a drawing's when each channel is this close to the drawing colour. */
const COLOUR_TOLERANCE = 16;
const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** The drawings on the quote chart: the toolbar's tools, the price pane, and what the drawing layer reports. */
export class ChartDrawingsPage {
  constructor(private readonly page: Page) {}

  private get status() {
    return this.page.getByTestId('chart-drawings');
  }

  /** Waits until the chart's drawings came from the server. */
  async waitForLoaded(): Promise<void> {
    await this.page.locator('[data-testid="chart-drawings"][data-loaded="true"]').waitFor({ state: 'attached' });
  }

  async count(): Promise<number> {
    return Number(await this.status.getAttribute('data-count'));
  }

  async waitForCount(count: number): Promise<void> {
    await this.page.locator(`[data-testid="chart-drawings"][data-count="${count}"]`).waitFor({ state: 'attached' });
  }

  async attribute(name: 'tool' | 'selected' | 'placing' | 'kinds'): Promise<string> {
    return (await this.status.getAttribute(`data-${name}`)) ?? '';
  }

  async anchors(): Promise<Anchored[]> {
    return JSON.parse((await this.status.getAttribute('data-anchors')) ?? '[]');
  }

  /** The kept drawings where the chart last painted them, in CSS pixels of the price pane. */
  async placed(): Promise<Placed[]> {
    const placed: Placed[] = JSON.parse((await this.status.getAttribute('data-placed')) ?? '[]');
    return placed.filter((drawing) => drawing.id !== null);
  }

  /** The price pane's plotting area on the page: left of the price axis, above the lower panes. */
  async paneBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const canvas = this.page.getByTestId('chart-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the chart is not on screen');
    const panes: { pane: string; top: number; height: number }[] = JSON.parse((await canvas.getAttribute('data-panes')) ?? '[]');
    const scaleWidth = Number(await canvas.getAttribute('data-scale-width'));
    const price = panes.find((pane) => pane.pane === 'price');
    if (!price) throw new Error('the chart has no price pane');
    return { x: box.x, y: box.y + price.top, width: box.width - scaleWidth, height: price.height };
  }

  async at(spot: PaneSpot): Promise<{ x: number; y: number }> {
    const pane = await this.paneBox();
    return { x: pane.x + pane.width * spot.x, y: pane.y + pane.height * spot.y };
  }

  /** Picks a tool by the name the toolbar gives it in the interface's language. */
  async pick(name: string): Promise<void> {
    await this.page.getByTestId('drawing-tools').getByRole('button', { name, exact: true }).click();
  }

  /** On a phone: taps the toolbar's drawing button, named in the interface's language, and an entry of its menu. */
  async fromDrawMenu(button: string, entry: string): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).tap();
    await this.page.getByRole('menuitem', { name: entry, exact: true }).tap();
    // Gone, not only fading: a tap on the chart must reach the chart.
    await this.page.getByTestId('drawing-menu-list').waitFor({ state: 'detached' });
  }

  async tapAt(spot: PaneSpot): Promise<void> {
    const point = await this.at(spot);
    await this.page.touchscreen.tap(point.x, point.y);
  }

  /** Opens a note's words with a double click on its label; the dialog's field is returned. */
  async doubleClickNote(anchor: { x: number; y: number }) {
    const pane = await this.paneBox();
    await this.page.mouse.dblclick(pane.x + anchor.x + 10, pane.y + anchor.y - 10);
    const field = this.page.getByTestId('drawing-note-text');
    await field.waitFor();
    return field;
  }

  async clickAt(spot: PaneSpot): Promise<void> {
    const point = await this.at(spot);
    await this.page.mouse.click(point.x, point.y);
  }

  /** Draws with the tool of this name: one click per anchor, the pointer moving between them as a hand does. */
  async draw(name: string, spots: PaneSpot[]): Promise<void> {
    const before = await this.count();
    await this.pick(name);
    for (const spot of spots) {
      const point = await this.at(spot);
      await this.page.mouse.move(point.x, point.y, { steps: 4 });
      await this.page.mouse.click(point.x, point.y);
    }
    await this.waitForCount(before + 1);
  }

  /** Drags from a point of the page by dx, dy pixels and waits for the moved drawing to be kept. */
  async drag(from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
    const saved = this.page.waitForResponse((response) => response.url().endsWith('/api/chart/drawing/save'));
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
    await this.page.mouse.up();
    await saved;
  }

  /**
   * Drawing-coloured pixels of the price pane within `radius` CSS pixels of each point (price pane coordinates), read
   * from the bitmaps of every layer the pane paints: the candles and indicators below, the drawings above them.
   */
  colourAround(points: { x: number; y: number }[], radius = 3): Promise<number[]> {
    return this.page.evaluate(
      async ({ points, radius, colour, tolerance }) => {
        // The chart paints a change on its next animation frame: read the canvas after it.
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        const table = document.querySelector('[data-testid="chart-canvas"] table') as HTMLTableElement | null;
        const cells = table?.rows[0] ? [...table.rows[0].cells] : [];
        const widest = (cell: HTMLTableCellElement) => Math.max(0, ...[...cell.querySelectorAll('canvas')].map((canvas) => canvas.width));
        const cell = cells.sort((a, b) => widest(b) - widest(a))[0];
        const layers = cell
          ? [...cell.querySelectorAll('canvas')].filter((canvas) => canvas.width === widest(cell) && canvas.height > 0)
          : [];
        const first = layers[0];
        if (!first) return points.map(() => 0);
        const scale = first.width / first.getBoundingClientRect().width;
        const bitmaps = layers.map((canvas) => canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height)).filter((bitmap) => bitmap !== undefined);
        const [r, g, b] = colour as [number, number, number];
        const drawn = (x: number, y: number) =>
          bitmaps.some(({ data, width }) => {
            const i = (y * width + x) * 4;
            return data[i + 3]! > 127 && Math.abs(data[i]! - r) <= tolerance && Math.abs(data[i + 1]! - g) <= tolerance && Math.abs(data[i + 2]! - b) <= tolerance;
          });
        const { width, height } = first;
        return points.map((point) => {
          let found = 0;
          const reach = Math.ceil(radius * scale);
          const cx = Math.round(point.x * scale);
          const cy = Math.round(point.y * scale);
          for (let y = Math.max(0, cy - reach); y <= Math.min(height - 1, cy + reach); y++) {
            for (let x = Math.max(0, cx - reach); x <= Math.min(width - 1, cx + reach); x++) if (drawn(x, y)) found += 1;
          }
          return found;
        });
      },
      { points, radius, colour: rgb(DRAWING_COLOUR), tolerance: COLOUR_TOLERANCE },
    );
  }

  /** Drawing-coloured pixels anywhere in the price pane. */
  async colourInPane(): Promise<number> {
    const pane = await this.paneBox();
    const [count] = await this.colourAround([{ x: pane.width / 2, y: pane.height / 2 }], Math.max(pane.width, pane.height));
    return count ?? 0;
  }
}
