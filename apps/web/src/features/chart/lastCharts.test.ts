import { describe, expect, it } from 'vitest';
import { createLastCharts } from './lastCharts.js';

function memoryStorage(limit = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const chart = (close: number) => ({ ohlcs: { fields: ['ts', 'close'], rows: [[1_700_000_000, close]] } });

describe('last charts', () => {
  it('gives back the answer kept for a series, and nothing for one never seen', () => {
    const last = createLastCharts(memoryStorage());
    last.keep('AAPL:1d', { ...chart(190), msg: 'demo' });
    expect(last.recall('AAPL:1d')).toEqual({ ...chart(190), msg: 'demo' });
    expect(last.recall('AAPL:1wk')).toBeNull();
  });

  it('keeps the four series seen last, the newest answer of each', () => {
    const storage = memoryStorage();
    const last = createLastCharts(storage);
    for (const [i, series] of ['A:1d', 'B:1d', 'C:1d', 'D:1d', 'A:1d', 'E:1d'].entries()) last.keep(series, chart(i));
    expect(last.recall('B:1d')).toBeNull();
    expect(last.recall('A:1d')).toEqual(chart(4));
    expect(['C:1d', 'D:1d', 'E:1d'].map((series) => last.recall(series))).toEqual([chart(2), chart(3), chart(5)]);
    expect(storage.items.size).toBe(5);
  });

  it('drops what it kept when storage is full rather than keep half', () => {
    const storage = memoryStorage(200);
    const last = createLastCharts(storage);
    last.keep('A:1d', chart(1));
    last.keep('B:1d', { ohlcs: { fields: ['ts', 'close'], rows: Array.from({ length: 50 }, (_, i) => [i, i]) } });
    expect(last.recall('A:1d')).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('forgets everything at once, and reads damaged entries as none', () => {
    const storage = memoryStorage();
    const last = createLastCharts(storage);
    last.keep('A:1d', chart(1));
    last.clear();
    expect(storage.items.size).toBe(0);
    storage.setItem('chart.last:A:1d', '{not json');
    storage.setItem('chart.last:C:1d', '{"ohlcs":{"fields":["ts"]}}');
    storage.setItem('chart.last:D:1d', '{"ohlcs":{"fields":["ts"],"rows":[]}}');
    storage.setItem('chart.last', 'nope');
    expect(['A:1d', 'C:1d', 'D:1d'].map((series) => last.recall(series))).toEqual([null, null, null]);
    last.keep('B:1d', chart(2));
    expect(last.recall('B:1d')).toEqual(chart(2));
  });
});
