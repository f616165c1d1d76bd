import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCsv, readImportArgs } from '../../src/providers/csv/importCli.js';
import type { Candle } from '../../src/types.js';
import { OWN_FIXTURES } from './support/sharedData.js';

const QUIRKS = join(OWN_FIXTURES, 'csv', 'quirks.csv');

describe('import command', () => {
  it('reads its arguments, with 1d as the default duration', () => {
    expect(readImportArgs(['a.csv', '--symbol', 'aapl'])).toEqual({ file: 'a.csv', symbol: 'AAPL', duration: '1d' });
    expect(readImportArgs(['a.csv', '--symbol', 'BTC-USD', '--duration', '1h'])).toMatchObject({ duration: '1h' });
    expect(readImportArgs(['a.csv'])).toContain('usage:');
    expect(readImportArgs(['a.csv', '--symbol', 'X', '--duration', 'intraday'])).toContain('--duration must be one of');
    expect(readImportArgs(['a.csv', '--symbol', 'X', '--bogus'])).toContain('usage:');
    expect(readImportArgs([OWN_FIXTURES])).toEqual({ folder: OWN_FIXTURES, duration: '1d' });
    expect(readImportArgs([OWN_FIXTURES, '--symbol', 'AAPL'])).toContain('is a folder');
  });

  it('hands the candles, stamped at their sessions, to the injected store and sums up what it read', async () => {
    const stored: Array<{ symbol: string; duration: string; candles: Candle[] }> = [];
    const summary = await importCsv({ file: QUIRKS, symbol: 'TEST', duration: '1d' }, async (symbol, duration, candles) => {
      stored.push({ symbol, duration, candles });
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.candles).toHaveLength(3);
    expect(summary).toMatchObject({
      symbol: 'TEST',
      duration: '1d',
      rowsRead: 9,
      candles: 3,
      // A US symbol: each day's bar opens with the 09:30 New York bell.
      first: '2024-01-02T14:30:00.000Z',
      last: '2024-01-05T14:30:00.000Z',
    });
    expect(summary.problems.map((p) => p.line)).toEqual([4, 6, 9, 10, 11, 12]);
  });
});
