/**
 * Load figures, printing JSON (not a test): a mix of traders against 1 and then 2 real API server processes on one
 * PostgreSQL schema of their own and one Redis, at 50, 200 and 1,000 concurrent connections, beside a bare Fastify
 * route measured the same way in the same run. Per run: throughput, p50/p99 latency, errors (non-2xx answers and
 * calls with no answer), each server process's peak RSS and CPU, and the CPU the load generator took from the same
 * machine. It ends with the largest load held with no errors and p99 under 500 ms; when none of the three is held
 * it tries 25, 10 and 5 connections until one is.
 * Run: flock /tmp/bench.lock npx tsx apps/server/bench/load.ts  (PostgreSQL at BENCH_DATABASE_URL or
 * postgres://root@127.0.0.1:5432/test, Redis at BENCH_REDIS_URL or redis://127.0.0.1:6379; LOAD_SECONDS shortens
 * or lengthens each measured run, 15 by default; LOAD_CONNECTIONS=25,100 runs other loads than 50, 200 and 1,000;
 * LOAD_PROFILE_DIR=<folder> has each API process write a CPU profile there, for loadProfile.ts)
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHART_EVENTS, type KlineError, type KlineOhlcs } from '@signaldesk/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { Pool } from 'undici';
import { createServices } from '../src/app/services.js';
import { openSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { freePort, type ServerProcess, startServerProcess, until } from '../test/outage/serverProcess.js';
import { round } from './benchFigures.js';
import { type Action, drive, type RunFigures, type Target } from './loadDriver.js';
import { CHART_SYMBOLS, prepareTraders, SCREENS, type Trader } from './loadTraders.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const CONCURRENCIES = process.env.LOAD_CONNECTIONS?.split(',').map(Number) ?? [50, 200, 1_000];
const TRADERS = 2_000;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const WARM_UP_SECONDS = 3;
/** What a trader feels as instant enough: the goal a load is held under. */
const HELD_P99_MS = 500;
/** Tried in turn, after the three loads, until one is held, when none of the three was. */
const LOWER_CONCURRENCIES = [25, 10, 5] as const;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Where each API process writes its CPU profile when it stops (summarised by loadProfile.ts); none when unset. */
const profileDir = process.env.LOAD_PROFILE_DIR;

/** A trader as the bench plays it: the stored session and, once connected, the chart page's socket. */
interface Player {
  trader: Trader;
  socket?: Socket;
}

const uptime = () => execSync('uptime').toString().trim();
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Browsers accept compressed answers, so the server pays for compressing the large ones as it does for them. */
async function call(pool: Pool, path: string, token: string, body: unknown): Promise<number> {
  const res = await pool.request({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    body: JSON.stringify(body),
  });
  await res.body.arrayBuffer();
  return res.statusCode;
}

/** A returning trader whose access token ran out: the browser spends its refresh cookie for a new pair. */
async function refresh(pool: Pool, player: Player): Promise<number> {
  const res = await pool.request({
    method: 'POST',
    path: '/api/auth/token/refresh',
    headers: { 'content-type': 'application/json', cookie: `refresh_token=${player.trader.refreshToken}` },
    body: '{}',
  });
  const answer = (await res.body.json()) as { data?: { access_token?: string } };
  const cookie = [res.headers['set-cookie']].flat().find((line) => line?.startsWith('refresh_token='));
  if (res.statusCode === 200 && answer.data?.access_token && cookie) {
    player.trader.accessToken = answer.data.access_token;
    player.trader.refreshToken = cookie.slice('refresh_token='.length).split(';')[0] as string;
  }
  return res.statusCode;
}

/** A chart page asking for a symbol's daily chart on its socket; the answer's status, 0 after 60 s without one. */
function openChart(player: Player, symbol: string): Promise<number> {
  const socket = player.socket;
  if (!socket?.connected) return Promise.resolve(0);
  return new Promise((done) => {
    const finish = (status: number) => {
      clearTimeout(timer);
      socket.off(CHART_EVENTS.ohlcs, onOhlcs);
      socket.off(CHART_EVENTS.error, onError);
      done(status);
    };
    const onOhlcs = (answer: KlineOhlcs) => answer.symbol === symbol && finish(200);
    const onError = (error: KlineError) => error.symbol === symbol && finish(error.code);
    const timer = setTimeout(() => finish(0), 60_000);
    socket.on(CHART_EVENTS.ohlcs, onOhlcs);
    socket.on(CHART_EVENTS.error, onError);
    socket.emit(CHART_EVENTS.compute, { token: player.trader.accessToken, symbol, duration: '1d', live: false });
  });
}

