import { feeOf, ORDER_PROBLEMS, tickSizeOf } from '@signaldesk/backtest';
import { DEFAULT_COSTS, MESSAGES, type MessageKey, PAPER_BOUNDS, PAPER_LIMITS, type Region } from '@signaldesk/contract';
import { type Candle, DemoMarket } from '@signaldesk/market-data';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPaperFiller } from '../src/paper/paperFiller.js';
import { DAY, describeEachDatabase, expectOk, expectRefusal, freshToken, quickUser, startServer, type TestServer } from './harness.js';
import { subscriber } from './messengerFakes.js';

/** Tuesday 2026-01-06, 15:00 UTC: New York has been trading for half an hour. */
const TUESDAY_MORNING = Date.UTC(2026, 0, 6, 15, 0) / 1000;
/** New York's close that Tuesday. */
const TUESDAY_CLOSE = Date.UTC(2026, 0, 6, 21, 0) / 1000;
/** Wednesday 2026-01-07, 10:00 in Hong Kong and Shanghai. */
const ASIA_MORNING = Date.UTC(2026, 0, 7, 2, 0) / 1000;
/** New York's opening bell that Wednesday. */
const WEDNESDAY_OPEN = Date.UTC(2026, 0, 7, 14, 30) / 1000;
const MINUTE = 60;
const SYMBOLS = ['AAPL', 'MSFT', 'BTC-USD', '600519.SS', '0005.HK'];

/** A symbol's minute bar opening at `ts`, as the demo feed shows it once it closes. */
function minuteBar(symbol: string, ts: number): Candle {
  const bar = new DemoMarket({ now: () => ts + MINUTE })
    .candlesNow({ symbol, duration: '1m', from: ts, to: ts + MINUTE }, ts + MINUTE)
    .find((one) => one.ts === ts);
  if (!bar) throw new Error(`no demo bar of ${symbol} at ${ts}`);
  return bar;
}

/** A price on the market's tick, rounded down. */
const onTick = (market: Region, price: number) => {
  const tick = tickSizeOf(market, price);
  return Math.round(Math.floor(price / tick + 1e-9) * tick * 10_000) / 10_000;
};

