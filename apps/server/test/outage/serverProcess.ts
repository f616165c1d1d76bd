import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** Asks again every 100 ms until `check` answers true; fails after `timeoutMs`, naming what it waited for. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A real `node apps/server/src/main.ts` process: what it printed, and whether it ended without being asked to. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Set once the process has exited; stays null while it runs. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  output(): string;
  /** Waits for the next sign-in code mailed to this address, after the `seen` codes printed before. */
  mailedCode(email: string, seen: number): Promise<string>;
  /** How many sign-in codes the process has printed for this address so far. */
  codesMailed(email: string): number;
  stop(): Promise<void>;
}

const codePattern = (email: string) => new RegExp(`mail to ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\d{4}) `, 'g');

/**
 * Starts the server with this environment on a free port (no mail server: codes are printed, as without SMTP_URL)
 * and resolves once /healthz answers; `dataDir` lets two processes share one SQLite database.
 */
export async function startServerProcess(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'signaldesk-node-'));
  const dataDir = options.dataDir ?? (ownDir as string);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MARKET_JOBS: 'off',
      WEB_DIST: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    exit: null,
    output: () => printed,
    codesMailed: (email) => [...printed.matchAll(codePattern(email))].length,
    async mailedCode(email, seen) {
      await until(() => server.codesMailed(email) > seen, 30_000, `a code mailed to ${email}`);
      return [...printed.matchAll(codePattern(email))].at(-1)?.[1] as string;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
  child.once('exit', (code, signal) => {
    server.exit = { code, signal };
  });
  await until(
    async () => {
      if (server.exit) throw new Error(`the server process exited with ${server.exit.code ?? server.exit.signal}:\n${printed}`);
      return fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
    },
    90_000,
    'the server process to answer /healthz',
  );
  return server;
}
