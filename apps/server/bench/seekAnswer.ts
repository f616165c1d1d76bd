/**
 * Seek-answer benchmark, printing JSON (not a test): the size of `/api/stats/seek` at its largest limit (200)
 * as sent plain, gzip and brotli, and how long the server takes to answer it each way. Every symbol of the demo
 * universe gets a snapshot of each screened duration (day, week, hour) computed from demo bars first.
 * Run: npx tsx apps/server/bench/seekAnswer.ts
 */
import { GROUP_DURATION, STRATEGY_GROUPS } from '@signaldesk/contract';
import { compute, seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { lastValues, writeSnapshot } from '../src/quotes/snapshots.js';
import { accountFor } from '../src/users/accounts.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const SAMPLES = 20;
const ADMIN = 'bench@signaldesk.local';
/** Thursday 2026-01-08 18:00 UTC. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;
const HISTORY_SECONDS = { '1d': 2 * 365 * 86_400, '1wk': 5 * 365 * 86_400, '1h': 120 * 86_400 } as const;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN });
const { services } = bench;
const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN });
const app = await buildApp(services);

const demo = new DemoMarket({ now: () => NOW });
for (const { symbol } of SYMBOLS) {
  for (const group of STRATEGY_GROUPS) {
    const duration = GROUP_DURATION[group];
    const bars = await demo.candles({ symbol, duration, from: NOW - HISTORY_SECONDS[duration], to: NOW });
    if (bars.length === 0) continue;
    const analysis = compute(seriesFromCandles(bars), { duration, barsPerYear: barsPerYear(symbol, duration) });
    await writeSnapshot(services.db, symbol, duration, bars.at(-1)?.ts ?? NOW, lastValues(analysis), NOW);
  }
}

const { accessToken } = await openSession(services, admin.userid, 'web', 'bench');
const answers: Record<string, { bytes: number; medianMs: number }> = {};
let rows = 0;
for (const encoding of ['identity', 'gzip', 'br']) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/api/stats/seek',
      payload: { query: { limit: 200 } },
      headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': encoding },
    });
    times.push(ms(start));
    if (response.statusCode !== 200) throw new Error(`seek answered ${response.statusCode}: ${response.body}`);
    bytes = response.rawPayload.length;
    if (encoding === 'identity') rows = response.json().data.list.length;
  }
  answers[encoding] = { bytes, medianMs: round(quantile(times, 0.5)) };
}

console.log(JSON.stringify({ symbols: SYMBOLS.length, rows, samples: SAMPLES, answers }, null, 2));

await app.close();
await bench.close();
