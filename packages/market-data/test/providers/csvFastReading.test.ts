import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CsvImport, type CsvImportOptions, candlesFromCsv, candlesFromCsvByFullRules } from '../../src/providers/csv/candlesFromCsv.js';
import { parseDateCell } from '../../src/providers/csv/csvDates.js';
import { dateAt, numberAt } from '../../src/providers/csv/csvFastCells.js';
import { fastRowReader } from '../../src/providers/csv/csvFastRows.js';
import { parseNumber } from '../../src/providers/csv/csvNumbers.js';
import { hasSharedData, OWN_FIXTURES, SHARED_DATA } from './support/sharedData.js';

/** The first difference between two reads of one file, candle fields compared with Object.is (so -0 is not 0); null when none. */
function firstDifference(fast: CsvImport, full: CsvImport): string | null {
  if (fast.rowsRead !== full.rowsRead) return `rowsRead ${fast.rowsRead} against ${full.rowsRead}`;
  if (fast.candles.length !== full.candles.length) return `${fast.candles.length} candles against ${full.candles.length}`;
  for (let i = 0; i < fast.candles.length; i++) {
    const [a, b] = [fast.candles[i]!, full.candles[i]!];
    for (const field of ['ts', 'open', 'high', 'low', 'close', 'volume'] as const) {
      if (!Object.is(a[field], b[field])) return `candle ${i} ${field}: ${a[field]} against ${b[field]}`;
    }
  }
  const notes = (read: CsvImport) => JSON.stringify([read.problems, read.warnings]);
  return notes(fast) === notes(full) ? null : `notes ${notes(fast)} against ${notes(full)}`;
}

const READINGS: CsvImportOptions[] = [{ duration: '1d' }, { duration: '1h' }, { duration: '1d', symbol: 'AAPL' }, { duration: '1wk', symbol: '0700.HK' }];

function expectSameReads(text: string, name: string) {
  for (const options of READINGS) {
    expect(firstDifference(candlesFromCsv(text, options), candlesFromCsvByFullRules(text, options)), `${name} ${JSON.stringify(options)}`).toBeNull();
  }
}

const HEADER = 'Date,Open,High,Low,Close,Volume';

