import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type ChartFeed, type ChartFeedEvent, chartFeedReducer, emptyFeed } from './chartFeedReducer.js';

const bar = (ts: number, close = 1): ChartCandle => ({ ts, open: 1, high: 2, low: 0.5, close, volume: 10 });
const ohlcs = (mode: 'list' | 'history' | 'append' | 'replace', candles: ChartCandle[], series = 'MSFT:1d', msg?: string): ChartFeedEvent => ({
  type: 'ohlcs',
  series,
  reply: { mode, ohlcs: candles, ...(msg ? { msg } : {}) },
});
const listed = chartFeedReducer(emptyFeed, ohlcs('list', [bar(10), bar(20)]));
const apply = (feed: ChartFeed, ...events: ChartFeedEvent[]) => events.reduce(chartFeedReducer, feed);

describe('chartFeedReducer', () => {
  it('replaces the series on a list, names it and says when it is empty', () => {
    expect(listed).toMatchObject({ status: 'ready', series: 'MSFT:1d' });
    const empty = chartFeedReducer(listed, ohlcs('list', [], 'MSFT:1d', 'No candles'));
    expect(empty).toMatchObject({ status: 'empty', candles: [], msg: 'No candles' });
  });

  it('puts older history in front and notices when there is no more', () => {
    const older = apply(listed, { type: 'older' }, ohlcs('history', [bar(5), bar(10)]));
    expect(older.candles.map((c) => c.ts)).toEqual([5, 10, 20]);
    expect(older).toMatchObject({ loadingOlder: false, exhausted: false });
    const none = apply(older, { type: 'older' }, ohlcs('history', []));
    expect(none.exhausted).toBe(true);
  });

  it('ignores history nobody waits for: asked before a switch, or of another series', () => {
    expect(chartFeedReducer(listed, ohlcs('history', [bar(5)]))).toBe(listed);
    const waiting = chartFeedReducer(listed, { type: 'older' });
    expect(chartFeedReducer(waiting, ohlcs('history', [bar(5)], 'MSFT:4h'))).toBe(waiting);
  });

  it('replaces the last bar or appends a new one', () => {
    const replaced = chartFeedReducer(listed, ohlcs('replace', [bar(20, 3)]));
    expect(replaced.candles.map((c) => [c.ts, c.close])).toEqual([
      [10, 1],
      [20, 3],
    ]);
    const appended = chartFeedReducer(replaced, ohlcs('append', [bar(30)]));
    expect(appended.candles.map((c) => c.ts)).toEqual([10, 20, 30]);
    expect(appended.liveTicks).toBe(2);
    expect(chartFeedReducer(appended, ohlcs('append', [bar(15)])).candles).toBe(appended.candles);
  });

  it('creates the series on an append when there is none', () => {
    const created = chartFeedReducer(emptyFeed, ohlcs('append', [bar(10)]));
    expect(created).toMatchObject({ status: 'ready', series: 'MSFT:1d', candles: [bar(10)] });
  });

  it('keeps the old candles under the spinner until the next series replaces them, never mixing in its bars', () => {
    const loading = chartFeedReducer(listed, { type: 'reset' });
    expect(loading).toMatchObject({ status: 'loading', series: 'MSFT:1d', candles: listed.candles, liveTicks: 0 });
    expect(chartFeedReducer(loading, ohlcs('append', [bar(99)], 'MSFT:1m'))).toBe(loading);
    const next = chartFeedReducer(loading, ohlcs('list', [bar(99)], 'MSFT:1m'));
    expect(next).toMatchObject({ status: 'ready', series: 'MSFT:1m' });
    expect(next.candles.map((c) => c.ts)).toEqual([99]);
  });

  it('keeps the candles it shows when a later request fails, but says so when the next series never came', () => {
    expect(chartFeedReducer(listed, { type: 'failed', msg: 'down' })).toMatchObject({ status: 'ready', msg: 'down' });
    expect(chartFeedReducer(emptyFeed, { type: 'failed', msg: 'down' }).status).toBe('error');
    expect(apply(listed, { type: 'reset' }, { type: 'failed', msg: 'down' }).status).toBe('error');
  });
});