describeEachDatabase('paper trading on the live feed', (kind) => {
  let s: TestServer;
  let trader: { userid: string; token: string };

  const as = async (who: { userid: string }) => ({ token: await freshToken(s, who.userid) });
  const call = async (path: string, body: unknown, who = trader, headers: Record<string, string> = {}) =>
    s.call(`/api/paper/${path}`, body, { ...(await as(who)), headers });
  const ok = async (path: string, body: unknown, who = trader) => expectOk(await call(path, body, who));
  const tick = async (server = s) => {
    await server.app.market.live.tick();
    await server.app.market.paper?.settled();
  };
  const minute = async () => {
    s.clock.advance(MINUTE);
    await tick();
  };
  let accounts = 0;
  const account = async (currency = 'USD', startingBalance = 100_000, who = trader) => {
    accounts += 1;
    return (await ok('account/create', { name: `Run ${accounts}`, currency, startingBalance }, who)).account;
  };
  const place = async (body: Record<string, unknown>, who = trader) => ok('order/place', { symbol: 'AAPL', side: 'buy', ...body }, who);
  const orderOf = async (accountId: string, id: string) =>
    (await ok('orders', { accountId, view: 'all' })).orders.find((order: { id: string }) => order.id === id);
  /** A refusal with its key, in English and in Chinese. */
  const refusedInBoth = async (path: string, body: unknown, status: number, key: MessageKey) => {
    const english = expectRefusal(await call(path, body), status, key);
    expect(english.body.msg).toBe(MESSAGES[key].en);
    const chinese = expectRefusal(await call(path, body, trader, { 'accept-language': 'zh-CN' }), status, key);
    expect(chinese.body.msg).toBe(MESSAGES[key].zh);
  };
  /** Minutes pass, a tick each, until the order has left `open`. */
  const untilDone = async (accountId: string, id: string, minutes = 30) => {
    for (let n = 0; n < minutes; n++) {
      const order = await orderOf(accountId, id);
      if (order.status !== 'open' && order.status !== 'waiting') return order;
      await minute();
    }
    return orderOf(accountId, id);
  };

  beforeAll(async () => {
    s = await startServer(kind, { env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    s.clock.seconds = TUESDAY_MORNING;
    // Promax: the suite opens more accounts than Standard keeps.
    trader = await subscriber(s, 2400);
    for (const symbol of SYMBOLS) await s.app.market.service.update(symbol, '1m');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('fills a market order at the next tick at the price the feed shows, with the market costs', async () => {
    const { id: accountId } = await account();
    const placedAt = s.clock.seconds;
    const { order } = await place({ accountId, type: 'market', quantity: 10 });
    expect(order).toMatchObject({ status: 'open', type: 'market', quantity: 10, timeInForce: 'day', source: 'api' });
    await minute();
    const bar = minuteBar('AAPL', placedAt);
    const filled = await orderOf(accountId, order.id);
    const fee = feeOf(DEFAULT_COSTS.US, true, 10, bar.open);
    expect(filled).toMatchObject({ status: 'filled', fillPrice: bar.open, filledAt: s.clock.seconds });
    expect(filled.fee).toBeCloseTo(fee, 9);
    const { fills } = await ok('fills', { accountId });
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ orderId: order.id, quantity: 10, price: bar.open });
    const held = await ok('positions', { accountId });
    expect(held.positions).toEqual([expect.objectContaining({ symbol: 'AAPL', quantity: 10, averagePrice: bar.open })]);
    expect(held.account.cash).toBeCloseTo(100_000 - 10 * bar.open - fee, 6);
    expect(held.realised).toBeCloseTo(-fee, 9);
  });

  it('fills a limit when the feed trades through it, and a stop when the price reaches it', async () => {
    const { id: accountId } = await account();
    const start = s.clock.seconds;
    const next = minuteBar('AAPL', start);
    // A buy limit between the coming minute's low and its open fills at the limit; a buy stop between its open and high at the stop.
    const limit = onTick('US', (next.low + next.open) / 2);
    const stop = onTick('US', (next.open + next.high) / 2 + 0.01);
    const limitOrder = (await place({ accountId, type: 'limit', quantity: 5, limit })).order;
    const stopOrder = (await place({ accountId, type: 'stop', quantity: 5, stop })).order;
    await minute();
    const limitFilled = await orderOf(accountId, limitOrder.id);
    const stopFilled = await orderOf(accountId, stopOrder.id);
    if (next.low < limit && next.open > limit) expect(limitFilled).toMatchObject({ status: 'filled', fillPrice: limit });
    if (next.high >= stop && next.open < stop) expect(stopFilled).toMatchObject({ status: 'filled', fillPrice: stop });
    expect([limitFilled.status, stopFilled.status]).toContain('filled');
  });

  it('closes a bracket by its take-profit, which cancels its stop-loss', async () => {
    const { id: accountId } = await account();
    const last = minuteBar('AAPL', s.clock.seconds - MINUTE).close;
    const takeProfit = onTick('US', last * 1.0005) + 0.01;
    const stopLoss = onTick('US', last * 0.8);
    const placed = await place({ accountId, type: 'market', quantity: 3, takeProfit, stopLoss });
    expect(placed.children.map((child: { bracket: string; status: string }) => [child.bracket, child.status])).toEqual([
      ['stopLoss', 'waiting'],
      ['takeProfit', 'waiting'],
    ]);
    const [stop, target] = placed.children;
    await minute();
    expect((await orderOf(accountId, placed.order.id)).status).toBe('filled');
    const done = await untilDone(accountId, target.id, 120);
    expect(done).toMatchObject({ status: 'filled', fillPrice: expect.any(Number) });
    expect(done.fillPrice).toBeGreaterThanOrEqual(takeProfit);
    expect((await orderOf(accountId, stop.id)).status).toBe('cancelled');
    expect((await ok('positions', { accountId })).positions).toEqual([]);
  });

  it('moves a trailing stop with the price and fills it when the price turns', async () => {
    const { id: accountId } = await account();
    const { order } = await place({ accountId, type: 'trailingStop', quantity: 2, trailPercent: 0.02 });
    const done = await untilDone(accountId, order.id, 120);
    expect(done.status).toBe('filled');
    const fill = (await ok('fills', { accountId })).fills[0];
    expect(fill).toMatchObject({ orderId: order.id, quantity: 2 });
    // A buy stop fills at its stop, or at a price that opened above it.
    expect(fill.price).toBeGreaterThanOrEqual(done.stop * (1 - 1e-9));
  });

  it('cancels a resting order and refuses to change it afterwards', async () => {
    const { id: accountId } = await account();
    const limit = onTick('US', minuteBar('AAPL', s.clock.seconds - MINUTE).close * 0.5);
    const { order, account: held } = await place({ accountId, type: 'limit', quantity: 10, limit });
    expect(held.reserved).toBeGreaterThan(10 * limit);
    const modified = await ok('order/modify', { orderId: order.id, limit: limit - 1 });
    expect(modified.order.limit).toBe(limit - 1);
    const cancelled = await ok('order/cancel', { orderId: order.id });
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.account.reserved).toBe(0);
    await minute();
    expect((await orderOf(accountId, order.id)).status).toBe('cancelled');
    expectRefusal(await call('order/cancel', { orderId: order.id }), 409, 'paperOrderClosed');
  });

  it('has a text in both languages for every refusal of the order module', () => {
    for (const key of ORDER_PROBLEMS) expect(MESSAGES[key].zh, key).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses bad quantities and prices by key, in English and Chinese, and keeps nothing of them', async () => {
    const { id: accountId } = await account('USD', 10_000);
    const base = { accountId, symbol: 'AAPL', side: 'buy', type: 'limit', limit: 100 };
    await refusedInBoth('order/place', { ...base, quantity: null }, 422, 'orderQuantityInvalid');
    await refusedInBoth('order/place', { ...base, quantity: 'NaN' }, 422, 'orderQuantityInvalid');
    await refusedInBoth('order/place', { ...base, quantity: -5 }, 422, 'orderQuantityInvalid');
    await refusedInBoth('order/place', { ...base, quantity: 1.5 }, 422, 'orderLotSize');
    await refusedInBoth('order/place', { ...base, quantity: 1000 }, 422, 'orderBuyingPower');
    await refusedInBoth('order/place', { ...base, quantity: 1, limit: 100.005 }, 422, 'orderTickSize');
    const offTickStop = expectRefusal(await call('order/place', { ...base, quantity: 1, limit: 100, stopLoss: 90.001 }), 422, 'orderTickSize');
    expect(offTickStop.body.field).toBe('stopLoss');
    await refusedInBoth('order/place', { ...base, quantity: 1, limit: undefined }, 422, 'orderPriceInvalid');
    expect((await ok('orders', { accountId, view: 'all' })).orders).toEqual([]);
  });

  it("answers 404 for another trader's account and order ids", async () => {
    const { id: accountId } = await account();
    const limit = onTick('US', minuteBar('AAPL', s.clock.seconds - MINUTE).close * 0.5);
    const { order } = await place({ accountId, type: 'limit', quantity: 1, limit });
    const stranger = await subscriber(s);
    const body = { accountId, symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1 };
    expectRefusal(await call('order/place', body, stranger), 404, 'paperAccountNotFound');
    for (const path of ['orders', 'positions', 'fills', 'equity', 'account/reset']) expectRefusal(await call(path, { accountId }, stranger), 404, 'paperAccountNotFound');
    expectRefusal(await call('order/cancel', { orderId: order.id }, stranger), 404, 'paperOrderNotFound');
    expectRefusal(await call('order/modify', { orderId: order.id, limit }, stranger), 404, 'paperOrderNotFound');
    expect((await orderOf(accountId, order.id)).status).toBe('open');
    const plain = await quickUser(s);
    expectRefusal(await s.call('/api/paper/accounts', {}, { token: plain.token }), 403, 'forbidden');
  });

  it('lets only one of two orders at once spend the same cash', async () => {
    const { id: accountId } = await account('USD', 10_000);
    const limit = onTick('US', minuteBar('AAPL', s.clock.seconds - MINUTE).close * 0.9);
    const quantity = Math.floor(6_000 / limit);
    const answers = await Promise.all([1, 2].map(() => call('order/place', { accountId, symbol: 'AAPL', side: 'buy', type: 'limit', quantity, limit })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.key).toBe('orderBuyingPower');
    expect((await ok('orders', { accountId, view: 'open' })).orders).toHaveLength(1);
  });

  it("records a fill once when two fillers read the same tick", async () => {
    const { id: accountId } = await account();
    const { order } = await place({ accountId, type: 'market', quantity: 2 });
    const second = createPaperFiller({
      db: s.services.db,
      live: s.app.market.live,
      now: s.services.now,
      previousClose: async () => Number.NaN,
      onError: (error) => {
        throw error;
      },
    });
    await second.watch('AAPL');
    s.clock.advance(MINUTE);
    await s.app.market.live.tick();
    await Promise.all([s.app.market.paper?.settled(), second.settled()]);
    await second.close();
    expect((await orderOf(accountId, order.id)).status).toBe('filled');
    expect((await ok('fills', { accountId })).fills).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')('records a fill once when two processes tick the same feed, and a restart loses no order', async () => {
    const { id: accountId } = await account();
    const { order } = await place({ accountId, type: 'market', quantity: 4 });
    const other = await startServer(kind, { joins: s });
    try {
      s.clock.advance(MINUTE);
      await Promise.all([tick(s), tick(other)]);
      expect((await orderOf(accountId, order.id)).status).toBe('filled');
      const rows = await s.services.db.selectFrom('paper_fills').selectAll().where('order_id', '=', order.id).execute();
      expect(rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('resets an account into a new run and keeps the earlier run readable', async () => {
    const { id: accountId } = await account('USD', 50_000);
    const { order } = await place({ accountId, type: 'market', quantity: 1 });
    const limit = onTick('US', minuteBar('AAPL', s.clock.seconds - MINUTE).close * 0.5);
    const resting = (await place({ accountId, type: 'limit', quantity: 1, limit, timeInForce: 'gtc' })).order;
    await minute();
    expect((await orderOf(accountId, order.id)).status).toBe('filled');
    const { account: reset } = await ok('account/reset', { accountId, startingBalance: 20_000 });
    expect(reset).toMatchObject({ run: 2, cash: 20_000, startingBalance: 20_000, buyingPower: 20_000 });
    expect((await ok('orders', { accountId })).orders).toEqual([]);
    expect((await ok('positions', { accountId })).positions).toEqual([]);
    const earlier = (await ok('orders', { accountId, run: 1 })).orders;
    expect(earlier.map((one: { id: string; status: string }) => [one.id, one.status]).sort()).toEqual(
      [
        [order.id, 'filled'],
        [resting.id, 'cancelled'],
      ].sort(),
    );
    expect((await ok('fills', { accountId, run: 1 })).fills).toHaveLength(1);
    expect((await ok('equity', { accountId, run: 1 })).startingBalance).toBe(50_000);
    expect((await ok('equity', { accountId })).points.at(-1)).toMatchObject({ equity: 20_000, cash: 20_000 });
  });

  it("keeps to the plan's number of accounts", async () => {
    const standard = await subscriber(s);
    for (let n = 0; n < PAPER_LIMITS.standard.accounts; n++) await account('USD', 10_000, standard);
    const refused = await call('account/create', { name: 'One more', currency: 'HKD', startingBalance: 10_000 }, standard);
    expectRefusal(refused, 409, 'paperAccountLimitReached');
    expect(refused.body.msg).toContain(String(PAPER_LIMITS.standard.accounts));
  });

  it('expires a day order at the session end and keeps a good-till-cancelled one', async () => {
    const { id: accountId } = await account();
    const limit = onTick('US', minuteBar('AAPL', s.clock.seconds - MINUTE).close * 0.5);
    const day = (await place({ accountId, type: 'limit', quantity: 1, limit })).order;
    const gtc = (await place({ accountId, type: 'limit', quantity: 1, limit, timeInForce: 'gtc' })).order;
    s.clock.seconds = TUESDAY_CLOSE - 1;
    await s.app.market.paper?.sweep();
    expect((await orderOf(accountId, day.id)).status).toBe('open');
    s.clock.seconds = TUESDAY_CLOSE;
    await s.app.market.paper?.sweep();
    expect((await orderOf(accountId, day.id)).status).toBe('expired');
    expect((await orderOf(accountId, gtc.id)).status).toBe('open');
  });

  /** A market order placed after New York's close, filled at Wednesday's open below. */
  let waiting: { accountId: string; id: string };

  it('keeps a market order placed after the close waiting for the session', async () => {
    const { id: accountId } = await account();
    s.clock.seconds = TUESDAY_CLOSE + 10 * MINUTE;
    const { order } = await place({ accountId, type: 'market', quantity: 1, symbol: 'MSFT' });
    await minute();
    expect((await orderOf(accountId, order.id)).status).toBe('open');
    waiting = { accountId, id: order.id };
  });

  it('trades a fraction of a coin', async () => {
    const { id: accountId } = await account();
    const { order } = await place({ accountId, symbol: 'BTC-USD', type: 'market', quantity: 0.0015 });
    await minute();
    expect(await orderOf(accountId, order.id)).toMatchObject({ status: 'filled', quantity: 0.0015 });
  });

  /** The account that bought A-shares on Wednesday, to sell them on Thursday. */
  let aShares: string;

  it('keeps A-shares to lots of 100 and T+1, and Hong Kong to board lots and its spread table', async () => {
    s.clock.seconds = ASIA_MORNING;
    const cny = await account('CNY', 5_000_000);
    aShares = cny.id;
    const refused = await call('order/place', { accountId: cny.id, symbol: '600519.SS', side: 'buy', type: 'market', quantity: 150 });
    expectRefusal(refused, 422, 'orderLotSize');
    expectRefusal(await call('order/place', { accountId: cny.id, symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1 }), 422, 'paperMarketNotTraded');
    const { order } = await place({ accountId: cny.id, symbol: '600519.SS', type: 'market', quantity: 100 });
    await minute();
    expect((await orderOf(cny.id, order.id)).status).toBe('filled');
    const held = (await ok('positions', { accountId: cny.id })).positions[0];
    expect(held).toMatchObject({ symbol: '600519.SS', quantity: 100, sellable: 0 });
    await refusedInBoth('order/place', { accountId: cny.id, symbol: '600519.SS', side: 'sell', type: 'market', quantity: 100 }, 422, 'orderNextDaySale');
    await refusedInBoth('order/place', { accountId: cny.id, symbol: '600519.SS', side: 'sell', type: 'market', quantity: 200 }, 422, 'orderShortNotAllowed');

    const hkd = await account('HKD', 1_000_000);
    expectRefusal(await call('order/place', { accountId: hkd.id, symbol: '0005.HK', side: 'buy', type: 'market', quantity: 100 }), 422, 'orderLotSize');
    const price = minuteBar('0005.HK', s.clock.seconds - MINUTE).close;
    const below = onTick('HK', price * 0.9);
    const off = Math.round((below + tickSizeOf('HK', below) / 2) * 10_000) / 10_000;
    await refusedInBoth('order/place', { accountId: hkd.id, symbol: '0005.HK', side: 'buy', type: 'limit', quantity: 400, limit: off }, 422, 'orderTickSize');
    const lot = await place({ accountId: hkd.id, symbol: '0005.HK', type: 'market', quantity: 400 });
    await minute();
    expect((await orderOf(hkd.id, lot.order.id)).status).toBe('filled');
  });

  it("fills the order that waited at the next session's open", async () => {
    s.clock.seconds = WEDNESDAY_OPEN + MINUTE;
    await tick();
    const open = minuteBar('MSFT', WEDNESDAY_OPEN).open;
    expect(await orderOf(waiting.accountId, waiting.id)).toMatchObject({ status: 'filled', fillPrice: open, filledAt: WEDNESDAY_OPEN + MINUTE });
  });

  it('sells the A-shares bought yesterday, with the sale stamp duty', async () => {
    s.clock.seconds = ASIA_MORNING + DAY;
    await tick();
    const held = (await ok('positions', { accountId: aShares })).positions[0];
    expect(held).toMatchObject({ quantity: 100, sellable: 100 });
    const placedAt = s.clock.seconds;
    const { order } = await place({ accountId: aShares, symbol: '600519.SS', side: 'sell', type: 'market', quantity: 100 });
    await minute();
    const price = minuteBar('600519.SS', placedAt).open;
    const sold = await orderOf(aShares, order.id);
    expect(sold).toMatchObject({ status: 'filled', fillPrice: price });
    expect(sold.fee).toBeCloseTo(feeOf(DEFAULT_COSTS.CN, false, 100, price), 9);
    const after = await ok('positions', { accountId: aShares });
    expect(after.positions).toEqual([]);
    expect(after.realised).toBeCloseTo(100 * (price - held.averagePrice) - sold.fee - (await ok('fills', { accountId: aShares })).fills[1].fee, 6);
  });

  it('limits a flood of order calls and loses none placed before it', async () => {
    const flooder = await subscriber(s);
    const { id: accountId } = await account('USD', 100_000, flooder);
    const { order } = await place({ accountId, type: 'limit', quantity: 1, limit: 1, timeInForce: 'gtc' }, flooder);
    const token = await freshToken(s, flooder.userid);
    for (let n = 1; n < PAPER_BOUNDS.ordersPerMinute; n++) {
      expectRefusal(await s.call('/api/paper/order/cancel', { orderId: `missing-${n}` }, { token }), 404, 'paperOrderNotFound');
    }
    const refused = expectRefusal(await s.call('/api/paper/order/cancel', { orderId: order.id }, { token, headers: { 'accept-language': 'zh' } }), 429, 'tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.msg).toMatch(/请求过于频繁/);
    expect((await ok('orders', { accountId, view: 'open' }, flooder)).orders.map((one: { id: string }) => one.id)).toEqual([order.id]);
  });
});
