/**
 * Alert fan-out benchmark, printing JSON (not a test): 10,000 traders' notification sockets, half on each of two
 * server processes joined by the socket.io Redis adapter on PostgreSQL, held by several client processes. Each
 * round one process's alert sink is handed one alert per trader, as a compute cycle hands them over; every socket
 * times its notification from that write, so half of them hear it through Redis. Beside it, in the same run, the
 * one-process reference: alertDelivery.ts's 1,000 sockets on the same database.
 * Run: npx tsx apps/server/bench/alertFanout.ts  (PostgreSQL at BENCH_DATABASE_URL, by default
 * postgres://root@127.0.0.1:5432/test, in a schema of its own; Redis at BENCH_REDIS_URL, by default
 * redis://127.0.0.1:6379, its channels under that schema's prefix). With BENCH_CPU_PROF_DIR set, every server and
 * client process writes its CPU profile there as it ends (fanoutServer-0.cpuprofile, fanoutClients-0.cpuprofile, …).
 */
import { type ChildProcess, execFile, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { openTraders } from './benchTraders.js';
import type { ClientsAnswer, ClientsOrder, Screen } from './fanoutClients.js';
import type { ServerAnswer, ServerOrder } from './fanoutServer.js';

const SOCKETS = 10_000;
const SERVERS = 2;
const CLIENT_PROCESSES = 4;
const ROUNDS = 10;
const WARM_UP_ROUNDS = 2;
/** A socket that has not heard its round by then counts as lost. */
const ROUND_TIMEOUT_MS = 30_000;
/** Alerts come once per compute cycle: the acknowledgements of one round are written before the next. */
const BETWEEN_ROUNDS_MS = 2_000;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const profileDir = process.env.BENCH_CPU_PROF_DIR;

/** The present one-process setup, on the same database: alertDelivery.ts's JSON. */
async function reference(): Promise<{ perSocketArrival: { medianMs: number; p99Ms: number; maxMs: number } }> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATABASE_URL: databaseUrl };
  delete env.BENCH_REDIS_URL;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'alertDelivery.ts')], { env });
  return JSON.parse(stdout);
}

/** The `n`th process running `script`, profiled when BENCH_CPU_PROF_DIR asks for it. */
function forkBench(script: string, n: number, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${script.replace('.ts', '')}-${n}.cpuprofile`] : [];
  return fork(join(import.meta.dirname, script), { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, ...env }, stdio: 'inherit' });
}

/** The child's first answer that `wanted` accepts. */
function answer<A, W extends A>(child: ChildProcess, wanted: (answer: A) => answer is W): Promise<W> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: A) => {
      if (!wanted(message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`a bench process exited with ${code} while answers were awaited`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const order = (child: ChildProcess, message: ServerOrder | ClientsOrder) => child.send(message);
const arrivalFigures = (ms: number[]) => ({ p50Ms: round(quantile(ms, 0.5)), p99Ms: round(quantile(ms, 0.99)), maxMs: round(Math.max(...ms)) });

const one = await reference();

const bench = await openBenchServices({ now: () => Math.floor(Date.now() / 1000), databaseUrl });
const traders = await openTraders(bench.services, SOCKETS);

// The parent made and migrated the schema, so both processes start on it at once.
const servers = Array.from({ length: SERVERS }, (_, n) =>
  forkBench('fanoutServer.ts', n, { BENCH_DATABASE_URL: databaseUrl, BENCH_SCHEMA: bench.schema, BENCH_REDIS_URL: redisUrl }),
);
const urls = await Promise.all(servers.map((server) => answer(server, (a: ServerAnswer): a is { url: string } => 'url' in a)));
const raiser = servers[0] as ChildProcess;
order(raiser, { traders: traders.map((trader) => trader.userid) });

// Neighbouring traders alternate between the processes, so every client process holds sockets on both.
const screens: Screen[] = traders.map((trader, i) => ({ url: (urls[i % SERVERS] as { url: string }).url, token: trader.accessToken, server: i % SERVERS }));
const share = Math.ceil(SOCKETS / CLIENT_PROCESSES);
const clients = Array.from({ length: CLIENT_PROCESSES }, (_, n) => forkBench('fanoutClients.ts', n));
const connecting = clients.map((client) => answer(client, (a: ClientsAnswer): a is { connected: number } => 'connected' in a));
clients.forEach((client, i) => {
  order(client, { screens: screens.slice(i * share, (i + 1) * share) });
});
const connected = (await Promise.all(connecting)).reduce((sum, a) => sum + a.connected, 0);

const msByServer: number[][] = Array.from({ length: SERVERS }, () => []);
const lastSocket: number[] = [];
const deliverCall: number[] = [];
let lost = 0;
const firstBar = Math.floor(Date.now() / 60_000) * 60;
for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r += 1) {
  const bar = firstBar + 60 * (r + 1);
  const heard = clients.map((client) => answer(client, (a: ClientsAnswer): a is Extract<ClientsAnswer, { round: number }> => 'round' in a && a.round === bar));
  for (const client of clients) order(client, { expect: bar, timeoutMs: ROUND_TIMEOUT_MS });
  const raised = answer(raiser, (a: ServerAnswer): a is Extract<ServerAnswer, { raised: number }> => 'raised' in a && a.raised === bar);
  order(raiser, { raise: bar });
  const [rounds, { deliverMs }] = await Promise.all([Promise.all(heard), raised]);
  await new Promise((resolve) => setTimeout(resolve, BETWEEN_ROUNDS_MS));
  if (r < WARM_UP_ROUNDS) continue;
  for (const { msByServer: times, lost: missed } of rounds) {
    times.forEach((ms, server) => {
      msByServer[server]?.push(...ms);
    });
    lost += missed;
  }
  lastSocket.push(Math.max(...rounds.flatMap((a) => a.msByServer.flat())));
  deliverCall.push(deliverMs);
}

const rss = await Promise.all(
  servers.map((server) => {
    const told = answer(server, (a: ServerAnswer): a is { rss: number } => 'rss' in a);
    order(server, { rss: true });
    return told;
  }),
);
const all = msByServer.flat();
const fanout = arrivalFigures(all);
const reference1000 = { p50Ms: one.perSocketArrival.medianMs, p99Ms: one.perSocketArrival.p99Ms, maxMs: one.perSocketArrival.maxMs };

process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'alert fan-out: alert sink handed one alert per trader in one process → notification on every socket of two processes',
      database: bench.services.dialect,
      sockets: SOCKETS,
      connected,
      processes: SERVERS,
      clientProcesses: CLIENT_PROCESSES,
      rounds: ROUNDS,
      perSocketArrival: { ...fanout, lost },
      onTheRaisingProcess: arrivalFigures(msByServer[0] ?? []),
      throughRedis: arrivalFigures(msByServer[1] ?? []),
      allSocketsReached: { medianMs: round(quantile(lastSocket, 0.5)), maxMs: round(Math.max(...lastSocket)) },
      storeAndEmit: { medianMs: round(quantile(deliverCall, 0.5)), maxMs: round(Math.max(...deliverCall)) },
      reference: { benchmark: 'alertDelivery.ts: 1,000 sockets, one process, no Redis', sockets: 1_000, processes: 1, ...reference1000, lost: 0 },
      ratio: { p50: round(fanout.p50Ms / reference1000.p50Ms), p99: round(fanout.p99Ms / reference1000.p99Ms) },
      serverRssMb: rss.map((a) => round(a.rss / 2 ** 20, 1)),
      loadavg: loadavg().map((load) => round(load)),
    },
    null,
    2,
  )}\n`,
);

for (const child of [...clients, ...servers]) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}
await bench.close();
