import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { windowChange } from './windowChange.js';

const bars = (...ts: number[]): ChartCandle[] => ts.map((t) => ({ ts: t, open: 1, high: 1, low: 1, close: 1, volume: 1 }));
const drawn = { first: 10, last: 30, length: 3 };

describe('windowChange', () => {
  it('updates the last bar on a replace and on an append', () => {
    expect(windowChange(drawn, bars(10, 20, 30))).toEqual({ kind: 'update', from: 2 });
    expect(windowChange(drawn, bars(10, 20, 30, 40))).toEqual({ kind: 'update', from: 2 });
  });

  it('draws everything at first, on a step back and on a new series', () => {
    expect(windowChange(null, bars(10, 20))).toEqual({ kind: 'set', prepended: 0 });
    expect(windowChange(drawn, bars(10, 20))).toEqual({ kind: 'set', prepended: 0 });
    expect(windowChange(drawn, bars(100, 200, 300))).toEqual({ kind: 'set', prepended: 0 });
  });

  it('counts the older candles that came in front', () => {
    expect(windowChange(drawn, bars(1, 2, 10, 20, 30))).toEqual({ kind: 'set', prepended: 2 });
  });
});
