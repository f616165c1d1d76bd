/**
 * Overview benchmark, printing JSON (not a test): the ranking, heatmap, calendar and fear-greed calls
 * over the whole demo universe with three years of daily bars and every daily snapshot computed, each
 * asked through the HTTP stack as a signed-in trader: the first answer (cold) and the median and
 * 95th percentile of the following ones.
 * Run: npx tsx apps/server/bench/overview.ts  (PostgreSQL when BENCH_DATABASE_URL is set)
 */
import { compute, seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket, SYMBOLS } from '@signaldesk/market-data';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { lastValues, writeSnapshot } from '../src/quotes/snapshots.js';
import { accountFor } from '../src/users/accounts.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const YEARS = 3;
const SAMPLES = 60;
const ADMIN = 'bench@signaldesk.local';
/** Thursday 2026-01-08 18:00 UTC: New York is trading. */
const NOW = Date.UTC(2026, 0, 8, 18) / 1000;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN });
const { services } = bench;
const app = await buildApp(services);
const { service } = app.market;
const demo = new DemoMarket({ now: () => NOW });

// The whole universe as the daily update leaves it: bars stored, snapshot and symbol figures written.
const loadStart = process.hrtime.bigint();
let candles = 0;
for (const { symbol } of SYMBOLS) {
  const bars = await demo.candles({ symbol, duration: '1d', from: NOW - YEARS * 365 * 86_400, to: NOW });
  await service.store.write(symbol, '1d', bars);
  const analysis = compute(seriesFromCandles(bars), { duration: '1d', barsPerYear: barsPerYear(symbol, '1d') });
  await writeSnapshot(services.db, symbol, '1d', bars.at(-1)?.ts ?? NOW, lastValues(analysis), NOW);
  const last = bars.at(-1);
  const previous = bars.at(-2);
  if (last && previous) {
    await services.db
      .updateTable('symbols')
      .set({ close: last.close, updown: (last.close / previous.close - 1) * 100, stats_at: NOW })
      .where('symbol', '=', symbol)
      .execute();
  }
  candles += bars.length;
}
const loadSeconds = round(ms(loadStart) / 1000);

const admin = await accountFor(services, { subject_kind: 'email', subject: ADMIN });
const { accessToken } = await openSession(services, admin.userid, 'web', 'bench');

async function callOnce(path: string, body: unknown): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const elapsed = ms(start);
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return elapsed;
}

async function measure(path: string, body: unknown) {
  const cold = await callOnce(path, body);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await callOnce(path, body));
  return { coldMs: round(cold), medianMs: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)) };
}

const calls = {
  'ranking/lists ALL, mincap 300': await measure('/api/calendar/ranking/lists', { region: 'ALL' }),
  'ranking/lists ALL, mincap 0': await measure('/api/calendar/ranking/lists', { region: 'ALL', mincap: 0 }),
  'heatmap ALL 1d': await measure('/api/calendar/heatmap', { region: 'ALL', period: '1d' }),
  'heatmap ALL 1wk': await measure('/api/calendar/heatmap', { region: 'ALL', period: '1wk' }),
  'heatmap ALL 1mo': await measure('/api/calendar/heatmap', { region: 'ALL', period: '1mo' }),
  'heatmap US 1d by type': await measure('/api/calendar/heatmap', { region: 'US', period: '1d', group: 'type' }),
  'economic/current': await measure('/api/calendar/economic/current', {}),
  'earning/current/v2': await measure('/api/calendar/earning/current/v2', {}),
  'feargreedindex all': await measure('/api/calendar/feargreedindex', { type: 'all' }),
};

// A changed snapshot moves the data version: the next answer reads the universe again.
await services.db
  .updateTable('symbols')
  .set({ stats_at: NOW + 1 })
  .where('symbol', '=', 'AAPL')
  .execute();
const afterChange = {
  'ranking/lists ALL': round(await callOnce('/api/calendar/ranking/lists', { region: 'ALL' })),
  'heatmap ALL 1mo': round(await callOnce('/api/calendar/heatmap', { region: 'ALL', period: '1mo' })),
  'feargreedindex all': round(await callOnce('/api/calendar/feargreedindex', { type: 'all' })),
};

console.log(
  JSON.stringify(
    {
      database: services.dialect,
      universe: { symbols: SYMBOLS.length, candles, years: YEARS, loadSeconds },
      samplesPerCall: SAMPLES,
      calls,
      firstAnswerAfterDataChangeMs: afterChange,
    },
    null,
    2,
  ),
);

await app.close();
await bench.close();
