import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { chartFeedReducer, emptyFeed } from './chartFeedReducer.js';

const bar = (ts: number, close = 1): ChartCandle => ({ ts, open: 1, high: 2, low: 0.5, close, volume: 10 });
const listed = chartFeedReducer(emptyFeed, { type: 'ohlcs', reply: { mode: 'list', ohlcs: [bar(10), bar(20)] } });

describe('chartFeedReducer', () => {
  it('replaces the series on a list and says when it is empty', () => {
    expect(listed.status).toBe('ready');
    const empty = chartFeedReducer(listed, { type: 'ohlcs', reply: { mode: 'list', ohlcs: [], msg: 'No candles' } });
    expect(empty).toMatchObject({ status: 'empty', candles: [], msg: 'No candles' });
  });

  it('puts older history in front and notices when there is no more', () => {
    const loading = chartFeedReducer(listed, { type: 'older' });
    const older = chartFeedReducer(loading, { type: 'ohlcs', reply: { mode: 'history', ohlcs: [bar(5), bar(10)] } });
    expect(older.candles.map((c) => c.ts)).toEqual([5, 10, 20]);
    expect(older).toMatchObject({ loadingOlder: false, exhausted: false });
    const none = chartFeedReducer(older, { type: 'ohlcs', reply: { mode: 'history', ohlcs: [] } });
    expect(none.exhausted).toBe(true);
  });

  it('replaces the last bar or appends a new one', () => {
    const replaced = chartFeedReducer(listed, { type: 'ohlcs', reply: { mode: 'replace', ohlcs: [bar(20, 3)] } });
    expect(replaced.candles.map((c) => [c.ts, c.close])).toEqual([
      [10, 1],
      [20, 3],
    ]);
    const appended = chartFeedReducer(replaced, { type: 'ohlcs', reply: { mode: 'append', ohlcs: [bar(30)] } });
    expect(appended.candles.map((c) => c.ts)).toEqual([10, 20, 30]);
    expect(appended.liveTicks).toBe(2);
    expect(chartFeedReducer(appended, { type: 'ohlcs', reply: { mode: 'append', ohlcs: [bar(15)] } }).candles).toBe(appended.candles);
  });

  it('creates the series on an append when there is none', () => {
    const created = chartFeedReducer(emptyFeed, { type: 'ohlcs', reply: { mode: 'append', ohlcs: [bar(10)] } });
    expect(created).toMatchObject({ status: 'ready', candles: [bar(10)] });
  });

  it('keeps the old candles under the spinner until the next series replaces them', () => {
    const loading = chartFeedReducer(listed, { type: 'reset' });
    expect(loading).toMatchObject({ status: 'loading', candles: listed.candles, liveTicks: 0 });
    const next = chartFeedReducer(loading, { type: 'ohlcs', reply: { mode: 'list', ohlcs: [bar(99)] } });
    expect(next.candles.map((c) => c.ts)).toEqual([99]);
  });

  it('keeps the candles it has when a request fails', () => {
    expect(chartFeedReducer(listed, { type: 'failed', msg: 'down' })).toMatchObject({ status: 'ready', msg: 'down' });
    expect(chartFeedReducer(emptyFeed, { type: 'failed', msg: 'down' }).status).toBe('error');
  });
});
