import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { sqlCandleStore } from '../../src/candles/candleStore.js';
import { runImport } from '../../src/candles/importCommand.js';
import { describeEachDatabase, type TestServer, useServer } from '../harness.js';

/** Four trading days of AAPL in Yahoo's download layout; line 4 has a high below its close and line 6 no number. */
const CSV = [
  'Date,Open,High,Low,Close,Adj Close,Volume',
  '2024-01-02,187.15,188.44,183.89,185.64,185.40,82488700',
  '2024-01-03,184.22,185.88,183.43,184.25,184.01,58414500',
  '2024-01-04,182.15,180.00,180.88,181.91,181.67,71983600',
  '2024-01-05,181.99,182.76,180.17,181.18,180.94,62303300',
  '2024-01-08,182.09,185.60,181.50,abc,185.32,59144500',
].join('\n');

describeEachDatabase('import command', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let file: string;

  beforeAll(() => {
    s = server();
    file = join(mkdtempSync(join(tmpdir(), 'import-')), 'aapl.csv');
    writeFileSync(file, CSV);
  });

  it('stores the good rows, names the bad lines, computes the series and exits 1 for the refused rows', async () => {
    const { exitCode, output, notes } = await runImport(s.services, [file, '--symbol', 'aapl']);
    expect(exitCode).toBe(1);
    expect(notes).toEqual([
      `${file}: 2 rows refused, 3 stored; first, line 4: high 180 is below the low 180.88`,
      'exit status 1: 2 rows refused; --accept-refused takes the stored rows as the import and exits 0',
    ]);
    const summary = JSON.parse(output) as { stored: number; problems: { line: number }[]; warnings: unknown[] };
    expect(summary.stored).toBe(3);
    expect(summary.problems.map((p) => p.line)).toEqual([4, 6]);
    expect(summary.warnings).toEqual([]);
    const stored = await sqlCandleStore(s.services.db).range('AAPL', '1d', Date.UTC(2024, 0, 1) / 1000, Date.UTC(2024, 0, 9) / 1000);
    expect(stored.map((c) => c.close)).toEqual([185.64, 184.25, 181.18]);
    const snapshot = await s.services.db.selectFrom('snapshots').selectAll().where('symbol', '=', 'AAPL').where('duration', '=', '1d').executeTakeFirst();
    expect(snapshot).toBeDefined();
  });

  it('exits 0 on refused rows when they are accepted, and keeps a row outside its high–low when asked, counting it', async () => {
    const accepted = await runImport(s.services, [file, '--symbol', 'AAPL', '--accept-refused']);
    expect(accepted.exitCode).toBe(0);
    expect(accepted.notes).toEqual([`${file}: 2 rows refused, 3 stored; first, line 4: high 180 is below the low 180.88`]);

    // A settlement close above the day's high, as Yahoo writes futures.
    const settled = join(mkdtempSync(join(tmpdir(), 'import-')), 'gold.csv');
    writeFileSync(settled, 'Date,Open,High,Low,Close,Volume\n2024-02-01,2050,2060,2040,2055,100\n2024-02-02,2055,2062,2041,2065.4,100\n');
    const refused = await runImport(s.services, [settled, '--symbol', 'AAPL']);
    expect(refused.exitCode).toBe(1);
    expect(refused.notes).toContain('1 row refused for an open or close outside the high–low, common in Yahoo futures and forex: --widen-high-low keeps them');

    const widened = await runImport(s.services, [settled, '--symbol', 'AAPL', '--widen-high-low']);
    expect(widened.exitCode).toBe(0);
    expect(JSON.parse(widened.output)).toMatchObject({ stored: 2, widened: 1, problems: [] });
    expect(widened.notes).toEqual([`${settled}: 1 row kept with the high or low moved out to the open or close`]);
    const stored = await sqlCandleStore(s.services.db).range('AAPL', '1d', Date.UTC(2024, 1, 2) / 1000, Date.UTC(2024, 1, 3) / 1000);
    expect(stored.map((c) => [c.high, c.low, c.close])).toEqual([[2065.4, 2041, 2065.4]]);
  });

  it('exits 1 when a header cannot be read, storing nothing and saying how to write one, even with --accept-refused', async () => {
    const unreadable = join(mkdtempSync(join(tmpdir(), 'import-')), 'msft.csv');
    writeFileSync(unreadable, 'Day;Px\n2024-01-02;185.64\n');
    for (const argv of [[unreadable, '--symbol', 'MSFT'], [unreadable, '--symbol', 'MSFT', '--accept-refused']]) {
      const { exitCode, notes } = await runImport(s.services, argv);
      expect(exitCode).toBe(1);
      expect(notes).toEqual([
        `${unreadable}: nothing stored; line 1: the header "Day,Px" names no open, high, low, close column; name the columns in the first row Date, Open, High, Low, Close and Volume (any order, any case), or write no header and the columns as time, open, high, low, close, volume`,
        'exit status 1: a file stored nothing',
      ]);
    }
    expect(await sqlCandleStore(s.services.db).count('MSFT', '1d')).toBe(0);
  });

  it("reads yfinance's three header rows and exits 0 when every row is stored", async () => {
    const download = join(mkdtempSync(join(tmpdir(), 'import-')), 'amzn.csv');
    writeFileSync(download, 'Price,Close,High,Low,Open,Volume\nTicker,AMZN,AMZN,AMZN,AMZN,AMZN\nDate,,,,,\n2024-01-02,48.17,49.29,47.59,49.24,411254000\n2024-01-03,47.57,48.18,47.32,47.49,320896000\n\u001a');
    const { exitCode, output, notes } = await runImport(s.services, [download, '--symbol', 'AMZN']);
    expect(exitCode).toBe(0);
    expect(notes).toEqual([]);
    expect(JSON.parse(output)).toMatchObject({ rowsRead: 2, stored: 2, problems: [], first: '2024-01-02T14:30:00.000Z' });
  });

  it('prints its usage for --help and exits 0', async () => {
    const { exitCode, output } = await runImport(s.services, ['--help']);
    expect(exitCode).toBe(0);
    expect(output).toMatch(/^usage: npm run import -- <file\.csv> --symbol <SYMBOL>/);
    expect(output).toContain('--accept-refused');
    expect(output).toContain('--widen-high-low');
    expect((await runImport(s.services, ['-h'])).exitCode).toBe(0);
  });

  it('refuses an unknown symbol, a derived duration and a missing file name, storing nothing', async () => {
    const before = await sqlCandleStore(s.services.db).count('AAPL', '1h');
    expect((await runImport(s.services, [file, '--symbol', 'NOPE.XX'])).output).toContain('unknown symbol');
    expect((await runImport(s.services, [file, '--symbol', 'AAPL', '--duration', '1wk'])).exitCode).toBe(2);
    expect((await runImport(s.services, ['--symbol', 'AAPL'])).output).toContain('usage:');
    expect(await sqlCandleStore(s.services.db).count('AAPL', '1h')).toBe(before);
  });

  it('imports every CSV of a folder into the symbols its files name, with a line per file and a table at the end', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-folder-'));
    writeFileSync(join(folder, 'msft.csv'), CSV);
    // Two bars, the second a 2-for-1 split of an unadjusted file.
    writeFileSync(join(folder, 'NVDA.csv'), 'Datetime,Open,High,Low,Close,Volume\n2024-06-07,1200,1220,1190,1208,100\n2024-06-10,119,123,117,121.9,1000\n');
    writeFileSync(join(folder, 'notes.txt'), 'not candles');
    const lines: string[] = [];
    const { exitCode, output, notes } = await runImport(s.services, [folder], (line) => lines.push(line));
    // MSFT's two refused rows make it 1; the split NVDA's file shows is a warning only.
    expect(exitCode).toBe(1);
    expect(notes.at(-1)).toBe('exit status 1: 2 rows refused; --accept-refused takes the stored rows as the import and exits 0');
    expect(lines).toEqual([`[1/2] MSFT (${join(folder, 'msft.csv')})`, `[2/2] NVDA (${join(folder, 'NVDA.csv')})`]);
    expect(output.split('\n')).toEqual([
      'symbol  rows  skipped  first                 last                  warnings',
      'MSFT       3        2  2024-01-02T14:30:00Z  2024-01-05T14:30:00Z         0',
      'NVDA       2        0  2024-06-07T13:30:00Z  2024-06-10T13:30:00Z         1',
    ]);
    expect(await sqlCandleStore(s.services.db).count('NVDA', '1d')).toBe(2);
  });

  it('imports into the symbol a file name or --symbol spells as traders write it, and refuses text that is no symbol', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-spellings-'));
    writeFileSync(join(folder, 'sh600519.csv'), CSV);
    writeFileSync(join(folder, '00700.HK.csv'), CSV);
    const { output } = await runImport(s.services, [folder, '--accept-refused']);
    expect(output.split('\n').map((line) => line.split(/ +/)[0])).toEqual(['symbol', '0700.HK', '600519.SS']);
    expect(await sqlCandleStore(s.services.db).count('600519.SS', '1d')).toBe(3);
    expect(await sqlCandleStore(s.services.db).count('0700.HK', '1d')).toBe(3);

    const spelt = await runImport(s.services, [file, '--symbol', '000001.sz', '--accept-refused']);
    expect(JSON.parse(spelt.output)).toMatchObject({ symbol: '000001.SZ', stored: 3 });
    const refused = await runImport(s.services, [file, '--symbol', '../']);
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toContain('--symbol "../" is not a symbol');
  });

  it('names the files of a folder it cannot import, still importing the others, and refuses --symbol with a folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-folder-'));
    writeFileSync(join(folder, 'AAPL.csv'), CSV);
    writeFileSync(join(folder, 'NOPE.XX.csv'), CSV);
    const { exitCode, output, notes } = await runImport(s.services, [folder, '--accept-refused']);
    expect(exitCode).toBe(1);
    expect(output).toMatch(/^AAPL +3 +2 +2024-01-02T14:30:00Z/m);
    expect(notes[0]).toBe(`${join(folder, 'NOPE.XX.csv')}: unknown symbol NOPE.XX: import into a symbol of the universe`);
    expect((await runImport(s.services, [folder, '--symbol', 'AAPL'])).output).toContain('is a folder');
    expect((await runImport(s.services, [mkdtempSync(join(tmpdir(), 'import-empty-'))])).output).toContain('holds no .csv file');
  });

  it('imports a folder of several series at once into the same candles and snapshots as one file at a time', async () => {
    const { db } = s.services;
    const symbols = (await db.selectFrom('symbols').select('symbol').where('symbol', 'not in', ['AAPL', 'MSFT', 'NVDA']).orderBy('symbol').execute())
      .map((row) => row.symbol)
      .filter((symbol) => /^[A-Z]+$/.test(symbol))
      .slice(0, 4);
    expect(symbols).toHaveLength(4);
    const folder = mkdtempSync(join(tmpdir(), 'import-series-'));
    const start = Date.UTC(2024, 0, 2, 14, 30) / 1000;
    // Long enough for PostgreSQL's COPY; each series its own prices, the last one written from an offset start.
    for (const [n, symbol] of symbols.entries()) {
      const lines = ['Datetime,Open,High,Low,Close,Volume'];
      for (let i = 0; i < 6_000 + n * 500; i++) {
        const open = 50 + n * 10 + Math.sin(i / (40 + n)) * 5;
        const close = open + Math.cos(i / 9) / 3;
        lines.push(`${new Date((start + (i + n * 300) * 60) * 1000).toISOString()},${open},${Math.max(open, close) + 0.25},${Math.min(open, close) - 0.25},${close},${100 + i}`);
      }
      writeFileSync(join(folder, `${symbol}.csv`), `${lines.join('\n')}\n`);
    }
    const store = sqlCandleStore(db);
    // One series already holds bars in part of its file's range (the upsert path), another outside it (a direct copy on PostgreSQL).
    const held = (at: number) => Array.from({ length: 2_000 }, (_, i) => ({ ts: at + i * 60, open: 1, high: 2, low: 0.5, close: 1.5, volume: 7 }));
    const earlier = () => store.write(symbols[1]!, '1m', held(start - 5_000 * 60));
    const overlapping = () => store.write(symbols[2]!, '1m', held(start + 7_000 * 60));
    const stored = async () => {
      const candles = await db
        .selectFrom('candles')
        .select(['symbol', 'ts', 'open', 'high', 'low', 'close', 'volume'])
        .where('symbol', 'in', symbols)
        .where('duration', '=', '1m')
        .orderBy('symbol')
        .orderBy('ts')
        .execute();
      const snapshots = await db
        .selectFrom('snapshots')
        .select(['symbol', 'ts', 'field_values'])
        .where('symbol', 'in', symbols)
        .where('duration', '=', '1m')
        .orderBy('symbol')
        .execute();
      return { candles, snapshots };
    };

    await earlier();
    await overlapping();
    const atOnce = await runImport(s.services, [folder, '--duration', '1m']);
    expect(atOnce.exitCode).toBe(0);
    const fromFolder = await stored();

    for (const symbol of symbols) await store.remove(symbol);
    await db.deleteFrom('snapshots').where('symbol', 'in', symbols).execute();
    await earlier();
    await overlapping();
    for (const symbol of symbols) {
      const one = await runImport(s.services, [join(folder, `${symbol}.csv`), '--symbol', symbol, '--duration', '1m']);
      expect(one.exitCode).toBe(0);
    }
    const oneByOne = await stored();
    expect(fromFolder.candles.length).toBe(6_000 + 6_500 + 2_000 + 7_000 + 1_400 + 7_500);
    expect(fromFolder.snapshots).toHaveLength(4);
    expect(fromFolder).toEqual(oneByOne);
  });
});
