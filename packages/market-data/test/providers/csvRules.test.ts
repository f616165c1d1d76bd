import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candlesFromCsv, csvNoteLines } from '../../src/providers/csv/candlesFromCsv.js';
import { hasSharedData, SHARED_DATA } from './support/sharedData.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const HEADER = 'Date,Open,High,Low,Close,Volume';

/** `count` daily rows from `start`, oldest first, closes walking gently from 100 (no jump near a split's ratio). */
function dailyRows(start: string, count: number, closeAt = (i: number) => 100 + (i % 7)): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date((day(start) + i * 86_400) * 1000).toISOString().slice(0, 10);
    const close = closeAt(i);
    return `${date},${close},${close + 1},${close - 1},${close},1000`;
  });
}

describe('one CSV rule per difference', () => {
  it('takes a Datetime header for the date', () => {
    const { candles, problems } = candlesFromCsv('Datetime,Open,High,Low,Close,Volume\n2024-01-02 00:00:00,10,11,9,10.5,100\n');
    expect(problems).toEqual([]);
    expect(candles.map((c) => c.ts)).toEqual([day('2024-01-02')]);
  });

  it("stamps a daily bar at its market's session when the symbol is known, at midnight UTC otherwise", () => {
    const text = `${HEADER}\n2024-01-02,10,11,9,10.5,100\n2024-01-06,10,11,9,10.5,100\n`;
    // New York opens at 09:30 (14:30 UTC in winter); Saturday the 6th has no session and keeps its date.
    expect(candlesFromCsv(text, { duration: '1d', symbol: 'AAPL' }).candles.map((c) => c.ts)).toEqual([
      day('2024-01-02') + 14.5 * 3600,
      day('2024-01-06'),
    ]);
    expect(candlesFromCsv(text, { duration: '1d', symbol: 'BTC-USD' }).candles[0]!.ts).toBe(day('2024-01-02'));
    expect(candlesFromCsv(text, { duration: '1d' }).candles[0]!.ts).toBe(day('2024-01-02'));
  });

  it('refuses a hexadecimal volume, naming its row and column', () => {
    const { candles, problems } = candlesFromCsv(`${HEADER}\n2024-01-02,10,11,9,10.5,0x1A\n2024-01-03,10,11,9,10.5,26\n`);
    expect(candles.map((c) => c.volume)).toEqual([26]);
    expect(problems).toEqual([{ line: 2, reason: 'volume "0x1A" in column 6 (Volume) is hexadecimal; an export writes volumes in decimal' }]);
  });

  it('reads day/month/year when a day passes 12, and refuses dates that never tell', () => {
    const dayFirst = candlesFromCsv(`${HEADER}\n15/06/1999,10,11,9,10.5,1\n16/06/1999,10,11,9,10.5,1\n01/07/1999,10,11,9,10.5,1\n`);
    expect(dayFirst.problems).toEqual([]);
    expect(dayFirst.candles.map((c) => c.ts)).toEqual([day('1999-06-15'), day('1999-06-16'), day('1999-07-01')]);

    const monthFirst = candlesFromCsv(`${HEADER}\n06/30/1999,10,11,9,10.5,1\n07/01/1999,10,11,9,10.5,1\n`);
    expect(monthFirst.candles.map((c) => c.ts)).toEqual([day('1999-06-30'), day('1999-07-01')]);

    const untold = candlesFromCsv(`${HEADER}\n01/01/1999,10,11,9,10.5,1\n03/04/1999,10,11,9,10.5,1\n`);
    expect(untold.candles).toEqual([]);
    expect(untold.problems).toEqual([
      {
        line: 3,
        reason: 'date "03/04/1999" in column 1 (Date) could be day/month/year or month/day/year and no date in the file tells; write dates as YYYY-MM-DD',
      },
    ]);

    const mixed = candlesFromCsv(`${HEADER}\n16/06/1999,10,11,9,10.5,1\n06/17/1999,10,11,9,10.5,1\n`);
    expect(mixed.candles).toEqual([]);
    expect(mixed.problems[0]).toMatchObject({ line: 3, reason: expect.stringContaining('month first while an earlier date is day first') });
  });
});

