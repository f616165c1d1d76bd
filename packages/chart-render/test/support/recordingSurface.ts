import type { ChartSurface } from '../../src/surface.js';

export interface PrintedText {
  text: string;
  x: number;
  y: number;
}

/**
 * A drawing surface that keeps the texts printed on it, where and in which order, and draws nothing: the words and
 * places of a picture checked without its pixels. Text measures 7 px a character.
 */
export function recordingSurface(): { ctx: ChartSurface; printed: PrintedText[] } {
  const printed: PrintedText[] = [];
  const ignore = () => undefined;
  const ctx: ChartSurface = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'left',
    textBaseline: 'middle',
    fillRect: ignore,
    beginPath: ignore,
    moveTo: ignore,
    lineTo: ignore,
    closePath: ignore,
    rect: ignore,
    fill: ignore,
    stroke: ignore,
    clip: ignore,
    save: ignore,
    restore: ignore,
    setLineDash: ignore,
    fillText: (text, x, y) => printed.push({ text, x, y }),
    measureText: (text) => ({ width: text.length * 7 }),
  };
  return { ctx, printed };
}
