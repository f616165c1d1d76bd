/** One bar as the chart and the live feed carry it; ts in epoch seconds. */
export interface Candle {
  ts: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A series as columns, oldest bar first. */
export interface Series {
  ts: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export function seriesFromCandles(candles: readonly Candle[]): Series {
  const n = candles.length;
  const series: Series = {
    ts: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  candles.forEach((c, i) => {
    series.ts[i] = c.ts;
    series.open[i] = c.open;
    series.high[i] = c.high;
    series.low[i] = c.low;
    series.close[i] = c.close;
    series.volume[i] = c.volume;
  });
  return series;
}
