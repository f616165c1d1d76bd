import { describe, expect, it } from 'vitest';
import { candlesFromCsv } from '../../src/providers/csv/candlesFromCsv.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const HEADER = 'Date,Open,High,Low,Close,Volume';

/** Daily rows from 2020-01-01, each opening at `opens[i]` (the last close when absent), the range 1 % around the bar. */
function bars(closes: readonly number[], opens: Readonly<Record<number, number>> = {}): string {
  const rows = closes.map((close, i) => {
    const date = new Date((day('2020-01-01') + i * 86_400) * 1000).toISOString().slice(0, 10);
    const open = opens[i] ?? closes[i - 1] ?? close;
    const high = Number((Math.max(open, close) * 1.01).toPrecision(6));
    const low = Number((Math.min(open, close) * 0.99).toPrecision(6));
    return `${date},${open},${high},${low},${close},1000`;
  });
  return `${HEADER}\n${rows.join('\n')}\n`;
}

/** `count` closes walking up and down by under 1 % from `from`. */
const calm = (from: number, count: number) => Array.from({ length: count }, (_, i) => Number((from * (1 + ((i % 5) - 2) / 300)).toPrecision(5)));

const splitNotes = (text: string) => candlesFromCsv(text).warnings.map((w) => ({ line: w.line, split: /as (a .*?) would/.exec(w.reason)?.[1] }));

describe("yfinance's three header rows", () => {
  const download = [
    'Price,Close,High,Low,Open,Volume',
    'Ticker,AAPL,AAPL,AAPL,AAPL,AAPL',
    'Date,,,,,',
    '2024-01-02,185.64,188.44,183.89,187.15,82488700',
    '2024-01-03,184.25,185.88,183.43,184.22,58414500',
  ].join('\n');

  it('reads the fields from the first row and the rows after the third', () => {
    const read = candlesFromCsv(download);
    expect(read.problems).toEqual([]);
    expect(read.rowsRead).toBe(2);
    expect(read.candles).toEqual([
      { ts: day('2024-01-02'), open: 187.15, high: 188.44, low: 183.89, close: 185.64, volume: 82488700 },
      { ts: day('2024-01-03'), open: 184.22, high: 185.88, low: 183.43, close: 184.25, volume: 58414500 },
    ]);
  });

  it('reads an intraday download, whose third row names Datetime, at its instants', () => {
    const text = 'Price,Close,High,Low,Open,Volume\nTicker,BTC-USD,BTC-USD,BTC-USD,BTC-USD,BTC-USD\nDatetime,,,,,\n2025-08-08 14:00:00+00:00,116130,116168,116093,116125,6\n';
    expect(candlesFromCsv(text, { duration: '1h' }).candles.map((c) => c.ts)).toEqual([Date.UTC(2025, 7, 8, 14) / 1000]);
  });

  it('refuses a download of several tickers in one file, saying how to download one', () => {
    const text = 'Price,Close,Close,High,High,Low,Low,Open,Open,Volume,Volume\nTicker,AAPL,MSFT,AAPL,MSFT,AAPL,MSFT,AAPL,MSFT,AAPL,MSFT\nDate,,,,,,,,,,\n';
    expect(candlesFromCsv(text).problems).toEqual([
      { line: 1, reason: 'the file holds 2 tickers (AAPL, MSFT); download one ticker a file, e.g. yf.download("AAPL").to_csv(...)' },
    ]);
  });
});

describe('a header it cannot read', () => {
  it('quotes the header and says how to write one it reads', () => {
    const { candles, problems } = candlesFromCsv('Stock prices for AAPL\u0007\n2024-01-02,185.64,188.44,183.89,187.15,82488700\n');
    expect(candles).toEqual([]);
    expect(problems).toEqual([
      {
        line: 1,
        reason:
          'the header "Stock prices for AAPL\\x07" names no time, open, high, low, close column; name the columns in the first row Date, Open, High, Low, Close and Volume (any order, any case), or write no header and the columns as time, open, high, low, close, volume',
      },
    ]);
  });
});

describe('rows with the open or close outside the high–low', () => {
  // A gold future's settlement close above the day's high, and an open below the low, as Yahoo writes them.
  const text = `${HEADER}\n2024-01-02,2050,2060,2040,2055,100\n2024-01-03,2055,2062,2041,2065.4,100\n2024-01-04,2038,2070,2040,2060,100\n2024-01-05,2060,2050,2070,2060,100\n`;

  it('refuses them by default', () => {
    const { candles, problems, widened } = candlesFromCsv(text);
    expect(candles.map((c) => c.ts)).toEqual([day('2024-01-02')]);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5]);
    expect(widened).toBe(0);
  });

  it('keeps them when asked, the close as written and the high or low moved out to it, and counts them', () => {
    const { candles, problems, warnings, widened } = candlesFromCsv(text, { widenHighLow: true });
    expect(candles.slice(1)).toEqual([
      { ts: day('2024-01-03'), open: 2055, high: 2065.4, low: 2041, close: 2065.4, volume: 100 },
      { ts: day('2024-01-04'), open: 2038, high: 2070, low: 2038, close: 2060, volume: 100 },
    ]);
    // A high below the low is no settlement quirk: it stays refused.
    expect(problems).toEqual([{ line: 5, reason: 'high 2050 is below the low 2070' }]);
    expect(widened).toBe(2);
    expect(warnings).toEqual([{ line: 3, reason: '2 rows from this line on had an open or close outside the high–low; the high or low was moved out to it' }]);
  });
});

