import { createRequire } from 'node:module';
import { type Canvas, createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { CHART_FONT_FAMILY, type ChartPicture, drawChart } from './drawChart.js';
import { encodeOpaquePng } from './encodePng.js';

/**
 * Noto Sans SC (SIL Open Font License 1.1) from its npm package: Latin and simplified Chinese glyphs in one file, so
 * a picture never depends on the fonts of the machine that draws it. Resolved when first needed: a packaged program
 * has no node_modules and hands the font's bytes over instead (setChartFontBytes).
 */
export const chartFontPath = () => createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

let fontBytes: Buffer | null = null;
let fontRegistered = false;

/** The font file's bytes, for a program that carries them itself (the desktop assistant's single executable). */
export function setChartFontBytes(bytes: Buffer): void {
  fontBytes = bytes;
}

/** Registers the bundled font once per process; reading the 10 MB file takes a few milliseconds the first time. */
export function registerChartFont(): void {
  if (fontRegistered) return;
  const registered = fontBytes ? GlobalFonts.register(fontBytes, CHART_FONT_FAMILY) : GlobalFonts.registerFromPath(chartFontPath(), CHART_FONT_FAMILY);
  if (!registered) throw new Error(`could not load the chart font ${fontBytes ? `(${fontBytes.length} bytes)` : chartFontPath()}`);
  fontRegistered = true;
}

/** Draws a chart picture on an @napi-rs/canvas canvas, without a browser; the caller encodes it or reads its pixels. */
export function drawChartCanvas(picture: ChartPicture) {
  registerChartFont();
  const canvas = createCanvas(picture.width, picture.height);
  drawChart(canvas.getContext('2d'), { ...picture, fontFamily: CHART_FONT_FAMILY });
  return canvas;
}

/**
 * A drawn chart canvas as PNG bytes: the one encoder of every chart picture. The chart's background fills the
 * canvas, so it is encoded as RGB, from a copy of its pixels that the encoder may overwrite.
 */
export function encodeChartCanvas(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  return encodeOpaquePng(canvas.getContext('2d').getImageData(0, 0, width, height).data, width, height);
}

/** A chart picture as PNG bytes. */
export function renderChart(picture: ChartPicture): Promise<Buffer> {
  return encodeChartCanvas(drawChartCanvas(picture));
}
