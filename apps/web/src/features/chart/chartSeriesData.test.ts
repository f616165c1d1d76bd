import type { ChartCandle } from '@signaldesk/contract';
import { A, C } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { chartPalette, riseFallPalette } from '@signaldesk/chart-render';
import { candleColours, chartSeriesData, volumeBars } from './chartSeriesData.js';

const candle = (ts: number, fields: Record<string, number | null>): ChartCandle => ({
  ts,
  open: 10,
  high: 12,
  low: 9,
  close: ts === 200 ? 9.5 : 11,
  volume: 100,
  ...fields,
});

describe('chartSeriesData', () => {
  const data = chartSeriesData(
    [
      candle(100, { 'sine.bar': null, 'sine.kfast': null, 'matrix.mma10': null }),
      candle(200, { 'sine.bar': -0.4, 'sine.kfast': 1, 'sine.kslow': 1.2, 'sine.quadrant': A, 'sine.showAwl': -1, 'matrix.mma10': 10.5 }),
      candle(300, { 'sine.bar': 0.6, 'sine.kfast': 1.5, 'sine.kslow': 1.2, 'sine.quadrant': C, 'sine.showAwl': 1, 'kd.k': 55 }),
    ],
    'UTC',
    riseFallPalette('greenUp'),
  );

  it('draws every bar and leaves warming-up fields out of their lines', () => {
    expect(data.candles.map((bar) => bar.time)).toEqual([100, 200, 300]);
    expect(data.overlays['matrix.mma10']).toEqual([{ time: 200, value: 10.5 }]);
    expect(data.k).toEqual([{ time: 300, value: 55 }]);
  });

  it('colours wave columns by phase and the fast line and band by its side of the slow line', () => {
    expect(data.sine.columns.map((column) => column.color)).toEqual([chartPalette.phase.A, chartPalette.phase.C]);
    expect(data.sine.fast.map((point) => point.color)).toEqual([chartPalette.fastBelow.line, chartPalette.fastAbove.line]);
    expect(data.sine.band).toEqual([
      { time: 200, upper: 1.2, lower: 1, fill: chartPalette.fastBelow.band },
      { time: 300, upper: 1.5, lower: 1.2, fill: chartPalette.fastAbove.band },
    ]);
  });

  it('colours volume by the bar rising or falling, in the rise/fall colours in force', () => {
    const [green, red] = [riseFallPalette('greenUp').rise.volume, riseFallPalette('greenUp').fall.volume];
    expect(data.volume.map((bar) => bar.color)).toEqual([green, red, green]);
    const candles = [candle(100, {}), candle(200, {})];
    expect(volumeBars(candles, 'UTC', riseFallPalette('redUp')).map((bar) => bar.color)).toEqual([red, green]);
  });

  it('colours the candles in the rise/fall colours in force', () => {
    expect(candleColours(riseFallPalette('greenUp'))).toMatchObject({ upColor: '#2e7d32', downColor: '#d32f2f', wickUpColor: '#2e7d32' });
    expect(candleColours(riseFallPalette('redUp'))).toMatchObject({ upColor: '#d32f2f', downColor: '#2e7d32', borderDownColor: '#2e7d32' });
  });
});
