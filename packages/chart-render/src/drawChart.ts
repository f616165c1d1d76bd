import { CHART_PANE_NAMES, type ChartCandle, type Language, type RiseFallColours } from '@signaldesk/contract';
import { formatVolume } from '@signaldesk/format';
import { ZIGZAG_SETS, zigzag } from '@signaldesk/indicators';
import { axisLabels, clearOfLastPrice, LAST_PRICE_LABEL_PX, priceWriter } from './axisLabels.js';
import { chartPalette } from './chartPalette.js';
import { type ChartPanes, type LowerPane, lowerPanesOf } from './chartPanes.js';
import { fastLineColours } from './fastLineColours.js';
import { overlayLineName } from './lineNames.js';
import { drawnOverlayLines } from './overlayLines.js';
import { phaseColour } from './phaseColour.js';
import { pictureTexts } from './pictureTexts.js';
import { riseFallPalette } from './riseFallPalette.js';
import { rangeOf, type Scale, scaleOf, yOf } from './scale.js';
import type { ChartSurface } from './surface.js';

/** The quote screen's display switches that change a chart picture. */
export interface PictureSwitches extends ChartPanes {
  /** The ladder's lines over the candles instead of the matrix's. */
  ladder: boolean;
  /** The matrix's help lines 20, 40 and 240 as well. */
  helpline: boolean;
  /** The zigzag trend lines of both sets. */
  trendline: boolean;
  /** The price pane upside down. */
  flipY: boolean;
}

/** The quote screen's defaults (spec §2), with the trend lines on, since a picture cannot be hovered to find them. */
export const DEFAULT_PICTURE_SWITCHES: PictureSwitches = {
  sine: true,
  chord: true,
  kd: true,
  volume: true,
  ladder: false,
  helpline: false,
  trendline: true,
  flipY: false,
};

export interface ChartPicture {
  /** Oldest first, each with its catalogue fields by id as the product's server sends them (null or NaN while warming up). */
  candles: readonly ChartCandle[];
  width: number;
  height: number;
  language: Language;
  /** The trader's rise/fall colours. */
  riseFall: RiseFallColours;
  switches?: Partial<PictureSwitches>;
  /** Printed top left, e.g. the symbol and duration. */
  title?: string;
  /** Whose quotes the candles are, so prices read with the symbol's decimals (a currency pair to the pip). */
  symbol?: string;
  /** The exchange's time zone for the time axis; UTC when not given. */
  timeZone?: string;
  /** A CSS font family with CJK glyphs; the PNG renderer registers its bundled Noto Sans SC under this name. */
  fontFamily?: string;
}

export const CHART_FONT_FAMILY = 'Noto Sans SC';

const PRICE_AXIS_PX = 64;
const TIME_AXIS_PX = 20;
const HEADER_PX = 22;
/** Bars of empty room right of the newest candle, as on the quote screen. */
const RIGHT_OFFSET_BARS = 4;
const { surface } = chartPalette;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface Frame {
  ctx: ChartSurface;
  candles: readonly ChartCandle[];
  plot: Box;
  xOf: (index: number) => number;
  /** Whole pixels a candle body or column is wide: odd, so the wick sits in its middle. */
  barPx: number;
  font: (px: number) => string;
}

const numberOf = (candle: ChartCandle, field: string): number | null => {
  const value = candle[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Pixel rows of the price pane and each lower pane: lower panes share up to 40 % of the height, 72 px each at most. */
function paneBoxes(plot: Box, lower: readonly LowerPane[]): { price: Box; lower: [LowerPane, Box][] } {
  const height = plot.bottom - plot.top;
  const each = lower.length ? Math.min(72, Math.floor((height * 0.4) / lower.length)) : 0;
  let top = plot.bottom - each * lower.length;
  const price = { ...plot, bottom: top };
  return {
    price,
    lower: lower.map((pane) => {
      const box = { ...plot, top, bottom: top + each };
      top += each;
      return [pane, box];
    }),
  };
}

/** A candle's body, wick or column between two heights on whole pixels, at least one tall, so bars stay crisp. */
function pixelBar(ctx: ChartSurface, left: number, width: number, yA: number, yB: number): void {
  const top = Math.round(Math.min(yA, yB));
  ctx.fillRect(left, top, width, Math.max(1, Math.round(Math.max(yA, yB)) - top));
}

/** The left pixel of bar `index`'s body or column. */
const barLeft = (frame: Frame, index: number) => Math.round(frame.xOf(index)) - (frame.barPx - 1) / 2;

function strokePath(ctx: ChartSurface, points: Iterable<[number, number] | null>, color: string, width: number): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    if (drawing) ctx.lineTo(point[0], point[1]);
    else ctx.moveTo(point[0], point[1]);
    drawing = true;
  }
  ctx.stroke();
}

