/**
 * The assistant in a child process and its window reached from outside, for the command's tests, the e2e tests and
 * the start benchmark: as `npm run desktop` runs it from the checkout, or as the built executable (packagedAssistant.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DESKTOP_NODE_FLAGS } from '../src/nodeFlags.js';
import { WINDOW_PATHS } from '../src/window/windowPaths.js';
import { until } from './windowClient.js';

const MAIN = join(import.meta.dirname, '../src/main.ts');

/** The local chart server's address as the assistant prints it at start. */
export const LISTENING = /Local chart server at (http:\/\/127\.0\.0\.1:\d+)/;

export interface RunningAssistant {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Waits until the output matches, or the program ends. */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  /** Ends the assistant as the system does at log-out; it closes its window and its local server. */
  stop: () => Promise<number | null>;
}

/** Collects what a started assistant prints, so a test can wait for a line of it or read it when something fails. */
export function watchAssistant(child: ChildProcess): RunningAssistant {
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

/** Runs `npm run desktop -- <args>` as the command does (node with tsx), with these variables added to the test's. */
export function desktop(args: string[], env: Record<string, string> = {}): RunningAssistant {
  return watchAssistant(
    spawn(process.execPath, [...DESKTOP_NODE_FLAGS, '--import', 'tsx', MAIN, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/**
 * Where the window's browser writes its debugging port when started with SIGNALDESK_WINDOW_ARGS
 * "--remote-debugging-port=0". A file left by an earlier start names a closed port: remove it before starting again.
 */
export const windowPortFile = (dataDir: string) => join(dataDir, 'window', 'DevToolsActivePort');

/**
 * The window's page, reached over the debugging port its browser writes to windowPortFile(dataDir), once the window
 * has opened it. A busy machine may take a while: it waits up to `limitMs`, and stops waiting if the assistant ends.
 */
export async function windowPage(assistant: RunningAssistant, dataDir: string, limitMs = 90_000): Promise<{ browser: Browser; page: Page }> {
  const alive = () => {
    if (assistant.child.exitCode !== null) throw new Error(`the assistant ended (${assistant.child.exitCode}):\n${assistant.output()}`);
    return true;
  };
  const portFile = windowPortFile(dataDir);
  // The browser writes the port, then a line break and its path: a file without the break is still being written.
  const written = () => (existsSync(portFile) ? readFileSync(portFile, 'utf8') : '');
  await until(() => alive() && written().includes('\n'), 'the window’s debugging port', limitMs);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${written().split('\n')[0]}`);
  const opened = () =>
    browser
      .contexts()
      .flatMap((context) => context.pages())
      .find((each) => new URL(each.url()).pathname === WINDOW_PATHS.page);
  await until(() => alive() && opened() !== undefined, 'the window’s page', limitMs);
  return { browser, page: opened()! };
}
