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

  it('stores the good rows, names the bad lines and computes the series', async () => {
    const { exitCode, output } = await runImport(s.services, [file, '--symbol', 'aapl']);
    expect(exitCode).toBe(0);
    const summary = JSON.parse(output) as { stored: number; problems: { line: number }[]; warnings: unknown[] };
    expect(summary.stored).toBe(3);
    expect(summary.problems.map((p) => p.line)).toEqual([4, 6]);
    expect(summary.warnings).toEqual([]);
    const stored = await sqlCandleStore(s.services.db).range('AAPL', '1d', Date.UTC(2024, 0, 1) / 1000, Date.UTC(2024, 0, 9) / 1000);
    expect(stored.map((c) => c.close)).toEqual([185.64, 184.25, 181.18]);
    const snapshot = await s.services.db.selectFrom('snapshots').selectAll().where('symbol', '=', 'AAPL').where('duration', '=', '1d').executeTakeFirst();
    expect(snapshot).toBeDefined();
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
    const { exitCode, output } = await runImport(s.services, [folder], (line) => lines.push(line));
    expect(exitCode).toBe(0);
    expect(lines).toEqual([`[1/2] MSFT (${join(folder, 'msft.csv')})`, `[2/2] NVDA (${join(folder, 'NVDA.csv')})`]);
    expect(output.split('\n')).toEqual([
      'symbol  rows  skipped  first                 last                  warnings',
      'MSFT       3        2  2024-01-02T14:30:00Z  2024-01-05T14:30:00Z         0',
      'NVDA       2        0  2024-06-07T13:30:00Z  2024-06-10T13:30:00Z         1',
    ]);
    expect(await sqlCandleStore(s.services.db).count('NVDA', '1d')).toBe(2);
  });

  it('names the files of a folder it cannot import, still importing the others, and refuses --symbol with a folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-folder-'));
    writeFileSync(join(folder, 'AAPL.csv'), CSV);
    writeFileSync(join(folder, 'NOPE.XX.csv'), CSV);
    const { exitCode, output } = await runImport(s.services, [folder]);
    expect(exitCode).toBe(1);
    expect(output).toMatch(/^AAPL +3 +2 +2024-01-02T14:30:00Z/m);
    expect(output).toContain(`${join(folder, 'NOPE.XX.csv')}: unknown symbol NOPE.XX: import into a symbol of the universe`);
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
