import type { HeatmapPeriod, Language } from '@signaldesk/contract';
import type { RiseFallPalette } from '@signaldesk/chart-render';
import { formatPercent } from '@signaldesk/format';
import { heatColour } from './heatColour.js';
import { GROUP_HEADER, type TreemapLayout } from './treemapLayout.js';

/** Tiles too small for a label still show their colour; the hover card names them. */
const LABEL_MIN_WIDTH = 36;
const LABEL_MIN_HEIGHT = 22;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export interface DrawStyle {
  background: string;
  text: string;
  colours: RiseFallPalette;
  groupName: (group: string) => string;
  language: Language;
}

/** Paints the laid-out treemap in one pass: group headers, then each tile's colour and label. */
export function drawTreemap(
  canvas: HTMLCanvasElement,
  layout: TreemapLayout,
  period: HeatmapPeriod,
  width: number,
  height: number,
  style: DrawStyle,
): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = style.background;
  context.fillRect(0, 0, width, height);
  context.textBaseline = 'middle';

  context.fillStyle = style.text;
  context.font = `700 12px ${FONT}`;
  context.textAlign = 'left';
  for (const group of layout.groups) {
    if (group.width > 60) context.fillText(style.groupName(group.name), group.x + 4, group.y + GROUP_HEADER / 2, group.width - 8);
  }

  context.textAlign = 'center';
  // Changing the font is the costly part of canvas text: names and changes are drawn in two passes,
  // tiles in size order, so the font changes rarely.
  let font = '';
  const setFont = (next: string) => {
    if (next === font) return;
    context.font = next;
    font = next;
  };
  for (const { tile, x, y, width: w, height: h } of layout.tiles) {
    context.fillStyle = heatColour(tile.change, period, style.colours);
    context.fillRect(x, y, w, h);
  }
  context.fillStyle = '#fff';
  const labelled = layout.tiles.filter(({ width: w, height: h }) => w >= LABEL_MIN_WIDTH && h >= LABEL_MIN_HEIGHT);
  const sizeOf = (w: number, h: number) => Math.round(Math.max(10, Math.min(20, Math.sqrt(w * h) / 5)));
  const twoLines = (h: number, change: number | null) => h >= 2 * LABEL_MIN_HEIGHT && change !== null;
  for (const { tile, x, y, width: w, height: h } of labelled) {
    const size = sizeOf(w, h);
    setFont(`700 ${size}px ${FONT}`);
    context.fillText(tile.symbol, x + w / 2, y + h / 2 - (twoLines(h, tile.change) ? size * 0.6 : 0), w - 4);
  }
  for (const { tile, x, y, width: w, height: h } of labelled) {
    if (!twoLines(h, tile.change)) continue;
    const size = sizeOf(w, h);
    setFont(`${Math.round(size * 0.85)}px ${FONT}`);
    context.fillText(tile.change === null ? '' : formatPercent(tile.change, style.language), x + w / 2, y + h / 2 + size * 0.6, w - 4);
  }
}
