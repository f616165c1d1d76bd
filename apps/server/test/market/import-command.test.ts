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
    const summary = JSON.parse(output) as { stored: number; problems: { line: number }[] };
    expect(summary.stored).toBe(3);
    expect(summary.problems.map((p) => p.line)).toEqual([4, 6]);
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
});
