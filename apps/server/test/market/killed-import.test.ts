import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sqlCandleStore } from '../../src/candles/candleStore.js';
import { openDatabase } from '../../src/db/database.js';
import { KILL_SYMBOL, NEW_BARS, OLD_BARS } from './killedImport.js';

const CHILD = resolve(import.meta.dirname, 'importChild.ts');
const ROOT = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function importer(phase: 'old' | 'new'): { child: ChildProcess; lines: string[]; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, phase], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, lines, exited };
}

const walSize = () => {
  const wal = join(dataDir, 'signaldesk.sqlite-wal');
  return existsSync(wal) ? statSync(wal).size : 0;
};

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

it('shows the old series whole after the process importing a new one is killed halfway', async () => {
  const first = importer('old');
  expect(await first.exited).toBe(0);

  const second = importer('new');
  await until(() => second.lines.includes('writing'), 'the import to start');
  const walAtStart = walSize();
  // Rows of the new series are reaching the file: the transaction is under way, not yet committed.
  await until(() => walSize() > walAtStart + 2_000_000, 'rows to reach the write-ahead log');
  second.child.kill('SIGKILL');
  await second.exited;
  expect(second.lines, 'the import was killed before it finished').not.toContain('done');

  const { db } = await openDatabase({ dataDir });
  try {
    const store = sqlCandleStore(db);
    const stored = await store.last(KILL_SYMBOL, '1m', NEW_BARS);
    const volumes = new Set(stored.map((c) => c.volume));
    expect(stored.length).toBe(OLD_BARS);
    expect([...volumes]).toEqual([1]);
  } finally {
    await db.destroy();
  }
});
