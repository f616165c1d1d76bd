import { type BacktestSymbol, computeMetrics, prepareSymbols, runBacktest } from '@signaldesk/backtest';
import {
  backtestStrategySchema,
  formatMessage,
  type Message,
  type MessageKey,
  SIGNAL_LIMITS,
  SIGNAL_MESSAGE_SCHEMA,
} from '@signaldesk/contract';
import { type CandleRequest, DemoMarket, type MarketProvider } from '@signaldesk/market-data';
import { beforeAll, expect, it, vi } from 'vitest';
import { runCandles } from '../src/backtests/backtestQueue.js';
import { alertWords, mailAlert } from '../src/messenger/alertText.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { BOOK_CASH_PER_MEMBER } from '../src/signals/signalBook.js';
import {
  type Answer,
  describeEachDatabase,
  expectOk,
  expectRefusal,
  PUBLIC_URL,
  signIn,
  signInMember,
  signInSuper,
  type SignedIn,
  snapshotDatabase,
  type TestServer,
  TestClock,
  useServer,
} from './harness.js';

/** The dow30 members the fake source has candles for; the other 26 have none and are left out of every book. */
const TRADED = ['AAPL', 'JPM', 'MSFT', 'NVDA'];
/** Its candles stop a few days before the others', so whatever it raised at its last bar is not today's signal. */
const LAGGING = 'JPM';
const NOW = new TestClock().seconds;
const LAG_CUTOFF = NOW - 6 * 86_400;

/** The demo market for the traded symbols only, with the lagging one cut short. */
class FewSymbols implements MarketProvider {
  readonly name = 'demo';
  private readonly demo = new DemoMarket({ now: () => NOW });
  async candles(request: CandleRequest) {
    if (!TRADED.includes(request.symbol)) return [];
    const bars = await this.demo.candles(request);
    return request.symbol === LAGGING ? bars.filter((bar) => bar.ts < LAG_CUTOFF) : bars;
  }
  quotes(symbols: readonly string[]) {
    return this.demo.quotes(symbols.filter((symbol) => TRADED.includes(symbol)));
  }
  options(symbol: string, expiration?: number) {
    return this.demo.options(symbol, expiration);
  }
  earnings(from: number, to: number) {
    return this.demo.earnings(from, to);
  }
}

/** Buy when K closes under 20, sell when it closes over 80, with an 8 % stop. */
const KD_OVERSOLD = {
  name: 'KD oversold',
  description: 'Buys a stock the slow stochastic calls oversold',
  strategy: { entry: { day: { 'kd.k': { max: 20 } } }, exit: { day: { 'kd.k': { min: 80 } } }, stopLoss: 8, costs: 'none', from: '2019-01-01', to: '2020-01-01' },
  lists: ['dow30'],
  published: true,
};
/** Holds a day and buys again: every symbol raises a signal at each of its bars. */
const EVERY_DAY = {
  name: 'Every day',
  strategy: { entry: { day: { 'candle.close': { min: 0 } } }, maxBars: 1, costs: 'none', from: '2025-01-01' },
  lists: ['dow30', 'nasdaq100'],
  published: true,
};

