import { execFileSync } from 'node:child_process';
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

/** Times the engine's five building blocks, or with `standard` the standard chart indicators (talib.c names them). */
export function runTalibHarness(binary: string, series: number, length: number, rounds: number, seed: number, set: 'core' | 'standard' = 'core') {
  const args = [String(series), String(length), String(rounds), String(seed), ...(set === 'standard' ? ['standard'] : [])];
  const out = execFileSync(binary, args, { encoding: 'utf8' });
  return JSON.parse(out) as Record<string, number>;
}
