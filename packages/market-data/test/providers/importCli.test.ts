import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderImportRequests, importCsv, readImportArgs } from '../../src/providers/csv/importCli.js';
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

  it('reads the symbol as traders write it, and refuses text that is no symbol', () => {
    expect(readImportArgs(['a.csv', '--symbol', 'sh600519'])).toMatchObject({ symbol: '600519.SS' });
    expect(readImportArgs(['a.csv', '--symbol', '00700'])).toMatchObject({ symbol: '0700.HK' });
    expect(readImportArgs(['a.csv', '--symbol', 'btc/usdt'])).toMatchObject({ symbol: 'BTC-USD' });
    expect(readImportArgs(['a.csv', '--symbol', '../etc'])).toContain('"../etc" is not a symbol');
    expect(readImportArgs(['a.csv', '--symbol', ''])).toContain('is not a symbol');
  });

  it('names each file of a folder by the symbol its name spells', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-spellings-'));
    try {
      const names = ['600519.SH.csv', 'SZ000001.csv', 'hk09988.csv', '700.HK.csv', 'brk.b.csv', 'btcusdt.CSV', 'EUR_USD.csv', 'my notes.csv'];
      for (const name of names) writeFileSync(join(folder, name), 'Date,Open,High,Low,Close,Volume\n');
      const requests = await folderImportRequests({ folder, duration: '1d' });
      expect(requests.map((request) => [request.file.slice(folder.length + 1), request.symbol])).toEqual([
        ['SZ000001.csv', '000001.SZ'],
        ['700.HK.csv', '0700.HK'],
        ['600519.SH.csv', '600519.SS'],
        ['hk09988.csv', '9988.HK'],
        ['brk.b.csv', 'BRK-B'],
        ['btcusdt.CSV', 'BTC-USD'],
        ['EUR_USD.csv', 'EURUSD=X'],
        ['my notes.csv', 'my notes'],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