/** The mix, in per cent of calls: what a trader's app asks for over a session, the chart pages the most. */
const TRADER_CALLS: readonly Action<Player>[] = [
  { name: 'sign-in: session check', weight: 8, run: (pool, p) => call(pool, '/api/auth/token/access', p.trader.accessToken, {}) },
  { name: 'sign-in: token refresh', weight: 4, run: (pool, p) => refresh(pool, p) },
  {
    name: 'stocks: list',
    weight: 14,
    run: (pool, p) => call(pool, '/api/stock/list', p.trader.accessToken, { page: 1 + Math.floor(Math.random() * 3), region: pick(['ALL', 'US', 'HK']) }),
  },
  { name: 'stocks: followed lists', weight: 10, run: (pool, p) => call(pool, '/api/userstock/list', p.trader.accessToken, {}) },
  { name: 'chart: candles (socket)', weight: 18, run: (_pool, p) => openChart(p, pick(CHART_SYMBOLS)) },
  { name: 'chart: quote header', weight: 12, run: (pool, p) => call(pool, '/api/stock/atom', p.trader.accessToken, { symbol: pick(CHART_SYMBOLS) }) },
  {
    name: 'screener: query',
    weight: 12,
    run: (pool, p) =>
      call(pool, '/api/stats/seek', p.trader.accessToken, Math.random() < 0.5 ? { sid: pick(p.trader.strategyIds) } : { query: pick(SCREENS) }),
  },
  { name: 'screener: saved strategies', weight: 6, run: (pool, p) => call(pool, '/api/strategy/mine/list', p.trader.accessToken, {}) },
  { name: 'messages: sessions', weight: 8, run: (pool, p) => call(pool, '/api/messenger/session/list', p.trader.accessToken, {}) },
  { name: 'messages: page', weight: 8, run: (pool, p) => call(pool, '/api/messenger/message/list', p.trader.accessToken, {}) },
];

/**
 * A trader whose session ended signs in again, as the web app sends them to the sign-in page: a refresh answer lost
 * under overload leaves the spent cookie in the browser, and spending it again ends the session. The 401 still
 * counts as an error; signing in again keeps one run's failures from carrying into the next.
 */
const MIX: readonly Action<Player>[] = TRADER_CALLS.map((action) => ({
  ...action,
  run: async (pool, player) => {
    const status = await action.run(pool, player);
    if (status === 401) {
      const { accessToken, refreshToken } = await openSession(services, player.trader.userid, 'web', 'load bench');
      Object.assign(player.trader, { accessToken, refreshToken });
    }
    return status;
  },
}));

const BARE: readonly Action<null>[] = [
  {
    name: 'bare',
    weight: 100,
    run: async (pool) => {
      const res = await pool.request({ method: 'POST', path: '/api/bare', headers: { 'content-type': 'application/json' }, body: '{}' });
      await res.body.arrayBuffer();
      return res.statusCode;
    },
  },
];

/** Connects each player's chart socket to its process, a few hundred at a time. */
async function connectSockets(players: Player[], url: string): Promise<void> {
  for (let start = 0; start < players.length; start += 200) {
    await Promise.all(
      players.slice(start, start + 200).map(
        (player) =>
          new Promise<void>((done, fail) => {
            const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { token: player.trader.accessToken } });
            socket.once('connect', () => done());
            socket.once('connect_error', fail);
            player.socket = socket;
          }),
      ),
    );
  }
}

/** Opens every chart symbol once on a process, so runs measure charts already read and computed, as busy ones are. */
async function warmCharts(player: Player): Promise<void> {
  for (const symbol of CHART_SYMBOLS) {
    const status = await openChart(player, symbol);
    if (status !== 200) throw new Error(`warming the ${symbol} chart answered ${status}`);
  }
}

const isHeld = (run: RunFigures) => run.errors.non2xx + run.errors.socket === 0 && run.p99Ms < HELD_P99_MS;

async function startBare(): Promise<{ url: string; pid: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/bareFastify.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  await until(() => printed.includes('listening'), 30_000, 'the bare Fastify process');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid as number, child };
}

