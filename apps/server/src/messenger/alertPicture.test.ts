import type { CandleRows, Message } from '@signaldesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertPictures, FAILED_PICTURE_RETRY_MS, PICTURE_CANDLES, type PictureSources } from './alertPicture.js';
import { ANALYSIS_THREADS } from '../quotes/analysisPool.js';
import type { PictureTask } from './pictureRender.js';

const message = (overrides: Partial<Message> = {}): Message =>
  ({
    id: 'm1',
    type: 'strategy',
    sessionid: 's',
    sessioname: 'Breakout',
    symbol: 'AAPL',
    name: 'Apple',
    duration: '1d',
    payload: { bar: 1_000 },
    ...overrides,
  }) as Message;

const rows = (count: number): CandleRows => ({ fields: ['ts'], rows: Array.from({ length: count }, (_, i) => [i]) });

function sources(candles: CandleRows, render?: PictureSources['render']) {
  const charts: [string, string, number, number][] = [];
  /** The market's steps in order: a series loaded, then its candles read. */
  const steps: string[] = [];
  const drawn: PictureTask[] = [];
  const errors: string[] = [];
  const parts: PictureSources = {
    load: async (symbol, duration) => {
      steps.push(`load ${symbol} ${duration}`);
    },
    chart: async (symbol, duration, before, count) => {
      steps.push(`read ${symbol} ${duration}`);
      charts.push([symbol, duration, before, count]);
      return { fields: candles.fields, rows: candles.rows.slice(-count) };
    },
    render:
      render ??
      (async (task) => {
        drawn.push(task);
        return new Uint8Array([drawn.length]);
      }),
    now: () => 5_000,
    onError: (_error, context) => errors.push(context),
  };
  return { parts, charts, steps, drawn, errors };
}

