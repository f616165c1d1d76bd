import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import type { Language, RiseFallColours } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { chartPalette } from '../src/chartPalette.js';
import type { ChartPicture } from '../src/drawChart.js';
import { drawChartCanvas, renderChart } from '../src/png.js';
import { pictureTitle } from '../src/symbolPicture.js';
import { decodedPixels } from './support/decodedPixels.js';
import { appleCandles, hasData } from './support/realChart.js';

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');
/** UPDATE_CHART_GOLDENS=1 redraws the golden pictures from the renderer; CI never does, it only compares. */
const updating = process.env.UPDATE_CHART_GOLDENS === '1';
/** A pixel counts as changed when a channel moves by more than this: antialiasing of an edge moves it less. */
const CHANNEL_TOLERANCE = 40;
/** Share of pixels allowed to change, for antialiasing that differs between CPUs' vector code. */
const CHANGED_SHARE = 0.002;
const WIDTH = 640;
const HEIGHT = 480;

/** Titled as the product titles them: Apple's name and the duration in the picture's language. */
const pictures: { name: string; language: Language; riseFall: RiseFallColours; title: string }[] = [
  { name: 'aapl-day-en', language: 'en', riseFall: 'greenUp', title: pictureTitle('AAPL', '1d', 'en') },
  { name: 'aapl-day-zh', language: 'zh', riseFall: 'redUp', title: pictureTitle('AAPL', '1d', 'zh') },
];

function pictureOf(language: Language, riseFall: RiseFallColours, title: string): ChartPicture {
  return { candles: appleCandles(150), width: WIDTH, height: HEIGHT, language, riseFall, title, switches: { sine: true, chord: true, kd: true, volume: true } };
}

function changedShare(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)) > CHANNEL_TOLERANCE) changed++;
  }
  return changed / (a.length / 4);
}

/** Share of pixels that are not the chart's background, and how many colours the picture has. */
function inkOf(pixels: Uint8ClampedArray): { share: number; colours: number } {
  const background = chartPalette.surface.background;
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(background.slice(at, at + 2), 16));
  let ink = 0;
  const colours = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i] !== r || pixels[i + 1] !== g || pixels[i + 2] !== b) ink++;
    colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
  }
  return { share: ink / (pixels.length / 4), colours: colours.size };
}

describe.skipIf(!hasData)('chart pictures of a real series, every pane on', () => {
  it.each(pictures)('$name matches its golden picture', async ({ name, language, riseFall, title }) => {
    const png = await renderChart(pictureOf(language, riseFall, title));
    const file = join(GOLDEN_DIR, `${name}.png`);
    if (updating) {
      if (process.env.CI) throw new Error('golden pictures are redrawn by hand, never in CI');
      writeFileSync(file, png);
    }
    expect(existsSync(file), `${file} is missing: run UPDATE_CHART_GOLDENS=1 npx vitest run packages/chart-render`).toBe(true);
    const [drawn, golden] = await Promise.all([decodedPixels(png), decodedPixels(readFileSync(file))]);
    expect(drawn.length).toBe(golden.length);
    expect(changedShare(drawn, golden)).toBeLessThanOrEqual(CHANGED_SHARE);
  });

  it('tells another picture from the golden one: the other language and rise/fall colours exceed the tolerance', async () => {
    const [en, zh] = pictures as [(typeof pictures)[0], (typeof pictures)[0]];
    const drawn = await decodedPixels(await renderChart(pictureOf(zh.language, zh.riseFall, zh.title)));
    const golden = await decodedPixels(readFileSync(join(GOLDEN_DIR, `${en.name}.png`)));
    expect(changedShare(drawn, golden)).toBeGreaterThan(CHANGED_SHARE * 5);
  });

  it.each(pictures)('$name is a drawing, not a blank or background-only picture', async ({ language, riseFall, title }) => {
    const canvas = drawChartCanvas(pictureOf(language, riseFall, title));
    const { share, colours } = inkOf(canvas.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT).data);
    expect(share).toBeGreaterThan(0.1);
    expect(colours).toBeGreaterThan(50);
  });
});

describe('the blank-picture check', () => {
  it('fails a picture of the background alone', () => {
    const canvas = createCanvas(64, 48);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = chartPalette.surface.background;
    ctx.fillRect(0, 0, 64, 48);
    expect(inkOf(ctx.getImageData(0, 0, 64, 48).data)).toEqual({ share: 0, colours: 1 });
  });
});
