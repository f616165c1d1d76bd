import { screenerField, type WatchlistColumn } from '@signaldesk/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en as chartEn } from '../chart/chartTexts.en.js';
import { zh as chartZh } from '../chart/chartTexts.zh.js';
import { en as indicatorsEn } from '../indicators/indicatorsTexts.en.js';
import { zh as indicatorsZh } from '../indicators/indicatorsTexts.zh.js';
import { listName } from './listName.js';
import { cellText, columnLabel, columnLines, fieldDurations, indicatorColumn, sameColumn } from './watchlistColumns.js';
import { en as watchlistEn } from './watchlistTexts.en.js';
import { zh as watchlistZh } from './watchlistTexts.zh.js';

function translator(language: 'en' | 'zh') {
  const i18n = i18next.createInstance();
  const resources = {
    en: { watchlist: watchlistEn, chart: chartEn, indicators: indicatorsEn },
    zh: { watchlist: watchlistZh, chart: chartZh, indicators: indicatorsZh },
  };
  void i18n.init({ lng: language, resources: { [language]: resources[language] }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'watchlist');
}
const tEn = translator('en');
const tZh = translator('zh');

const rsi = indicatorColumn([], 'rsi', { period: 14 }, 'rsi', '1d');
const macdSignal = indicatorColumn([rsi], 'macd', { fast: 12, slow: 26, signal: 9 }, 'signal', '1h');

describe('a column header', () => {
  it('names the quote figures and the earnings date in the reader language', () => {
    expect(columnLabel({ kind: 'quote', field: 'changePercent' }, 'en', tEn)).toBe('Chg %');
    expect(columnLabel({ kind: 'quote', field: 'dayRange' }, 'zh', tZh)).toBe('日内区间');
    expect(columnLabel({ kind: 'earnings' }, 'en', tEn)).toBe('Next earnings');
    expect(columnLabel({ kind: 'earnings' }, 'zh', tZh)).toBe('下次财报');
  });

  it('names a screener field by its catalogue name and the duration it reads', () => {
    const column: WatchlistColumn = { kind: 'field', field: 'kd.k', duration: '1wk' };
    expect(columnLabel(column, 'en', tEn)).toBe(`${screenerField('kd.k')!.name.en} · Week`);
    expect(columnLabel(column, 'zh', tZh)).toBe(`${screenerField('kd.k')!.name.zh} · 周线`);
  });

  it('names an indicator as the chart legend does, its line only when it has several', () => {
    expect(columnLabel(rsi, 'en', tEn)).toBe('RSI 14 · Day');
    expect(columnLabel(rsi, 'zh', tZh)).toBe('RSI 14 · 日线');
    expect(columnLabel(macdSignal, 'en', tEn)).toBe('MACD 12 26 9 Signal · 1 h');
    const vwap = indicatorColumn([], 'vwap', { anchor: 'auto' }, 'vwap', '5m');
    expect(columnLabel(vwap, 'en', tEn)).toBe('VWAP Auto · 5 min');
  });

  it('names the built-in lists in the reader language and the trader own lists as written', () => {
    expect(listName({ kind: 'follow', name: 'follow' }, tEn)).toBe('Followed');
    expect(listName({ kind: 'feature', name: 'feature' }, tZh)).toBe('收藏');
    expect(listName({ kind: 'own', name: 'Semis' }, tZh)).toBe('Semis');
  });
});

describe('a cell', () => {
  it('writes quote figures with the product formats, a day range as low to high', () => {
    expect(cellText({ kind: 'quote', field: 'last' }, 52334.5, 'en', 'BTC-USD')).toBe('52,334.50');
    expect(cellText({ kind: 'quote', field: 'last' }, 1.16271, 'en', 'EURUSD=X')).toBe('1.1627');
    expect(cellText({ kind: 'quote', field: 'changePercent' }, -0.5, 'en', 'AAPL')).toBe('-0.50%');
    expect(cellText({ kind: 'quote', field: 'volume' }, 123_456_789, 'zh', 'AAPL')).toBe('1.23亿');
    expect(cellText({ kind: 'quote', field: 'dayRange' }, [182.1, 185], 'en', 'AAPL')).toBe('182.10 – 185.00');
  });

  it('writes an earnings date as the calendar does, an indicator as its legend does, and a dash without a value', () => {
    expect(cellText({ kind: 'earnings' }, '20261105', 'en', 'AAPL')).toBe('Thu, 11/5');
    expect(cellText(rsi, 55.1234, 'en', 'AAPL')).toBe('55.12');
    expect(cellText({ kind: 'field', field: 'kd.k', duration: '1d' }, null, 'en', 'AAPL')).toBe('—');
    expect(cellText({ kind: 'quote', field: 'last' }, undefined, 'en', 'AAPL')).toBe('—');
    expect(cellText({ kind: 'quote', field: 'last' }, '20261105', 'en', 'AAPL')).toBe('—');
  });
});

describe('the column chooser', () => {
  it('offers a field at the durations its catalogue computes it for, in the order of the chart tabs', () => {
    expect(fieldDurations(screenerField('candle.amplitude')!)).toEqual(['1d', '1wk', '1h']);
  });

  it('offers the lines a trader reads, not those computed for another line', () => {
    expect(columnLines('macd')).toEqual(['macd', 'signal', 'histogram']);
    expect(columnLines('supertrend')).toEqual(['supertrend']);
  });

  it('tells a column shown already, an indicator by its settings, line and duration rather than its id', () => {
    expect(macdSignal.indicator.id).not.toBe(rsi.indicator.id);
    expect(sameColumn(rsi, indicatorColumn([rsi], 'rsi', { period: 14 }, 'rsi', '1d'))).toBe(true);
    expect(sameColumn(rsi, indicatorColumn([], 'rsi', { period: 21 }, 'rsi', '1d'))).toBe(false);
    expect(sameColumn({ kind: 'earnings' }, { kind: 'earnings' })).toBe(true);
    expect(sameColumn({ kind: 'quote', field: 'last' }, { kind: 'quote', field: 'volume' })).toBe(false);
  });
});
