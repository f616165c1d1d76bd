/**
 * A closed-loop load generator for the load bench: `connections` lanes, each with one keep-alive HTTP connection
 * to one server process (lanes are dealt round-robin over the processes), each sending its next call as soon as
 * the last one answered. A call is a weighted pick from the trader mix, made as a trader taken from that process's
 * idle traders, so no trader has two calls open and the per-trader rate limits see realistic rates.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { quantile, round } from './benchFigures.js';

export interface Sample {
  action: string;
  ms: number;
  /** Status of the answer; 0 for a socket error, timeout or refused chart. */
  status: number;
}

/** One server process the lanes call, with what its traders need. */
export interface Target<T> {
  url: string;
  pid: number;
  traders: T[];
}

export interface Action<T> {
  name: string;
  /** Share of calls in the mix, in per cent. */
  weight: number;
  /** Makes the call as this trader; answers the status (0 when no answer came). */
  run(pool: Pool, trader: T): Promise<number>;
}

export interface RunFigures {
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: { non2xx: number; socket: number; byStatus: Record<string, number> };
  byAction: Record<string, { count: number; p50Ms: number; p99Ms: number; errors: number }>;
  /** Per server process: peak resident memory during the run and CPU used, in cores. */
  servers: { pid: number; peakRssMb: number; cpuCores: number }[];
  /** Server CPU per answered call, all processes together: the cost of a call however busy the machine is. */
  serverCpuMsPerRequest: number;
  /** CPU the load generator itself used, in cores: it shares the machine with the servers. */
  generatorCpuCores: number;
}

const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process so far, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

/** Takes traders out and puts them back at random, so every trader of a process gets a share of the calls. */
function idleTraders<T>(traders: T[]) {
  const idle = [...traders];
  return {
    take(): T {
      const at = Math.floor(Math.random() * idle.length);
      const trader = idle[at] as T;
      idle[at] = idle[idle.length - 1] as T;
      idle.pop();
      return trader;
    },
    give: (trader: T) => void idle.push(trader),
  };
}

function pickAction<T>(actions: readonly Action<T>[]): Action<T> {
  let left = Math.random() * actions.reduce((sum, action) => sum + action.weight, 0);
  for (const action of actions) {
    left -= action.weight;
    if (left < 0) return action;
  }
  return actions.at(-1) as Action<T>;
}

const summarise = (samples: Sample[]) => {
  const times = samples.map((sample) => sample.ms);
  return { p50Ms: round(quantile(times, 0.5), 1), p99Ms: round(quantile(times, 0.99), 1) };
};

/**
 * Runs the mix for `warmUpSeconds` unmeasured, then `seconds` measured; a call counts when it ends inside the
 * measured window. Every lane needs an idle trader: a process needs at least as many traders as its lanes.
 */
export async function drive<T>(options: {
  targets: Target<T>[];
  actions: readonly Action<T>[];
  connections: number;
  warmUpSeconds: number;
  seconds: number;
}): Promise<RunFigures> {
  const { targets, actions, connections } = options;
  const lanesOf = targets.map((_, t) => Math.ceil((connections - t) / targets.length));
  const pools = targets.map((target, t) => new Pool(target.url, { connections: lanesOf[t], pipelining: 1 }));
  const idle = targets.map((target) => idleTraders(target.traders));
  const samples: Sample[] = [];
  let measuring = false;
  let stopping = false;

  const lane = async (t: number) => {
    const pool = pools[t] as Pool;
    const traders = idle[t] as ReturnType<typeof idleTraders<T>>;
    while (!stopping) {
      const action = pickAction(actions);
      const trader = traders.take();
      const start = performance.now();
      const status = await action.run(pool, trader).catch(() => 0);
      traders.give(trader);
      if (measuring && !stopping) samples.push({ action: action.name, ms: performance.now() - start, status });
    }
  };

  const lanes = Array.from({ length: connections }, (_, i) => lane(i % targets.length));
  await new Promise((done) => setTimeout(done, options.warmUpSeconds * 1000));

  const peakRss = targets.map((target) => rssMb(target.pid));
  const rssTimer = setInterval(() => {
    targets.forEach((target, t) => {
      peakRss[t] = Math.max(peakRss[t] ?? 0, rssMb(target.pid));
    });
  }, 500);
  const cpuBefore = targets.map((target) => cpuSeconds(target.pid));
  const generatorBefore = process.cpuUsage();
  const startedAt = performance.now();
  measuring = true;
  await new Promise((done) => setTimeout(done, options.seconds * 1000));
  stopping = true;
  const elapsed = (performance.now() - startedAt) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const cpuAfter = targets.map((target) => cpuSeconds(target.pid));
  clearInterval(rssTimer);
  await Promise.all(lanes);
  await Promise.all(pools.map((pool) => pool.close()));

  const byStatus: Record<string, number> = {};
  for (const sample of samples) if (sample.status < 200 || sample.status >= 300) byStatus[sample.status] = (byStatus[sample.status] ?? 0) + 1;
  const socket = byStatus['0'] ?? 0;
  const byAction: RunFigures['byAction'] = {};
  for (const action of actions) {
    const own = samples.filter((sample) => sample.action === action.name);
    byAction[action.name] = { count: own.length, ...summarise(own), errors: own.filter((s) => s.status < 200 || s.status >= 300).length };
  }
  const serverCpuSeconds = targets.reduce((sum, _, t) => sum + (cpuAfter[t] ?? 0) - (cpuBefore[t] ?? 0), 0);
  const failed = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return {
    connections,
    seconds: round(elapsed, 1),
    requests: samples.length,
    reqPerSec: round(samples.length / elapsed, 0),
    ...summarise(samples),
    errors: { non2xx: failed - socket, socket, byStatus },
    byAction,
    servers: targets.map((target, t) => ({
      pid: target.pid,
      peakRssMb: round(peakRss[t] ?? 0, 0),
      cpuCores: round(((cpuAfter[t] ?? 0) - (cpuBefore[t] ?? 0)) / elapsed, 2),
    })),
    serverCpuMsPerRequest: round((serverCpuSeconds * 1000) / Math.max(1, samples.length), 2),
    generatorCpuCores: round((generator.user + generator.system) / 1e6 / elapsed, 2),
  };
}
