import { createCanvas } from '@napi-rs/canvas';
import { PICTURE_CANDLES, PICTURE_SIZE } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from '../src/encodePng.js';
import { drawChartCanvas, encodeChartCanvas } from '../src/png.js';
import { symbolPicture } from '../src/symbolPicture.js';
import { decodedPixels } from './support/decodedPixels.js';
import { sampleCandles } from './support/sampleCandles.js';

function drawnShapes(width: number, height: number): Uint8ClampedArray {
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.fillStyle = '#111a2e';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#d32f2f';
  ctx.fillRect(width / 10, height / 6, width / 3, height / 2);
  ctx.strokeStyle = '#43a047';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, height - 1);
  ctx.lineTo(width - 1, 0);
  ctx.stroke();
  return ctx.getImageData(0, 0, width, height).data;
}

/** Pixels that differ in any channel; counted by hand, since deep equality of megabyte arrays takes the test's minute. */
function differingPixels(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  expect(a.length).toBe(b.length);
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differing++;
  }
  return differing;
}

describe('encodeOpaquePng', () => {
  // A single column is the tightest case of packing the rows in the pixels' own memory: a row keeps its 4 bytes.
  it.each([
    [37, 23],
    [1, 9],
    [9, 1],
    [1, 1],
  ])('keeps every pixel of an opaque %ix%i picture', async (width, height) => {
    const pixels = drawnShapes(width, height);
    const png = await encodeOpaquePng(pixels.slice(), width, height);
    expect(differingPixels(await decodedPixels(png), pixels)).toBe(0);
  });
});

describe('the chart pictures the product sends, encoded', () => {
  const sizes = [
    { name: 'alert picture', ...PICTURE_SIZE, candles: PICTURE_CANDLES },
    { name: 'desktop chart server default', width: 1200, height: 800, candles: 150 },
  ];

  it.each(sizes)("$name ($width×$height) decodes to the canvas's pixels, as the canvas's own PNG encoder does", async ({ width, height, candles }) => {
    const canvas = drawChartCanvas(symbolPicture({ symbol: 'AAPL', duration: '1d', language: 'zh', riseFall: null, candles: sampleCandles(candles), width, height }));
    const drawn = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const [ours, canvasOwn] = await Promise.all([encodeChartCanvas(canvas).then(decodedPixels), canvas.encode('png').then(decodedPixels)]);
    expect(differingPixels(ours, drawn)).toBe(0);
    expect(differingPixels(ours, canvasOwn)).toBe(0);
  });
});
