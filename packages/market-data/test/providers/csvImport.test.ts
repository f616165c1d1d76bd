import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candlesFromCsv } from '../../src/providers/csv/candlesFromCsv.js';
import { OWN_FIXTURES } from './support/sharedData.js';

const own = (name: string) => readFileSync(join(OWN_FIXTURES, 'csv', name), 'utf8');
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('CSV layouts', () => {
  it('reads a Yahoo download and reports its null row by line', () => {
    const { candles, problems, rowsRead } = candlesFromCsv(own('yahoo-download.csv'));
    expect(rowsRead).toBe(4);
    expect(candles.map((c) => c.ts)).toEqual([day('2024-01-02'), day('2024-01-03'), day('2024-01-05')]);
    // The close, not the adjusted close.
    expect(candles[0]).toEqual({ ts: day('2024-01-02'), open: 187.149994, high: 188.440002, low: 183.889999, close: 185.639999, volume: 82488700 });
    expect(problems).toEqual([{ line: 4, reason: 'open "null" is not a number' }]);
  });

  it('reads Tiingo columns in their own order', () => {
    const { candles, problems } = candlesFromCsv(own('tiingo.csv'));
    expect(problems).toEqual([]);
    expect(candles[2]).toEqual({ ts: day('2024-01-04'), open: 182.15, high: 183.0872, low: 180.88, close: 181.91, volume: 71983570 });
  });

  it('reads a Binance kline export, with and without its header, in ms or µs', () => {
    const withHeader = candlesFromCsv(own('binance-klines-header.csv'), { duration: '1h' });
    const headerless = candlesFromCsv(own('binance-klines-headerless.csv'), { duration: '1h' });
    expect(withHeader.problems).toEqual([]);
    expect(headerless.problems).toEqual([]);
    expect(headerless.candles).toEqual(withHeader.candles);
    expect(withHeader.candles.map((c) => c.ts)).toEqual([1704067200, 1704070800, 1704074400]);
    expect(withHeader.candles[0]).toMatchObject({ open: 42283.58, close: 42475.23, volume: 1271.68108 });
  });

  it('reads a ; export with day-first dates, decimal commas and dotted thousands', () => {
    const { candles, problems } = candlesFromCsv(own('spreadsheet-semicolon.csv'));
    expect(problems).toEqual([]);
    expect(candles.map((c) => c.ts)).toEqual([day('2024-01-31'), day('2024-02-01'), day('2024-02-02')]);
    expect(candles[0]).toEqual({ ts: day('2024-01-31'), open: 1234.5, high: 1250, low: 1220.1, close: 1245.75, volume: 12500 });
    expect(candles[1]!.volume).toBe(0);
  });

  it('reads a tab export with epoch seconds, Last for the close and columns in any order', () => {
    const { candles, problems } = candlesFromCsv(own('spreadsheet-tabs.tsv'));
    expect(problems).toEqual([]);
    expect(candles[0]).toEqual({ ts: 1704153600, open: 1.0938, high: 1.0956, low: 1.0921, close: 1.0942, volume: 0 });
  });

  it('reads a quoted, newest-first export with month-first dates, thousands commas and abbreviated volumes', () => {
    // 01/04/2024 alone could be 4 January or 1 April; a date past the 12th of December settles it.
    const text = `${own('spreadsheet-quoted.csv')}"12/29/2023","4,769.83","4,782.88","4,788.43","4,751.99","2.92B","-0.28%"\n`;
    const { candles, problems } = candlesFromCsv(text);
    expect(problems).toEqual([]);
    expect(candles.map((c) => c.ts)).toEqual([day('2023-12-29'), day('2024-01-02'), day('2024-01-03'), day('2024-01-04')]);
    expect(candlesFromCsv(own('spreadsheet-quoted.csv')).problems).toEqual([
      {
        line: 2,
        reason:
          'date "01/04/2024" in column 1 (Date) could be day/month/year or month/day/year and no date in the file tells; write dates as YYYY-MM-DD',
      },
    ]);
    expect(candles[1]).toEqual({ ts: day('2024-01-02'), open: 4745.2, high: 4754.33, low: 4722.67, close: 4742.83, volume: 850.5e6 });
    expect(candles[3]!.volume).toBe(3.72e9);
  });

  it('keeps the calendar date of a daily row written with an offset, and the instant of an intraday one', () => {
    const text = 'Date,Open,High,Low,Close,Volume\n2020-01-02 00:00:00+08:00,57.09,57.62,56.93,57.09,2294978\n';
    expect(candlesFromCsv(text, { duration: '1d' }).candles[0]!.ts).toBe(day('2020-01-02'));
    expect(candlesFromCsv(text, { duration: '1h' }).candles[0]!.ts).toBe(day('2020-01-02') - 8 * 3600);
  });

  it('joins a separate Time column to its Date column', () => {
    const text = 'Date,Time,Open,High,Low,Close,Volume\n2024.01.02,13:05,1.1,1.2,1.0,1.15,10\n';
    expect(candlesFromCsv(text, { duration: '5m' }).candles[0]!.ts).toBe(day('2024-01-02') + 13 * 3600 + 5 * 60);
  });
});

describe('CSV quirks', () => {
  it('reports each bad row by line, keeps zero volumes and sorts newest-first rows', () => {
    const { candles, problems, rowsRead } = candlesFromCsv(own('quirks.csv'));
    expect(rowsRead).toBe(9);
    expect(candles.map((c) => c.ts)).toEqual([day('2024-01-02'), day('2024-01-04'), day('2024-01-05')]);
    expect(candles[0]!.close).toBe(101);
    expect(candles[1]!.volume).toBe(0);
    expect(problems).toEqual([
      { line: 4, reason: 'the header is repeated' },
      { line: 6, reason: 'high 101.5 is below the open, low or close' },
      { line: 9, reason: 'a row for 2024-01-02T00:00:00.000Z came earlier' },
      { line: 10, reason: '"2024-13-01" is not a date' },
      { line: 11, reason: 'high "abc" is not a number' },
      { line: 12, reason: 'volume -5 is below zero' },
    ]);
  });

  it('says what a header lacks instead of guessing', () => {
    const result = candlesFromCsv('Date,Close,Volume\n2024-01-02,10,5\n');
    expect(result.candles).toEqual([]);
    expect(result.problems).toEqual([
      {
        line: 1,
        reason:
          'the header "Date,Close,Volume" names no open, high, low column; name the columns in the first row Date, Open, High, Low, Close and Volume (any order, any case), or write no header and the columns as time, open, high, low, close, volume',
      },
    ]);
  });

  it('takes a file without volumes, saying so once', () => {
    const result = candlesFromCsv('time,open,high,low,close\n2024-01-02,1,2,0.5,1.5\n');
    expect(result.candles).toHaveLength(1);
    expect(result.problems).toEqual([{ line: 1, reason: 'the header names no volume column; volumes are 0' }]);
  });

  it('answers an empty file with one problem, not a crash', () => {
    expect(candlesFromCsv('\n\n')).toEqual({ candles: [], problems: [{ line: 1, reason: 'the file holds no rows' }], warnings: [], rowsRead: 0, widened: 0 });
  });
});
