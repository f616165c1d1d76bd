import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { axisLabels, clearOfLastPrice, LAST_PRICE_LABEL_PX, priceWriter } from '../src/axisLabels.js';
import { drawChart } from '../src/drawChart.js';
import { rangeOf, scaleOf, yOf } from '../src/scale.js';
import { recordingSurface } from './support/recordingSurface.js';
import { sampleCandles } from './support/sampleCandles.js';

/** EUR/USD's daily bars moving between 1.0812 and 1.0897. */
const euroDollar: ChartCandle[] = [1.0834, 1.0851, 1.0812, 1.0866, 1.0897, 1.0873].map((close, i) => ({
  ts: 1_700_000_000 + i * 86_400,
  open: close - 0.0011,
  high: close + 0.0009,
  low: close - 0.0017,
  close,
  volume: 0,
}));

function priceAxisOf(candles: ChartCandle[], symbol: string, language: 'en' | 'zh' = 'en'): string[] {
  const scale = scaleOf(rangeOf([candles.map((c) => c.low), candles.map((c) => c.high)]), 22, 300, 0.06);
  return axisLabels(scale, priceWriter(candles, language, symbol)).map((label) => label.text);
}

describe('the price axis of a chart picture', () => {
  it('writes a currency pair to the pip, as the quote screen does', () => {
    const labels = priceAxisOf(euroDollar, 'EURUSD=X');
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) expect(label).toMatch(/^1\.0[89]\d\d$/);
    expect(labels).toContain('1.0850');
  });

  it('writes the last price and the header prices with the same decimals', () => {
    const write = priceWriter(euroDollar, 'zh', 'EURUSD=X');
    expect(write(1.0873)).toBe('1.0873');
    expect(write(1.09)).toBe('1.0900');
  });

  it('keeps cents for a stock and groups thousands', () => {
    const shares = euroDollar.map((c) => ({ ...c, open: c.open * 1000, high: c.high * 1000, low: c.low * 1000, close: c.close * 1000 }));
    for (const label of priceAxisOf(shares, 'NVDA')) expect(label).toMatch(/^1,0\d\d\.\d\d$/);
  });

  it('gives a small coin four significant digits', () => {
    const write = priceWriter([{ ...euroDollar[0]!, close: 0.012345 }], 'en', 'DOGE-USD');
    expect(write(0.0123)).toBe('0.01230');
  });
});

describe('the last price’s label on the price axis', () => {
  const scale = scaleOf({ min: 150, max: 180 }, 22, 360, 0.06);
  const labels = axisLabels(scale, String);

  it('leaves out the tick labels it would cover, and only those', () => {
    // Every place the last price can take, pixel by pixel down the pane.
    for (let y = scale.top; y <= scale.bottom; y++) {
      const printed = clearOfLastPrice(labels, y);
      for (const label of printed) expect(Math.abs(label.y - y), `last price at ${y}, tick ${label.text}`).toBeGreaterThanOrEqual(LAST_PRICE_LABEL_PX);
      expect(labels.length - printed.length, `last price at ${y}`).toBeLessThanOrEqual(1);
    }
  });

  it('hides the tick the last price sits on and keeps its neighbours', () => {
    const tick = labels.find((label) => label.value === 160)!;
    const printed = clearOfLastPrice(labels, yOf(scale, 160.4)).map((label) => label.text);
    expect(printed).not.toContain(tick.text);
    expect(printed).toEqual(expect.arrayContaining(['155', '165']));
    expect(clearOfLastPrice(labels, yOf(scale, 162.5))).toHaveLength(labels.length);
  });

  it('prints no tick label over the last price in a drawn picture', () => {
    // Pictures ending on different closes put the last price at different heights.
    for (const count of [40, 60, 90, 120, 150]) {
      const candles = sampleCandles(count);
      const { ctx, printed } = recordingSurface();
      drawChart(ctx, { candles, width: 800, height: 600, language: 'en', riseFall: 'greenUp', switches: { sine: false, chord: false, kd: false, volume: false } });
      const axisX = 800 - 64 + 6;
      const write = priceWriter(candles, 'en');
      const onAxis = printed.filter((text) => text.x === axisX);
      const last = onAxis.at(-1)!;
      expect(last.text, `${count} candles`).toBe(write(candles.at(-1)!.close));
      for (const tick of onAxis.slice(0, -1)) expect(Math.abs(tick.y - last.y), `${count} candles, tick ${tick.text}`).toBeGreaterThanOrEqual(LAST_PRICE_LABEL_PX);
    }
  });
});
