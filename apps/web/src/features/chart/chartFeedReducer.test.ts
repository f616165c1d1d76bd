import type { ChartCandle } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type ChartFeed, type ChartFeedEvent, chartFeedReducer, emptyFeed, keptSeries } from './chartFeedReducer.js';
import { type DrawnWindow, windowChange } from './windowChange.js';

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

/** The window the chart draws for a feed, as ChartCanvas keeps it. */
const drawnOf = (feed: ChartFeed): DrawnWindow => ({
  series: feed.series!,
  first: feed.candles[0]!.ts,
  last: feed.candles[feed.candles.length - 1]!.ts,
  length: feed.candles.length,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => bar((from + i) * 10));

describe('a kept answer and the live answer that replaces it', () => {
  const kept = (candles: ChartCandle[], from: ChartFeed = emptyFeed) =>
    apply(from, { type: 'reset' }, { type: 'kept', series: 'MSFT:1d', ohlcs: candles, msg: 'demo' });

  it('shows the kept candles at once under a name of their own, ready but kept', () => {
    const shown = kept(range(1, 3));
    expect(shown).toMatchObject({ status: 'ready', series: keptSeries('MSFT:1d'), kept: true, msg: 'demo' });
    expect(shown.candles.map((c) => c.ts)).toEqual([10, 20, 30]);
    expect(kept([], listed)).toMatchObject({ status: 'loading', series: 'MSFT:1d', kept: false });
  });

  // Every way the live answer can differ from the kept one: the same, a bar on, a bar on with the window slid
  // (a full 400-candle answer), a bar behind, a bar replaced, many bars on.
  const lives: Record<string, [ChartCandle[], ChartCandle[]]> = {
    'the same candles': [range(1, 5), range(1, 5)],
    'a bar more': [range(1, 4), range(1, 5)],
    'a bar on, the window slid': [range(1, 5), range(2, 6)],
    'a bar less': [range(1, 5), range(1, 4)],
    'the last bar changed': [range(1, 5), [...range(1, 4), bar(50, 9)]],
    'older candles in front': [range(3, 5), range(1, 5)],
    'far on': [range(1, 5), range(40, 44)],
  };
  for (const [name, [before, after]] of Object.entries(lives)) {
    it(`draws the live answer whole and fitted, as a fresh load does: ${name}`, () => {
      const shown = kept(before, listed);
      const live = chartFeedReducer(shown, ohlcs('list', after));
      expect(live).toMatchObject({ status: 'ready', series: 'MSFT:1d', kept: false, candles: after });
      // The chart compares what it drew (the kept window) with the live one: always another series, so fitted.
      expect(windowChange(drawnOf(shown), live.series!, live.candles)).toEqual({ kind: 'fit' });
      expect(windowChange(drawnOf(shown), live.series!, live.candles)).toEqual(windowChange(drawnOf(listed), 'MSFT:1d#other', after));
    });
  }

  it('merges nothing into kept candles: no live bar, no older page, whatever their series', () => {
    const shown = kept(range(1, 5));
    for (const mode of ['append', 'replace', 'history'] as const) {
      expect(chartFeedReducer(shown, ohlcs(mode, [bar(60)]))).toBe(shown);
      expect(chartFeedReducer(apply(shown, { type: 'older' }), ohlcs(mode, [bar(0)])).candles).toBe(shown.candles);
    }
  });

  it('says the live answer failed rather than pass the kept candles off as it', () => {
    expect(chartFeedReducer(kept(range(1, 5)), { type: 'failed', msg: 'down' })).toMatchObject({ status: 'error', msg: 'down' });
  });

  it('gives way to an empty live answer, and to the next series under the spinner', () => {
    const shown = kept(range(1, 5));
    expect(chartFeedReducer(shown, ohlcs('list', [], 'MSFT:1d', 'No candles'))).toMatchObject({ status: 'empty', candles: [], kept: false });
    const next = chartFeedReducer(shown, { type: 'reset' });
    expect(next).toMatchObject({ status: 'loading', kept: false, candles: shown.candles });
    expect(chartFeedReducer(next, ohlcs('append', [bar(60)], 'MSFT:1d'))).toBe(next);
  });
});