describe('messages', () => {
  it('takes a trailing Ctrl-Z for the end of the file, not a bad row', () => {
    const body = `${HEADER}\n2024-01-02,10,11,9,10.5,100\n2024-01-03,10,11,9,10.5,100\n`;
    for (const ending of ['\u001a', '\u001a\r\n', '\u001a\u001a']) {
      const read = candlesFromCsv(`${body}${ending}`);
      expect(read.problems, JSON.stringify(ending)).toEqual([]);
      expect(read.candles).toHaveLength(2);
    }
    expect(candlesFromCsv(`${body.trimEnd()}\u001a`).candles).toHaveLength(2);
  });

  it('writes control bytes inside a file as \\x escapes', () => {
    const { problems } = candlesFromCsv(`${HEADER}\n2024-01-02\u001b[2J,10,11,9,10.5,100\n2024-01-03,10,11,9,10.5,\u001a\n2024-01-04,10,11,9,10.5,100\n`);
    expect(problems).toEqual([
      { line: 2, reason: '"2024-01-02\\x1B[2J" is not a date' },
      { line: 3, reason: 'volume "\\x1A" is not a number' },
    ]);
  });

  it('names a repeated row by the time its bar is stored at', () => {
    const { problems } = candlesFromCsv(`${HEADER}\n2024-01-02,10,11,9,10.5,100\n2024-01-02,10,11,9,10.6,100\n`, { duration: '1d', symbol: 'AAPL' });
    expect(problems).toEqual([{ line: 3, reason: 'a row for 2024-01-02T14:30:00.000Z came earlier' }]);
  });
});

describe('splits in unadjusted closes', () => {
  it('finds a 10-for-1 split whose day closed 2.7 % off the ratio', () => {
    const closes = [...calm(1000, 10), 102.7, ...calm(103, 10)];
    expect(splitNotes(bars(closes, { 10: 100.5 }))).toEqual([{ line: 12, split: 'a 10-for-1 split' }]);
  });

  it('finds reverse splits of 1-for-10, 1-for-20 and 1-for-5 whose days closed 2.6 to 9.7 % off the ratio', () => {
    const cases = [
      { before: 0.85, open: 8.4, close: 8.279, split: 'a 1-for-10 reverse split' },
      { before: 0.4, open: 8.2, close: 8.776, split: 'a 1-for-20 reverse split' },
      { before: 1.2, open: 6.1, close: 6.582, split: 'a 1-for-5 reverse split' },
      { before: 1.2, open: 5.8, close: 5.418, split: 'a 1-for-5 reverse split' },
    ];
    for (const { before, open, close, split } of cases) {
      const closes = [...calm(before, 10), close, ...calm(close, 10)];
      expect(splitNotes(bars(closes, { 10: open })), split).toEqual([{ line: 12, split }]);
    }
  });

  it('stays quiet on a coin quoted in 1e-6 steps, whose close doubles and halves on one step', () => {
    const closes = [3, 4, 2, 4, 8, 4, 2, 1, 2, 4, 3, 6, 3, 2, 4, 2, 1, 3, 5, 10, 5].map((n) => Number((n * 1e-6).toFixed(6)));
    expect(candlesFromCsv(bars(closes)).warnings).toEqual([]);
    // Even with every bar opening where it closes, as a split's bar does, the steps are no splits.
    expect(candlesFromCsv(bars(closes, closes)).warnings).toEqual([]);
  });

  it('stays quiet on a crash that opens near the last close and halves through the day', () => {
    expect(candlesFromCsv(bars([...calm(40, 10), 20.1, ...calm(20, 5)])).warnings).toEqual([]);
  });
});

describe('splits against an adjusted close', () => {
  const ADJUSTED_HEADER = 'Date,Open,High,Low,Close,Adj Close,Volume';
  /** Rows whose close is `closes[i]` and adjusted close `closes[i] / factors[i]`, with a dividend's small drift. */
  const adjustedFile = (closes: readonly number[], factors: readonly number[]) =>
    `${ADJUSTED_HEADER}\n${closes
      .map((close, i) => {
        const date = new Date((day('2021-03-01') + i * 86_400) * 1000).toISOString().slice(0, 10);
        const adjusted = (close / factors[i]!) * (i < 5 ? 0.99 : 1);
        return `${date},${close},${close * 1.01},${close * 0.99},${close},${adjusted.toFixed(4)},500`;
      })
      .join('\n')}\n`;

  it('names an uneven split exactly, from the day the close and the adjusted close part', () => {
    const closes = [...calm(150, 8), 101.2, ...calm(101, 8)];
    const factors = closes.map((_, i) => (i < 8 ? 1.5 : 1));
    expect(candlesFromCsv(adjustedFile(closes, factors)).warnings).toEqual([
      {
        line: 10,
        reason:
          'the close moves -32.5 % from 150 on 2021-03-08 to 101.2 on 2021-03-09 while the adjusted close does not: a 3-for-2 split; these closes are not adjusted for it, so use adjusted prices',
      },
    ]);
  });

  it('names a reverse split and passes over a crash the adjusted close shares', () => {
    const closes = [...calm(2, 6), 19.1, ...calm(19, 4), 9.5, ...calm(9.5, 4)];
    const factors = closes.map((_, i) => (i < 6 ? 0.1 : 1));
    expect(candlesFromCsv(adjustedFile(closes, factors)).warnings.map((w) => [w.line, /: (a .*?split)/.exec(w.reason)?.[1]])).toEqual([
      [8, 'a 1-for-10 reverse split'],
    ]);
  });
});
