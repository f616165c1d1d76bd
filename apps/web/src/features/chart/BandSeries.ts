import {
  type CustomData,
  type CustomSeriesOptions,
  type CustomSeriesPricePlotValues,
  type CustomSeriesWhitespaceData,
  customSeriesDefaultOptions,
  type ICustomSeriesPaneRenderer,
  type ICustomSeriesPaneView,
  type PaneRendererCustomData,
  type PriceToCoordinateConverter,
  type Time,
} from 'lightweight-charts';

/** One bar of a band: the two lines it lies between and its fill on that bar (not `color`, which lightweight-charts reads itself). */
export interface BandPoint extends CustomData<Time> {
  upper: number;
  lower: number;
  fill: string;
}

type RenderTarget = Parameters<ICustomSeriesPaneRenderer['draw']>[0];

class BandRenderer implements ICustomSeriesPaneRenderer {
  private data: PaneRendererCustomData<Time, BandPoint> | null = null;

  update(data: PaneRendererCustomData<Time, BandPoint>): void {
    this.data = data;
  }

  draw(target: RenderTarget, toY: PriceToCoordinateConverter): void {
    // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook but fancy-canvas's scope for drawing in device pixels
    target.useBitmapCoordinateSpace(({ context, horizontalPixelRatio: hr, verticalPixelRatio: vr }) => {
      const visibleRange = this.data?.visibleRange;
      const bars = this.data?.bars;
      if (!visibleRange || !bars) return;
      // Each bar fills the quadrilateral to the next one, so the band reads as one shape coloured bar by bar.
      const from = Math.max(0, visibleRange.from - 1);
      const to = Math.min(bars.length - 1, visibleRange.to);
      for (let i = from; i < to; i++) {
        const a = bars[i]!;
        const b = bars[i + 1]!;
        const [au, al, bu, bl] = [toY(a.originalData.upper), toY(a.originalData.lower), toY(b.originalData.upper), toY(b.originalData.lower)];
        if (au === null || al === null || bu === null || bl === null) continue;
        context.fillStyle = a.originalData.fill;
        context.beginPath();
        context.moveTo(a.x * hr, au * vr);
        context.lineTo(b.x * hr, bu * vr);
        context.lineTo(b.x * hr, bl * vr);
        context.lineTo(a.x * hr, al * vr);
        context.closePath();
        context.fill();
      }
    });
  }
}

/** The light band between the fast and the slow line of a wave pane, which lightweight-charts has no series for. */
export class BandSeries implements ICustomSeriesPaneView<Time, BandPoint> {
  private readonly paneRenderer = new BandRenderer();

  renderer(): ICustomSeriesPaneRenderer {
    return this.paneRenderer;
  }

  update(data: PaneRendererCustomData<Time, BandPoint>): void {
    this.paneRenderer.update(data);
  }

  priceValueBuilder(point: BandPoint): CustomSeriesPricePlotValues {
    return [point.lower, point.upper];
  }

  isWhitespace(point: BandPoint | CustomSeriesWhitespaceData<Time>): point is CustomSeriesWhitespaceData<Time> {
    return !('upper' in point);
  }

  defaultOptions(): CustomSeriesOptions {
    return { ...customSeriesDefaultOptions, lastValueVisible: false, priceLineVisible: false };
  }
}
