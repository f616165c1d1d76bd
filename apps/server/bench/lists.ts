/**
 * List-call benchmark, printing JSON (not a test): the stock list, labels, user lists, assessment and featured
 * calls over the whole demo universe, each answered through the full request path (session, role, body, envelope).
 * The universe gets a daily snapshot per symbol from two years of demo bars, 200 tagged metas, 300 followed symbols,
 * 3 favourites and 100 featured ideas first.
 * Run: npx tsx apps/server/bench/lists.ts  (PostgreSQL when BENCH_DATABASE_URL is set)
 */
import { compute, seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { createFeatured } from '../src/featured/featuredStore.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { lastValues, writeSnapshot } from '../src/quotes/snapshots.js';
import { createMeta } from '../src/stocks/stockMeta.js';
import { accountFor } from '../src/users/accounts.js';
import { feature, follow } from '../src/userstock/userStocks.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const SAMPLES = 60;
const WARM_UP = 3;
const ADMIN = 'bench@signaldesk.local';
const TAGS = ['AI', 'Chips', 'Cloud', 'Banks', 'Energy', 'Games', 'EV', 'Dividend', 'Healthcare', 'Consumer'];
/** Thursday 2026-01-08 18:00 UTC. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN });
const { services } = bench;
const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN });
const app = await buildApp(services);
const { db } = services;

const demo = new DemoMarket({ now: () => NOW });
const setupStart = process.hrtime.bigint();
for (const { symbol } of SYMBOLS) {
  const bars = await demo.candles({ symbol, duration: '1d', from: NOW - 2 * 365 * 86_400, to: NOW });
  if (bars.length === 0) continue;
  const analysis = compute(seriesFromCandles(bars), { duration: '1d', barsPerYear: barsPerYear(symbol, '1d') });
  await writeSnapshot(db, symbol, '1d', bars.at(-1)?.ts ?? NOW, lastValues(analysis), NOW);
}
const userid = admin.userid;
for (const [i, { symbol }] of SYMBOLS.slice(0, 200).entries()) {
  await createMeta(db, symbol, { tags: [TAGS[i % TAGS.length] as string, TAGS[(i * 7) % TAGS.length] as string], intro: `About ${symbol}` }, NOW);
}
for (const { symbol } of SYMBOLS.slice(0, 300)) await follow(db, userid, symbol, NOW);
for (const { symbol } of SYMBOLS.slice(0, 5)) await feature(db, userid, symbol, NOW);
for (const { symbol } of SYMBOLS.slice(0, 100)) await createFeatured(db, userid, { symbol, title: `Idea on ${symbol}`, reason: 'Bull order', tags: ['AI'] }, NOW);
const setupSeconds = round(ms(setupStart) / 1000);

const { accessToken } = await openSession(services, userid, 'web', 'bench');
const CASES: [string, string, object][] = [
  ['stock list, all', '/api/stock/list', {}],
  ['stock list, US with options', '/api/stock/list', { region: 'US', filter: 'option' }],
  ['stock list, fav', '/api/stock/list', { filter: 'fav' }],
  ['stock list, label', '/api/stock/list', { tag: 'ai' }],
  ['labels', '/api/stock/labels', {}],
  ['user lists', '/api/userstock/list', {}],
  ['assessment, all by score', '/api/stock/assess/list', {}],
  ['assessment, all by 1-year high', '/api/stock/assess/list', { order: 'high', direction: 'asc' }],
  ['assessment, label', '/api/stock/assess/list', { tag: 'chips' }],
  ['featured', '/api/stock/featured/list', {}],
  ['stock-meta list', '/api/stock/meta/list', {}],
];

const calls: Record<string, { medianMs: number; p95Ms: number; bytes: number }> = {};
for (const [name, url, body] of CASES) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${accessToken}` } });
    const elapsed = ms(start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    bytes = response.body.length;
    if (i >= WARM_UP) times.push(elapsed);
  }
  calls[name] = { medianMs: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)), bytes };
}

console.log(
  JSON.stringify(
    { database: services.dialect, symbols: SYMBOLS.length, setupSeconds, samplesPerCall: SAMPLES, warmUpPerCall: WARM_UP, calls },
    null,
    2,
  ),
);

await app.close();
await bench.close();
