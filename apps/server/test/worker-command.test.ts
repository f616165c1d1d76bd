import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** `npm run worker -- <args>` as npm runs it, with no Redis or database to reach: what it printed and its status. */
function worker(args: string[]): Promise<{ exitCode: number | null; output: string; notes: string }> {
  const child = spawn('sh', ['scripts/start.sh', 'worker', ...args], { cwd: ROOT, env: { ...process.env, REDIS_URL: '', DATABASE_URL: '' } });
  let output = '';
  let notes = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    notes += chunk.toString();
  });
  return new Promise((done) => child.once('close', (exitCode) => done({ exitCode, output, notes })));
}

describe('npm run worker', () => {
  it('prints its usage for --help and exits 0, without reaching Redis', async () => {
    const { exitCode, output } = await worker(['--help']);
    expect(exitCode).toBe(0);
    expect(output).toMatch(/^usage: npm run worker\n/);
    expect(output).toContain('REDIS_URL');
    expect(output).toContain('-h, --help');
    expect((await worker(['-h'])).exitCode).toBe(0);
  });

  it('refuses an argument it does not take with its usage and exit status 2', async () => {
    const { exitCode, output, notes } = await worker(['--queues']);
    expect(exitCode).toBe(2);
    expect(output).toBe('');
    expect(notes).toMatch(/^error: unexpected argument --queues\nusage: npm run worker\n/);
  });
});