describe('alert pictures', () => {
  it('reads the candles up to the alert’s bar once and draws each language and colours once per fan-out', async () => {
    const { parts, charts, drawn } = sources(rows(400));
    const picture = alertPictures(parts);
    const [a, b, c, d] = await Promise.all([
      picture(message(), 'en', 'greenUp'),
      picture(message({ id: 'm2' }), 'en', 'greenUp'),
      picture(message(), 'zh', 'redUp'),
      picture(message(), 'zh', null),
    ]);
    expect(a).toBe(b);
    expect([a, c, d].map((png) => png?.[0])).toEqual([1, 2, 3]);
    expect(charts).toEqual([['AAPL', '1d', 1_001, PICTURE_CANDLES]]);
    expect(drawn.map((task) => [task.language, task.riseFall, task.rows.rows.length])).toEqual([
      ['en', 'greenUp', PICTURE_CANDLES],
      ['zh', 'redUp', PICTURE_CANDLES],
      ['zh', null, PICTURE_CANDLES],
    ]);
    expect(drawn[0]?.rows.rows.at(-1)).toEqual([399]);
  });

  it('loads a series as its chart would before reading its candles, once per fan-out', async () => {
    const { parts, steps } = sources(rows(5));
    const picture = alertPictures(parts);
    await Promise.all([picture(message(), 'en', null), picture(message(), 'zh', null), picture(message({ symbol: 'MSFT' }), 'en', null)]);
    expect([...steps].sort()).toEqual(['load AAPL 1d', 'load MSFT 1d', 'read AAPL 1d', 'read MSFT 1d']);
    expect(steps.indexOf('load AAPL 1d')).toBeLessThan(steps.indexOf('read AAPL 1d'));
    expect(steps.indexOf('load MSFT 1d')).toBeLessThan(steps.indexOf('read MSFT 1d'));
  });

  it('draws the stored candles when loading the series fails, and logs it', async () => {
    const { parts, drawn, errors } = sources(rows(5));
    parts.load = () => Promise.reject(new Error('source away'));
    expect(await alertPictures(parts)(message(), 'en', null)).not.toBeNull();
    expect(drawn).toHaveLength(1);
    expect(errors).toEqual([expect.stringContaining('AAPL 1d could not be fetched')]);
  });

  it('takes the latest bar when the message names none, and draws none for an idea without a symbol', async () => {
    const { parts, charts } = sources(rows(3));
    const picture = alertPictures(parts);
    expect(await picture(message({ type: 'featured', payload: { title: 'Idea' } }), 'en', null)).not.toBeNull();
    expect(await picture(message({ type: 'featured', symbol: '', payload: {} }), 'en', null)).toBeNull();
    expect(charts).toEqual([['AAPL', '1d', 5_001, PICTURE_CANDLES]]);
  });

  it('gives no picture for a series without candles, and logs a failure to draw without failing', async () => {
    const empty = sources(rows(0));
    expect(await alertPictures(empty.parts)(message(), 'en', null)).toBeNull();
    expect(empty.errors).toEqual([]);
    const broken = sources(rows(5), () => Promise.reject(new Error('canvas lost')));
    expect(await alertPictures(broken.parts)(message(), 'en', null)).toBeNull();
    expect(broken.errors).toEqual([expect.stringContaining('AAPL 1d could not be drawn')]);
  });

  describe('after a failure', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shares a failed drawing within a burst, then draws again after the wait, and keeps a success', async () => {
      vi.useFakeTimers();
      let failing = true;
      const { parts, charts, drawn, errors } = sources(rows(5));
      const draw = parts.render;
      parts.render = (task) => (failing ? Promise.reject(new Error('canvas lost')) : draw(task));
      const picture = alertPictures(parts);

      expect(await Promise.all([picture(message(), 'en', null), picture(message({ id: 'm2' }), 'en', null)])).toEqual([null, null]);
      expect(errors).toHaveLength(1);
      failing = false;
      await vi.advanceTimersByTimeAsync(FAILED_PICTURE_RETRY_MS - 1);
      expect(await picture(message(), 'en', null)).toBeNull();

      await vi.advanceTimersByTimeAsync(1);
      const drawnAgain = await picture(message(), 'en', null);
      expect(drawnAgain?.[0]).toBe(1);
      await vi.advanceTimersByTimeAsync(10 * FAILED_PICTURE_RETRY_MS);
      expect(await picture(message({ id: 'm3' }), 'en', null)).toBe(drawnAgain);
      expect(drawn).toHaveLength(1);
      expect(charts).toHaveLength(1);
      expect(errors).toHaveLength(1);
    });

    it('reads the candles again after the wait when reading them failed', async () => {
      vi.useFakeTimers();
      let failing = true;
      const { parts, charts, errors } = sources(rows(5));
      const read = parts.chart;
      parts.chart = (...args) => (failing ? Promise.reject(new Error('database away')) : read(...args));
      const picture = alertPictures(parts);

      expect(await Promise.all([picture(message(), 'en', null), picture(message(), 'zh', null)])).toEqual([null, null]);
      expect(errors).toHaveLength(2);
      failing = false;
      await vi.advanceTimersByTimeAsync(FAILED_PICTURE_RETRY_MS);

      const [en, zh] = await Promise.all([picture(message(), 'en', null), picture(message(), 'zh', null)]);
      expect([en?.[0], zh?.[0]]).toEqual([1, 2]);
      expect(charts).toHaveLength(1);
    });
  });

  it('reads a fan-out’s series a few at a time, one per analysis thread and one waiting', async () => {
    let running = 0;
    let most = 0;
    const { parts } = sources(rows(3));
    parts.chart = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return rows(3);
    };
    const picture = alertPictures(parts);
    const drawn = await Promise.all(Array.from({ length: 20 }, (_, i) => picture(message({ symbol: `S${i}` }), 'en', null)));
    expect(drawn.every((png) => png !== null)).toBe(true);
    expect(most).toBe(ANALYSIS_THREADS + 1);
  });
});
