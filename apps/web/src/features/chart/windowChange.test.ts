import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { windowChange } from './windowChange.js';

const bars = (...ts: number[]): ChartCandle[] => ts.map((t) => ({ ts: t, open: 1, high: 1, low: 1, close: 1, volume: 1 }));
const drawn = { series: 'MSFT:4h', first: 10, last: 30, length: 3 };

describe('windowChange', () => {
  it('updates the last bar on a replace and on an append, and says when a new bar opened', () => {
    expect(windowChange(drawn, 'MSFT:4h', bars(10, 20, 30))).toEqual({ kind: 'update', from: 2, appended: false });
    expect(windowChange(drawn, 'MSFT:4h', bars(10, 20, 30, 40))).toEqual({ kind: 'update', from: 2, appended: true });
  });

  it('redraws a replay step back where the view is', () => {
    expect(windowChange(drawn, 'MSFT:4h', bars(10, 20))).toEqual({ kind: 'set', prepended: 0 });
  });

  it('shows the first drawing and a series that begins elsewhere whole', () => {
    expect(windowChange(null, 'MSFT:4h', bars(10, 20))).toEqual({ kind: 'fit' });
    expect(windowChange(drawn, 'MSFT:4h', bars(100, 200, 300))).toEqual({ kind: 'fit' });
  });

  it('shows another series whole even when it holds the opening time of the drawn first candle', () => {
    expect(windowChange(drawn, 'MSFT:1d', bars(1, 2, 10, 20, 30))).toEqual({ kind: 'fit' });
    expect(windowChange(drawn, 'AAPL:4h', bars(10, 20, 30))).toEqual({ kind: 'fit' });
  });

  it('counts the older candles that came in front of the same series', () => {
    expect(windowChange(drawn, 'MSFT:4h', bars(1, 2, 10, 20, 30))).toEqual({ kind: 'set', prepended: 2 });
  });
});
