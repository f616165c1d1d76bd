import type { DrawingKind, DrawingPoint } from '@signaldesk/contract';
import type { CanvasRenderingTarget2D } from 'fancy-canvas';
import type {
  IChartApiBase,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  Logical,
  PrimitiveHoveredItem,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';
import { anchorIndex, fibonacciLevels, hitIndex, logicalOfTime, noteBox, type ScreenDrawing, type ScreenPoint, timeOfLogical } from './drawingGeometry.js';

/** A drawing as the chart shows it: kept ones carry their id, the one being placed none. */
export interface ShownDrawing {
  id: string | null;
  kind: DrawingKind;
  points: DrawingPoint[];
  text: string;
}

/** A drawing on screen, with what the browser test and the pointer need to find it. */
export interface PlacedDrawing extends ScreenDrawing {
  id: string | null;
  text: string;
  /** A Fibonacci drawing's labels, level for level: the ratio and its price. */
  labels?: readonly string[];
}

/** One colour for every drawing: TradingView's drawing blue, apart from every line and candle of the price pane. */
export const DRAWING_COLOUR = '#2962ff';
const FILL = 'rgba(41, 98, 255, 0.12)';
const NOTE_FONT = '12px sans-serif';
const NOTE_PADDING = 4;
const NOTE_HEIGHT = 20;

const measuring = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');

function noteSize(text: string): { width: number; height: number } {
  if (!measuring) return { width: text.length * 7 + 2 * NOTE_PADDING, height: NOTE_HEIGHT };
  measuring.font = NOTE_FONT;
  return { width: Math.ceil(measuring.measureText(text).width) + 2 * NOTE_PADDING, height: NOTE_HEIGHT };
}

const percent = (ratio: number) => `${Number((ratio * 100).toFixed(1))}%`;

/**
 * The trader's drawings on the candle series, painted by lightweight-charts with the pane: anchored in (time, price),
 * they follow every scroll, zoom, page of older history and replay step without being told.
 */
export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private chart: IChartApiBase<Time> | null = null;
  private series: ISeriesApi<SeriesType, Time> | null = null;
  private requestUpdate: (() => void) | null = null;
  private drawings: readonly ShownDrawing[] = [];
  private selected: string | null = null;
  private times: readonly number[] = [];
  private priceText: (price: number) => string = String;
  private readonly view: IPrimitivePaneView;

  constructor(private readonly onDrawn: (placed: readonly PlacedDrawing[]) => void) {
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    // Above the indicators' lines as well as the candles: a trader's own lines are never hidden by what the chart draws.
    this.view = { renderer: () => renderer, zOrder: () => 'top' };
  }

  attached({ chart, series, requestUpdate }: SeriesAttachedParameter<Time, SeriesType>): void {
    this.chart = chart;
    this.series = series;
    this.requestUpdate = requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  /**
   * The candles' opening times, index for index with the series' bars, what to draw over them, and how a price
   * reads (the Fibonacci labels) in the interface's language.
   */
  show(times: readonly number[], drawings: readonly ShownDrawing[], selected: string | null, priceText: (price: number) => string): void {
    this.times = times;
    this.drawings = drawings;
    this.selected = selected;
    this.priceText = priceText;
    this.requestUpdate?.();
  }

  toScreen(point: DrawingPoint): ScreenPoint | null {
    const logical = logicalOfTime(this.times, point.time);
    if (!this.chart || !this.series || logical === null) return null;
    const x = this.chart.timeScale().logicalToCoordinate(logical as Logical);
    const y = this.series.priceToCoordinate(point.price);
    return x === null || y === null ? null : { x, y };
  }

  /** The bar and price under a point of the pane; the bar's index answers whether a candle is there. */
  fromScreen(point: ScreenPoint): { time: number; price: number; index: number } | null {
    if (!this.chart || !this.series) return null;
    const logical = this.chart.timeScale().coordinateToLogical(point.x);
    const price = this.series.coordinateToPrice(point.y);
    if (logical === null || price === null) return null;
    const time = timeOfLogical(this.times, logical);
    return time === null ? null : { time, price, index: Math.round(logical) };
  }

  /** Bar position of a point of the pane, fractional, for dragging by whole bars. */
  logicalAt(x: number): number | null {
    return this.chart?.timeScale().coordinateToLogical(x) ?? null;
  }

  placed(): PlacedDrawing[] {
    const placed: PlacedDrawing[] = [];
    for (const drawing of this.drawings) {
      const points = drawing.points.map((point) => this.toScreen(point));
      if (points.some((point) => point === null)) continue;
      const screen = points as ScreenPoint[];
      const levels = drawing.kind === 'fibonacci' && drawing.points.length === 2 ? this.levelsOf(drawing.points[0]!, drawing.points[1]!) : null;
      placed.push({
        id: drawing.id,
        kind: drawing.kind,
        points: screen,
        text: drawing.text,
        ...(levels ? { levels: levels.map((level) => level.y), labels: levels.map((level) => level.label) } : {}),
        ...(drawing.kind === 'note' ? { noteSize: noteSize(drawing.text) } : {}),
      });
    }
    return placed;
  }

  private levelsOf(start: DrawingPoint, end: DrawingPoint): { y: number; label: string }[] {
    const series = this.series;
    if (!series) return [];
    return fibonacciLevels(start.price, end.price).map((level) => ({
      y: series.priceToCoordinate(level.price) ?? Number.NaN,
      label: `${percent(level.ratio)} (${this.priceText(level.price)})`,
    }));
  }

  /** The kept drawing under a point of the pane, topmost first; the one being placed is never taken. */
  drawingAt(point: ScreenPoint): string | null {
    const kept = this.placed().filter((drawing) => drawing.id !== null);
    const index = hitIndex(kept, point);
    return index < 0 ? null : kept[index]!.id;
  }

  /** Which anchor of the selected drawing a press at this point takes by its handle, or -1. */
  selectedAnchorAt(point: ScreenPoint): number {
    const selected = this.placed().find((drawing) => drawing.id !== null && drawing.id === this.selected);
    return selected ? anchorIndex(selected.points, point) : -1;
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    if (this.selectedAnchorAt({ x, y }) >= 0 && this.selected !== null) {
      return { externalId: this.selected, zOrder: 'top', cursorStyle: 'pointer', itemType: 'primitive' };
    }
    const id = this.drawingAt({ x, y });
    return id === null ? null : { externalId: id, zOrder: 'top', cursorStyle: 'move', itemType: 'primitive' };
  }

  private draw(target: CanvasRenderingTarget2D): void {
    const placed = this.placed();
    // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook but fancy-canvas's scope for drawing in CSS pixels
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      for (const drawing of placed) {
        const selected = drawing.id !== null && drawing.id === this.selected;
        ctx.save();
        ctx.strokeStyle = DRAWING_COLOUR;
        ctx.fillStyle = DRAWING_COLOUR;
        ctx.lineWidth = selected ? 3 : 2;
        const [a, b] = drawing.points;
        if (!a) {
          ctx.restore();
          continue;
        }
        switch (drawing.kind) {
          case 'horizontal':
            line(ctx, { x: 0, y: a.y }, { x: mediaSize.width, y: a.y });
            break;
          case 'trend':
            if (b) line(ctx, a, b);
            break;
          case 'ray':
            if (b) line(ctx, a, rayEnd(a, b, mediaSize.width, mediaSize.height));
            break;
          case 'rectangle':
            if (b) {
              ctx.fillStyle = FILL;
              ctx.fillRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
              ctx.strokeRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
            }
            break;
          case 'fibonacci':
            if (b) {
              const left = Math.min(a.x, b.x);
              const right = Math.max(a.x, b.x);
              ctx.setLineDash([4, 3]);
              line(ctx, a, b);
              ctx.setLineDash([]);
              ctx.font = NOTE_FONT;
              ctx.textBaseline = 'bottom';
              for (const [i, y] of (drawing.levels ?? []).entries()) {
                line(ctx, { x: left, y }, { x: right, y });
                ctx.fillText(drawing.labels?.[i] ?? '', left + 2, y - 1);
              }
            }
            break;
          case 'note':
            if (drawing.noteSize) {
              const box = noteBox(a, drawing.noteSize);
              ctx.fillRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
              ctx.fillStyle = '#ffffff';
              ctx.font = NOTE_FONT;
              ctx.textBaseline = 'middle';
              ctx.fillText(drawing.text, box.left + NOTE_PADDING, (box.top + box.bottom) / 2);
            }
            break;
        }
        if (selected || drawing.id === null) for (const point of drawing.points) handle(ctx, point);
        ctx.restore();
      }
    });
    this.onDrawn(placed);
  }
}

function line(ctx: CanvasRenderingContext2D, a: ScreenPoint, b: ScreenPoint): void {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

function handle(ctx: CanvasRenderingContext2D, point: ScreenPoint): void {
  ctx.beginPath();
  ctx.arc(point.x, point.y, 4, 0, 2 * Math.PI);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** Where a ray from a through b leaves a pane of this size. */
function rayEnd(a: ScreenPoint, b: ScreenPoint, width: number, height: number): ScreenPoint {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 && dy === 0) return b;
  const reach = (width + height) * 2;
  const length = Math.hypot(dx, dy);
  return { x: a.x + (dx / length) * reach, y: a.y + (dy / length) * reach };
}
