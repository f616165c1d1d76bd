/**
 * Price alert latency benchmark, printing JSON (not a test): 1,000 traders, each with a notification socket and a
 * price alert on the same series, at a level the demo market's minute closes go above at the same tick. Each round
 * times, for every socket, from the live feed's tick that crosses the level (`live.tick()` called with the clock on
 * the crossing minute: the source's own delay, the polling interval, is not in it) to the price alert's message on
 * the socket: reading the tick, keeping 1,000 firings once each, storing 1,000 messages and emitting them. Beside it,
 * in the same run, the reference: the messenger handed 1,000 alerts at once (`deliver`, as alertDelivery.ts), the
 * store-and-emit floor that any alert pays.
 * Run: npx tsx apps/server/bench/alertLatency.ts  (SQLite in a temporary folder; PostgreSQL when BENCH_DATABASE_URL
 * is set)
 */
import { ALERT_PLAN_LIMITS, alertDraftSchema } from '@signaldesk/contract';
import { DemoMarket } from '@signaldesk/market-data';
import { createAlert } from '../src/alerts/alertStore.js';
import { buildApp } from '../src/app/buildApp.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';
import { connectTraders, openTraders, roundAlerts } from './benchTraders.js';

const SOCKETS = 1_000;
const ROUNDS = 5;
/** A coin trades every minute of every day, so the bench finds its crossings whatever the date. */
const SYMBOL = 'BTC-USD';
const MINUTE = 60;
/** How far ahead a round looks for a minute close above the one before. */
const LOOK_AHEAD_MINUTES = 120;

/** Tuesday 2026-01-06 15:00 UTC, as the price alert tests. */
let clock = Date.UTC(2026, 0, 6, 15, 0) / 1000;
const bench = await openBenchServices({ now: () => clock });
const { services } = bench;
const app = await buildApp(services);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const { live } = app.market;
const watch = app.market.alerts!;

const traders = await openTraders(services, SOCKETS);
const { clients, arrivals } = await connectTraders(url, traders);
await app.market.service.update(SYMBOL, '1m');

/**
 * The first minute, two or more from now, whose close is above the one before, and a level half way between them:
 * the closes before it never rose, so nothing goes above the level earlier.
 */
function nextRise(): { minutes: number; level: number } {
  const until = clock + LOOK_AHEAD_MINUTES * MINUTE;
  const bars = new DemoMarket({ now: () => until }).candlesNow({ symbol: SYMBOL, duration: '1m', from: clock - MINUTE, to: until }, until);
  const closes = bars.map((bar) => bar.close);
  for (let at = 2; at < closes.length; at++) {
    if (closes[at]! > closes[at - 1]!) return { minutes: at, level: (closes[at - 1]! + closes[at]!) / 2 };
  }
  throw new Error(`${SYMBOL} never rises within ${LOOK_AHEAD_MINUTES} minutes`);
}

async function minute(): Promise<void> {
  clock += MINUTE;
  await live.tick();
  await watch.settled();
  await app.messenger.settled();
}

const perSocket: number[] = [];
const allReached: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const { minutes, level } = nextRise();
  const draft = alertDraftSchema.parse({ symbol: SYMBOL, duration: '1m', reading: 'intrabar', condition: { kind: 'price', crossing: 'goesAbove', level } });
  for (const trader of traders) {
    const alert = await createAlert(services.db, trader.userid, draft, ALERT_PLAN_LIMITS.standard, clock);
    await watch.changed(alert.id);
  }
  for (let n = 1; n < minutes; n++) await minute();
  const received = clients.map((_, i) => new Promise<number>((resolve) => (arrivals[i] = resolve)));
  clock += MINUTE;
  const start = performance.now();
  await live.tick();
  const times = (await Promise.all(received)).map((at) => at - start);
  await watch.settled();
  await app.messenger.settled();
  perSocket.push(...times);
  allReached.push(Math.max(...times));
}

// The reference, on the same sockets: 1,000 alerts handed to the messenger at once.
const deliverPerSocket: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  clock += MINUTE;
  const received = clients.map((_, i) => new Promise<number>((resolve) => (arrivals[i] = resolve)));
  const start = performance.now();
  await app.messenger.deliver(roundAlerts(traders.map((trader) => trader.userid), clock));
  deliverPerSocket.push(...(await Promise.all(received)).map((at) => at - start));
}

const figures = (times: number[]) => ({ medianMs: round(quantile(times, 0.5)), p99Ms: round(quantile(times, 0.99)), maxMs: round(Math.max(...times)) });
const tick = figures(perSocket);
const reference = figures(deliverPerSocket);
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'price alerts: the tick crossing 1,000 alerts → the message on each socket',
      database: services.dialect,
      sockets: SOCKETS,
      rounds: ROUNDS,
      goal: { p99Ms: 2_000 },
      tickToSocket: tick,
      allSocketsReached: { medianMs: round(quantile(allReached, 0.5)), maxMs: round(Math.max(...allReached)) },
      reference: { name: 'messenger.deliver of 1,000 alerts → socket', ...reference },
      p99Ratio: round(tick.p99Ms / reference.p99Ms),
    },
    null,
    2,
  )}\n`,
);

for (const client of clients) client.socket.disconnect();
await app.close();
await bench.close();
