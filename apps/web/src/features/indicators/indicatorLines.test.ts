import { type Columns, computeIndicator } from '@signaldesk/indicators';
import type { UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { colourAt, drawIndicator, formatReading, futureTimes, type IndicatorLine, indicatorTitle, lineShift, placeLine, valueAt } from './indicatorLines.js';
import { fillPoints, linePoints } from './indicatorSeriesData.js';
import { indicatorDescriptor } from '@signaldesk/contract';
import { INDICATOR_COLOURS, newIndicator } from './indicatorStorage.js';

const DAY = 86_400;

/** A gently rising and falling daily series, enough candles for every indicator's warm-up. */
function series(n: number): Columns {
  const s: Columns = { ts: new Float64Array(n), high: new Float64Array(n), low: new Float64Array(n), close: new Float64Array(n), volume: new Float64Array(n) };
  for (let i = 0; i < n; i++) {
    const close = 100 + 10 * Math.sin(i / 7) + i / 10;
    s.ts[i] = 1_700_000_000 + i * DAY;
    s.close[i] = close;
    s.high[i] = close + 1 + (i % 3);
    s.low[i] = close - 1 - (i % 2);
    s.volume[i] = 1_000 + 10 * i;
  }
  return s;
}

/** Green up and red down, and the Chinese markets' red up and green down, as the rise/fall setting gives them. */
const GREEN_UP = { rise: '#2e7d32', fall: '#d32f2f' };
const RED_UP = { rise: '#d32f2f', fall: '#2e7d32' };

const line = (values: number[], shift: number): IndicatorLine => ({ line: 'x', colour: '#000000', kind: 'line', shift, values: Float64Array.from(values), barColours: null });
const times = (n: number) => Array.from({ length: n }, (_, i) => (1000 + i) as UTCTimestamp);

describe('the shift of a line', () => {
  it('draws Ichimoku’s spans base − 1 bars ahead and its lagging line as far behind', () => {
    const ichimoku = indicatorDescriptor('ichimoku');
    const settings = { conversion: 9, base: 26, spanB: 52 };
    expect(['conversion', 'base', 'spanA', 'spanB', 'lagging'].map((name) => lineShift(ichimoku, name, settings))).toEqual([0, 0, 25, 25, -25]);
    expect(lineShift(ichimoku, 'spanA', { ...settings, base: 30 })).toBe(29);
    expect(lineShift(indicatorDescriptor('ema'), 'ema', { period: 20 })).toBe(0);
  });

  it('places each value its shift away, leaving out those before the first candle', () => {
    expect(placeLine(line([1, 2, 3], 2))).toEqual([
      { at: 2, value: 1, source: 0 },
      { at: 3, value: 2, source: 1 },
      { at: 4, value: 3, source: 2 },
    ]);
    expect(placeLine(line([1, 2, 3], -2))).toEqual([{ at: 0, value: 3, source: 2 }]);
    expect(placeLine(line([1, 2, 3], 0), 2)).toEqual([{ at: 2, value: 3, source: 2 }]);
  });

  it('prints a value in the colour it is drawn in on that candle', () => {
    const coloured = { ...line([1, -1, 1], 0), barColours: (bar: number) => (bar === 1 ? 'down' : 'up') };
    expect([0, 1, 2].map((index) => colourAt(coloured, index))).toEqual(['up', 'down', 'up']);
    expect(colourAt(coloured, 5)).toBe('#000000');
    expect(colourAt(line([1], 0), 0)).toBe('#000000');
  });

  it('reads on a candle the value drawn there', () => {
    expect(valueAt(line([1, 2, 3], 2), 2)).toBe(1);
    expect(valueAt(line([1, 2, 3], 2), 1)).toBeNaN();
    expect(valueAt(line([1, 2, 3], -1), 0)).toBe(2);
    expect(valueAt(line([1, 2, 3], -1), 2)).toBeNaN();
  });

  it('reaches past the last candle at the latest candles’ usual spacing', () => {
    const weekdays = [0, 1, 2, 3, 4, 7, 8, 9].map((day) => day * DAY);
    expect(futureTimes(weekdays, 2)).toEqual([10 * DAY, 11 * DAY]);
    expect(futureTimes([0], 3)).toEqual([]);
    expect(futureTimes(weekdays, 0)).toEqual([]);
  });
});

describe('the series drawn for an instance', () => {
  const s = series(200);

  it('draws the engine’s lines in the instance’s colours', () => {
    const item = { ...newIndicator([], 'ema'), settings: { period: 50 }, colour: 3 };
    const drawn = drawIndicator(item, s, '1d', GREEN_UP);
    expect(drawn.placement).toBe('price');
    expect(drawn.lines.map((one) => [one.line, one.colour, one.kind])).toEqual([['ema', INDICATOR_COLOURS[3], 'line']]);
    expect([...drawn.lines[0]!.values]).toEqual([...computeIndicator({ indicator: 'ema', settings: { period: 50 } }, s).lines.ema]);
  });

  it('draws MACD’s histogram as columns, Parabolic SAR as dots and Supertrend coloured by its direction, in the trader’s rise and fall colours', () => {
    const macd = drawIndicator(newIndicator([], 'macd'), s, '1d', GREEN_UP);
    expect(macd.placement).toBe('pane');
    expect(macd.lines.map((one) => one.kind)).toEqual(['line', 'line', 'histogram']);
    const histogram = macd.lines[2]!;
    const last = histogram.values.length - 1;
    expect(histogram.barColours?.(last)).toMatch(/^#[0-9a-f]{8}$/);
    expect(drawIndicator(newIndicator([], 'psar'), s, '1d', GREEN_UP).lines.map((one) => one.kind)).toEqual(['dots']);
    const supertrend = drawIndicator(newIndicator([], 'supertrend'), s, '1d', GREEN_UP);
    expect(supertrend.lines.map((one) => one.line)).toEqual(['supertrend']);
    const direction = computeIndicator({ indicator: 'supertrend' }, s).lines.direction;
    const rising = direction.findIndex((d) => d > 0);
    const falling = direction.findIndex((d) => d < 0);
    expect([supertrend.lines[0]!.barColours!(rising), supertrend.lines[0]!.barColours!(falling)]).toEqual([GREEN_UP.rise, GREEN_UP.fall]);
    // Under red-up the Supertrend, MACD's histogram and Ichimoku's cloud turn with the candles.
    const redUp = drawIndicator(newIndicator([], 'supertrend'), s, '1d', RED_UP).lines[0]!;
    expect([redUp.barColours!(rising), redUp.barColours!(falling)]).toEqual(['#d32f2f', '#2e7d32']);
    const redHistogram = drawIndicator(newIndicator([], 'macd'), s, '1d', RED_UP).lines[2]!;
    const positive = redHistogram.values.findIndex((value) => value > 0);
    expect(redHistogram.barColours!(positive)).toBe('#d32f2fb3');
    expect(drawIndicator(newIndicator([], 'ichimoku'), s, '1d', RED_UP).fill?.above).toBe('#d32f2f33');
  });

  it('shades a channel between its bands and Ichimoku’s cloud between its spans, on the candles they are drawn on', () => {
    const bands = drawIndicator(newIndicator([], 'bollinger'), s, '1d', GREEN_UP);
    expect([bands.fill?.upper.line, bands.fill?.lower.line]).toEqual(['upper', 'lower']);
    const cloud = drawIndicator(newIndicator([], 'ichimoku'), s, '1d', GREEN_UP);
    expect([cloud.fill?.upper.line, cloud.fill?.lower.line, cloud.fill?.upper.shift]).toEqual(['spanA', 'spanB', 25]);
    const all = [...times(200), ...futureTimes(s.ts, 25).map((t) => t as UTCTimestamp)];
    const points = fillPoints(cloud.fill!, all);
    // The cloud runs 25 bars past the last candle, and its first shade is 25 bars after spanB's first value.
    expect(points.length).toBe(200);
    expect(points[points.length - 1]!.time).toBe(all[224]);
    const firstShade = points.findIndex((point) => 'upper' in point);
    expect(all.indexOf(points[firstShade]!.time)).toBe(51 + 25);
    expect(drawIndicator(newIndicator([], 'rsi'), s, '1d', GREEN_UP).levels).toEqual([70, 30]);
  });

  it('makes the chart’s points: whitespace while warming up, a colour where it changes bar by bar', () => {
    expect(linePoints(line([Number.NaN, 2, 3], 0), times(3))).toEqual([{ time: 1000 }, { time: 1001, value: 2 }, { time: 1002, value: 3 }]);
    expect(linePoints(line([1, 2, 3], 1), times(3))).toEqual([
      { time: 1001, value: 1 },
      { time: 1002, value: 2 },
    ]);
    expect(linePoints({ ...line([1, -1], 0), barColours: (bar) => (bar === 0 ? 'up' : 'down') }, times(2), 1)).toEqual([{ time: 1001, value: -1, color: 'down' }]);
  });
});

describe('the legend’s texts', () => {
  const anchor = (value: string) => `<${value}>`;

  it('names an instance by its short name and settings, as TradingView', () => {
    expect(indicatorTitle({ indicator: 'ema', settings: { period: 20 } }, anchor)).toBe('EMA 20');
    expect(indicatorTitle({ indicator: 'bollinger', settings: { period: 20, deviations: 2.5 } }, anchor)).toBe('BB 20 2.5');
    expect(indicatorTitle({ indicator: 'macd', settings: { fast: 12, slow: 26, signal: 9 } }, anchor)).toBe('MACD 12 26 9');
    expect(indicatorTitle({ indicator: 'vwap', settings: { anchor: 'auto' } }, anchor)).toBe('VWAP <auto>');
    expect(indicatorTitle({ indicator: 'obv', settings: {} }, anchor)).toBe('OBV');
  });

  it('reads prices with the candles’ decimals, oscillators with two and OBV as a volume', () => {
    expect(formatReading('ema', 1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatReading('atr', 1.5, 'en', 3)).toBe('1.500');
    expect(formatReading('rsi', 55.123, 'en', 4)).toBe('55.12');
    expect(formatReading('obv', 1_500_000, 'en', 2)).toBe('1.5M');
    expect(formatReading('rsi', Number.NaN, 'zh', 2)).toBe('—');
  });
});
