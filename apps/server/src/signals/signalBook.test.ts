import { prepareSymbols } from '@signaldesk/backtest';
import { backtestStrategySchema } from '@signaldesk/contract';
import { type Series, seriesFromCandles } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import { expect, it } from 'vitest';
import { computeBook } from './signalBook.js';

const DAY = 86_400;
/** Monday 2026-01-05 01:30 UTC, Shanghai's open. */
const FIRST_BAR = Date.UTC(2026, 0, 5, 1, 30) / 1000;

/** Forty sessions a day apart that fall 2 % every third bar and climb back, around a price of 40 to 60 yuan. */
function sawtooth(level: number): Series {
  const candles: Candle[] = [];
  let close = level;
  for (let i = 0; i < 40; i++) {
    const open = close;
    close = i % 3 === 2 ? open * 0.98 : open * 1.01;
    candles.push({ ts: FIRST_BAR + i * DAY, open, high: Math.max(open, close) * 1.002, low: Math.min(open, close) * 0.998, close, volume: 1e6 });
  }
  return seriesFromCandles(candles);
}

it('books a position on every member of a 300-member A-share list, each buying whole lots of 100 shares', () => {
  const strategy = backtestStrategySchema.parse({ entry: { day: { 'candle.updown': { max: -1 } } }, maxBars: 2 });
  const candles = Array.from({ length: 300 }, (_, i) => ({ symbol: `${600_000 + i}.SS`, series: sawtooth(40 + (i % 20)) }));
  const { record } = computeBook({ symbols: prepareSymbols(candles, strategy), strategy, barsPerYear: 244 });
  // A down bar every three: each member enters about a dozen times, and none is too dear for its share of the account.
  expect(record!.symbols).toBe(300);
  expect(record!.trades).toBeGreaterThan(300 * 10);
});
