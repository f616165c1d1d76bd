import { CHART_INDICATOR_LIMITS, chartIndicatorListSchema } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type ChartIndicator, freeColour, INDICATOR_COLOURS, newIndicator, parseChartIndicators, searchIndicators } from './indicatorStorage.js';

const stored = (value: unknown) => JSON.stringify(value);

describe('the chart indicators kept in the browser', () => {
  it('keep what the account keeps: the palette the contract counts, and a new instance the contract takes', () => {
    expect(INDICATOR_COLOURS).toHaveLength(CHART_INDICATOR_LIMITS.colours);
    const first = newIndicator([], 'ichimoku');
    const list = [first, newIndicator([first], 'vwap')];
    expect(chartIndicatorListSchema.parse(list)).toEqual(list);
  });

  it('reads instances back with every setting filled in', () => {
    const list = parseChartIndicators(
      stored([
        { id: 'i1', indicator: 'ema', settings: { period: 50 }, colour: 0, hidden: false },
        { id: 'i2', indicator: 'macd', settings: {}, colour: 1, hidden: true },
      ]),
    );
    expect(list).toEqual([
      { id: 'i1', indicator: 'ema', settings: { period: 50 }, colour: 0, hidden: false },
      { id: 'i2', indicator: 'macd', settings: { fast: 12, slow: 26, signal: 9 }, colour: 1, hidden: true },
    ]);
  });

  it('drops each entry the contract refuses and keeps the rest', () => {
    const list = parseChartIndicators(
      stored([
        { id: 'i1', indicator: 'ema', settings: { period: 0 } },
        { id: 'i2', indicator: 'nope', settings: {} },
        { id: 'i3', indicator: 'rsi', settings: { length: 14 } },
        { id: 'i4', indicator: 'macd', settings: { fast: 30, slow: 26 } },
        { id: 'i5', indicator: 'vwap', settings: { anchor: 'decade' } },
        'ema',
        null,
        { id: 'i6', indicator: 'rsi', settings: { period: 21 }, colour: 2 },
      ]),
    );
    expect(list.map((item) => [item.id, item.indicator, item.settings])).toEqual([['i6', 'rsi', { period: 21 }]]);
  });

  it('keeps the height a pane was dragged to, when it is one a pane can have', () => {
    const list = parseChartIndicators(
      stored([
        { id: 'i1', indicator: 'rsi', height: 140.4 },
        { id: 'i2', indicator: 'macd', height: 3 },
        { id: 'i3', indicator: 'atr', height: '140' },
      ]),
    );
    expect(list.map((item) => item.height)).toEqual([140, undefined, undefined]);
  });

  it('takes a broken or foreign value for no indicators rather than failing', () => {
    for (const text of [null, '', '{', '{"ema":20}', '42', 'null']) expect(parseChartIndicators(text)).toEqual([]);
  });

  it('gives a repeated or bad id and a colour outside the palette fresh ones', () => {
    const list = parseChartIndicators(
      stored([
        { id: 'i1', indicator: 'sma', colour: 0 },
        { id: 'i1', indicator: 'ema', colour: 99 },
        { id: '<script>', indicator: 'wma', colour: 1.5 },
      ]),
    );
    expect(new Set(list.map((item) => item.id)).size).toBe(3);
    expect(list.map((item) => item.colour)).toEqual([0, 1, 2]);
    expect(list.every((item) => item.hidden === false)).toBe(true);
  });

  it('adds an instance at its defaults in the first colour no other instance uses', () => {
    const first = newIndicator([], 'bollinger');
    expect(first).toEqual({ id: 'i1', indicator: 'bollinger', settings: { period: 20, deviations: 2 }, colour: 0, hidden: false });
    const list: ChartIndicator[] = [first, { ...newIndicator([first], 'ema'), colour: 2 }];
    const third = newIndicator(list, 'ema');
    expect(third.colour).toBe(1);
    expect(third.id).not.toBe(list[1]!.id);
    const full = INDICATOR_COLOURS.map((_, colour) => ({ ...first, id: `i${colour}`, colour }));
    expect(freeColour(full)).toBe(0);
  });
});

describe('the indicator search', () => {
  it('finds by short name or by the full name in the reader’s language, grouped by where they draw', () => {
    expect(searchIndicators('', 'en').price).toContain('ema');
    expect(searchIndicators('', 'en').pane).toContain('rsi');
    expect(searchIndicators('ema', 'en')).toEqual({ price: ['ema'], pane: [] });
    expect(searchIndicators('Relative strength', 'en')).toEqual({ price: [], pane: ['rsi'] });
    expect(searchIndicators('rsi', 'zh')).toEqual({ price: [], pane: ['rsi', 'stochRsi'] });
    expect(searchIndicators('布林', 'zh')).toEqual({ price: ['bollinger'], pane: [] });
    expect(searchIndicators('布林', 'en')).toEqual({ price: [], pane: [] });
    expect(searchIndicators('  moving average ', 'en').price).toEqual(['sma', 'ema', 'wma']);
  });
});