/** A line through a field's values bar by bar; a bar still warming up leaves a gap. */
function fieldLine(frame: Frame, scale: Scale, field: string, color: string, width: number): void {
  strokePath(
    frame.ctx,
    frame.candles.map((candle, i) => {
      const value = numberOf(candle, field);
      return value === null ? null : [frame.xOf(i), yOf(scale, value)];
    }),
    color,
    width,
  );
}

/** A pane's grid lines and value axis; on the price axis, without the tick labels the last price's label would cover. */
function grid(frame: Frame, box: Box, scale: Scale, format: (value: number) => string, lastPriceY: number | null = null): void {
  const { ctx } = frame;
  const labels = axisLabels(scale, format);
  ctx.fillStyle = surface.grid;
  for (const label of labels) ctx.fillRect(box.left, label.y, box.right - box.left, 1);
  ctx.font = frame.font(11);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = surface.axisText;
  for (const label of lastPriceY === null ? labels : clearOfLastPrice(labels, lastPriceY)) ctx.fillText(label.text, box.right + 6, label.y);
  ctx.fillStyle = surface.grid;
  ctx.fillRect(box.left, box.bottom - 1, box.right - box.left + PRICE_AXIS_PX, 1);
}

function clipTo(ctx: ChartSurface, box: Box): void {
  ctx.beginPath();
  ctx.rect(box.left, box.top, box.right - box.left, box.bottom - box.top);
  ctx.clip();
}

function pricePane(frame: Frame, box: Box, switches: PictureSwitches, picture: ChartPicture): void {
  const { ctx, candles } = frame;
  const lines = drawnOverlayLines(switches);
  const zigzags = switches.trendline ? zigzagLines(candles) : [];
  const range = rangeOf([
    candles.map((c) => c.low),
    candles.map((c) => c.high),
    ...lines.map((line) => candles.map((c) => numberOf(c, line.field))),
  ]);
  const scale = scaleOf(range, box.top, box.bottom, 0.06, switches.flipY);
  const price = priceWriter(candles, picture.language, picture.symbol);
  const last = candles[candles.length - 1]!;
  const lastY = yOf(scale, last.close);
  const lastShown = lastY >= box.top && lastY <= box.bottom;
  grid(frame, box, scale, price, lastShown ? lastY : null);
  ctx.save();
  clipTo(ctx, box);
  const { rise, fall } = riseFallPalette(picture.riseFall);
  for (const [i, candle] of candles.entries()) {
    const x = frame.xOf(i);
    ctx.fillStyle = candle.close >= candle.open ? rise.main : fall.main;
    pixelBar(ctx, Math.round(x), 1, yOf(scale, candle.high), yOf(scale, candle.low));
    pixelBar(ctx, barLeft(frame, i), frame.barPx, yOf(scale, candle.open), yOf(scale, candle.close));
  }
  for (const line of lines) fieldLine(frame, scale, line.field, line.color, line.width);
  ctx.setLineDash([4, 3]);
  for (const [set, pivots] of zigzags.entries()) {
    strokePath(ctx, pivots.map((pivot) => [frame.xOf(pivot.index), yOf(scale, pivot.price)]), chartPalette.zigzag[set]!, 1);
  }
  ctx.setLineDash([]);
  ctx.restore();
  if (lastShown) {
    ctx.fillStyle = last.close >= last.open ? rise.main : fall.main;
    ctx.fillRect(box.right, lastY - LAST_PRICE_LABEL_PX / 2, PRICE_AXIS_PX, LAST_PRICE_LABEL_PX);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(price(last.close), box.right + 6, lastY);
  }
}

/** The zigzag trend lines of both sets (12, 5, 3 and 3, 1, 1), from the candles drawn, as the quote screen computes them. */
function zigzagLines(candles: readonly ChartCandle[]) {
  const high = Float64Array.from(candles, (candle) => candle.high);
  const low = Float64Array.from(candles, (candle) => candle.low);
  return ZIGZAG_SETS.map((params) => zigzag(high, low, params));
}

