/** The assistant's command in a child process, as `npm run desktop` runs it, for the command's tests. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '../src/main.ts');

/** Runs `npm run desktop -- <args>` as the command does (node with tsx), collecting what it prints. */
export function desktop(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const grew: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const wake of grew.splice(0)) wake();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => out,
    /** Waits until the output matches, or the program ends. */
    async printed(pattern: RegExp): Promise<RegExpExecArray> {
      for (;;) {
        const found = pattern.exec(out);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`the assistant ended (${child.exitCode}) without printing ${pattern}:\n${out}`);
        await Promise.race([new Promise<void>((wake) => grew.push(wake)), exited]);
      }
    },
  };
}

