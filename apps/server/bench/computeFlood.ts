/**
 * Chart-flood benchmark, printing JSON (not a test): how long another member's stock-list call and `/healthz`
 * take, and how long that member waits for a chart, while other members flood the chart channel with computes
 * (one socket × 600, four sockets × 250), beside the same requests without a flood, in the same run.
 * The server runs in its own process and the flooding sockets in another, so neither the flood's clients nor the
 * probe share the server's event loop. Flooders send every request at once and send again what was refused with
 * 429 when one of their answers arrives, so the server does the whole flood's work either way. Each flood runs
 * on a cold cache (series never fetched) and again warm.
 * Run: npx tsx apps/server/bench/computeFlood.ts  (SQLite in a temporary folder; PostgreSQL when
 * BENCH_DATABASE_URL is set)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHART_EVENTS, DURATIONS, type Duration, type KlineError, type KlineOhlcs } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data';
import { io, type Socket } from 'socket.io-client';
import { quantile, round } from './benchFigures.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York: sessions are open, daily bars forming. */
const NOW = Date.UTC(2026, 0, 6, 15) / 1000;
const MEMBERS = 5;
const BASELINE_SAMPLES = 150;
const PROBE_GAP_MS = 5;
/** The probe's chart: a series none of the floods asks for, computed once before the first sample. */
const PROBE_CHART = { symbol: SYMBOLS.at(-1)!.symbol, duration: '1d' as Duration };

interface Series {
  symbol: string;
  duration: Duration;
}
type Message =
  | { type: 'ready'; url: string; tokens: string[] }
  | { type: 'flood'; url: string; tokens: string[]; perSocket: number }
  | { type: 'flooded'; answered: number; refused: number; failed: number; ms: number };

const here = fileURLToPath(import.meta.url);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextMessage = (child: ChildProcess) => new Promise<Message>((resolve) => child.once('message', (m) => resolve(m as Message)));

/** Request i of a flood: its own symbol (so a cold flood fetches and stores every one), durations in turn. */
const seriesAt = (i: number): Series => ({ symbol: SYMBOLS[i % (SYMBOLS.length - 1)]!.symbol, duration: DURATIONS[i % DURATIONS.length]! });

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: (cb) => cb({ token }) });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Server role: a fresh database, members with sessions, the app listening; tells the parent where. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app/buildApp.js');
  const { openSession } = await import('../src/auth/sessions.js');
  const { openBenchServices } = await import('./benchServices.js');
  const { accountFor } = await import('../src/users/accounts.js');
  const bench = await openBenchServices({ now: () => NOW });
  const { services } = bench;
  const tokens: string[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const user = await accountFor(services, { subject_kind: 'email', subject: `flood-${i}@signaldesk.local` });
    await services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', user.userid).execute();
    tokens.push((await openSession(services, user.userid, 'web', 'bench')).accessToken);
  }
  const app = await buildApp(services);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ type: 'ready', url, tokens } satisfies Message);
  process.once('disconnect', async () => {
    await app.close();
    await bench.close();
    process.exit(0);
  });
}

/** One flooding socket: every request at once, a refused one sent again when another answer arrives. */
async function floodOne(url: string, token: string, series: Series[]): Promise<{ answered: number; refused: number; failed: number }> {
  const socket = await connect(url, token);
  const waiting = new Set(series.map((s) => `${s.symbol}:${s.duration}`));
  const retry: Series[] = [];
  let refused = 0;
  let failed = 0;
  const send = (s: Series) => socket.emit(CHART_EVENTS.compute, { ...s, live: false, token });
  await new Promise<void>((done) => {
    const settle = (s: Series) => {
      waiting.delete(`${s.symbol}:${s.duration}`);
      const again = retry.shift();
      if (again) send(again);
      if (waiting.size === 0) done();
    };
    socket.on(CHART_EVENTS.ohlcs, (reply: KlineOhlcs) => settle(reply));
    socket.on(CHART_EVENTS.error, (error: KlineError) => {
      const s = { symbol: error.symbol, duration: error.duration as Duration };
      if (error.code !== 429) {
        failed += 1;
        return settle(s);
      }
      refused += 1;
      retry.push(s);
    });
    for (const s of series) send(s);
  });
  socket.disconnect();
  return { answered: series.length - failed, refused, failed };
}

