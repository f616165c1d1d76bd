import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Candle, importCsv } from '@signaldesk/market-data';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src';
import { randomCandles } from './support/random';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = resolve(packageDir, '../../node_modules/.bin/tsx');

function run(args: string[]) {
  const result = spawnSync(tsx, ['src/cli.ts', ...args], { cwd: packageDir, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function csvFile(lines: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'indicators-cli-')), 'bars.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('indicators command', () => {
  const candles = randomCandles(300, 3);
  const rows = candles.map((c) => `${c.ts},${c.open},${c.high},${c.low},${c.close},${c.volume}`);

  it('prints one JSON object per bar with every catalogue field, warm-up as null', () => {
    const file = csvFile(['DATE,OPEN,HIGH,LOW,CLOSE,VOLUME', ...rows]);
    const { status, stdout, stderr } = run([file, '--duration', '1d']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const bars = stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(bars).toHaveLength(300);
    const last = bars[299];
    for (const def of CATALOGUE) {
      const value = def.group === 'candle' ? last[def.key] : last[def.group]?.[def.key];
      expect(value, def.id).not.toBeUndefined();
    }
    // Daily bars keep their date, stamped at the session of the market the file's name points to (bars.csv: US).
    expect(Math.floor(last.ts / 86_400)).toBe(Math.floor(candles[299]!.ts / 86_400));
    expect(bars[0].matrix.mma10).toBeNull();
    expect(typeof last.sine.quadrant).toBe('number');
  });

  it('skips a bad row, names its line on stderr and exits with 1', () => {
    const file = csvFile(['date,open,high,low,close,volume', ...rows.slice(0, 10), '2030-01-01,1,x,1,1,1', ...rows.slice(10, 20)]);
    const { status, stdout, stderr } = run([file]);
    expect(stderr).toBe(`${file}:12: high "x" is not a number\n`);
    expect(status).toBe(1);
    expect(stdout.trim().split('\n')).toHaveLength(20);
  });

  it('reads a file into the same candles as the import command, warnings included', async () => {
    const file = csvFile([
      'Datetime,Open,High,Low,Close,Volume',
      '16/06/1999,10,11,9,10,100',
      '17/06/1999,10,11,9,10,0x1A',
      // Opens where it closes, a tenth of the day before, as a 10-for-1 split's first bar does.
      '18/06/1999,1.001,1.1,0.9,1.001,300',
      '15/06/1999,10,11,9,10,400',
    ]);
    const { status, stdout, stderr } = run([file, '--symbol', '0700.HK']);
    expect(status).toBe(1);
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      `${file}:3: volume "0x1A" in column 6 (Volume) is hexadecimal; an export writes volumes in decimal`,
      expect.stringMatching(new RegExp(`^${file}:4: warning: the close moves -90\\.0 % .* 10-for-1 split`)),
      `${file}:5: warning: the row dated 1999-06-15 breaks the file's oldest-first order; it is kept at its date`,
    ]);
    const printed = stdout.trim().split('\n').map((l) => JSON.parse(l) as Candle);
    let imported: Candle[] = [];
    const summary = await importCsv({ file, symbol: '0700.HK', duration: '1d' }, async (_symbol, _duration, candles) => {
      imported = candles;
    });
    expect(printed.map(({ ts, open, high, low, close, volume }) => ({ ts, open, high, low, close, volume }))).toEqual(imported);
    // Hong Kong opens at 09:30, 01:30 UTC.
    expect(imported.map((c) => new Date(c.ts * 1000).toISOString())).toEqual(['1999-06-15T01:30:00.000Z', '1999-06-16T01:30:00.000Z', '1999-06-18T01:30:00.000Z']);
    expect(summary.warnings.map((w) => w.line)).toEqual([4, 5]);
    // The symbol written as traders write it is the same Hong Kong symbol, its bars stamped at the same session.
    expect(run([file, '--symbol', 'hk00700']).stdout).toBe(stdout);
  });

  it('rejects an unknown duration with exit status 2', () => {
    const { status, stderr } = run(['x.csv', '--duration', '2d']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/unknown duration "2d"/);
  });
});
