import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { exchangeClock } from './exchangeClock.js';
import { seriesCsv } from './seriesCsv.js';

const candle: ChartCandle = { ts: 100, open: 1, high: 2, low: 0.5, close: 1.5, volume: 30, 'kd.k': 57.5, 'kd.d': null };

describe('seriesCsv', () => {
  it('writes a header, the bar and each field, empty while warming up', () => {
    expect(seriesCsv([candle], ['kd.k', 'kd.d'], () => '2025-01-02 09:30')).toBe(
      'time,ts,open,high,low,close,volume,kd.k,kd.d\r\n2025-01-02 09:30,100,1,2,0.5,1.5,30,57.5,',
    );
  });

  it('quotes a time that holds a comma', () => {
    expect(seriesCsv([candle], [], () => 'Jan 2, 2025').split('\r\n')[1]).toBe('"Jan 2, 2025",100,1,2,0.5,1.5,30');
  });

  it("writes an intraday bar's time on the exchange's clock and a day or week bar's date alone", () => {
    // 14:30 UTC on Wednesday 14 January 2026 is 09:30 in New York.
    const open = Date.UTC(2026, 0, 14, 14, 30) / 1000;
    expect(exchangeClock('America/New_York', '1h')(open)).toBe('2026-01-14 09:30');
    expect(exchangeClock('America/New_York', '1d')(open)).toBe('2026-01-14');
    expect(exchangeClock('Asia/Shanghai', '1wk')(Date.UTC(2026, 0, 12, 1, 30) / 1000)).toBe('2026-01-12');
  });
});
