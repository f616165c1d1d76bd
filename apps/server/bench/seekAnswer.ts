/**
 * Seek-answer benchmark, printing JSON (not a test): the size of `/api/stats/seek` at its largest limit (200)
 * as sent plain, gzip and brotli, and how long the server takes to answer it each way; then the server's CPU per
 * seek of the load bench's screens (limits 50 to 200, brotli as a browser asks), with the screener's data unchanged
 * between seeks (answers kept) and with one snapshot written before each (every answer encoded afresh, as before
 * answers were kept: the reference), in alternating rounds. Every symbol of the demo universe gets a snapshot of each
 * screened duration (day, week, hour) computed from demo bars first.
 * Run: npx tsx apps/server/bench/seekAnswer.ts
 */
import { loadavg } from 'node:os';
import { GROUP_DURATION, STRATEGY_GROUPS } from '@signaldesk/contract';
import { compute, seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { lastValues, writeSnapshot } from '../src/quotes/snapshots.js';
import type { WrittenSnapshot } from '../src/screener/screener.js';
import { accountFor } from '../src/users/accounts.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { SCREENS } from './loadTraders.js';

const SAMPLES = 20;
/** Seeks per round of the CPU figures, and rounds of each kind: a member may seek 60 times a minute, so each round has its own. */
const SEEKS_PER_ROUND = 48;
const ROUNDS = 6;
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
let written: WrittenSnapshot | undefined;
for (const { symbol } of SYMBOLS) {
  for (const group of STRATEGY_GROUPS) {
    const duration = GROUP_DURATION[group];
    const bars = await demo.candles({ symbol, duration, from: NOW - HISTORY_SECONDS[duration], to: NOW });
    if (bars.length === 0) continue;
    const analysis = compute(seriesFromCandles(bars), { duration, barsPerYear: barsPerYear(symbol, duration) });
    const ts = bars.at(-1)?.ts ?? NOW;
    const values = lastValues(analysis);
    await writeSnapshot(services.db, symbol, duration, ts, values, NOW);
    written ??= { symbol, duration, ts, values };
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

/** A member of their own per round, each under the seek limit. */
async function member(turn: number): Promise<string> {
  const trader = await accountFor(services, { subject_kind: 'email', subject: `seek-${turn}@bench.signaldesk.local` });
  await services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', trader.userid).execute();
  return (await openSession(services, trader.userid, 'web', 'bench')).accessToken;
}

/** Server CPU in ms per seek over one round; `changing` writes a snapshot (the same values) before each seek. */
async function cpuPerSeek(token: string, changing: boolean): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < SEEKS_PER_ROUND; i++) {
    if (changing && written) app.strategies.screener.put(written);
    const response = await app.inject({
      method: 'POST',
      url: '/api/stats/seek',
      payload: { query: SCREENS[i % SCREENS.length] },
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    if (response.statusCode !== 200) throw new Error(`seek answered ${response.statusCode}: ${response.body}`);
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1_000 / SEEKS_PER_ROUND;
}

const kept: number[] = [];
const fresh: number[] = [];
for (let turn = 0; turn < ROUNDS; turn++) {
  fresh.push(await cpuPerSeek(await member(2 * turn), true));
  kept.push(await cpuPerSeek(await member(2 * turn + 1), false));
}
const spread = (values: number[]) => ({ median: round(quantile(values, 0.5)), min: round(Math.min(...values)), max: round(Math.max(...values)) });

console.log(
  JSON.stringify(
    {
      symbols: SYMBOLS.length,
      rows,
      samples: SAMPLES,
      answers,
      cpuMsPerSeek: {
        rounds: ROUNDS,
        seeksPerRound: SEEKS_PER_ROUND,
        reference: { encodedEachTime: spread(fresh) },
        measured: { dataUnchanged: spread(kept) },
        ratio: round(quantile(kept, 0.5) / quantile(fresh, 0.5)),
      },
      load: loadavg().map((value) => round(value)),
    },
    null,
    2,
  ),
);

await app.close();
await bench.close();