describe('file order', () => {
  it('reads an oldest-first file with one stray old row at its end oldest first, keeping every row and naming the stray one', () => {
    const rows = dailyRows('2020-01-01', 300);
    const { candles, problems, warnings } = candlesFromCsv(`${HEADER}\n${rows.join('\n')}\n2019-06-03,50,51,49,50,1000\n`);
    expect(problems).toEqual([]);
    expect(candles).toHaveLength(301);
    expect(candles[0]!.ts).toBe(day('2019-06-03'));
    expect(candles.at(-1)!.ts).toBe(day('2020-01-01') + 299 * 86_400);
    expect(warnings.filter((w) => w.reason.includes('order'))).toEqual([
      { line: 302, reason: "the row dated 2019-06-03 breaks the file's oldest-first order; it is kept at its date" },
    ]);
  });

  it('names a stray row of a newest-first file, and one that ran ahead of its neighbours', () => {
    const newestFirst = dailyRows('2020-01-01', 50).reverse();
    newestFirst.splice(10, 0, '2021-05-05,100,101,99,100,1');
    const { candles, warnings } = candlesFromCsv(`${HEADER}\n${newestFirst.join('\n')}\n`);
    expect(candles).toHaveLength(51);
    expect(warnings).toEqual([{ line: 12, reason: "the row dated 2021-05-05 breaks the file's newest-first order; it is kept at its date" }]);
  });

  it('reports a stray row whose date repeats another as skipped, not kept', () => {
    const rows = dailyRows('2020-01-01', 20);
    const { candles, problems, warnings } = candlesFromCsv(`${HEADER}\n${rows.join('\n')}\n${rows[3]}\n`);
    expect(candles).toHaveLength(20);
    expect(problems).toEqual([{ line: 22, reason: 'a row for 2020-01-04T00:00:00.000Z came earlier' }]);
    expect(warnings.map((w) => w.line)).toEqual([22]);
  });
});

describe('split-like jumps', () => {
  it('warns where the close falls by a split ratio or rises by a reverse split, suggesting adjusted prices', () => {
    // 200 → 20.2 (−89.9 %, a 10-for-1 split) on bar 10, then 20.2 → 40.4 (+100 %, a 1-for-2 reverse split) on bar 20.
    const closes = (i: number) => (i < 10 ? 200 : i < 20 ? 20.2 : 40.4);
    const { candles, warnings } = candlesFromCsv(`${HEADER}\n${dailyRows('2020-01-01', 30, closes).join('\n')}\n`);
    expect(candles).toHaveLength(30);
    expect(warnings).toEqual([
      {
        line: 12,
        reason:
          'the close moves -89.9 % from 200 on 2020-01-10 to 20.2 on 2020-01-11, as a 10-for-1 split would; if these prices are not adjusted for splits, use adjusted prices',
      },
      {
        line: 22,
        reason:
          'the close moves +100.0 % from 20.2 on 2020-01-20 to 40.4 on 2020-01-21, as a 1-for-2 reverse split would; if these prices are not adjusted for splits, use adjusted prices',
      },
    ]);
  });

  it('stays quiet on ordinary moves, even large ones away from a ratio', () => {
    // −30 %, +40 %, −60 % (a factor of 2.5) are far from every split ratio.
    const closes = [100, 70, 98, 39.2, 40, 41];
    const { warnings } = candlesFromCsv(`${HEADER}\n${dailyRows('2020-01-01', 6, (i) => closes[i]!).join('\n')}\n`);
    expect(warnings).toEqual([]);
  });

  it('prints skipped rows and warnings by line, warnings marked', () => {
    const read = candlesFromCsv(`${HEADER}\n${dailyRows('2020-01-01', 3, (i) => (i < 2 ? 50 : 25)).join('\n')}\n2020-01-09,1,x,1,1,1\n`);
    expect(csvNoteLines('a.csv', read)).toEqual([
      expect.stringMatching(/^a\.csv:4: warning: the close moves -50\.0 % .* 2-for-1 split/),
      'a.csv:5: high "x" is not a number',
    ]);
  });

  it.skipIf(!hasSharedData)('finds the splits of unadjusted real files: Discovery 2-for-1 in 2014, BYD 3-for-1 in 2025', () => {
    const read = (path: string) => candlesFromCsv(readFileSync(join(SHARED_DATA, path), 'utf8'), { duration: '1d' }).warnings;
    expect(read('us_sp500_5yr_daily/DISCA_data.csv')).toEqual([
      { line: 378, reason: expect.stringContaining('from 83.02 on 2014-08-06 to 40.975 on 2014-08-07, as a 2-for-1 split would') },
    ]);
    expect(read('cn_csi300_daily/002594.SZ.csv')).toEqual([
      { line: 1108, reason: expect.stringContaining('from 337 on 2025-07-28 to 111.42 on 2025-07-29, as a 3-for-1 split would') },
    ]);
  });
});
