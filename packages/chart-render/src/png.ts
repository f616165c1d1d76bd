import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { CHART_FONT_FAMILY, type ChartPicture, drawChart } from './drawChart.js';
import { encodeOpaquePng } from './encodePng.js';

/**
 * Noto Sans SC (SIL Open Font License 1.1) from its npm package: Latin and simplified Chinese glyphs in one file, so
 * a picture never depends on the fonts of the machine that draws it.
 */
export const CHART_FONT_PATH = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

let fontRegistered = false;

/** Registers the bundled font once per process; reading the 10 MB file takes a few milliseconds the first time. */
export function registerChartFont(): void {
  if (fontRegistered) return;
  if (!GlobalFonts.registerFromPath(CHART_FONT_PATH, CHART_FONT_FAMILY)) throw new Error(`could not load the chart font ${CHART_FONT_PATH}`);
  fontRegistered = true;
}

/** Draws a chart picture on an @napi-rs/canvas canvas, without a browser; the caller encodes it or reads its pixels. */
export function drawChartCanvas(picture: ChartPicture) {
  registerChartFont();
  const canvas = createCanvas(picture.width, picture.height);
  drawChart(canvas.getContext('2d'), { ...picture, fontFamily: CHART_FONT_FAMILY });
  return canvas;
}

/** A chart picture as PNG bytes; the picture is opaque (the chart's background fills it), so it is encoded as RGB. */
export function renderChart(picture: ChartPicture): Promise<Buffer> {
  const pixels = drawChartCanvas(picture).getContext('2d').getImageData(0, 0, picture.width, picture.height).data;
  return encodeOpaquePng(pixels, picture.width, picture.height);
}