async function onDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const schema = `load_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-load-'));
const loadBefore = uptime();
const services = await createServices(
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, MARKET_JOBS: 'off' }),
  { databaseSchema: schema, log: () => undefined },
);
const servers: ServerProcess[] = [];
const bares: { url: string; pid: number; child: ChildProcess }[] = [];
const players: Player[] = [];
try {
  const preparing = performance.now();
  players.push(...(await prepareTraders(services, TRADERS)).map((trader) => ({ trader })));
  const preparedSeconds = round((performance.now() - preparing) / 1000, 1);

  const serverUrl = new URL(databaseUrl);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  // API processes as a scaled-out deployment runs them, in production mode: they serve and leave market work to
  // workers (none runs: the runs measure answering, not sweeping); charts come from the demo market. Rate limits stay
  // at their defaults: the calls are spread over enough traders that none reaches its limit.
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PROCESS_ROLE: 'api',
    DATABASE_URL: serverUrl.toString(),
    REDIS_URL: redisUrl,
    MARKET_PROVIDER: 'demo',
    MARKET_JOBS: 'off',
    ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(profileDir)}` } : {}),
  };

  const mixRuns: { processes: number; runs: RunFigures[]; lower: RunFigures[] }[] = [];
  for (const processes of [1, 2]) {
    while (servers.length < processes) servers.push(await startServerProcess(env, { dataDir }));
    for (const player of players) player.socket?.disconnect();
    const targets: Target<Player>[] = servers.map((server, s) => ({
      url: server.url,
      pid: server.child.pid as number,
      traders: players.filter((_, i) => i % processes === s),
    }));
    for (const target of targets) {
      await connectSockets(target.traders, target.url);
      await warmCharts(target.traders[0] as Player);
    }
    const runs: RunFigures[] = [];
    for (const connections of CONCURRENCIES) {
      runs.push(await drive({ targets, actions: MIX, connections, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS }));
    }
    const lower: RunFigures[] = [];
    for (const connections of LOWER_CONCURRENCIES) {
      if ([...runs, ...lower].some(isHeld)) break;
      lower.push(await drive({ targets, actions: MIX, connections, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS }));
    }
    mixRuns.push({ processes, runs, lower });
  }
  for (const player of players) player.socket?.disconnect();
  await Promise.all(servers.map((server) => server.stop()));
  servers.length = 0;

  const bareRuns: { processes: number; runs: RunFigures[] }[] = [];
  for (const processes of [1, 2]) {
    while (bares.length < processes) bares.push(await startBare());
    const targets: Target<null>[] = bares.map((bare) => ({
      url: bare.url,
      pid: bare.pid,
      traders: new Array(Math.max(...CONCURRENCIES)).fill(null),
    }));
    const runs: RunFigures[] = [];
    for (const connections of CONCURRENCIES) {
      runs.push(await drive({ targets, actions: BARE, connections, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS }));
    }
    bareRuns.push({ processes, runs });
  }

  const held = mixRuns
    .flatMap(({ processes, runs, lower }) => [...runs, ...lower].map((run) => ({ processes, ...run })))
    .filter(isHeld)
    .sort((a, b) => b.connections - a.connections || b.reqPerSec - a.reqPerSec)[0];
  const brief = (run: RunFigures) => ({
    connections: run.connections,
    reqPerSec: run.reqPerSec,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    errors: run.errors.non2xx + run.errors.socket,
  });
  process.stdout.write(
    `${JSON.stringify(
      {
        machine: { cores: availableParallelism(), loadBefore, loadAfter: uptime() },
        method: {
          traders: TRADERS,
          preparedSeconds,
          secondsPerRun: SECONDS,
          warmUpSeconds: WARM_UP_SECONDS,
          mixPercent: Object.fromEntries(MIX.map((action) => [action.name, action.weight])),
          chartSymbols: CHART_SYMBOLS.length,
        },
        mix: mixRuns,
        reference: bareRuns,
        ratio: mixRuns.map(({ processes, runs }) => ({
          processes,
          byConnections: runs.map((run, i) => {
            const bare = bareRuns.find((b) => b.processes === processes)?.runs[i] as RunFigures;
            return {
              mix: brief(run),
              bare: brief(bare),
              throughputOfBare: round(run.reqPerSec / bare.reqPerSec, 3),
              p99OverBare: round(run.p99Ms / bare.p99Ms, 1),
            };
          }),
        })),
        largestHeld: held
          ? { processes: held.processes, connections: held.connections, reqPerSec: held.reqPerSec, p99Ms: held.p99Ms, goalP99Ms: HELD_P99_MS }
          : { none: `no run had zero errors and p99 under ${HELD_P99_MS} ms` },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  for (const player of players) player.socket?.disconnect();
  await Promise.all(servers.map((server) => server.stop()));
  for (const bare of bares) bare.child.kill('SIGTERM');
  await services.close();
  await onDatabase(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  rmSync(dataDir, { recursive: true, force: true });
}
