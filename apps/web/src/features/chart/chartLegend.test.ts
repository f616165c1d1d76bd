import type { ChartCandle } from '@signaldesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartPalette } from '@signaldesk/chart-render';
import { legendColour, legendLines, parseHiddenLines, zigzagParams } from './chartLegend.js';

const MATRIX = { ladder: false, helpline: false, trendline: false };
const ids = (pane: Parameters<typeof legendLines>[0], look = MATRIX) => legendLines(pane, look).map((line) => line.id);

describe('legendLines', () => {
  it('lists the matrix lines over the candles, main lines 2 px wide', () => {
    const lines = legendLines('price', MATRIX);
    expect(lines.map((line) => line.id)).toEqual(['matrix.mma10', 'matrix.mma30', 'matrix.mma60', 'matrix.mma120']);
    expect(lines.map((line) => line.width)).toEqual([2, 2, 2, 2]);
    expect(lines[0]!.colour).toBe(chartPalette.matrix.mma10);
  });

  it('adds the help lines, 1 px wide, and the trend line sets when they are switched on', () => {
    const lines = legendLines('price', { ladder: false, helpline: true, trendline: true });
    expect(lines.map((line) => line.id)).toEqual([
      'matrix.mma10',
      'matrix.mma30',
      'matrix.mma60',
      'matrix.mma120',
      'matrix.mma20',
      'matrix.mma40',
      'matrix.mma240',
      'zigzag.0',
      'zigzag.1',
    ]);
    expect(lines.filter((line) => line.id.startsWith('matrix.mma2') || line.id === 'matrix.mma40').map((line) => line.width)).toEqual([1, 1, 1]);
    expect(zigzagParams('zigzag.0')).toBe('12, 5, 3');
    expect(zigzagParams('zigzag.1')).toBe('3, 1, 1');
  });

  it('lists the ladder instead of the matrix, help lines or not', () => {
    expect(ids('price', { ladder: true, helpline: true, trendline: false })).toEqual(['ladder.st', 'ladder.mt', 'ladder.lt']);
  });

  it('lists each lower pane its own lines', () => {
    expect(ids('sine')).toEqual(['sine.kfast', 'sine.kslow', 'sine.bar']);
    expect(ids('chord')).toEqual(['chord.kfast', 'chord.kslow', 'chord.bar']);
    expect(ids('kd')).toEqual(['kd.k', 'kd.d']);
    expect(ids('volume')).toEqual(['candle.volume']);
  });
});

describe('legendColour', () => {
  const candle = { ts: 0, open: 1, high: 2, low: 0, close: 1, volume: 5, 'sine.showAwl': -1, 'sine.quadrant': 3 } as unknown as ChartCandle;
  const [fast, slow, columns] = legendLines('sine', MATRIX) as [never, never, never];

  it('colours the fast line and the columns as they are drawn on the candle', () => {
    expect(legendColour(fast, candle)).toBe(chartPalette.fastBelow.line);
    expect(legendColour(columns, candle)).toBe(chartPalette.phase.C);
    expect(legendColour(slow, candle)).toBe(chartPalette.slowLine);
  });
});

describe('parseHiddenLines', () => {
  it('keeps known lines once each and drops the rest', () => {
    expect(parseHiddenLines('["matrix.mma10","kd.d","matrix.mma10","nonsense",3]')).toEqual(['matrix.mma10', 'kd.d']);
  });

  it('falls back to nothing hidden on a missing, broken or foreign value', () => {
    expect(parseHiddenLines(null)).toEqual([]);
    expect(parseHiddenLines('{not json')).toEqual([]);
    expect(parseHiddenLines('{"matrix.mma10":true}')).toEqual([]);
  });
});

describe('hiddenLines', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A page's localStorage, shared by the loads of the module that stand for reloads. */
  function storage(): Storage {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
  }

  it('keeps a hidden line across a reload and shows it again on a second click', async () => {
    vi.stubGlobal('localStorage', storage());
    const first = (await import('./hiddenLines.js')).hiddenLines;
    expect(first.get()).toEqual([]);
    first.toggle('matrix.mma10');
    first.toggle('kd.k');
    expect(first.get()).toEqual(['matrix.mma10', 'kd.k']);

    vi.resetModules();
    const reloaded = (await import('./hiddenLines.js')).hiddenLines;
    expect(reloaded.get()).toEqual(['matrix.mma10', 'kd.k']);
    reloaded.toggle('matrix.mma10');
    expect(reloaded.get()).toEqual(['kd.k']);
    expect(JSON.parse(localStorage.getItem('chart.hiddenLines') ?? '')).toEqual(['kd.k']);
  });
});
