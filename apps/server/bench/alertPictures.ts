/**
 * Alert picture benchmark, printing JSON (not a test): the chart picture a Telegram alert or push e-mail carries,
 * on the server's path — the candles before the alert's bar analysed in the market's pool, then drawn and encoded
 * in the picture threads — one at a time and as one fan-out's burst, with the event loop's longest stall meanwhile;
 * and, for comparison, the same drawing on the event loop.
 * Run: npx tsx apps/server/bench/alertPictures.ts  (SQLite in a temporary folder; PostgreSQL when BENCH_DATABASE_URL is set)
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import type { Message } from '@signaldesk/contract';
import { buildApp } from '../src/app/buildApp.js';
import { alertPictures, PICTURE_CANDLES, PICTURE_SIZE, picturePool } from '../src/messenger/alertPicture.js';
import { renderPicture } from '../src/messenger/pictureRender.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const SYMBOLS = 60;

const clock = Math.floor(Date.now() / 1000);
const bench = await openBenchServices({ now: () => clock });
const app = await buildApp(bench.services);
await app.ready();
const rows = await bench.services.db.selectFrom('symbols').select('symbol').where('symbol', 'not like', '%-%').orderBy('symbol').limit(SYMBOLS).execute();
const symbols = rows.map((row) => row.symbol);
for (const symbol of symbols) await app.market.service.update(symbol, '1d');

const message = (symbol: string, bar: number | null): Message =>
  ({ id: symbol, type: 'strategy', sessionid: 's', sessioname: 'Bench', symbol, name: symbol, duration: '1d', payload: bar === null ? {} : { bar } }) as Message;
const bars = new Map<string, number | null>();
for (const symbol of symbols) bars.set(symbol, await app.market.service.store.latestTs(symbol, '1d'));

const pool = picturePool();
const chart = app.market.service.chart.bind(app.market.service);
const load = app.market.service.ensureFresh.bind(app.market.service);
const sources = { load, chart, render: pool.render, now: () => clock, onError: (error: unknown) => console.error(error) };

// Warm-up: threads started, font registered, code compiled.
await Promise.all(symbols.slice(0, 4).map((symbol) => alertPictures(sources)(message(symbol, bars.get(symbol)!), 'en', null)));

// One picture at a time: what a lone alert waits for before it is sent.
const single: number[] = [];
const sizes: number[] = [];
for (const symbol of symbols) {
  const start = performance.now();
  const png = await alertPictures(sources)(message(symbol, bars.get(symbol)!), 'zh', 'redUp');
  single.push(performance.now() - start);
  sizes.push(png?.length ?? 0);
}

// One fan-out's burst: every symbol in both languages, with the event loop watched meanwhile.
const loop = monitorEventLoopDelay({ resolution: 1 });
const burstStart = performance.now();
loop.enable();
const picture = alertPictures(sources);
await Promise.all(symbols.flatMap((symbol) => [picture(message(symbol, bars.get(symbol)!), 'en', 'greenUp'), picture(message(symbol, bars.get(symbol)!), 'zh', 'redUp')]));
loop.disable();
const burst = performance.now() - burstStart;

/** Runs a burst and answers its time and the event loop's longest stall meanwhile. */
async function watched<T>(burst: () => Promise<T>): Promise<{ result: T; totalMs: number; longestEventLoopStallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const start = performance.now();
  histogram.enable();
  const result = await burst();
  histogram.disable();
  return { result, totalMs: round(performance.now() - start), longestEventLoopStallMs: round(histogram.max / 1e6) };
}

// The event loop doing nothing for a second: what the machine's own load stalls it by, for scale.
const idle = await watched(() => setTimeout(1_000));

// The two halves of a burst apart: the candles read and analysed, then the drawing alone.
const candlesBurst = await watched(() => Promise.all(symbols.map((symbol) => chart(symbol, '1d', bars.get(symbol)! + 1, PICTURE_CANDLES))));
const tasks = candlesBurst.result.map((candles, i) => ({
  symbol: symbols[i]!,
  duration: '1d' as const,
  language: 'zh' as const,
  riseFall: 'redUp' as const,
  rows: candles,
  ...PICTURE_SIZE,
}));
const drawingBurst = await watched(() => Promise.all(tasks.map((task) => pool.render(task))));

// The same drawing on the event loop, for comparison: each picture blocks it for this long.
const onLoop: number[] = [];
for (const task of tasks) {
  const start = performance.now();
  await renderPicture(task);
  onLoop.push(performance.now() - start);
}

process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'alert pictures: candles analysed in the market pool, drawn in the picture threads',
      database: bench.services.dialect,
      picture: { ...PICTURE_SIZE, candles: PICTURE_CANDLES, medianBytes: quantile(sizes, 0.5) },
      onePicture: { medianMs: round(quantile(single, 0.5)), p95Ms: round(quantile(single, 0.95)) },
      fanOutBurst: { pictures: symbols.length * 2, totalMs: round(burst), perPictureMs: round(burst / (symbols.length * 2)), longestEventLoopStallMs: round(loop.max / 1e6) },
      candlesOnly: { series: symbols.length, totalMs: candlesBurst.totalMs, longestEventLoopStallMs: candlesBurst.longestEventLoopStallMs },
      drawingOnly: { pictures: tasks.length, totalMs: drawingBurst.totalMs, longestEventLoopStallMs: drawingBurst.longestEventLoopStallMs },
      idleSecond: { longestEventLoopStallMs: idle.longestEventLoopStallMs },
      machineLoad: loadavg()[0],
      drawnOnEventLoop: { medianMs: round(quantile(onLoop, 0.5)), p95Ms: round(quantile(onLoop, 0.95)) },
    },
    null,
    2,
  )}\n`,
);

await pool.close();
await app.close();
await bench.close();