/** A wave pane: phase-coloured columns, the band between the fast and slow lines, the fast line coloured by its side. */
function wavePane(frame: Frame, box: Box, name: 'sine' | 'chord'): void {
  const { ctx, candles } = frame;
  const field = (suffix: string) => candles.map((c) => numberOf(c, `${name}.${suffix}`));
  const [bars, fasts, slows] = [field('bar'), field('kfast'), field('kslow')];
  const scale = scaleOf(rangeOf([bars, fasts, slows, [0]]), box.top, box.bottom, 0.08);
  grid(frame, box, scale, (value) => String(Number(value.toPrecision(3))));
  ctx.save();
  clipTo(ctx, box);
  const zero = yOf(scale, 0);
  const colours = candles.map((c, i) => fastLineColours(numberOf(c, `${name}.showAwl`), fasts[i], slows[i]));
  for (let i = 0; i + 1 < candles.length; i++) {
    const [f0, s0, f1, s1] = [fasts[i], slows[i], fasts[i + 1], slows[i + 1]];
    if (f0 == null || s0 == null || f1 == null || s1 == null) continue;
    ctx.fillStyle = colours[i]!.band;
    ctx.beginPath();
    ctx.moveTo(frame.xOf(i), yOf(scale, Math.max(f0, s0)));
    ctx.lineTo(frame.xOf(i + 1), yOf(scale, Math.max(f1, s1)));
    ctx.lineTo(frame.xOf(i + 1), yOf(scale, Math.min(f1, s1)));
    ctx.lineTo(frame.xOf(i), yOf(scale, Math.min(f0, s0)));
    ctx.closePath();
    ctx.fill();
  }
  for (const [i, bar] of bars.entries()) {
    if (bar === null) continue;
    ctx.fillStyle = phaseColour(numberOf(candles[i]!, `${name}.quadrant`));
    pixelBar(ctx, barLeft(frame, i), frame.barPx, zero, yOf(scale, bar));
  }
  // Each stretch of the fast line takes the colour of the bar it ends on, as the quote screen's line series does;
  // stretches of one colour go in one path.
  let runStart = 0;
  for (let i = 1; i <= candles.length; i++) {
    if (i < candles.length && colours[i]!.line === colours[runStart + 1]?.line) continue;
    const run = fasts.slice(runStart, i).map((value, k) => (value === null ? null : ([frame.xOf(runStart + k), yOf(scale, value)] as [number, number])));
    strokePath(ctx, run, colours[runStart + 1]?.line ?? chartPalette.fastAbove.line, 2);
    runStart = i - 1;
  }
  strokePath(ctx, slows.map((value, i) => (value === null ? null : [frame.xOf(i), yOf(scale, value)])), chartPalette.slowLine, 2);
  ctx.restore();
}

function kdPane(frame: Frame, box: Box): void {
  const { candles } = frame;
  const scale = scaleOf(rangeOf([candles.map((c) => numberOf(c, 'kd.k')), candles.map((c) => numberOf(c, 'kd.d')), [0, 100]]), box.top, box.bottom, 0.06);
  grid(frame, box, scale, (value) => String(Math.round(value)));
  frame.ctx.save();
  clipTo(frame.ctx, box);
  fieldLine(frame, scale, 'kd.k', chartPalette.kd.k, 2);
  fieldLine(frame, scale, 'kd.d', chartPalette.kd.d, 2);
  frame.ctx.restore();
}

function volumePane(frame: Frame, box: Box, picture: ChartPicture): void {
  const { ctx, candles } = frame;
  const scale = scaleOf(rangeOf([candles.map((c) => c.volume), [0]]), box.top, box.bottom, 0.04);
  grid(frame, box, scale, (value) => formatVolume(value, picture.language));
  const { rise, fall } = riseFallPalette(picture.riseFall);
  const zero = yOf(scale, 0);
  for (const [i, candle] of candles.entries()) {
    ctx.fillStyle = candle.close >= candle.open ? rise.volume : fall.volume;
    pixelBar(ctx, barLeft(frame, i), frame.barPx, zero, yOf(scale, candle.volume));
  }
}

/** The date (and time, for bars shorter than a day) of a bar in the exchange's time zone, numbers only so both languages read it. */
function barTime(ts: number, timeZone: string, withTime: boolean): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ts * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return withTime ? `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}` : `${part('year')}-${part('month')}-${part('day')}`;
}

