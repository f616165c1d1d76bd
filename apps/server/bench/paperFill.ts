/**
 * Paper fill latency benchmark, printing JSON (not a test): marketable paper orders on one coin, placed through the
 * call, and the live feed's next tick (`live.tick()` with the clock a minute on: the source's own delay, the polling
 * interval, is not in it) timed until every order is filled and recorded (fill row, position, cash, equity). Rounds
 * of 1 order and of 500 orders, each of its own trader and account. Beside them, in the same run, the reference: the
 * same tick with nothing to fill, the feed's own cost, and each round's ratio to it; the load average at the start
 * and the end.
 * Run: npx tsx apps/server/bench/paperFill.ts  (SQLite in a temporary folder; PostgreSQL when BENCH_DATABASE_URL is set)
 */
import { loadavg } from 'node:os';
import { buildApp } from '../src/app/buildApp.js';
import { openSession } from '../src/auth/sessions.js';
import { accountFor } from '../src/users/accounts.js';
import { quantile, round } from './benchFigures.js';
import { openBenchServices } from './benchServices.js';

const SYMBOL = 'BTC-USD';
const MINUTE = 60;
const ROUNDS = 5;
const SIZES = [1, 500];
const load = () => loadavg().map((value) => round(value));
const loadAtStart = load();

/** Tuesday 2026-01-06 15:00 UTC, as the paper trading tests. */
let clock = Date.UTC(2026, 0, 6, 15, 0) / 1000;
const bench = await openBenchServices({ now: () => clock });
const { services } = bench;
const app = await buildApp(services);
await app.ready();
const { live } = app.market;
const filler = app.market.paper!;
await app.market.service.update(SYMBOL, '1m');

async function post(path: string, token: string, body: unknown) {
  const answer = await app.inject({ method: 'POST', url: path, payload: body as object, headers: { authorization: `Bearer ${token}` } });
  const parsed = JSON.parse(answer.body) as { code: number; data: { account: { id: string } } };
  if (parsed.code !== 0) throw new Error(`${path}: ${answer.body}`);
  return parsed.data;
}

/** Traders with a paper account each; staff, so no plan limits get in the way. */
async function traders(count: number) {
  const made: { token: string; accountId: string }[] = [];
  for (let n = 0; n < count; n++) {
    const user = await accountFor(services, { subject_kind: 'email', subject: `paper-${n}-${clock}@bench.local` });
    await services.db.updateTable('users').set({ role: 'super' }).where('userid', '=', user.userid).execute();
    const { accessToken } = await openSession(services, user.userid, 'web', 'bench');
    const { account } = await post('/api/paper/account/create', accessToken, { name: 'Bench', currency: 'USD', startingBalance: 1_000_000 });
    made.push({ token: accessToken, accountId: account.id });
  }
  return made;
}

async function timedTick(): Promise<number> {
  clock += MINUTE;
  const start = performance.now();
  await live.tick();
  await filler.settled();
  return performance.now() - start;
}

await filler.watch(SYMBOL);
const reference: number[] = [];
for (let r = 0; r < ROUNDS; r++) reference.push(await timedTick());

const referenceMs = quantile(reference, 0.5);
const rounds: Record<string, { medianMs: number; maxMs: number; ratioToReference: number }> = {};
for (const size of SIZES) {
  const people = await traders(size);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const { token, accountId } of people) {
      await post('/api/paper/order/place', token, { accountId, symbol: SYMBOL, side: r % 2 === 0 ? 'buy' : 'sell', type: 'market', quantity: 0.01 });
    }
    times.push(await timedTick());
    const open = await services.db.selectFrom('paper_orders').select('id').where('status', '=', 'open').execute();
    if (open.length > 0) throw new Error(`${open.length} orders were not filled by the tick`);
  }
  const medianMs = quantile(times, 0.5);
  rounds[`${size} orders`] = { medianMs: round(medianMs), maxMs: round(Math.max(...times)), ratioToReference: round(medianMs / referenceMs) };
}

process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'paper trading: the next tick → every marketable order filled and recorded',
      database: services.dialect,
      rounds: ROUNDS,
      goal: { maxMs: 1_000 },
      tickToFilled: rounds,
      reference: { name: 'the same tick with nothing to fill', medianMs: round(referenceMs), maxMs: round(Math.max(...reference)) },
      loadAverage: { start: loadAtStart, end: load() },
    },
    null,
    2,
  )}\n`,
);

await app.close();
await bench.close();
