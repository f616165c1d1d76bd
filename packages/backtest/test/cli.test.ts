import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backtestStrategySchema } from '@signaldesk/contract';
import { compute, seriesFromCandles } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { randomWalk } from './support/candles.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const example = resolve(packageDir, '../../examples/strategies/kd-oversold.json');
const cli = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: packageDir, encoding: 'utf8' });

describe('npm run backtest', () => {
  const candles = randomWalk(400, 11);
  const folder = mkdtempSync(join(tmpdir(), 'backtest-cli-'));
  const csv = join(folder, 'candles.csv');
  writeFileSync(
    csv,
    `date,open,high,low,close,volume\n${candles.map((c) => `${new Date(c.ts * 1000).toISOString().slice(0, 10)},${c.open},${c.high},${c.low},${c.close},${c.volume}`).join('\n')}\n`,
  );

  it('runs examples/strategies/kd-oversold.json as anyone can recompute it from K', () => {
    const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', csv, '--strategy', example, '--symbol', 'ETH-USD'], { cwd: packageDir, encoding: 'utf8' }));
    // When flat and K closes under 20, buy with all the cash at the next open; when long and K closes over 80,
    // sell at the next open. A crypto symbol buys fractions, so equity compounds exactly.
    const k = compute(seriesFromCandles(candles)).column('kd.k');
    const expected: { entryTime: string; entryPrice: number; exitTime: string | null; exitPrice: number | null }[] = [];
    let cash = 100_000;
    let units = 0;
    const day = (i: number) => new Date(candles[i]!.ts * 1000).toISOString().replace('.000Z', 'Z');
    for (let i = 0; i + 1 < candles.length; i++) {
      const next = candles[i + 1]!;
      if (units === 0 && k[i]! < 20) {
        units = cash / next.open;
        cash = 0;
        expected.push({ entryTime: day(i + 1), entryPrice: next.open, exitTime: null, exitPrice: null });
      } else if (units > 0 && k[i]! > 80) {
        cash = units * next.open;
        units = 0;
        Object.assign(expected.at(-1)!, { exitTime: day(i + 1), exitPrice: next.open });
      }
    }
    expect(expected.length).toBeGreaterThan(3);
    expect(out.trades.map((t: Record<string, unknown>) => ({ entryTime: t.entryTime, entryPrice: t.entryPrice, exitTime: t.exitTime, exitPrice: t.exitPrice }))).toEqual(expected);
    expect(out.trades.filter((t: { exitPrice: number | null; reason: string | null }) => t.exitPrice !== null).every((t: { reason: string }) => t.reason === 'rule')).toBe(true);
    const final = cash + units * candles.at(-1)!.close;
    expect(out.equity.at(-1).equity).toBeCloseTo(final, 6);
    expect(out.metrics.finalEquity).toBeCloseTo(final, 6);
    expect(out.equity).toHaveLength(candles.length);
  });

  it('names the field of a bad strategy and refuses short A-shares, with status 2', () => {
    const bad = join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify({ entry: { day: {} }, positionSize: 2 }));
    const refused = cli([csv, '--strategy', bad]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('entry: Give at least one entry rule');
    expect(refused.stderr).toContain('positionSize: Position size is a fraction of equity');
    const short = join(folder, 'short.json');
    writeFileSync(short, JSON.stringify({ entry: { day: { 'kd.k': { min: 80 } } }, direction: 'short' }));
    const shortA = cli([csv, '--strategy', short, '--symbol', '600000.SS']);
    expect([shortA.status, shortA.stderr]).toEqual([2, 'error: 600000.SS: A-shares cannot be sold short\n']);
  });

  it('takes every example under examples/strategies', () => {
    const folder = dirname(example);
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(backtestStrategySchema.safeParse(JSON.parse(readFileSync(join(folder, f), 'utf8'))).error, f).toBeUndefined();
  });
});
