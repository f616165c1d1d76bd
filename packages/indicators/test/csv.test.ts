import { describe, expect, it } from 'vitest';
import { parseCsv, parseDate } from '../src';

describe('parseCsv', () => {
  it('reads columns in any order and case, ignoring extra ones and blank lines', () => {
    const { candles, problems } = parseCsv(
      'Volume,Close,Date,High,Open,Low,Name\n100,10.5,2024-01-02,11,10,9.5,X\n\n200,11,2024-01-03,11.5,10.5,10,X\n',
    );
    expect(problems).toEqual([]);
    expect(candles).toEqual([
      { ts: 1704153600, open: 10, high: 11, low: 9.5, close: 10.5, volume: 100 },
      { ts: 1704240000, open: 10.5, high: 11.5, low: 10, close: 11, volume: 200 },
    ]);
  });

  it('reports bad rows by line and keeps the good ones', () => {
    const text = [
      'date,open,high,low,close,volume',
      '2024-01-02,10,11,9,10.5,100',
      '2024-01-03,,11,9,10.5,100',
      'date,open,high,low,close,volume',
      '2024-01-04,10,9.8,9,10.5,100',
      '2024-01-05,10,11,9,10.5,-3',
      '2024-01-05,10,11,9,10.5,5',
      '2024-01-04,10,11,9,10.5,5',
      '2024-02-30,10,11,9,10.5,5',
    ].join('\n');
    const { candles, problems } = parseCsv(text);
    expect(candles.map((c) => c.ts)).toEqual([1704153600, 1704412800]);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 8, 9]);
    expect(problems[0]!.message).toMatch(/open "" is not a number/);
    expect(problems[2]!.message).toMatch(/high 9.8 is below/);
    expect(problems[3]!.message).toMatch(/volume -3 is negative/);
    expect(problems[4]!.message).toMatch(/does not come after/);
  });

  it('turns a newest-first file around', () => {
    const { candles } = parseCsv('date,open,high,low,close,volume\n2024-01-03,2,2,2,2,1\n2024-01-02,1,1,1,1,1\n');
    expect(candles.map((c) => c.close)).toEqual([1, 2]);
  });

  it('names the missing columns', () => {
    expect(parseCsv('date,open,high,low,close\n').problems).toEqual([{ line: 1, message: 'header lacks column(s): volume' }]);
  });

  it('reads ISO dates with offsets, epoch seconds and epoch milliseconds', () => {
    expect(parseDate('2020-01-02 00:00:00+08:00')).toBe(1577894400);
    expect(parseDate('2020-01-01T16:00:00Z')).toBe(1577894400);
    expect(parseDate('2020-01-01T16:00')).toBe(1577894400);
    expect(parseDate('1577894400')).toBe(1577894400);
    expect(parseDate('1577894400000')).toBe(1577894400);
    expect(parseDate('02/01/2020')).toBeUndefined();
    expect(parseDate('2021-02-29')).toBeUndefined();
  });
});