function timeAxis(frame: Frame, picture: ChartPicture): void {
  const { ctx, candles, plot } = frame;
  const withTime = candles.length > 1 && candles[1]!.ts - candles[0]!.ts < 86_400;
  ctx.font = frame.font(11);
  ctx.fillStyle = surface.axisText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const labelPx = withTime ? 90 : 80;
  const every = Math.max(1, Math.ceil(labelPx / ((plot.right - plot.left) / (candles.length + RIGHT_OFFSET_BARS))));
  for (let i = every; i < candles.length; i += every) {
    ctx.fillStyle = surface.grid;
    ctx.fillRect(Math.round(frame.xOf(i)), plot.top, 1, plot.bottom - plot.top);
    ctx.fillStyle = surface.axisText;
    ctx.fillText(barTime(candles[i]!.ts, picture.timeZone ?? 'UTC', withTime), frame.xOf(i), plot.bottom + 4);
  }
}

/** The title and the latest bar's prices top left, then the drawn lines' names in their colours, as the quote screen's legend names them. */
function header(frame: Frame, picture: ChartPicture, switches: PictureSwitches): void {
  const { ctx, candles } = frame;
  const texts = pictureTexts(picture.language);
  const last = candles[candles.length - 1]!;
  const price = priceWriter(candles, picture.language, picture.symbol);
  ctx.font = frame.font(12);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  let x = 8;
  const say = (text: string, color: string) => {
    ctx.fillStyle = color;
    ctx.fillText(text, x, HEADER_PX / 2);
    x += ctx.measureText(text).width + 10;
  };
  if (picture.title) say(picture.title, surface.text);
  const { rise, fall } = riseFallPalette(picture.riseFall);
  const priceColour = last.close >= last.open ? rise.main : fall.main;
  for (const [label, value] of [[texts.open, last.open], [texts.high, last.high], [texts.low, last.low], [texts.close, last.close]] as const) {
    say(`${label} ${price(value)}`, priceColour);
  }
  for (const line of drawnOverlayLines(switches)) say(overlayLineName(line.field, picture.language), line.color);
}

/** A pane's name starts its label over the pane, where the quote screen's words run mid-sentence. */
const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function paneName(frame: Frame, box: Box, name: string): void {
  frame.ctx.font = frame.font(11);
  frame.ctx.fillStyle = surface.text;
  frame.ctx.textAlign = 'left';
  frame.ctx.textBaseline = 'top';
  frame.ctx.fillText(name, box.left + 6, box.top + 3);
}

/**
 * Draws a chart picture on any Canvas 2D surface of `width` by `height` pixels: candles with the matrix or ladder
 * lines and the zigzag over them, then the small-wave, large-wave, KD and volume panes that are switched on, in the
 * quote screen's colours and the trader's rise/fall colours.
 */
export function drawChart(ctx: ChartSurface, picture: ChartPicture): void {
  const switches = { ...DEFAULT_PICTURE_SWITCHES, ...picture.switches };
  const family = picture.fontFamily ?? CHART_FONT_FAMILY;
  const font = (px: number) => `${px}px "${family}"`;
  ctx.fillStyle = surface.background;
  ctx.fillRect(0, 0, picture.width, picture.height);
  const candles = picture.candles;
  if (candles.length === 0) {
    ctx.font = font(14);
    ctx.fillStyle = surface.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(pictureTexts(picture.language).noCandles, picture.width / 2, picture.height / 2);
    return;
  }
  const plot = { left: 0, right: picture.width - PRICE_AXIS_PX, top: HEADER_PX, bottom: picture.height - TIME_AXIS_PX };
  const spacing = (plot.right - plot.left) / (candles.length + RIGHT_OFFSET_BARS);
  const barPx = Math.max(1, Math.round(spacing * 0.7));
  const frame: Frame = { ctx, candles, plot, xOf: (i) => plot.left + (i + 0.5) * spacing, barPx: barPx % 2 ? barPx : barPx - 1, font };
  const panes = paneBoxes(plot, lowerPanesOf(switches));
  timeAxis(frame, picture);
  pricePane(frame, panes.price, switches, picture);
  const names = CHART_PANE_NAMES[picture.language];
  for (const [pane, box] of panes.lower) {
    if (pane === 'sine' || pane === 'chord') wavePane(frame, box, pane);
    else if (pane === 'kd') kdPane(frame, box);
    else volumePane(frame, box, picture);
    paneName(frame, box, upperFirst(names[pane]));
  }
  ctx.fillStyle = surface.grid;
  ctx.fillRect(plot.right, HEADER_PX, 1, plot.bottom - HEADER_PX);
  header(frame, picture, switches);
}
