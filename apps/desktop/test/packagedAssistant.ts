/**
 * The built executable of the assistant, run as a trader runs the downloaded file, and its window reached from
 * outside: for the e2e tests and the start benchmark.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DESKTOP_BUILD_FILES } from '@signaldesk/contract';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The Linux build of the assistant, made by `npm run build:executable -w apps/desktop` (part of `npm run test:e2e`). */
export const DESKTOP_EXECUTABLE = resolve(import.meta.dirname, '../dist/bin', DESKTOP_BUILD_FILES.linux);

export interface RunningAssistant {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Waits until the output matches, or the program ends. */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  stop: () => Promise<number | null>;
}

/** Starts the built executable by itself, as a trader runs the downloaded file: no Node, no checkout on its path. */
export function startDesktopExecutable(args: string[], env: Record<string, string>): RunningAssistant {
  if (!existsSync(DESKTOP_EXECUTABLE)) throw new Error(`${DESKTOP_EXECUTABLE} is not built: npm run build:executable -w apps/desktop`);
  const child = spawn(DESKTOP_EXECUTABLE, args, {
    cwd: env.HOME,
    env: { PATH: '/usr/bin:/bin', LANG: 'en_US.UTF-8', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const grew: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const wake of grew.splice(0)) wake();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    exited,
    output: () => out,
    async printed(pattern) {
      for (;;) {
        const found = pattern.exec(out);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`the assistant ended (${child.exitCode}) without printing ${pattern}:\n${out}`);
        await Promise.race([new Promise<void>((wake) => grew.push(wake)), exited]);
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The local chart server's address as the assistant prints it at start. */
export const LISTENING = /Local chart server at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * The window's page, reached over the debugging port its browser writes to `<data-dir>/window/DevToolsActivePort`
 * (SIGNALDESK_WINDOW_ARGS="--remote-debugging-port=0"), once the window has opened it. The caller removes an old port
 * file before the start; the test's own timeout bounds the wait.
 */
export async function windowPage(assistant: RunningAssistant, dataDir: string): Promise<{ browser: Browser; page: Page }> {
  const portFile = join(dataDir, 'window', 'DevToolsActivePort');
  const alive = () => {
    if (assistant.child.exitCode !== null) throw new Error(`the assistant ended (${assistant.child.exitCode}):\n${assistant.output()}`);
  };
  let port = 0;
  while (!port) {
    alive();
    port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (!port) await sleep(100);
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  for (;;) {
    alive();
    const page = browser
      .contexts()
      .flatMap((context) => context.pages())
      .find((each) => new URL(each.url()).pathname === '/assistant/');
    if (page) return { browser, page };
    await sleep(100);
  }
}
