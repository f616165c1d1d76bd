/**
 * The paper filler on a PostgreSQL connection through a TCP proxy the test cuts and restores: while the database is
 * gone each tick's pass reports its error and the filler (and the process it runs in) goes on; once the database is
 * back, the orders that waited through the outage fill at the next ticks, each exactly once, with the cash exact.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.js';
import { createPaperFiller, type PaperFiller } from '../src/paper/paperFiller.js';
import { expectOk, POSTGRES_UP, startServer, TEST_DATABASE_URL, type TestServer, unreachable } from './harness.js';
import { subscriber } from './messengerFakes.js';
import { until } from './outage/serverProcess.js';
import { startTcpProxy, type TcpProxy } from './outage/tcpProxy.js';

const postgresRule = unreachable('PostgreSQL', TEST_DATABASE_URL, POSTGRES_UP);
/** Tuesday 2026-01-06, 15:00 UTC, as the paper trading tests; the coin trades at every hour. */
const TUESDAY_MORNING = Date.UTC(2026, 0, 6, 15, 0) / 1000;
const MINUTE = 60;
const SYMBOL = 'BTC-USD';
/**
 * How long the ticks after the database's return may take to fill the orders: the pool reconnects and each tick
 * reads and writes, which a loaded machine stretches, so the bound is the test's, not the specification's 10 s
 * (the server's own recovery, timed by postgres-outage.test.ts).
 */
const RECOVERY_MS = 90_000;
const quiet = { warn: () => undefined, info: () => undefined };

describe.skipIf(postgresRule.skip)('the paper filler through a PostgreSQL outage', () => {
  let s: TestServer;
  let proxy: TcpProxy;
  let proxied: Db;
  let filler: PaperFiller;
  const reported: string[] = [];

  const tick = async () => {
    s.clock.advance(MINUTE);
    await s.app.market.live.tick();
    await filler.settled();
  };
  const ordersOf = (ids: string[]) => s.services.db.selectFrom('paper_orders').selectAll().where('id', 'in', ids).execute();

  beforeAll(async () => {
    postgresRule.failIfDown();
    s = await startServer('postgres');
    s.clock.seconds = TUESDAY_MORNING;
    await s.app.market.service.update(SYMBOL, '1m');
    // The server's own filler records on its direct connection; the one under test goes through the proxy alone.
    await s.app.market.paper?.close();
    const direct = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const through = Object.assign(new URL(TEST_DATABASE_URL), { hostname: '127.0.0.1', port: String(proxy.port) });
    ({ db: proxied } = await openDatabase({ databaseUrl: through.toString(), dataDir: s.services.config.dataDir, schema: s.schema as string, logger: quiet }));
    filler = createPaperFiller({
      db: proxied,
      live: s.app.market.live,
      now: s.services.now,
      previousClose: async () => Number.NaN,
      onError: (_error, context) => reported.push(context),
    });
  }, 60_000);

  // A failed check must not leave the next step without its database.
  afterEach(() => proxy.restore());

  afterAll(async () => {
    await filler?.close();
    await proxied?.destroy();
    await proxy?.close();
    await s?.close();
  });

  it('reports every tick it cannot record, goes on, and fills the waiting orders exactly once when the database returns', async () => {
    const traders = [await subscriber(s, 2400), await subscriber(s, 2400)];
    const placed: { accountId: string; orderId: string }[] = [];
    for (const [n, trader] of traders.entries()) {
      const { account } = expectOk(await s.call('/api/paper/account/create', { name: 'Outage', currency: 'USD', startingBalance: 100_000 }, trader));
      // Two orders in one account, recorded in one transaction with the other account's.
      for (let k = 0; k <= n; k++) {
        const { order } = expectOk(await s.call('/api/paper/order/place', { accountId: account.id, symbol: SYMBOL, side: 'buy', type: 'market', quantity: 0.01 }, trader));
        placed.push({ accountId: account.id, orderId: order.id });
      }
    }
    const ids = placed.map(({ orderId }) => orderId);
    await filler.watch(SYMBOL);

    await proxy.cut();
    for (let n = 0; n < 3; n++) await tick();
    // Each tick's bars are read and reported, and nothing else ends.
    expect(reported.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reported)).toEqual(new Set([`paper orders of ${SYMBOL} could not be filled`]));
    expect((await ordersOf(ids)).map((order) => order.status)).toEqual(ids.map(() => 'open'));

    await proxy.restore();
    await until(
      async () => {
        await tick();
        return (await ordersOf(ids)).every((order) => order.status === 'filled');
      },
      RECOVERY_MS,
      'the waiting orders to fill',
    );
    // A later tick finds them filled and records nothing more.
    await tick();

    const fills = await s.services.db.selectFrom('paper_fills').selectAll().where('order_id', 'in', ids).execute();
    expect(fills.map((fill) => fill.order_id).sort()).toEqual([...ids].sort());
    for (const accountId of new Set(placed.map((one) => one.accountId))) {
      const own = fills.filter((fill) => fill.account_id === accountId);
      const account = await s.services.db.selectFrom('paper_accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
      const spent = own.reduce((sum, fill) => sum + Number(fill.quantity) * Number(fill.price) + Number(fill.fee), 0);
      expect(Number(account.cash)).toBeCloseTo(100_000 - spent, 6);
      const position = await s.services.db.selectFrom('paper_positions').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();
      expect(Number(position.quantity)).toBeCloseTo(0.01 * own.length, 9);
    }
  }, 120_000);
});