/** Flood role: one socket per token, `perSocket` distinct series each. */
async function flood(): Promise<void> {
  const order = await new Promise<Extract<Message, { type: 'flood' }>>((resolve) => process.once('message', (m) => resolve(m as never)));
  const start = performance.now();
  const results = await Promise.all(
    order.tokens.map((token, t) =>
      floodOne(
        order.url,
        token,
        Array.from({ length: order.perSocket }, (_, i) => seriesAt(t * order.perSocket + i)),
      ),
    ),
  );
  const sum = (key: 'answered' | 'refused' | 'failed') => results.reduce((total, r) => total + r[key], 0);
  process.send?.({ type: 'flooded', answered: sum('answered'), refused: sum('refused'), failed: sum('failed'), ms: performance.now() - start } satisfies Message);
  process.disconnect();
}

interface Samples {
  stockList: number[];
  healthz: number[];
  chart: number[];
}

/** Another member's requests in turn (stock list, /healthz, a chart) until `until` says stop. */
async function probe(url: string, token: string, chartSocket: Socket, until: (samples: Samples) => boolean): Promise<Samples> {
  const samples: Samples = { stockList: [], healthz: [], chart: [] };
  const timed = async (into: number[], work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    into.push(performance.now() - start);
  };
  const chart = () =>
    new Promise<void>((resolve) => {
      chartSocket.once(CHART_EVENTS.ohlcs, () => resolve());
      chartSocket.emit(CHART_EVENTS.compute, { ...PROBE_CHART, live: false, token });
    });
  while (!until(samples)) {
    await timed(samples.stockList, async () => {
      const res = await fetch(`${url}/api/stock/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      if (!res.ok) throw new Error(`stock list answered ${res.status}`);
      await res.arrayBuffer();
    });
    await timed(samples.healthz, async () => (await fetch(`${url}/healthz`)).arrayBuffer());
    if (samples.stockList.length % 5 === 0) await timed(samples.chart, chart);
    await pause(PROBE_GAP_MS);
  }
  return samples;
}

const figures = (values: number[]) => ({
  samples: values.length,
  p50Ms: round(quantile(values, 0.5)),
  p99Ms: round(quantile(values, 0.99)),
  maxMs: round(Math.max(...values)),
});

function compare(baseline: Samples, during: Samples) {
  const out: Record<string, unknown> = {};
  for (const key of ['stockList', 'healthz', 'chart'] as const) {
    const quiet = figures(baseline[key]);
    const busy = figures(during[key]);
    out[key] = { withoutFlood: quiet, duringFlood: busy, p50Ratio: round(busy.p50Ms / quiet.p50Ms), p99Ratio: round(busy.p99Ms / quiet.p99Ms) };
  }
  return out;
}

async function scenario(sockets: number, perSocket: number) {
  const server = fork(here, ['serve'], { execArgv: ['--import', 'tsx'] });
  const ready = (await nextMessage(server)) as Extract<Message, { type: 'ready' }>;
  const probeToken = ready.tokens[MEMBERS - 1]!;
  const chartSocket = await connect(ready.url, probeToken);
  await probe(ready.url, probeToken, chartSocket, (s) => s.chart.length >= 1);
  const baseline = await probe(ready.url, probeToken, chartSocket, (s) => s.stockList.length >= BASELINE_SAMPLES);
  const runs: Record<string, unknown> = {};
  for (const cache of ['cold', 'warm']) {
    const flooder = fork(here, ['flood'], { execArgv: ['--import', 'tsx'] });
    const flooded = nextMessage(flooder) as Promise<Extract<Message, { type: 'flooded' }>>;
    let finished = false;
    void flooded.then(() => {
      finished = true;
    });
    flooder.send({ type: 'flood', url: ready.url, tokens: ready.tokens.slice(0, sockets), perSocket } satisfies Message);
    const during = await probe(ready.url, probeToken, chartSocket, () => finished);
    const result = await flooded;
    runs[cache] = {
      flood: { answered: result.answered, refusedWith429: result.refused, failed: result.failed, seconds: round(result.ms / 1000) },
      ...compare(baseline, during),
    };
  }
  chartSocket.disconnect();
  server.disconnect();
  return { flood: `${sockets} × ${perSocket} computes`, ...runs };
}

const role = process.argv[2];
if (role === 'serve') await serve();
else if (role === 'flood') await flood();
else {
  const results = [await scenario(1, 600), await scenario(4, 250)];
  process.stdout.write(
    `${JSON.stringify({ benchmark: 'chart compute flood: another member’s requests during the flood', database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite', results }, null, 2)}\n`,
  );
}
