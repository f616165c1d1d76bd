import type { ChartCandle, CompareScale } from '@signaldesk/contract';
import { type IChartApi, type ISeriesApi, LineSeries, PriceScaleMode } from 'lightweight-charts';
import { useEffect, useState } from 'react';
import { chartTime } from '../chart/chartTime.js';
import { isRemoved } from '../chart/removedCharts.js';
import type { ComparedLine } from './useComparedLines.js';

interface Built {
  api: IChartApi;
  series: ISeriesApi<'Line'>[];
}

/** The first compared line takes the left axis on its own scale; the others are scaled each apart, without an axis. */
const ownScale = (place: number, symbol: string) => (place === 0 ? 'left' : `compare-${symbol}`);

/**
 * Draws the compared symbols as lines over the candles. In percent, the price scale itself reads in percent from the
 * first candle in view, the candles and every line alike, as TradingView compares; on their own scales the candles
 * keep their prices and each line fills the height. The lines are built again when the symbols or the scale change.
 */
export function useCompareSeries(api: IChartApi | null, candles: readonly ChartCandle[], lines: readonly ComparedLine[], scale: CompareScale, timeZone: string): void {
  const [built, setBuilt] = useState<Built | null>(null);
  const shape = `${scale}|${lines.map((line) => `${line.symbol}:${line.colour}`).join(',')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` (the symbols, colours and scale) is the trigger; the values are the next effect's.
  useEffect(() => {
    if (!api || isRemoved(api)) return;
    const series = lines.map((line, place) =>
      api.addSeries(LineSeries, {
        color: line.colour,
        lineWidth: 2,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
        lastValueVisible: true,
        priceScaleId: scale === 'percent' ? 'right' : ownScale(place, line.symbol),
      }),
    );
    const comparing = lines.length > 0;
    api.priceScale('right').applyOptions({ mode: comparing && scale === 'percent' ? PriceScaleMode.Percentage : PriceScaleMode.Normal });
    api.applyOptions({ leftPriceScale: { visible: comparing && scale === 'own' } });
    setBuilt({ api, series });
    return () => {
      setBuilt(null);
      // A chart built again took its series with it; only a chart still drawn gives them back.
      if (isRemoved(api)) return;
      for (const one of series) api.removeSeries(one);
      api.priceScale('right').applyOptions({ mode: PriceScaleMode.Normal });
      api.applyOptions({ leftPriceScale: { visible: false } });
    };
  }, [api, shape]);

  useEffect(() => {
    if (!built || built.series.length !== lines.length || isRemoved(built.api)) return;
    for (const [place, line] of lines.entries()) {
      const points = line.values.flatMap((value, index) => (value === null ? [] : [{ time: chartTime(candles[index]!.ts, timeZone), value }]));
      built.series[place]!.setData(points);
    }
  }, [built, lines, candles, timeZone]);
}
