import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candlesFromCsv } from '../../src/providers/csv/candlesFromCsv.js';
import type { FetchDuration } from '../../src/types.js';
import { hasSharedData, SHARED_DATA } from './support/sharedData.js';

/** The bar duration a file of the intraday folder holds, from its name (`BTC-USD_15m.csv`). */
function durationOf(folder: string, file: string): FetchDuration {
  if (folder !== 'intraday') return '1d';
  const named = /_(1m|5m|15m|30m|1h|4h)[_.]/.exec(file)?.[1];
  if (!named) throw new Error(`${file}: no duration in the name`);
  return named as FetchDuration;
}

/**
 * Every real file of these folders, read in place: the counts are what the
 * files hold, and each skipped row is one the README says to expect (rows
 * without prices or volume, highs below closes, lows above opens).
 */
const EXPECTED: Record<string, { files: number; rows: number; candles: number; problems: number }> = {
  us_sp500_5yr_daily: { files: 505, rows: 619_040, candles: 619_017, problems: 23 },
  hk_hsi_daily: { files: 83, rows: 107_211, candles: 107_168, problems: 43 },
  // Suspended days carry a price but an empty volume.
  cn_csi300_daily: { files: 300, rows: 367_468, candles: 367_116, problems: 352 },
  // Yahoo's ETH-USD starts with 1,149 empty rows from before it was listed.
  crypto_daily: { files: 8, rows: 10_607, candles: 9_458, problems: 1_149 },
  intraday: { files: 12, rows: 75_318, candles: 75_318, problems: 0 },
};

describe.skipIf(!hasSharedData)('CSV import of the real files in ../shared/data (read in place)', () => {
  for (const [folder, expected] of Object.entries(EXPECTED)) {
    it(`reads every file of ${folder}, reporting bad rows by line`, () => {
      const dir = join(SHARED_DATA, folder);
      const totals = { files: 0, rows: 0, candles: 0, problems: 0 };
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
        const text = readFileSync(join(dir, file), 'utf8');
        const lineCount = text.split('\n').length;
        const { candles, problems, rowsRead } = candlesFromCsv(text, { duration: durationOf(folder, file) });
        expect(candles.length, file).toBeGreaterThan(0);
        // Plain loops, one assertion per file: a million expect() calls would dominate the run.
        const outOfOrder = candles.filter((c, i) => i > 0 && c.ts <= candles[i - 1]!.ts).length;
        const impossible = candles.filter((c) => !(c.high >= c.low && c.low > 0 && c.volume >= 0)).length;
        const unplaced = problems.filter((p) => !(p.line >= 1 && p.line <= lineCount && p.reason.length > 0)).length;
        expect([outOfOrder, impossible, unplaced], file).toEqual([0, 0, 0]);
        totals.files++;
        totals.rows += rowsRead;
        totals.candles += candles.length;
        totals.problems += problems.length;
      }
      expect(totals).toEqual(expected);
    });
  }

  it('sorts the newest-first Bitstamp file', () => {
    const file = join(SHARED_DATA, 'intraday', 'bitstamp_BTC-USD_1h_2018-2022.csv');
    const { candles } = candlesFromCsv(readFileSync(file, 'utf8'), { duration: '1h' });
    expect(candles[0]!.ts).toBe(Date.UTC(2018, 4, 15, 6) / 1000);
    expect(candles.at(-1)!.ts).toBe(Date.UTC(2022, 1, 4) / 1000);
  });
});