/** Odd and ordinary cells of every layout the reader takes, each as a whole file. */
const FILES: Record<string, string> = {
  isoWithZone: `${HEADER}\n2020-01-02 00:00:00+08:00,10,11,9,10.5,100\n2020-01-03 00:00:00-0530,10,11,9,10.5,100\n2020-01-04T23:59:59.999Z,10,11,9,10.5,100\n2020-01-05T10:00z,1,1,1,1,0\n`,
  clocks: `${HEADER}\n2024-01-02 1:05 PM,10,11,9,10.5,1\n2024-01-03 12:00:00 am,10,11,9,10.5,1\n2024-01-04 12:30pm +01:00,10,11,9,10.5,1\n2024-01-05 24:00,10,11,9,10.5,1\n2024-01-06 10:60,10,11,9,10.5,1\n2024-01-07 10:00:61,1,1,1,1,1\n2024-01-08 13:00 PM,1,1,1,1,1\n2024-01-09  T 10:00,1,1,1,1,1\n2024-01-10T,1,1,1,1,1\n2024-01-11 10:00:00.,1,1,1,1,1\n2024-01-12 10:00 +8,1,1,1,1,1\n2024-01-13 100:00,1,1,1,1,1\n2024-01-14 10:000,1,1,1,1,1\n2024-01-15 10:00 Z x,1,1,1,1,1\n2024-01-16\t10:00,1,1,1,1,1\n`,
  dateMarks: `${HEADER}\n2024/01/02,10,11,9,10.5,1\n2024.1.3,10,11,9,10.5,1\n2024-01/04,10,11,9,10.5,1\n20240105,10,11,9,10.5,1\n2024-02-29,1,1,1,1,1\n2023-02-29,1,1,1,1,1\n2024-13-01,1,1,1,1,1\n2024-00-10,1,1,1,1,1\n2024-04-31,1,1,1,1,1\n2024-04-00,1,1,1,1,1\n0050-01-01,1,1,1,1,1\n0099-12-31,1,1,1,1,1\n2024-001-02,1,1,1,1,1\n2024-01-023,1,1,1,1,1\n2024-1-2,1,1,1,1,1\n`,
  dayFirst: `${HEADER}\n15/06/1999,10,11,9,10.5,1\n16/06/1999,10,11,9,10.5,1\n01/07/1999,10,11,9,10.5,1\n2000-01-03,1,1,1,1,1\n`,
  monthFirst: `${HEADER}\n06/30/1999,10,11,9,10.5,1\n07/01/1999 10:00,10,11,9,10.5,1\n07-02-1999,10,11,9,10.5,1\n`,
  untold: `${HEADER}\n2024-01-01,1,1,1,1,1\n01/01/1999,10,11,9,10.5,1\n03/04/1999,10,11,9,10.5,1\n`,
  mixed: `${HEADER}\n2024-01-01,1,1,1,1,1\n16/06/1999,10,11,9,10.5,1\n06/17/1999,10,11,9,10.5,1\n`,
  datetimeHeader: 'Datetime,Open,High,Low,Close,Volume\n2024-01-02 00:00:00,10,11,9,10.5,100\n2024-01-02 09:30:00,10,11,9,10.5,100\n',
  dateAndTimeColumns: 'Date,Time,Open,High,Low,Close,Volume\n2024.01.02,13:05,10,11,9,10.5,100\n2024.01.02,,10,11,9,10.5,100\n20240103,13:05,1,1,1,1,1\n2024.01.04 10:00,13:05,1,1,1,1,1\n1704067200,13:05,1,1,1,1,1\n2024.01.05,1:05 PM,1,1,1,1,1\n',
  epochs: `${HEADER}\n1577836800,10,11,9,10.5,1\n1577923200000,10,11,9,10.5,1\n1578009600000000,10,11,9,10.5,1\n1578096000.5,10,11,9,10.5,1\n157809600,1,1,1,1,1\n15780960000000000,1,1,1,1,1\n1578268799999,1,1,1,1,1\n`,
  headerless: '1577836800000,10,11,9,10.5,100,1577836859999,1000,5,1,1,0\n1577836860000,10,11,9,10.5,100,1577836919999,1000,5,1,1,0\n',
  headerlessNoVolume: '2024-01-02,10,11,9,10.5\n2024-01-03,10,11,9,10.5\n',
  numbers: `${HEADER}\n2024-01-01,+10,11.,.9e1,10.5,1e3\n2024-01-02,10.000000000000000001,11.00000000000000000000001,9,10.5,1\n2024-01-03,100.03999997333334,101.52981323377995,99.53999997333334,101.02981323377995,1001\n2024-01-04,9007199254740993,9007199254740993,9007199254740993,9007199254740993,9007199254740993\n2024-01-05,1E2,1e+2,1e-0,1e2,0\n2024-01-06,10,11,9,10.5,-0\n2024-01-07,10,11,9,10.5,+0\n2024-01-08,1e999,1,1,1,1\n2024-01-09,.,1,1,1,1\n2024-01-10,-,1,1,1,1\n2024-01-11,1e,1,1,1,1\n2024-01-12,1.2.3,1,1,1,1\n2024-01-13,0,1,1,1,1\n2024-01-14,-5,1,1,1,1\n2024-01-15,10,9,11,10,1\n2024-01-16,10,11,9,10.5,850.5M\n2024-01-17,10,11,9,10.5,3.72b\n2024-01-18,10,11,9,10.5,0x1A\n2024-01-19,10,11,9,10.5,\n2024-01-20,10,11,9\n2024-01-21,1,1.0000000001,1,1,1\n2024-01-22,1,0.9999999999,1,1,1\n2024-01-23,1,0.99999999999,1,1,1\n2024-01-24,0.0000001,0.0000001,0.0000001,0.0000001,0\n`,
  thousands: `${HEADER}\n2024-01-02,"1,234.5","1,240","1,230","1,235.25",1000\n2024-01-03,1234.5,1240,1230,1235.25,"1,000"\n`,
  decimalComma: 'Date;Open;High;Low;Close;Volume\n2024-01-02;1.234,5;1.240;1.230;1.235,25;1000\n2024-01-03;10,5;11;9;10;1\n',
  semicolonUntold: 'Date;Open;High;Low;Close;Volume\n2024-01-02;10;11;9;10;1.000\n2024-01-03;10;11;9;10;1\n',
  tabs: 'Date\tOpen\tHigh\tLow\tClose\tVolume\n2024-01-02\t 10 \t11\t9\t10.5\t1\n2024-01-03\t10\t11\t9\t10.5\t1\n',
  spaces: `${HEADER}\n 2024-01-02 , 10 ,11\t, 9,10.5 ,1\n2024-01-03,\u00a010,11,9,10.5,1\n\u00a02024-01-04,10,11,9,10.5,1\n2024-01-05,10,11,9,10.5,1\u00a0\n`,
  quoted: `${HEADER}\n"2024-01-02","10","11","9","10.5","1"\n2024-01-03,10,11,9,10.5,"1"\n2024-01-04,10,11,9,10.5,1,"x"\n"2024-01-05",10,11,9,10.5,1\n2024-01-06,10,11,9,10.5,"1""\n`,
  // Cut at every comma, the quoted name would shift each later cell onto the next column's header: the row must not be read so.
  quotedSeparatorAhead: 'Name,Note,Open,High,Low,Close,Volume,Date\n"a,b",10,10,10,10,10,1704153600,2024-01-03\n',
  strayRows: `${HEADER}\n${Array.from({ length: 30 }, (_, i) => `2020-01-${String(i + 1).padStart(2, '0')},100,101,99,100,1`).join('\n')}\n2019-06-03,50,51,49,50,1000\n`,
  newestFirst: `${HEADER}\n2020-01-05,10,11,9,10,1\n2020-01-04,10,11,9,10,1\n2020-01-06,10,11,9,10,1\n2020-01-03,10,11,9,10,1\n2020-01-03,10,11,9,10,2\n2020-01-02,10,11,9,1,1\n`,
  repeatedHeader: `${HEADER}\n2024-01-02,10,11,9,10.5,1\n${HEADER}\ndate,open,high,low,close,volume\n2024-01-03,10,11,9,10.5,1\n`,
  blankLines: `\n  \n\t\n${HEADER}\r\n\r\n2024-01-02,10,11,9,10.5,1\r2024-01-03,10,11,9,10.5,1\n\u00a0\n2024-01-04,10,11,9,10.5,1\r\n\u2028\n`,
  bom: `\uFEFF${HEADER}\n2024-01-02,10,11,9,10.5,1\n`,
  splitJump: `${HEADER}\n2020-01-01,100,101,99,100,1\n2020-01-02,10.01,10.1,9.9,10.01,1\n2020-01-03,10,10.1,9.9,10,1\n2020-01-04,50,51,49,50,1\n`,
  columnsShuffled: 'Volume,Close,Low,High,Open,Date,Adj Close\n1,10.5,9,11,10,2024-01-02,10\n2,10.5,9,11,10,2024-01-03 10:00,10\n',
  noVolumeColumn: 'Date,Open,High,Low,Close\n2024-01-02,10,11,9,10.5\n',
  noRows: '\n \n',
  headerOnly: `${HEADER}\n`,
  unicodeLines: `${HEADER}\n2024-01-02,10,11,9,10.5,1\u20282024-01-03,10,11,9,10.5,1\n`,
};

