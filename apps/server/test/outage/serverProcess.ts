import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setClock } from '../setClock.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
/** Every process a test file starts reads this one clock, whatever today is; so do the test's own services. */
export const PROCESS_CLOCK = setClock();

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

/** A real server or worker process: what it printed, and whether it ended without being asked to. */
export interface NodeProcess {
  child: ChildProcess;
  /** Set once the process has exited; stays null while it runs. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  output(): string;
  /** Ends it with SIGTERM, its graceful stop, and waits for the exit; a process already ended is left as it is. */
  stop(): Promise<void>;
}

/** A real `node apps/server/src/main.ts` process. */
export interface ServerProcess extends NodeProcess {
  url: string;
  /** Waits for the next sign-in code mailed to this address, after the `seen` codes printed before. */
  mailedCode(email: string, seen: number): Promise<string>;
  /** How many sign-in codes the process has printed for this address so far. */
  codesMailed(email: string): number;
}

const codePattern = (email: string) => new RegExp(`mail to ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\d{4}) `, 'g');

/** What `npm run worker` prints once it takes work. */
const WORKER_READY = 'SignalDesk worker is taking work from Redis';

/**
 * Spawns `apps/server/src/<entry>.ts` with the test environment (no mail server: codes are printed, as without
 * SMTP_URL; no scheduled market updates unless `env` asks; the set clock) and this environment over it.
 */
function spawnNode(entry: 'main' | 'worker', env: Record<string, string>, dataDir: string | undefined): NodeProcess {
  const ownDir = dataDir ? null : mkdtempSync(join(tmpdir(), 'signaldesk-node-'));
  const dir = dataDir ?? (ownDir as string);
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}.ts`], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      MARKET_JOBS: 'off',
      WEB_DIST: join(dir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      ...PROCESS_CLOCK.env,
      ...env,
    },
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const node: NodeProcess = {
    child,
    exit: null,
    output: () => printed,
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
    node.exit = { code, signal };
  });
  return node;
}

/** Waits for `ready`, failing at once with what the process printed if it exits first. */
async function started(node: NodeProcess, ready: () => Promise<boolean> | boolean, what: string): Promise<void> {
  await until(
    () => {
      if (node.exit) throw new Error(`the ${what} exited with ${node.exit.code ?? node.exit.signal}:\n${node.output()}`);
      return ready();
    },
    90_000,
    `the ${what} to start`,
  );
}

/**
 * Starts the server with this environment on a free port and resolves once /healthz answers; `dataDir` lets two
 * processes share one SQLite database.
 */
export async function startServerProcess(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = spawnNode('main', { PORT: String(port), ...env }, options.dataDir);
  const server: ServerProcess = Object.assign(node, {
    url,
    codesMailed: (email: string) => [...node.output().matchAll(codePattern(email))].length,
    async mailedCode(email: string, seen: number) {
      await until(() => server.codesMailed(email) > seen, 30_000, `a code mailed to ${email}`);
      return [...node.output().matchAll(codePattern(email))].at(-1)?.[1] as string;
    },
  });
  await started(
    node,
    () =>
      fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      ),
    'server process',
  );
  return server;
}

/** Starts `npm run worker`'s process with this environment and resolves once it says it takes work from Redis. */
export async function startWorkerProcess(env: Record<string, string>): Promise<NodeProcess> {
  const node = spawnNode('worker', env, undefined);
  await started(node, () => node.output().includes(WORKER_READY), 'worker process');
  return node;
}
