import type { AlertCondition, AlertReading, AlertTrigger } from '@signaldesk/contract';
import type { Candle } from '@signaldesk/market-data';
import { describe, expect, it } from 'vitest';
import { AlertBook, type WatchedAlert } from './alertBook.js';

const HOUR = 3_600;
const T = 1_767_711_600;
const bar = (ts: number, close: number, range = 1): Candle => ({ ts, open: close, high: close + range, low: close - range, close, volume: 1 });

let counter = 0;
function alert(condition: AlertCondition, reading: AlertReading = 'close', trigger: AlertTrigger = { mode: 'every', gapSeconds: 60 }): Omit<WatchedAlert, 'previous' | 'firing'> {
  counter += 1;
  const id = `a${counter}`;
  return {
    id,
    userid: 'u1',
    symbol: 'AAPL',
    duration: '1h',
    reading,
    condition,
    message: '',
    webhookUrl: null,
    updatedAt: T,
    state: { id, trigger, active: true, expiresAt: null, armedAt: T, lastFired: null },
  };
}

const above = (level: number): AlertCondition => ({ kind: 'price', crossing: 'goesAbove', level });
const never = () => () => false;

describe('the alert book', () => {
  it('reads a close alert once, when the next bar appends, on the closed bar', () => {
    const book = new AlertBook(never);
    const watched = alert(above(100));
    book.put(watched, T);
    book.seed('AAPL:1h', [bar(T - 2 * HOUR, 98), bar(T - HOUR, 99)], T);
    // The forming bar goes over the level: a close alert waits for its close.
    expect(book.update('AAPL:1h', 'replace', bar(T - HOUR, 101), bar(T - HOUR, 99), T + 60)).toEqual([]);
    const [fired, ...more] = book.update('AAPL:1h', 'append', bar(T, 101.5), bar(T - HOUR, 101), T + 120);
    expect(more).toEqual([]);
    expect(fired).toMatchObject({ key: `${watched.id}:tick:${T}`, moment: { time: T, barOpen: T - HOUR }, value: 101 });
  });

  it('reads an intrabar alert at every tick, crossing from the series’ last bar when it was added', () => {
    const book = new AlertBook(never);
    book.put(alert(above(1_000)), T);
    book.seed('AAPL:1h', [bar(T - HOUR, 99)], T);
    const watched = alert(above(100), 'intrabar');
    book.put(watched, T + 10);
    expect(book.alert(watched.id)?.previous).toEqual({ time: T + 10, price: 99 });
    expect(book.update('AAPL:1h', 'replace', bar(T - HOUR, 100.5), null, T + 20).map((c) => c.alert.id)).toEqual([watched.id]);
    expect(book.update('AAPL:1h', 'replace', bar(T - HOUR, 101), null, T + 30)).toEqual([]);
  });

  it('gives moves the bars they read, the forming one included for an intrabar reading', () => {
    const book = new AlertBook(never);
    const move = alert({ kind: 'move', direction: 'up', percent: 10, bars: 3 }, 'intrabar');
    book.put(move, T);
    book.seed('AAPL:1h', [bar(T - 4 * HOUR, 50, 0), bar(T - 3 * HOUR, 100, 0), bar(T - 2 * HOUR, 100, 0), bar(T - HOUR, 100, 0)], T);
    // The 50 low lies four bars back, outside the period.
    expect(book.update('AAPL:1h', 'replace', bar(T - HOUR, 105, 0), null, T + 10)).toEqual([]);
    expect(book.update('AAPL:1h', 'replace', bar(T - HOUR, 110, 0), null, T + 20)).toHaveLength(1);
  });

  it('asks the screener about indicator rules once per update, and only when an indicator alert reads', () => {
    const asked: string[] = [];
    const book = new AlertBook((symbol, duration) => {
      asked.push(`${symbol}:${duration}`);
      return () => true;
    });
    book.put(alert({ kind: 'indicator', rules: { 'kd.k': { max: 20 } } }, 'intrabar'), T);
    book.put(alert({ kind: 'indicator', rules: { 'kd.k': { min: 80 } } }, 'intrabar'), T);
    expect(book.update('AAPL:1h', 'replace', bar(T, 10), null, T + 10)).toHaveLength(2);
    expect(asked).toEqual(['AAPL:1h']);
  });

  it('holds back a trigger that may not fire, and one whose firing is being kept', () => {
    const book = new AlertBook(never);
    const once = alert({ kind: 'move', direction: 'up', percent: 1, bars: 1 }, 'intrabar', { mode: 'once' });
    book.put(once, T);
    book.seed('AAPL:1h', [bar(T, 100, 0)], T);
    const [candidate] = book.update('AAPL:1h', 'replace', bar(T, 110, 10), null, T + 10);
    expect(candidate?.key).toBe(`${once.id}:once:${T}`);
    (candidate as { alert: WatchedAlert }).alert.firing = true;
    expect(book.update('AAPL:1h', 'replace', bar(T, 111, 11), null, T + 20)).toEqual([]);
    book.put({ ...once, state: { ...once.state, lastFired: { time: T + 10, barOpen: T } } }, T + 30);
    (candidate as { alert: WatchedAlert }).alert.firing = false;
    book.put({ ...once, state: { ...once.state, lastFired: { time: T + 10, barOpen: T } } }, T + 30);
    expect(book.update('AAPL:1h', 'replace', bar(T, 112, 12), null, T + 40)).toEqual([]);
  });

  it('lets a series go with its last alert, and moves an alert whose symbol changed', () => {
    const book = new AlertBook(never);
    const watched = alert(above(100));
    book.put(watched, T);
    expect(book.seriesKeys()).toEqual(['AAPL:1h']);
    book.put({ ...watched, symbol: 'MSFT', updatedAt: T + 1 }, T + 1);
    expect(book.seriesKeys()).toEqual(['MSFT:1h']);
    book.remove(watched.id);
    expect(book.seriesKeys()).toEqual([]);
    expect(book.size).toBe(0);
  });
});