describe('the fast reading gives what the full rules give', () => {
  for (const [name, text] of Object.entries(FILES)) {
    it(`reads the ${name} file alike, candles, skipped rows and warnings with their lines`, () => {
      expectSameReads(text, name);
    });
  }

  it('reads every fixture alike', () => {
    const dir = join(OWN_FIXTURES, 'csv');
    for (const file of readdirSync(dir)) expectSameReads(readFileSync(join(dir, file), 'utf8'), file);
  });

  it('reads thousands of rows of random cells alike', () => {
    let seed = 20_240_102;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const two = (n: number) => String(n).padStart(2, '0');
    const dates = [
      (y: number, m: number, d: number) => `${y}-${two(m)}-${two(d)}`,
      (y: number, m: number, d: number) => `${y}/${m}/${d}`,
      (y: number, m: number, d: number) => `${y}${two(m)}${two(d)}`,
      (y: number, m: number, d: number) => `${two(d)}/${two(m)}/${y}`,
      (y: number, m: number, d: number) => `${y}-${two(m)}-${two(d)}T${two(Math.floor(random() * 25))}:${two(Math.floor(random() * 61))}:00.000Z`,
      (y: number, m: number, d: number) => `${y}-${two(m)}-${two(d)} ${Math.floor(random() * 13)}:${two(Math.floor(random() * 60))} ${pick(['AM', 'PM', 'pm', ''])}`,
      (y: number, m: number, d: number) => `${y}-${two(m)}-${two(d)} 00:00:00${pick(['+08:00', '-0500', 'Z', '+8', ''])}`,
      (y: number, m: number, d: number) => String(Date.UTC(y, m - 1, d) / pick([1000, 1, 0.001])),
    ];
    const numbers = [
      () => (random() * 200).toFixed(Math.floor(random() * 6)),
      () => String(random() * 200),
      () => pick(['', 'x', '0', '-1', '1e2', '.5', '5.', '+3', '1,5', ' 7 ', '1e400', '0x10', '2K']),
    ];
    for (let file = 0; file < 40; file++) {
      const date = pick(dates);
      const rows = [HEADER];
      for (let i = 0; i < 250; i++) {
        const [y, m, d] = [1990 + Math.floor(random() * 40), 1 + Math.floor(random() * 13), 1 + Math.floor(random() * 31)];
        const cell = () => (random() < 0.9 ? numbers[0]!() : pick(numbers)());
        const low = Number(cell()) || 1;
        const prices = random() < 0.8 ? [low + 1, low + 2, low, low + 1.5].map(String) : [cell(), cell(), cell(), cell()];
        rows.push([random() < 0.95 ? date(y, m, d) : pick(dates)(y, m, d), ...prices, cell()].join(','));
      }
      expectSameReads(`${rows.join('\n')}\n`, `random file ${file}`);
    }
  });

  it.skipIf(!hasSharedData)('reads every real file of ../shared/data alike', () => {
    for (const folder of ['us_sp500_5yr_daily', 'hk_hsi_daily', 'cn_csi300_daily', 'crypto_daily', 'intraday']) {
      const dir = join(SHARED_DATA, folder);
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
        const text = readFileSync(join(dir, file), 'utf8');
        const options: CsvImportOptions = { duration: folder === 'intraday' ? '1h' : '1d' };
        expect(firstDifference(candlesFromCsv(text, options), candlesFromCsvByFullRules(text, options)), `${folder}/${file}`).toBeNull();
      }
    }
  });
});

