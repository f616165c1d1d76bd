import { describe, expect, it } from 'vitest';
import { compute, ema, kd, macd, rsi, sma, Workspace } from '../src';
import { seriesFromCandles } from '../src/series';
import { randomCandles } from './support/random';

/** The Workspace is the allocation-once way to run the building blocks and the catalogue over many series. */
describe('Workspace', () => {
  const a = seriesFromCandles(randomCandles(2_500, 21));
  const b = seriesFromCandles(randomCandles(2_500, 22));

  it('gives the one-call results bit for bit and reuses its outputs for series of the same length', () => {
    const ws = new Workspace();
    const first = ws.ema(a.close, 12);
    expect(first).toEqual(ema(a.close, 12));
    const second = ws.ema(b.close, 12);
    expect(second).toBe(first);
    expect(second).toEqual(ema(b.close, 12));
    expect(ws.sma(b.close, 30)).toEqual(sma(b.close, 30));
    expect(ws.rsi(b.close, 14)).toEqual(rsi(b.close, 14));
    expect(ws.macd(b.close)).toEqual(macd(b.close));
    expect(ws.kd(b.high, b.low, b.close)).toEqual(kd(b.high, b.low, b.close));
  });

  it('computes the catalogue in the memory of the previous call', () => {
    const ws = new Workspace();
    const first = ws.compute(a, { duration: '1d' });
    const second = ws.compute(b, { duration: '1d' });
    expect(second.memory).toBe(first.memory);
    expect(second.block).toEqual(compute(b, { duration: '1d' }).block);
  });

  it('starts each series afresh in reused memory, also when the duration changes between calls', () => {
    const ws = new Workspace();
    ws.compute(a, { barsPerYear: 40 });
    expect(ws.compute(b, { barsPerYear: 40 }).block).toEqual(compute(b, { barsPerYear: 40 }).block);
    expect(ws.compute(a, { duration: '1wk' }).block).toEqual(compute(a, { duration: '1wk' }).block);
    expect(ws.compute(b, { duration: '1d' }).block).toEqual(compute(b, { duration: '1d' }).block);
  });

  it('reallocates when the length changes', () => {
    const ws = new Workspace();
    const long = ws.ema(a.close, 12);
    expect(ws.ema(a.close.subarray(0, 100), 12).length).toBe(100);
    expect(ws.ema(a.close, 12)).not.toBe(long);
  });
});
