/**
 * Market benchmark, printing JSON (not a test): import and full indicator computation of ten years of daily
 * bars for the whole demo universe, a chart request over the live channel from cold and warm cache against
 * a bare Fastify route, and the memory of the process afterwards.
 * Run: npx tsx apps/server/bench/market.bench.ts  (PostgreSQL when BENCH_DATABASE_URL is set)
 */
import type { KlineOhlcs } from '@signaldesk/contract';
import { compute, seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import Fastify from 'fastify';
import { io } from 'socket.io-client';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { lastValues, writeSnapshot } from '../src/quotes/snapshots.js';
import { accountFor } from '../src/users/accounts.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const YEARS = 10;
const CHART_SAMPLES = 60;
const BARE_SAMPLES = 400;
const ADMIN = 'bench@signaldesk.local';
/** Thursday 2026-01-08 18:00 UTC: New York is trading. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const summary = (values: number[]) => ({ medianMs: round(quantile(values, 0.5)), p95Ms: round(quantile(values, 0.95)) });

const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN });
const { services } = bench;
const app = await buildApp(services);
const store = app.market.service.store;
const demo = new DemoMarket({ now: () => NOW });

// 1. Import and full computation, store and compute timed apart; generating the demo bars is neither.
let candles = 0;
let generateMs = 0;
let storeMs = 0;
let computeMs = 0;
for (const { symbol } of SYMBOLS) {
  let start = process.hrtime.bigint();
  const bars = await demo.candles({ symbol, duration: '1d', from: NOW - YEARS * 365 * 86_400, to: NOW });
  generateMs += ms(start);
  start = process.hrtime.bigint();
  await store.write(symbol, '1d', bars);
  storeMs += ms(start);
  start = process.hrtime.bigint();
  const analysis = compute(seriesFromCandles(bars), { duration: '1d', barsPerYear: barsPerYear(symbol, '1d') });
  computeMs += ms(start);
  start = process.hrtime.bigint();
  await writeSnapshot(services.db, symbol, '1d', bars.at(-1)?.ts ?? NOW, lastValues(analysis), NOW);
  storeMs += ms(start);
  candles += bars.length;
}
const importResult = {
  symbols: SYMBOLS.length,
  candles,
  storeSeconds: round(storeMs / 1000),
  computeSeconds: round(computeMs / 1000),
  candlesPerSecond: Math.round(candles / ((storeMs + computeMs) / 1000)),
  storeCandlesPerSecond: Math.round(candles / (storeMs / 1000)),
  computeCandlesPerSecond: Math.round(candles / (computeMs / 1000)),
  demoGenerationSeconds: round(generateMs / 1000),
};
global.gc?.();
const memory = process.memoryUsage();

// 2. Chart requests over the live channel, against a bare Fastify route, on the same machine in the same run.
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN });
const { accessToken } = await openSession(services, admin.userid, 'web', 'bench');
const socket = io(url, { path: '/socket.io', transports: ['websocket'] });
await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

async function chartOnce(symbol: string): Promise<number> {
  const start = process.hrtime.bigint();
  const answer = new Promise<KlineOhlcs>((resolve) => socket.once('kline:ohlcs', resolve));
  socket.emit('compute', { symbol, duration: '1d', live: false, token: accessToken });
  const reply = await answer;
  if (reply.ohlcs.rows.length !== 150) throw new Error(`expected 150 candles for ${symbol}, got ${reply.ohlcs.rows.length}`);
  return ms(start);
}

const symbols = SYMBOLS.slice(0, CHART_SAMPLES).map((info) => info.symbol);
// Cold: the series is stored and fresh, but no computed chart is in memory.
app.market.service.forgetCharts();
const cold: number[] = [];
for (const symbol of symbols) cold.push(await chartOnce(symbol));
const warm: number[] = [];
for (const symbol of symbols) warm.push(await chartOnce(symbol));
socket.disconnect();

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 0, data: null }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const bareTimes: number[] = [];
for (let i = 0; i < BARE_SAMPLES; i++) {
  const start = process.hrtime.bigint();
  await (await fetch(`${bareUrl}/bare`)).json();
  bareTimes.push(ms(start));
}
const bareMedian = quantile(bareTimes, 0.5);

const result = {
  database: services.dialect,
  import: importResult,
  chart: {
    candles: 150,
    transport: 'socket.io compute -> kline:ohlcs',
    cold: { ...summary(cold), ratioToBareRoute: round(quantile(cold, 0.5) / bareMedian, 1) },
    warm: { ...summary(warm), ratioToBareRoute: round(quantile(warm, 0.5) / bareMedian, 1) },
    bareFastifyRoute: summary(bareTimes),
  },
  memoryAfterDemoMarketMb: {
    rss: round(memory.rss / 2 ** 20, 1),
    heapUsed: round(memory.heapUsed / 2 ** 20, 1),
    external: round(memory.external / 2 ** 20, 1),
  },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);

await bare.close();
await app.close();
await bench.close();
