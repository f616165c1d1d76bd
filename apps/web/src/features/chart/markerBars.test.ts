import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { markerBars } from './markerBars.js';

const bar = (ts: number): ChartCandle => ({ ts, open: 1, high: 1, low: 1, close: 1, volume: 0 });
const candles = [bar(100), bar(200), bar(300)];

describe('markerBars', () => {
  it('puts each marker on the bar open at its moment, in time order', () => {
    const placed = markerBars(
      [
        { id: 'b', ts: 399, text: 'late' },
        { id: 'a', ts: 250, text: 'mid' },
        { id: 'c', ts: 100, text: 'first' },
      ],
      candles,
      'UTC',
    );
    expect(placed.map((m) => [m.id, m.time, m.text])).toEqual([
      ['c', 100, 'first'],
      ['a', 200, 'mid'],
      ['b', 300, 'late'],
    ]);
  });

  it('leaves out markers older than the window and draws nothing without candles', () => {
    expect(markerBars([{ id: 'x', ts: 50, text: 'old' }], candles, 'UTC')).toEqual([]);
    expect(markerBars([{ id: 'x', ts: 150, text: 'any' }], [], 'UTC')).toEqual([]);
  });

  it('moves the bar time into the exchange time zone', () => {
    const day = Date.UTC(2025, 0, 6, 14, 30) / 1000;
    const [placed] = markerBars([{ id: 'x', ts: day, text: 'open' }], [bar(day)], 'America/New_York');
    expect(placed?.time).toBe(day - 5 * 3600);
  });
});