describeEachDatabase('signal sources', (kind) => {
  const server = useServer(kind, { market: { provider: new FewSymbols() } });
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn, language = 'en') =>
    s.call(`/api/signal/${path}`, body, { token: who.token, headers: { 'accept-language': language } });
  const create = async (input: object) => expectOk(await call('source/create', input, admin)).source;
  const board = async (list: string, who = alice) => expectOk(await call('board', { list }, who));
  const bookOf = async (list: string, sourceId: string, who = alice) =>
    (await board(list, who)).books.find((book: { source: { id: string } }) => book.source.id === sourceId);
  const signalMessages = (userid: string) =>
    s.services.db.selectFrom('messenger_messages').selectAll().where('userid', '=', userid).where('type', '=', 'signal').execute();

  /** The engine run directly on the stored candles of the traded symbols, as one account of 1/N each. */
  async function reference(input: { strategy: object }) {
    const strategy = backtestStrategySchema.parse(input.strategy);
    const candles = [];
    for (const symbol of TRADED) candles.push({ symbol, series: await runCandles(s.app.market.service.store, symbol, '1d') });
    const prepared: BacktestSymbol[] = prepareSymbols(candles, strategy);
    const { to: _to, ...kept } = strategy;
    const result = runBacktest(prepared, { ...kept, maxPositions: TRADED.length, positionSize: 1 / TRADED.length, startingCash: TRADED.length * BOOK_CASH_PER_MEMBER });
    const metrics = computeMetrics(result.equity, result.trades, { barsPerYear: barsPerYear('AAPL', '1d'), riskFreeRate: 0, startingCash: result.startingCash });
    const asOf = Math.max(...prepared.map((symbol) => symbol.ts[symbol.ts.length - 1]!));
    return { result, metrics, asOf };
  }

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await signInMember(s, admin.token);
    bob = await signInMember(s, admin.token);
  });

  it('computes the record and today’s signals as the engine does on the same candles, over the list’s symbols with candles', async () => {
    const source = await create(KD_OVERSOLD);
    expect(source).toMatchObject({ name: KD_OVERSOLD.name, lists: ['dow30'], published: true });
    await s.app.signals.idle();

    const { result, metrics, asOf } = await reference(KD_OVERSOLD);
    expect(metrics.trades).toBeGreaterThan(10);
    const book = await bookOf('dow30', source.id);
    expect(book.source).toEqual({ id: source.id, name: KD_OVERSOLD.name, description: KD_OVERSOLD.description, direction: 'long', duration: '1d' });
    expect(book.record).toEqual({
      trades: metrics.trades,
      openTrades: metrics.openTrades,
      winRate: metrics.winRate,
      averageReturn: metrics.expectancyReturn,
      maxDrawdown: metrics.maxDrawdown,
      totalReturn: metrics.totalReturn,
      from: result.equity.time[0],
      to: result.equity.time[result.equity.time.length - 1],
      symbols: TRADED.length,
    });
    // The strategy's `to` is dropped: the record runs to the latest bar, where the signals are read.
    expect(book.record.to).toBe(asOf);
    expect(book.asOf).toBe(asOf);
    expect(book.computedAt).toBe(s.clock.now());
    const names = new Map((await s.services.db.selectFrom('symbols').select(['symbol', 'name']).execute()).map((row) => [row.symbol, row.name]));
    expect(book.signals).toEqual(result.signals.filter((signal) => signal.time === asOf).map((signal) => ({ ...signal, name: names.get(signal.symbol) })));
    expect(book.following).toBe(false);

    const { list } = await board('dow30');
    expect(list).toEqual({ slug: 'dow30', name: 'Dow Jones 30', cnname: '道琼斯30', symbols: 30 });
  });

  it('lists only the signals of the list’s latest bar, not one a symbol raised at an older last bar', async () => {
    const source = await create(EVERY_DAY);
    await s.app.signals.idle();
    const { result, asOf } = await reference(EVERY_DAY);
    const lagging = result.signals.find((signal) => signal.symbol === LAGGING);
    expect(lagging?.time).toBeLessThan(asOf);
    const book = await bookOf('dow30', source.id);
    expect(book.asOf).toBe(asOf);
    expect(book.signals.map((signal: { symbol: string }) => signal.symbol)).toEqual(TRADED.filter((symbol) => symbol !== LAGGING));
    expect(book.signals.every((signal: { time: number }) => signal.time === asOf)).toBe(true);
    // On another list, the members that have candles there (JPM is not in the Nasdaq-100).
    const other = await bookOf('nasdaq100', source.id);
    expect(other.record.symbols).toBe(TRADED.length - 1);
    expect(other.signals).toEqual(book.signals);
  });

  it('delivers each signal once to members following the source on the list, however often the books are computed', async () => {
    const source = await create({ ...EVERY_DAY, name: 'Daily delivery', lists: ['dow30'] });
    await s.app.signals.idle();
    const carol = await signInMember(s, admin.token);
    const dave = await signInMember(s, admin.token);
    for (const who of [bob, carol, dave]) {
      expect(expectOk(await call('follow', { source: source.id, list: 'dow30', follow: true }, who))).toEqual({ following: true });
    }
    expect(expectOk(await call('follow', { source: source.id, list: 'dow30', follow: true }, bob))).toEqual({ following: true });
    expect(expectOk(await call('follow', { source: source.id, list: 'dow30', follow: false }, carol))).toEqual({ following: false });
    expect(expectOk(await call('follow', { source: source.id, list: 'dow30', follow: false }, carol))).toEqual({ following: false });
    // A subscription that ended yesterday leaves a user, who receives no signals.
    await s.services.db.updateTable('users').set({ sub_exp: s.clock.now() - 86_400 }).where('userid', '=', dave.user.userid).execute();
    expect((await bookOf('dow30', source.id, bob)).following).toBe(true);

    await s.app.signals.refresh([source.id]);
    await s.app.signals.refresh([source.id]);
    const book = await bookOf('dow30', source.id, bob);
    expect(book.signals.length).toBeGreaterThan(0);
    const messages = await signalMessages(bob.user.userid);
    expect(messages).toHaveLength(book.signals.length);
    for (const signal of book.signals) {
      const message = messages.find((m) => m.symbol === signal.symbol)!;
      expect(message).toMatchObject({
        sessionid: `signal:${source.id}:dow30`,
        sessioname: 'Daily delivery · Dow Jones 30',
        name: signal.name,
        duration: '1d',
        schema: SIGNAL_MESSAGE_SCHEMA,
        alert_key: [bob.user.userid, source.id, 'dow30', signal.symbol, signal.time, signal.side, signal.reason].join('|'),
      });
      expect(JSON.parse(message.payload)).toEqual({ side: signal.side, reason: signal.reason, direction: 'long', price: signal.price, bar: signal.time, list: 'dow30' });
    }
    expect(await signalMessages(carol.user.userid)).toEqual([]);
    expect(await signalMessages(dave.user.userid)).toEqual([]);

    // Withdrawn, the source leaves the board and sends nothing more.
    expectOk(await call('source/update', { id: source.id, published: false }, admin));
    expect(await bookOf('dow30', source.id, bob)).toBeUndefined();
    await s.services.db.deleteFrom('messenger_messages').where('userid', '=', bob.user.userid).where('sessionid', '=', `signal:${source.id}:dow30`).execute();
    await s.app.signals.refresh([source.id]);
    expect(await signalMessages(bob.user.userid)).toEqual([]);
    expectOk(await call('source/remove', { id: source.id }, admin));
    expect(await s.services.db.selectFrom('signal_follows').selectAll().where('source_id', '=', source.id).execute()).toEqual([]);
    expect(await s.services.db.selectFrom('signal_books').selectAll().where('source_id', '=', source.id).execute()).toEqual([]);
  });

  it('words a signal for Telegram and e-mail in both languages, with a link to the symbol’s chart', () => {
    const message: Message = {
      id: 'm1',
      type: 'signal',
      symbol: 'AAPL',
      duration: '1d',
      name: 'Apple Inc.',
      payload: { side: 'exit', reason: 'stopLoss', direction: 'short', price: 187.456, bar: NOW, list: 'dow30' },
      ts: NOW,
      schema: SIGNAL_MESSAGE_SCHEMA,
      hasread: 0,
      sessionid: 'signal:s1:dow30',
      sessioname: 'Momentum · Dow Jones 30',
    };
    const en = alertWords(message, 'en', PUBLIC_URL);
    expect(en).toEqual({
      title: 'Momentum: buy to cover AAPL',
      body: 'AAPL Apple Inc.: buy to cover (stop-loss reached) on the 1d chart of Dow Jones 30, at 187.46.',
      link: `${PUBLIC_URL}/apps/quote/folder/all/AAPL/1d`,
      open: expect.any(String),
    });
    const zh = alertWords({ ...message, payload: { ...message.payload, side: 'enter', direction: 'long', reason: 'rule' } }, 'zh', PUBLIC_URL);
    expect(zh.title).toBe('Momentum：买入 AAPL');
    expect(zh.body).toBe('AAPL Apple Inc.：道琼斯30 1d 周期买入（收盘时条件成立，下一开盘成交），价格 187.46。');
    expect(mailAlert(message, en, 'en').subject).toBe('SignalDesk signal: buy to cover AAPL (Momentum)');
  });

  it('keeps the board to members and the sources to the team', async () => {
    const plain = await signIn(s);
    expectRefusal(await call('board', { list: 'dow30' }, plain), 403, 'forbidden');
    expectRefusal(await call('follow', { source: 'x', list: 'dow30', follow: true }, plain), 403, 'forbidden');
    for (const [path, body] of [
      ['source/list', {}],
      ['source/create', KD_OVERSOLD],
      ['source/update', { id: 'x', name: 'Mine' }],
      ['source/remove', { id: 'x' }],
    ] as const) {
      expectRefusal(await call(path, body, alice), 403, 'forbidden');
    }

    const hidden = await create({ ...KD_OVERSOLD, name: 'Draft', published: false });
    await s.app.signals.idle();
    expect(await bookOf('dow30', hidden.id)).toBeUndefined();
    expect(await s.services.db.selectFrom('signal_books').selectAll().where('source_id', '=', hidden.id).execute()).toEqual([]);
    expectRefusal(await call('follow', { source: hidden.id, list: 'dow30', follow: true }, alice), 404, 'signalSourceNotFound');
    const listed = expectOk(await call('source/list', {}, admin)).list;
    expect(listed.find((source: { id: string }) => source.id === hidden.id)).toMatchObject({ name: 'Draft', published: false });

    // Published, it is computed and may be followed on its own lists only.
    expectOk(await call('source/update', { id: hidden.id, published: true }, admin));
    await s.app.signals.idle();
    expect((await bookOf('dow30', hidden.id)).record).not.toBeNull();
    const notOnList = await call('follow', { source: hidden.id, list: 'sp500', follow: true }, alice, 'zh');
    expectRefusal(notOnList, 422, 'signalNotOnList');
    expect(notOnList.body).toMatchObject({ field: 'list', msg: formatMessage('signalNotOnList', 'zh') });
    expectOk(await call('source/remove', { id: hidden.id }, admin));
  });

  it('refuses bad sources by field in both languages and stores nothing', async () => {
    const before = await snapshotDatabase(s);
    const refusal = async (body: unknown, status: number, key: MessageKey, field: string | undefined, vars: Record<string, string | number> = {}) => {
      for (const language of ['en', 'zh'] as const) {
        const res: Answer = await call('source/create', body, admin, language);
        expectRefusal(res, status, key);
        expect(res.body.field).toBe(field);
        if (Object.keys(vars).length > 0 || key !== 'unknownField') expect(res.body.msg).toBe(formatMessage(key, language, vars));
      }
    };
    await refusal({ ...KD_OVERSOLD, lists: ['dow30', 'ftse100'] }, 422, 'signalListUnknown', 'lists', { list: 'ftse100' });
    await refusal({ ...KD_OVERSOLD, strategy: { ...KD_OVERSOLD.strategy, direction: 'short' }, lists: ['hsi', 'csi300'] }, 422, 'backtestShortNotAllowed', 'lists');
    await refusal({ ...KD_OVERSOLD, name: 'x'.repeat(SIGNAL_LIMITS.nameLength + 1) }, 422, 'signalSourceNameLength', 'name');
    await refusal({ ...KD_OVERSOLD, name: '   ' }, 422, 'signalSourceNameRequired', 'name');
    await refusal({ ...KD_OVERSOLD, description: 'x'.repeat(SIGNAL_LIMITS.descriptionLength + 1) }, 422, 'signalSourceDescriptionLength', 'description');
    await refusal({ ...KD_OVERSOLD, lists: [] }, 422, 'signalSourceLists', 'lists');
    await refusal({ ...KD_OVERSOLD, owner: 'me' }, 422, 'unknownField', 'owner', { field: 'owner' });
    const unknownList = await call('board', { list: 'ftse100' }, alice, 'zh');
    expectRefusal(unknownList, 404, 'signalListUnknown');
    expect(unknownList.body).toMatchObject({ field: 'list', msg: formatMessage('signalListUnknown', 'zh', { list: 'ftse100' }) });
    const source = (await s.services.db.selectFrom('signal_sources').select('id').executeTakeFirstOrThrow()).id;
    const badUpdate = await call('source/update', { id: source, lists: ['ftse100'] }, admin, 'zh');
    expectRefusal(badUpdate, 422, 'signalListUnknown');
    expect(badUpdate.body.field).toBe('lists');
    expect(await snapshotDatabase(s)).toEqual(before);
    // A short strategy on lists without A-shares is fine.
    const short = await create({ ...KD_OVERSOLD, name: 'Short', strategy: { ...KD_OVERSOLD.strategy, direction: 'short' }, lists: ['hsi', 'sp500'], published: false });
    expectOk(await call('source/remove', { id: short.id }, admin));
  });

  it('holds the team to its number of sources and a member to their number of follows', async () => {
    const kept = (await s.services.db.selectFrom('signal_sources').select('id').execute()).length;
    const drafts: string[] = [];
    for (let i = kept; i < SIGNAL_LIMITS.sources; i++) drafts.push((await create({ ...KD_OVERSOLD, name: `Draft ${i}`, published: false })).id);
    const before = await snapshotDatabase(s);
    const over = await call('source/create', { ...KD_OVERSOLD, name: 'One too many' }, admin);
    expectRefusal(over, 409, 'signalSourceLimit');
    expect(over.body.msg).toBe(formatMessage('signalSourceLimit', 'en', { limit: SIGNAL_LIMITS.sources }));
    expect(await snapshotDatabase(s)).toEqual(before);

    const published = (await board('dow30')).books[0].source.id;
    const erin = await signInMember(s, admin.token);
    const lists = ['sp500', 'nasdaq100', 'dow30', 'hsi', 'hstech', 'csi300', 'crypto10'];
    const follows = [];
    for (const id of drafts) for (const list of lists) follows.push({ userid: erin.user.userid, source_id: id, list, created_at: s.clock.now() });
    await s.services.db.insertInto('signal_follows').values(follows.slice(0, SIGNAL_LIMITS.followsPerUser)).execute();
    const tooMany = await call('follow', { source: published, list: 'dow30', follow: true }, erin, 'zh');
    expectRefusal(tooMany, 409, 'signalFollowLimit');
    expect(tooMany.body.msg).toBe(formatMessage('signalFollowLimit', 'zh', { limit: SIGNAL_LIMITS.followsPerUser }));
    for (const id of drafts) expectOk(await call('source/remove', { id }, admin));
    expect(expectOk(await call('follow', { source: published, list: 'dow30', follow: true }, erin))).toEqual({ following: true });
  });

  it('computes a list again after a market cycle only when its candles changed, and a saved source at once', async () => {
    await create({ ...KD_OVERSOLD, name: 'On two lists', lists: ['dow30', 'nasdaq100'] });
    await s.app.signals.idle();
    // Every published source takes part in a cycle, this test's and any an earlier one left.
    const sources = expectOk(await call('source/list', {}, admin)).list.filter((source: { published: boolean }) => source.published);
    const onList = (list: string) => sources.filter((source: { lists: string[] }) => source.lists.includes(list)).map((source: { id: string }) => source.id);
    const computedAt = async (list: string) => new Map((await board(list)).books.map((book: { source: { id: string }; computedAt: number }) => [book.source.id, book.computedAt]));
    const books = vi.spyOn(s.app.backtests.pool, 'signalBook');
    const cycle = async () => {
      s.clock.advance(60);
      s.services.events.emit('compute-cycle-finished');
      await s.app.signals.idle();
    };
    try {
      const before = { dow30: await computedAt('dow30'), nasdaq100: await computedAt('nasdaq100') };
      await cycle();
      expect(books).toHaveBeenCalledTimes(0);
      expect(await computedAt('dow30')).toEqual(before.dow30);
      expect(await computedAt('nasdaq100')).toEqual(before.nasdaq100);

      // A new bar of a Dow member that is not in the Nasdaq-100: the Dow books are computed again, the others are not.
      const [last] = await s.app.market.service.store.last(LAGGING, '1d', 1);
      await s.app.market.service.store.write(LAGGING, '1d', [{ ...last!, ts: last!.ts + 86_400, close: last!.close * 1.01 }]);
      await cycle();
      expect(books).toHaveBeenCalledTimes(onList('dow30').length);
      const dow = await computedAt('dow30');
      for (const id of onList('dow30')) expect(dow.get(id)).toBe(s.clock.now());
      expect(await computedAt('nasdaq100')).toEqual(before.nasdaq100);
      const computedDow = (await reference({ strategy: sources.find((source: { id: string }) => source.id === onList('dow30')[0]).strategy })).metrics.trades;
      expect((await bookOf('dow30', onList('dow30')[0])).record.trades).toBe(computedDow);

      await cycle();
      expect(books).toHaveBeenCalledTimes(onList('dow30').length);

      // A source saved while published is computed at once on each of its lists, its candles unchanged.
      const saved = onList('nasdaq100')[0];
      const savedLists = sources.find((source: { id: string }) => source.id === saved).lists.length;
      expectOk(await call('source/update', { id: saved, description: 'Computed again when saved' }, admin));
      await s.app.signals.idle();
      expect(books).toHaveBeenCalledTimes(onList('dow30').length + savedLists);
      expect((await computedAt('nasdaq100')).get(saved)).toBe(s.clock.now());
    } finally {
      books.mockRestore();
    }
  });
});