describe('cells read in place', () => {
  const date = (cell: string, dayOnly = false) => dateAt(cell, 0, cell.length, dayOnly, -1, -1);

  it('reads the dates exports write without the full rules, as the full rules read them', () => {
    const common = ['2024-01-02', '2020-01-06T14:30:00.000Z', '2020-01-02 00:00:00+08:00', '2025-07-29 21:00:00+00:00', '20240102', '1643932800', '1643932800000', '2024.01.02 9:30 PM'];
    for (const cell of common) {
      for (const dayOnly of [false, true]) expect(date(cell, dayOnly), cell).toBe(parseDateCell(cell, { dayOnly, dayFirst: false }));
    }
  });

  it('leaves to the full rules what it is not sure of', () => {
    for (const cell of ['16/06/1999', '1578096000.5', '1578009600000000', '2024-02-30', '0050-01-01', '2024-01-02 24:00', '2024-01-02 10:00 +8', '', 'date']) {
      expect(date(cell), cell).toBeNaN();
    }
  });

  it('reads plain numbers exactly as Number does, and leaves the rest to the full rules', () => {
    for (const cell of ['101.25', '100.03999997333334', '117848.03000000', '0.0000001', '9007199254740993', '1e3', '+5', '-0', '.5', '5.']) {
      expect(Object.is(numberAt(cell, 0, cell.length), parseNumber(cell, '.')), cell).toBe(true);
    }
    for (const cell of ['', '.', '-', '1,5', '1 000', '0x1A', '1e', '2K']) expect(numberAt(cell, 0, cell.length), cell).toBeNaN();
  });
});

describe('rows read in place', () => {
  it('reads a good row of each common layout without the full rules', () => {
    const layout = { time: 0, clock: null, open: 1, high: 2, low: 3, close: 4, volume: 5, adjClose: null };
    const rows = ['2020-01-06T14:30:00.000Z,100.04,101.5,99.5,101,1000', ' 2024-01-02 ,10,11,9,10.5,0', '1643932800000,10,11,9,10.5,1.5,x,y'];
    for (const row of rows) expect(fastRowReader(layout, ',', false)!(row, 0, row.length), row).not.toBeNull();
    const withClock = '2024.01.02,13:05,10,11,9,10.5,100';
    expect(fastRowReader({ ...layout, clock: 1, open: 2, high: 3, low: 4, close: 5, volume: 6 }, ',', false)!(withClock, 0, withClock.length)).toEqual({
      ts: Date.UTC(2024, 0, 2, 13, 5) / 1000,
      open: 10,
      high: 11,
      low: 9,
      close: 10.5,
      volume: 100,
    });
  });

  it('leaves a row with a quote anywhere, or a wrong one, to the full rules', () => {
    const layout = { time: 0, clock: null, open: 1, high: 2, low: 3, close: 4, volume: 5, adjClose: null };
    for (const row of ['"2024-01-02",10,11,9,10.5,1', '2024-01-02,10,11,9,10.5,"1"', '2024-01-02,10,11,9,10.5,1,"x"', '2024-01-02,10,9,11,10.5,1', '2024-01-02,10,11,9,10.5']) {
      expect(fastRowReader(layout, ',', false)!(row, 0, row.length), row).toBeNull();
    }
  });
});
