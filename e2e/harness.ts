import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { setClock } from '../apps/server/test/setClock.js';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { Mailbox } from './mailbox.js';
import { CHROMIUM } from '../apps/server/test/chromium.js';

export const ADMIN_EMAIL = 'admin@example.com';
/** How long a page may wait for the server while the machine is busy with other suites. */
export const BUSY_SERVER_MS = 90_000;
const ROOT = resolve(import.meta.dirname, '..');

export interface Harness {
  baseUrl: string;
  mailbox: Mailbox;
  browser: Browser;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Epoch milliseconds on the server's clock now, which every context of `newContext` reads too. */
  serverNow: () => number;
  serverLog: () => string;
  close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Until the server answers /healthz or exits. A loaded machine may take minutes to compile and migrate, so there is
 * no deadline of its own: the test runner's hook timeout bounds it.
 */
async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log()}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface StartedServer {
  baseUrl: string;
  serverLog: () => string;
  stopServer: () => Promise<void>;
}

/** Ports tried before a start refused with EADDRINUSE is given up. */
const PORT_TRIES = 5;

/**
 * The server, once it answers. Its port is found free a moment before the server binds it, and another process may
 * take it in between: such a start is tried again on another port.
 */
async function startServer(options: { webDist?: string; env?: Record<string, string>; root?: string }, smtpPort: number, dataDir: string): Promise<StartedServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: options.root ?? ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_EMAIL,
        PUBLIC_URL: baseUrl,
        NODE_ENV: 'test',
        // Charts fetch their series on demand; the scheduled sweep of the whole demo market is not under test here.
        MARKET_JOBS: 'off',
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIST: options.webDist ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const serverLog = () => output;
    const stopServer = async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    };
    try {
      await waitForHealth(baseUrl, child, serverLog);
      return { baseUrl, serverLog, stopServer };
    } catch (error) {
      await stopServer();
      // The port was taken between being found free and the server binding it: another port.
      if (attempt < PORT_TRIES && output.includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

export interface HarnessOptions {
  webDist?: string;
  env?: Record<string, string>;
  /** Runs the server of another checkout (with its own node_modules), for a benchmark's earlier build. */
  root?: string;
  /**
   * `set` (the default): the server and every browser context run on a clock that reads SET_CLOCK_START (the server
   * tests' setClock.ts) when the harness starts.
   * `machine`: both run on the machine's clock, for a test about today itself.
   */
  clock?: 'set' | 'machine';
}

/** How far Chromium's clock runs ahead of this process's, read once per browser (see browserAhead). */
const browsersAhead = new WeakMap<object, Promise<number>>();

/**
 * Chromium's clock against this process's: the same machine's, a few milliseconds apart, unless a run moved one of
 * them (scripts/test-dates.sh moves every process's clock but Chromium's). Read on a page of the context before any
 * clock of ours is installed in it.
 */
function browserAhead(context: BrowserContext): Promise<number> {
  const key = context.browser() ?? context;
  let ahead = browsersAhead.get(key);
  if (!ahead) {
    ahead = (async () => {
      const page = await context.newPage();
      try {
        const before = Date.now();
        const inBrowser = await page.evaluate(() => Date.now());
        return inBrowser - (before + Date.now()) / 2;
      } finally {
        await page.close();
      }
    })();
    browsersAhead.set(key, ahead);
  }
  return ahead;
}

/**
 * Moves the Date of every page of the context to the server's clock, which reads `serverNow` (epoch milliseconds)
 * now, so that token lives, trials, calendars and option expiries agree between them. Date alone: timers, animation
 * frames and performance entries stay the browser's own, as Playwright's clock would not leave them.
 */
export async function readServerClock(context: BrowserContext, serverNow: number): Promise<void> {
  const ahead = await browserAhead(context);
  await context.addInitScript((offset: number) => {
    const RealDate = Date;
    const now = () => RealDate.now() + offset;
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
      apply: () => new RealDate(now()).toString(),
      get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
    });
  }, serverNow - Date.now() - ahead);
}

/**
 * Starts a test SMTP server, the real server on a fresh data directory (serving webDist when given, with env added
 * to its environment), and Chromium, its contexts on the server's clock.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const clock = options.clock === 'machine' ? undefined : setClock();
  const smtpPort = await freePort();
  const mailbox = new Mailbox();
  await mailbox.listen(smtpPort);
  const dataDir = await mkdtemp(join(tmpdir(), 'signaldesk-e2e-'));
  let server: StartedServer;
  try {
    server = await startServer({ ...options, env: { ...clock?.env, ...options.env } }, smtpPort, dataDir);
  } catch (error) {
    await mailbox.close();
    throw error;
  }
  const { baseUrl, serverLog, stopServer } = server;

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  return {
    baseUrl,
    mailbox,
    browser,
    newContext: async (options = {}) => {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width: 1400, height: 900 }, ...options });
      // The machine's clock too is read through this process's, which a date sweep may have moved apart from Chromium's.
      await readServerClock(context, clock ? clock.now() : Date.now());
      return context;
    },
    serverNow: clock?.now ?? Date.now,
    serverLog,
    close: async () => {
      await browser.close();
      await stopServer();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new browser context signed in as this address, patient with a busy server. */
export async function signedInPage(
  harness: Harness,
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await harness.newContext(options);
  context.setDefaultTimeout(BUSY_SERVER_MS);
  const page = await context.newPage();
  const login = new LoginPage(page, harness.mailbox);
  await login.open();
  await login.signIn(email);
  return { context, page };
}

/**
 * Super gives accounts a role on the users screen, in a browser of its own; each account has signed in once already.
 * A test that keeps super's page open passes it as `superPage`: super signing in again so soon would wait for the
 * sign-in code's resend interval.
 */
export async function grantRole(harness: Harness, emails: readonly string[], role = 'Member', superPage?: Page): Promise<void> {
  const own = superPage ? undefined : await signedInPage(harness, ADMIN_EMAIL);
  const users = new AdminUsersPage(superPage ?? own!.page);
  await users.open();
  for (const email of emails) await users.changeRole(email, role);
  await own?.context.close();
}
