import { quantityFor, symbolRules } from '@signaldesk/backtest';
import { FORWARD_TEST_BOUNDS, formatMessage, type MessageKey, PAPER_LIMITS } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, freshToken, quickUser, startServer, type TestServer } from './harness.js';
import { subscriber } from './messengerFakes.js';

/** Tuesday 2026-01-06, 10:00:30 UTC: crypto trades at every hour. */
const START = Date.UTC(2026, 0, 6, 10, 0, 30) / 1000;
const HOUR = 3_600;
const MINUTE = 60;
const SYMBOL = 'BTC-USD';
/** Enter after an hour that closed up; leave after two hours held. */
const QUERY = { region: 'USD', hour: { 'candle.updown': { min: 0 } } };

interface Signal {
  symbol: string;
  candleTime: number;
  side: 'buy' | 'sell';
  orderId: string | null;
  reason: string | null;
}

interface Fill {
  orderId: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  realised: number;
  filledAt: number;
}

describeEachDatabase('forward tests on paper', (kind) => {
  let s: TestServer;
  let trader: { userid: string; token: string };

  const call = async (path: string, body: unknown, who = trader, headers: Record<string, string> = {}, server = s) =>
    server.call(path, body, { token: await freshToken(server, who.userid), headers });
  const ok = async (path: string, body: unknown, who = trader) => expectOk(await call(path, body, who));
  const refusedInBoth = async (path: string, body: unknown, status: number, key: MessageKey, who = trader, vars: Record<string, string | number> = {}) => {
    const english = expectRefusal(await call(path, body, who), status, key);
    expect(english.body.msg).toBe(formatMessage(key, 'en', vars));
    const chinese = expectRefusal(await call(path, body, who, { 'accept-language': 'zh-CN' }), status, key);
    expect(chinese.body.msg).toBe(formatMessage(key, 'zh', vars));
    return english;
  };
  let names = 0;
  const account = async (currency = 'USD', who = trader) => {
    names += 1;
    return (await ok('/api/paper/account/create', { name: `Forward ${names}`, currency, startingBalance: 100_000 }, who)).account;
  };
  const strategy = async (query: unknown = QUERY, who = trader) => {
    names += 1;
    return (await ok('/api/strategy/mine/create', { name: `Up hours ${names}`, query }, who)).strategy;
  };
  /** One tick of the feed on each server, then every close read and every fill recorded. */
  const tick = async (servers: TestServer[] = [s]) => {
    for (const server of servers) await server.app.market.live.tick();
    for (const server of servers) {
      await server.app.forwardTests.settled();
      await server.app.market.paper?.settled();
    }
  };
  /** To 30 s past the next hour, then the first minutes of it: the close is heard and its order filled at a next minute's open. */
  const nextHour = async (servers: TestServer[] = [s]) => {
    s.clock.seconds = Math.floor(s.clock.seconds / HOUR) * HOUR + HOUR + 30;
    await tick(servers);
    for (let minute = 0; minute < 3; minute++) {
      s.clock.advance(MINUTE);
      await tick(servers);
    }
  };
  const report = async (id: string) => ok('/api/forward/report', { id });

  beforeAll(async () => {
    s = await startServer(kind, { env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    s.clock.seconds = START;
    trader = await subscriber(s, 2400);
    await s.app.market.service.update(SYMBOL, '1h');
    await s.app.market.service.update(SYMBOL, '1m');
  });
  afterAll(async () => {
    await s?.close();
  });

  let testId = '';
  let accountId = '';

  it("places the strategy's signals as market orders through paper placing, the same as the backtest's trades over the same candles", async () => {
    const { sid } = await strategy();
    accountId = (await account()).id;
    const started = (await ok('/api/forward/start', { sid, accountId, symbols: [SYMBOL], positionSize: 0.2, maxBars: 2 })).forwardTest;
    expect(started).toMatchObject({ status: 'running', duration: '1h', symbols: [SYMBOL], positionSize: 0.2, maxPositions: 1, maxBars: 2, orders: 0 });
    testId = started.id;
    expect((await ok('/api/forward/list', {})).list.map((one: { id: string }) => one.id)).toContain(testId);
    for (let hour = 0; hour < 12; hour++) await nextHour();
    const read = await report(testId);
    const lastClosed = Math.floor(s.clock.seconds / HOUR) * HOUR - HOUR;
    expect(read.forwardTest.lastCandle).toBe(lastClosed);
    const placed = read.signals.filter((signal: Signal) => signal.orderId !== null);
    expect(placed.length).toBeGreaterThan(1);
    expect(read.signals.every((signal: Signal) => signal.orderId !== null)).toBe(true);
    // Every order a market order of the account, filled by the paper filler.
    expect(read.orders.map((order: { type: string; accountId: string }) => [order.type, order.accountId])).toEqual(placed.map(() => ['market', accountId]));
    expect(read.fills.length).toBe(read.orders.filter((order: { status: string }) => order.status === 'filled').length);
    // The backtest over the same candles trades at the open after each signal's candle; the last candle's signal has no next open there.
    const trades = read.backtest.trades as { entryTime: number; exitTime: number | null; exitReason: string | null }[];
    const expected = trades.flatMap((trade) => [
      { side: 'buy', candleTime: trade.entryTime - HOUR },
      ...(trade.exitTime === null ? [] : [{ side: 'sell', candleTime: trade.exitTime - HOUR }]),
    ]);
    const forward = placed.filter((signal: Signal) => signal.candleTime < lastClosed).map(({ side, candleTime }: Signal) => ({ side, candleTime }));
    expect(forward).toEqual(expected);
    expect(read.backtest.metrics.trades).toBe(trades.length);
    expect(read.startingEquity).toBe(100_000);
  });

  it("marks the test's open positions at each candle's close and measures that curve as the backtest's", async () => {
    const read = await report(testId);
    const { time, equity } = read.equity as { time: number[]; equity: number[] };
    // The same candles as the backtest beside it, few enough to be kept whole.
    expect(time).toEqual(read.backtest.curve.time);
    const candles = await s.app.market.service.store.range(SYMBOL, '1h', time[0]!, time.at(-1)! + HOUR - 1);
    const closeAt = new Map(candles.map((candle) => [candle.ts, candle.close]));
    const fills = read.fills as { side: 'buy' | 'sell'; quantity: number; price: number; realised: number; filledAt: number }[];
    let held = 0;
    for (const [i, candle] of time.entries()) {
      const filled = fills.filter((fill) => fill.filledAt <= candle + HOUR);
      const realised = filled.reduce((sum, fill) => sum + fill.realised, 0);
      // The average price of the buys since the symbol was last flat; a sale leaves it as it was.
      let quantity = 0;
      let average = 0;
      for (const fill of filled) {
        if (fill.side === 'buy') average = (quantity * average + fill.quantity * fill.price) / (quantity + fill.quantity);
        quantity += fill.side === 'buy' ? fill.quantity : -fill.quantity;
        if (quantity < 1e-9) [quantity, average] = [0, 0];
      }
      if (quantity > 0) held++;
      expect(equity[i]).toBeCloseTo(read.startingEquity + realised + quantity * (closeAt.get(candle)! - average), 6);
    }
    expect(held).toBeGreaterThan(0);
    const metrics = read.metrics as { bars: number; startEquity: number; finalEquity: number; trades: number; openTrades: number };
    expect(metrics.bars).toBe(time.length);
    expect(metrics.startEquity).toBeCloseTo(equity[0]!, 6);
    expect(metrics.finalEquity).toBeCloseTo(equity.at(-1)!, 6);
    expect(metrics.trades + metrics.openTrades).toBeGreaterThan(0);
  });

  it("sells short a short strategy's entries and buys back its exits, sized and valued as the backtest's short trades", async () => {
    const { sid } = await strategy();
    const shortAccount = (await account()).id;
    const started = (await ok('/api/forward/start', { sid, accountId: shortAccount, symbols: [SYMBOL], direction: 'short', positionSize: 0.2, maxBars: 2 })).forwardTest;
    expect(started).toMatchObject({ status: 'running', direction: 'short', stopReason: null });
    for (let hour = 0; hour < 10; hour++) await nextHour();
    const read = await report(started.id);
    const lastClosed = Math.floor(s.clock.seconds / HOUR) * HOUR - HOUR;
    const placed = read.signals.filter((signal: Signal) => signal.orderId !== null);
    expect(read.signals.every((signal: Signal) => signal.orderId !== null)).toBe(true);
    expect(placed.map((signal: Signal) => signal.side)).toContain('buy');
    // Entries are short sales and exits buy them back, one after the other, as the backtest's short trades beside.
    const trades = read.backtest.trades as { direction: string; entryTime: number; exitTime: number | null }[];
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.every((trade) => trade.direction === 'short')).toBe(true);
    const expected = trades.flatMap((trade) => [
      { side: 'sell', candleTime: trade.entryTime - HOUR },
      ...(trade.exitTime === null ? [] : [{ side: 'buy', candleTime: trade.exitTime - HOUR }]),
    ]);
    expect(placed.filter((signal: Signal) => signal.candleTime < lastClosed).map(({ side, candleTime }: Signal) => ({ side, candleTime }))).toEqual(expected);
    // The first entry sized by the backtest's own quantityFor, a sale's costs, from a fifth of the equity at its candle's close.
    const [first] = placed as Signal[];
    const [candle] = await s.app.market.service.store.range(SYMBOL, '1h', first!.candleTime, first!.candleTime + HOUR - 1);
    const { costs, lot } = symbolRules(SYMBOL, 'USD');
    const order = (read.orders as { id: string; side: string; quantity: number }[]).find((one) => one.id === first!.orderId)!;
    expect(order).toMatchObject({ side: 'sell', quantity: quantityFor(costs, false, 0.2 * 100_000, candle!.close, lot) });
    // Each candle's equity: the fills' realised P&L and the short marked at the close, gaining as the price falls.
    const { time, equity } = read.equity as { time: number[]; equity: number[] };
    expect(time).toEqual(read.backtest.curve.time);
    const candles = await s.app.market.service.store.range(SYMBOL, '1h', time[0]!, time.at(-1)! + HOUR - 1);
    const closeAt = new Map(candles.map((one) => [one.ts, one.close]));
    const fills = read.fills as Fill[];
    let short = 0;
    for (const [i, at] of time.entries()) {
      const filled = fills.filter((fill) => fill.filledAt <= at + HOUR);
      let quantity = 0;
      let average = 0;
      for (const fill of filled) {
        if (fill.side === 'sell') average = (-quantity * average + fill.quantity * fill.price) / (-quantity + fill.quantity);
        quantity += fill.side === 'buy' ? fill.quantity : -fill.quantity;
        if (quantity > -1e-9) [quantity, average] = [0, 0];
      }
      if (quantity < 0) short++;
      const realised = filled.reduce((sum, fill) => sum + fill.realised, 0);
      expect(equity[i]).toBeCloseTo(read.startingEquity + realised + quantity * (closeAt.get(at)! - average), 6);
    }
    expect(short).toBeGreaterThan(0);
    expect(read.metrics.finalEquity).toBeCloseTo(equity.at(-1)!, 6);
    await ok('/api/forward/stop', { id: started.id });
  });

  it("refuses a short strategy on an account whose market does not sell short, in both languages, storing nothing", async () => {
    const cny = (await account('CNY')).id;
    const usd = (await account()).id;
    const { sid } = await strategy({ region: 'CN', hour: { 'candle.updown': { min: 0 } } });
    const listed = (await ok('/api/forward/list', {})).list.length;
    await refusedInBoth('/api/forward/start', { sid, accountId: cny, symbols: ['600519.SS'], direction: 'short' }, 422, 'forwardTestShortNotAllowed');
    await refusedInBoth('/api/forward/start', { sid, accountId: usd, symbols: [SYMBOL], direction: 'sideways' }, 422, 'backtestDirection');
    expect((await ok('/api/forward/list', {})).list).toHaveLength(listed);
  });

  it("stops a forward test when its account is reset, and its report keeps to the run it traded in", async () => {
    const { sid } = await strategy();
    const resetAccount = (await account()).id;
    const { forwardTest } = await ok('/api/forward/start', { sid, accountId: resetAccount, symbols: [SYMBOL], positionSize: 0.2, maxBars: 3 });
    for (let hour = 0; hour < 4; hour++) await nextHour();
    const before = await report(forwardTest.id);
    expect(before.fills.length).toBeGreaterThan(0);
    s.clock.advance(MINUTE);
    const resetAt = s.clock.seconds;
    await ok('/api/paper/account/reset', { accountId: resetAccount });
    const [stopped] = (await ok('/api/forward/list', {})).list.filter((one: { id: string }) => one.id === forwardTest.id);
    expect(stopped).toMatchObject({ status: 'stopped', stoppedAt: resetAt, stopReason: 'forwardTestAccountReset', run: 1 });
    // A close heard while the reset commits, as a test left running by an earlier version would hear it, places nothing in the new run.
    await s.services.db.updateTable('forward_tests').set({ status: 'running' }).where('id', '=', forwardTest.id).execute();
    await s.app.forwardTests.refresh();
    for (let hour = 0; hour < 3; hour++) await nextHour();
    await s.services.db.updateTable('forward_tests').set({ status: 'stopped' }).where('id', '=', forwardTest.id).execute();
    await s.app.forwardTests.refresh();
    const newRun = await s.services.db.selectFrom('paper_orders').select('id').where('account_id', '=', resetAccount).where('run', '!=', 1).execute();
    expect(newRun).toEqual([]);
    const after = await report(forwardTest.id);
    expect(after.signals.filter((signal: Signal) => signal.orderId !== null)).toHaveLength(before.signals.filter((signal: Signal) => signal.orderId !== null).length);
    expect(after.fills).toEqual(before.fills);
    // The curve ends with the run: its last candle the last one closed by the reset.
    expect(after.equity.time.at(-1)).toBeLessThanOrEqual(resetAt - HOUR);
    // A stopped test refuses a stop, and the account's new run is free for a new one.
    await refusedInBoth('/api/forward/stop', { id: forwardTest.id }, 409, 'forwardTestStopped');
    const again = (await ok('/api/forward/start', { sid, accountId: resetAccount, symbols: [SYMBOL] })).forwardTest;
    expect(again).toMatchObject({ run: 2, status: 'running', stopReason: null });
    await ok('/api/forward/stop', { id: again.id });
  });

  it('resumes after a restart without placing any order twice', async () => {
    const before = (await report(testId)).signals.length;
    // The next process starts on the same database and follows the running test as it gets ready.
    const next = await startServer(kind, { joins: s, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    try {
      await next.app.market.service.update(SYMBOL, '1h');
      // On PostgreSQL both processes run a while and hear the same closes: each signal is placed by one of them.
      if (kind === 'postgres') for (let hour = 0; hour < 4; hour++) await nextHour([s, next]);
      await s.app.forwardTests.close();
      for (let hour = 0; hour < 6; hour++) await nextHour([next]);
      const read = await report(testId);
      expect(read.signals.length).toBeGreaterThan(before);
      expect(read.forwardTest.lastCandle).toBe(Math.floor(s.clock.seconds / HOUR) * HOUR - HOUR);
      const keys = read.signals.map((signal: Signal) => `${signal.candleTime}:${signal.side}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(read.signals.every((signal: Signal) => signal.orderId !== null)).toBe(true);
      // Every order of the account is one signal's.
      const { orders } = await ok('/api/paper/orders', { accountId, view: 'all' });
      expect(orders.map((order: { id: string }) => order.id).sort()).toEqual(read.signals.map((signal: Signal) => signal.orderId).sort());
      const stopped = (await ok('/api/forward/stop', { id: testId })).forwardTest;
      expect(stopped).toMatchObject({ status: 'stopped', stoppedAt: s.clock.seconds });
      await refusedInBoth('/api/forward/stop', { id: testId }, 409, 'forwardTestStopped');
      const count = read.signals.length;
      for (let hour = 0; hour < 2; hour++) await nextHour([next]);
      expect((await report(testId)).signals).toHaveLength(count);
    } finally {
      await next.close();
    }
  });

  it("keeps the plan's number of running forward tests", async () => {
    const standard = await subscriber(s);
    const { sid } = await strategy(QUERY, standard);
    const { id } = await account('USD', standard);
    const body = { sid, accountId: id, symbols: [SYMBOL] };
    for (let n = 0; n < PAPER_LIMITS.standard.forwardTests; n++) await ok('/api/forward/start', body, standard);
    await refusedInBoth('/api/forward/start', body, 409, 'forwardTestLimitReached', standard, { limit: PAPER_LIMITS.standard.forwardTests });
  });

  it("answers 404 for another trader's forward test, strategy and account", async () => {
    const other = await subscriber(s);
    await refusedInBoth('/api/forward/report', { id: testId }, 404, 'forwardTestNotFound', other);
    await refusedInBoth('/api/forward/stop', { id: testId }, 404, 'forwardTestNotFound', other);
    const { sid } = await strategy(QUERY, other);
    expectRefusal(await call('/api/forward/start', { sid, accountId, symbols: [SYMBOL] }, other), 404, 'paperAccountNotFound');
    const { id: own } = await account('USD', other);
    const { sid: mine } = await strategy();
    expectRefusal(await call('/api/forward/start', { sid: mine, accountId: own, symbols: [SYMBOL] }, other), 404, 'strategyNotFound');
  });

  it('limits a flood of starts and stops, and the test started before it keeps running', async () => {
    const flooder = await subscriber(s);
    const { sid } = await strategy(QUERY, flooder);
    const { id } = await account('USD', flooder);
    const { forwardTest } = await ok('/api/forward/start', { sid, accountId: id, symbols: [SYMBOL] }, flooder);
    for (let n = 1; n < FORWARD_TEST_BOUNDS.changesPerMinute; n++) {
      expectRefusal(await call('/api/forward/stop', { id: `missing-${n}` }, flooder), 404, 'forwardTestNotFound');
    }
    const refused = expectRefusal(await call('/api/forward/stop', { id: forwardTest.id }, flooder, { 'accept-language': 'zh-CN' }), 429, 'tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.msg).toBe(formatMessage('tooManyRequests', 'zh', { seconds: refused.headers['retry-after'] as string }));
    expect((await ok('/api/forward/list', {}, flooder)).list.map((one: { id: string; status: string }) => [one.id, one.status])).toEqual([[forwardTest.id, 'running']]);
  });

  it('refuses bad input by name in both languages, starting nothing', async () => {
    const plain = await quickUser(s);
    expect((await call('/api/forward/list', {}, plain)).status).not.toBe(500);
    const { sid } = await strategy();
    const usd = (await account()).id;
    const hkd = (await account('HKD')).id;
    const listed = (await ok('/api/forward/list', {})).list.length;
    await refusedInBoth('/api/forward/start', { sid, accountId: hkd, symbols: [SYMBOL] }, 422, 'forwardTestCurrency', trader, { needed: 'USD', currency: 'HKD' });
    await refusedInBoth('/api/forward/start', { sid, accountId: usd, symbols: [SYMBOL], positionSize: 0 }, 422, 'backtestPositionSize');
    await refusedInBoth('/api/forward/start', { sid, accountId: usd, symbols: [SYMBOL], positionSize: 'NaN' }, 422, 'backtestPositionSize');
    await refusedInBoth('/api/forward/start', { sid, accountId: usd, symbols: [SYMBOL], maxBars: 1.5 }, 422, 'backtestMaxBars');
    await refusedInBoth('/api/forward/start', { sid, accountId: usd, symbols: [] }, 422, 'forwardTestNoSymbols');
    const twoGroups = await strategy({ region: 'USD', hour: { 'candle.updown': { min: 0 } }, day: { 'candle.updown': { min: 0 } } });
    await refusedInBoth('/api/forward/start', { sid: twoGroups.sid, accountId: usd, symbols: [SYMBOL] }, 422, 'forwardTestOneGroup');
    const noRules = await strategy({ region: 'USD' });
    await refusedInBoth('/api/forward/start', { sid: noRules.sid, accountId: usd, symbols: [SYMBOL] }, 422, 'forwardTestNoRules');
    const anyMarket = await strategy({ region: 'ALL', hour: { 'candle.updown': { min: 0 } } });
    await refusedInBoth('/api/forward/start', { sid: anyMarket.sid, accountId: usd, symbols: ['0005.HK'] }, 422, 'paperMarketNotTraded', trader, { symbol: '0005.HK', currency: 'USD' });
    expect((await ok('/api/forward/list', {})).list).toHaveLength(listed);
  });
});
