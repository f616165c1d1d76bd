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
 * Every process's CPU time per measured round (from the alerts' write to the next round, acknowledgements and store
 * included) is printed beside the arrivals, with the part of the clients' spent sending acknowledgements; so is
 * when each server wrote each socket's notification, and from that write to the client's reading it.
 */
import { type ChildProcess, execFile, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
/** The median and both ends of a per-round figure. */
const spread = (ms: number[]) => ({ medianMs: round(quantile(ms, 0.5)), minMs: round(Math.min(...ms)), maxMs: round(Math.max(...ms)) });
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

/** Clock ticks per second of /proc's CPU times: 100 on Linux. */
const PROC_TICKS_PER_S = 100;
/**
 * CPU time so far, in ms, of each of this machine's processes whose name starts with `name`, by pid (from /proc, so
 * Linux only; none elsewhere). PostgreSQL's and Redis's include whatever else uses them while the bench runs.
 */
function machineCpuMs(name: string): Map<string, number> {
  const byPid = new Map<string, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return byPid;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!comm.startsWith(name)) continue;
      // After the name come the line's fields from the 3rd (state) on; utime and stime are its 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / PROC_TICKS_PER_S);
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  return byPid;
}

/** The CPU the processes of `after` spent since `before`; one that ended between them is left out, not subtracted. */
function spentSince(before: Map<string, number>, after: Map<string, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** Every process's CPU time so far, servers first, and the clients' part of it spent acknowledging. */
async function cpuNow(): Promise<{ cpuMs: number[]; ackingMs: number[]; postgresMs: Map<string, number>; redisMs: Map<string, number> }> {
  const asked = [...servers, ...clients].map((child) => {
    const told = answer(child, (a: ServerAnswer | ClientsAnswer): a is { cpuMs: number; ackingMs?: number } => 'cpuMs' in a);
    order(child, { cpu: true });
    return told;
  });
  const told = await Promise.all(asked);
  return {
    cpuMs: told.map((a) => a.cpuMs),
    ackingMs: told.slice(SERVERS).map((a) => a.ackingMs ?? 0),
    postgresMs: machineCpuMs('postgres'),
    redisMs: machineCpuMs('redis-server'),
  };
}
/** Per measured round, from the alerts' write to the next round: each process's CPU, and the clients' acknowledging. */
const cpuPerRound: number[][] = [];
const ackingPerRound: number[][] = [];
const postgresPerRound: number[] = [];
const redisPerRound: number[] = [];

/** When each server wrote each notification to its socket, in ms after the alert's write, by server. */
const serverWrote: number[][] = Array.from({ length: SERVERS }, () => []);
/** Per socket, from the server's write to its socket to the client's reading it. */
const writtenToHeard: number[] = [];
const msByServer: number[][] = Array.from({ length: SERVERS }, () => []);
const lastSocket: number[] = [];
const deliverCall: number[] = [];
let lost = 0;
const firstBar = Math.floor(Date.now() / 60_000) * 60;
for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r += 1) {
  const bar = firstBar + 60 * (r + 1);
  const cpuBefore = await cpuNow();
  const heard = clients.map((client) => answer(client, (a: ClientsAnswer): a is Extract<ClientsAnswer, { round: number }> => 'round' in a && a.round === bar));
  for (const client of clients) order(client, { expect: bar, timeoutMs: ROUND_TIMEOUT_MS });
  const raised = answer(raiser, (a: ServerAnswer): a is Extract<ServerAnswer, { raised: number }> => 'raised' in a && a.raised === bar);
  order(raiser, { raise: bar });
  const [rounds, { deliverMs }] = await Promise.all([Promise.all(heard), raised]);
  await new Promise((resolve) => setTimeout(resolve, BETWEEN_ROUNDS_MS));
  if (r < WARM_UP_ROUNDS) continue;
  const wrote = await Promise.all(
    servers.map((server) => {
      const told = answer(server, (a: ServerAnswer): a is Extract<ServerAnswer, { writtenFor: number }> => 'writtenFor' in a && a.writtenFor === bar);
      order(server, { written: bar });
      return told;
    }),
  );
  const heardById = new Map(rounds.flatMap((a) => a.ids.map((id, i) => [id, a.ms[i] ?? Number.NaN] as const)));
  wrote.forEach(({ ids, ms }, server) => {
    ids.forEach((id, i) => {
      const wroteMs = ms[i] ?? Number.NaN;
      serverWrote[server]?.push(wroteMs);
      const heardMs = heardById.get(id);
      if (heardMs !== undefined) writtenToHeard.push(heardMs - wroteMs);
    });
  });
  const cpuAfter = await cpuNow();
  cpuPerRound.push(cpuAfter.cpuMs.map((ms, i) => ms - (cpuBefore.cpuMs[i] ?? 0)));
  ackingPerRound.push(cpuAfter.ackingMs.map((ms, i) => ms - (cpuBefore.ackingMs[i] ?? 0)));
  postgresPerRound.push(spentSince(cpuBefore.postgresMs, cpuAfter.postgresMs));
  redisPerRound.push(spentSince(cpuBefore.redisMs, cpuAfter.redisMs));
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
      serverWroteSocket: serverWrote.map(arrivalFigures),
      serverWriteToClientRead: arrivalFigures(writtenToHeard),
      allSocketsReached: { medianMs: round(quantile(lastSocket, 0.5)), maxMs: round(Math.max(...lastSocket)) },
      storeAndEmit: { medianMs: round(quantile(deliverCall, 0.5)), maxMs: round(Math.max(...deliverCall)) },
      reference: { benchmark: 'alertDelivery.ts: 1,000 sockets, one process, no Redis', sockets: 1_000, processes: 1, ...reference1000, lost: 0 },
      ratio: { p50: round(fanout.p50Ms / reference1000.p50Ms), p99: round(fanout.p99Ms / reference1000.p99Ms) },
      cpuMsPerRound: {
        servers: Array.from({ length: SERVERS }, (_, i) => spread(cpuPerRound.map((round) => round[i] ?? 0))),
        clients: Array.from({ length: CLIENT_PROCESSES }, (_, i) => spread(cpuPerRound.map((round) => round[SERVERS + i] ?? 0))),
        clientsAcknowledging: Array.from({ length: CLIENT_PROCESSES }, (_, i) => spread(ackingPerRound.map((round) => round[i] ?? 0))),
        postgresOnThisMachine: spread(postgresPerRound),
        redisOnThisMachine: spread(redisPerRound),
      },
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
