import type { ChartCandle, Language } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { buildPanel } from '../src/localServer/panel.js';

const NOW = 1_767_000_000;

function panelOf(symbol: string, latest: Partial<ChartCandle>, language: Language) {
  const candle: ChartCandle = { ts: NOW - 86_400, open: 0, high: 0, low: 0, close: 0, volume: 0, ...latest };
  const panel = buildPanel({ symbol, duration: '1d', candles: [candle], demo: false, fetchedAt: NOW, offline: false }, language, NOW);
  return (id: string) => panel.fields.find((field) => field.id === id);
}

describe('the desktop panel writes each value as the quote screen’s sheet does', () => {
  const euroDollar = { close: 1.08734, 'candle.close': 1.08734, 'matrix.mma10': 1.0851, 'candle.updown': -0.4321, 'candle.amplitude': 0.85, 'sine.quadrant': 2 };

  it('in English: a pair’s prices to the pip, changes signed, an enum by its label, raw values kept', () => {
    const field = panelOf('EURUSD=X', euroDollar, 'en');
    expect(field('candle.close')).toMatchObject({ value: 1.08734, text: '1.0873' });
    expect(field('matrix.mma10')).toMatchObject({ value: 1.0851, text: '1.0851' });
    expect(field('candle.updown')).toMatchObject({ value: -0.4321, text: '-0.43%' });
    expect(field('candle.amplitude')?.text).toBe('0.85%');
    expect(field('sine.quadrant')).toMatchObject({ value: 2, text: 'B: light green, column below zero and rising' });
  });

  it('in Chinese, with a rise signed and a grouped price', () => {
    const field = panelOf('BTC-USD', { close: 52_334.512, 'candle.close': 52_334.512, 'candle.updown': 1.234, 'sine.quadrant': 2 }, 'zh');
    expect(field('candle.close')?.text).toBe('52,334.51');
    expect(field('candle.updown')?.text).toBe('+1.23%');
    expect(field('sine.quadrant')?.text).toBe('B：浅绿，柱在零下且回升');
    expect(panelOf('EURUSD=X', euroDollar, 'zh')('candle.close')?.text).toBe('1.0873');
  });

  it('writes a dash for a field still warming up', () => {
    expect(panelOf('AAPL', { close: 180, 'candle.close': 180, 'matrix.mma10': null }, 'en')('matrix.mma10')).toMatchObject({ value: null, text: '—' });
  });
});
