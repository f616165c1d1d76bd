import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds bench/talib.c against the static TA-Lib that the `talib` package
 * compiled on install, so the comparison is with TA-Lib's C code itself and not
 * with the binding's conversion of JavaScript arrays (hundreds of ns a candle).
 * Returns why it cannot when there is no C compiler or no built TA-Lib.
 */
export function buildTalibHarness(): { binary: string } | { unavailable: string } {
  let talibDir: string;
  try {
    talibDir = dirname(createRequire(import.meta.url).resolve('talib/package.json'));
  } catch {
    return { unavailable: 'the talib package is not installed' };
  }
  const lib = join(talibDir, 'src/lib/lib/libta_libc_csr.a');
  if (!existsSync(lib)) return { unavailable: `no built TA-Lib at ${lib}` };
  const source = join(dirname(fileURLToPath(import.meta.url)), 'talib.c');
  const binary = join(mkdtempSync(join(tmpdir(), 'talib-bench-')), 'talib');
  try {
    execFileSync('cc', ['-O2', '-o', binary, source, `-I${join(talibDir, 'src/lib/include')}`, lib, '-lm'], { stdio: 'pipe' });
  } catch (error) {
    return { unavailable: `cc failed: ${(error as Error).message.split('\n')[0]}` };
  }
  return { binary };
}

/** ns a candle of each job, median of the rounds asked for, by the process's CPU clock and by the wall clock. */
export interface TalibTimes {
  cpu: Record<string, number>;
  wall: Record<string, number>;
}

/**
 * Starts the C harness over `series` × `length` candles (seeds from `seed`)
 * and keeps it waiting: each `run(rounds)` times every job that many times in
 * it. Start it before the bench fills its own memory: spawning forks this
 * process, and every page it then has is copy-on-write until written again.
 */
export function startTalibHarness(binary: string, series: number, length: number, seed: number, set: 'core' | 'standard' = 'core') {
  const child = spawn(binary, [String(series), String(length), String(seed), ...(set === 'standard' ? ['standard'] : [])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffered = '';
  let waiting: ((line: string) => void) | undefined;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end >= 0 && waiting) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const resolve = waiting;
      waiting = undefined;
      resolve(line);
    }
  });
  return {
    run(rounds: number): Promise<TalibTimes> {
      return new Promise((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`TA-Lib harness exited with ${code}`)));
        waiting = (line) => {
          child.removeAllListeners('exit');
          resolve(JSON.parse(line) as TalibTimes);
        };
        child.stdin.write(`${rounds}\n`);
      });
    },
    close() {
      child.stdin.end();
    },
  };
}

export type TalibHarness = ReturnType<typeof startTalibHarness>;

/** One run of the harness in a fresh process (`rounds` rounds, median kept). */
export function runTalibHarness(binary: string, series: number, length: number, rounds: number, seed: number, set: 'core' | 'standard' = 'core') {
  const args = [String(series), String(length), String(seed), ...(set === 'standard' ? ['standard'] : [])];
  const out = execFileSync(binary, args, { encoding: 'utf8', input: `${rounds}\n` });
  return JSON.parse(out) as TalibTimes;
}
