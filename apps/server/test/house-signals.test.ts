import { type BacktestSymbol, computeMetrics, prepareSymbols, runBacktest } from '@signaldesk/backtest';
import { alertSentence, HOUSE_SOURCE_KEYS, HOUSE_SOURCE_WORDS, houseSourceId, type Message, SIGNAL_MESSAGE_SCHEMA } from '@signaldesk/contract';
import { type CandleRequest, DemoMarket, INDEX_LISTS, type MarketProvider } from '@signaldesk/market-data';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { runCandles } from '../src/backtests/backtestQueue.js';
import { barsPerYear } from '../src/quotes/barsPerYear.js';
import { HOUSE_SOURCES, seedHouseSources } from '../src/signals/houseSources.js';
import { BOOK_CASH_PER_MEMBER } from '../src/signals/signalBook.js';
import {
  describeEachDatabase,
  expectOk,
  signIn,
  signInSuper,
  type SignedIn,
  startServer,
  type TestServer,
  TestClock,
  useServer,
} from './harness.js';

/** The first few members of each index list have candles, so every list's books are computed in seconds. */
const TRADED_SYMBOLS = new Set(INDEX_LISTS.flatMap((list) => list.members.slice(0, 3)));
/** Each list's members with candles, in the order the books read them; a member of several lists counts in each. */
const TRADED = new Map(INDEX_LISTS.map((list) => [list.slug, list.members.filter((symbol) => TRADED_SYMBOLS.has(symbol)).sort()]));
const NOW = new TestClock().seconds;
const SLUGS = INDEX_LISTS.map((list) => list.slug);

/** The demo market for the traded members only. */
class FewPerList implements MarketProvider {
  readonly name = 'demo';
  private readonly demo = new DemoMarket({ now: () => NOW });
  async candles(request: CandleRequest) {
    return TRADED_SYMBOLS.has(request.symbol) ? this.demo.candles(request) : [];
  }
  quotes(symbols: readonly string[]) {
    return this.demo.quotes(symbols.filter((symbol) => TRADED_SYMBOLS.has(symbol)));
  }
  options(symbol: string, expiration?: number) {
    return this.demo.options(symbol, expiration);
  }
  earnings(from: number, to: number) {
    return this.demo.earnings(from, to);
  }
}

interface Book {
  source: { id: string; name: string; description: string };
  record: { trades: number } | null;
  signals: unknown[];
  computedAt: number | null;
  progress: number | null;
}

describeEachDatabase('house signal sources', (kind) => {
  const market = { provider: new FewPerList() };
  const server = useServer(kind, { env: { HOUSE_SIGNALS: 'on' }, market });
  let s: TestServer;
  let admin: SignedIn;
  let trader: SignedIn;

  const call = (path: string, body: unknown, who: SignedIn, language = 'en') =>
    s.call(`/api/signal/${path}`, body, { token: who.token, headers: { 'accept-language': language } });
  const board = async (list: string, language = 'en'): Promise<Book[]> => expectOk(await call('board', { list }, trader, language)).books;
  const houseBooks = async (list: string, language = 'en') => (await board(list, language)).filter((book) => book.source.id.startsWith('house-'));

  /** The engine run directly on the stored candles of the list's traded members, as one account of 1/N each, a million a member. */
  async function reference(list: string, strategy: (typeof HOUSE_SOURCES)[number]['strategy']) {
    const symbols = TRADED.get(list)!;
    const candles = [];
    for (const symbol of symbols) candles.push({ symbol, series: await runCandles(s.app.market.service.store, symbol, '1d') });
    const prepared: BacktestSymbol[] = prepareSymbols(candles, strategy);
    const { to: _to, ...kept } = strategy;
    const result = runBacktest(prepared, { ...kept, maxPositions: symbols.length, positionSize: 1 / symbols.length, startingCash: symbols.length * BOOK_CASH_PER_MEMBER });
    const metrics = computeMetrics(result.equity, result.trades, { barsPerYear: barsPerYear(symbols[0]!, '1d'), riskFreeRate: 0, startingCash: result.startingCash });
    return { trades: metrics.trades, winRate: metrics.winRate, totalReturn: metrics.totalReturn, maxDrawdown: metrics.maxDrawdown, symbols: symbols.length };
  }

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    // A new user on the free trial: the board is a member's.
    trader = await signIn(s);
    expectOk(await s.call('/api/ticket/trial', {}, { token: trader.token }));
    // The 24 first books take seconds on SQLite, about a minute on PostgreSQL, and past four minutes on a machine
    // loaded five times over.
    await s.app.signals.idle();
  }, 480_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('publishes every house source on every index list of a fresh database, in the reader’s language', async () => {
    const sources = expectOk(await call('source/list', {}, admin)).list;
    expect(sources.map((source: { id: string }) => source.id).sort()).toEqual(HOUSE_SOURCE_KEYS.map(houseSourceId).sort());
    for (const source of sources) {
      expect(source.published).toBe(true);
      expect([...source.lists].sort()).toEqual([...SLUGS].sort());
    }
    for (const list of SLUGS) {
      for (const language of ['en', 'zh'] as const) {
        const books = await houseBooks(list, language);
        expect(books.map((book) => book.source)).toEqual(
          HOUSE_SOURCE_KEYS.map((key) => ({
            id: houseSourceId(key),
            name: HOUSE_SOURCE_WORDS[key].name[language],
            description: HOUSE_SOURCE_WORDS[key].description[language],
            direction: 'long',
            duration: '1d',
          })).sort((a, b) => (a.id < b.id ? -1 : 1)),
        );
      }
    }
    const zh = expectOk(await call('source/list', {}, admin, 'zh')).list;
    expect(zh.find((source: { id: string }) => source.id === houseSourceId('kd-oversold')).name).toBe('KD超卖');
  });

  it('computes each house record with the backtest engine on the market’s own candles', async () => {
    for (const list of SLUGS) {
      const books = await houseBooks(list);
      for (const book of books) {
        const house = HOUSE_SOURCES.find((source) => source.id === book.source.id)!;
        expect(book.computedAt).toBe(s.clock.now());
        expect(book.progress).toBeNull();
        expect(book.record, `${house.key} on ${list}`).toMatchObject(await reference(list, house.strategy));
      }
      // Four strategies, four records: nothing is written down.
      expect(new Set(books.map((book) => JSON.stringify(book.record))).size, list).toBe(HOUSE_SOURCES.length);
    }
    const signals = await Promise.all(SLUGS.map(async (list) => (await houseBooks(list)).reduce((sum, book) => sum + book.signals.length, 0)));
    expect(signals.some((count) => count > 0)).toBe(true);
  });

  it('names a house source in the reader’s language on Telegram and e-mail, and the team’s own words as written', () => {
    const message = (sessioname: string): Message => ({
      id: 'm1',
      type: 'signal',
      symbol: 'AAPL',
      duration: '1d',
      name: 'Apple Inc.',
      payload: { side: 'enter', reason: 'rule', direction: 'long', price: 187.456, bar: NOW, list: 'dow30' },
      ts: NOW,
      schema: SIGNAL_MESSAGE_SCHEMA,
      hasread: 0,
      sessionid: `signal:${houseSourceId('kd-oversold')}:dow30`,
      sessioname,
    });
    expect(alertSentence(message('KD oversold · Dow Jones 30'), 'zh', INDEX_LISTS).title).toBe('KD超卖：买入 AAPL');
    expect(alertSentence(message('KD oversold · Dow Jones 30'), 'en', INDEX_LISTS).title).toBe('KD oversold: buy AAPL');
    expect(alertSentence(message('Dip buyer · Dow Jones 30'), 'zh', INDEX_LISTS).title).toBe('Dip buyer：买入 AAPL');
  });

  it('shows how far a first book has got, and a source waiting its turn as computing', async () => {
    const strategy = { entry: { day: { 'kd.k': { max: 30 } } }, exit: { day: { 'kd.k': { min: 70 } } } };
    const { pool } = s.app.backtests;
    const prepare = pool.prepare.bind(pool);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached!: () => void;
    const preparing = new Promise<void>((resolve) => {
      reached = resolve;
    });
    vi.spyOn(pool, 'prepare').mockImplementation(async (task) => {
      reached();
      await held;
      return prepare(task);
    });
    const first = expectOk(await call('source/create', { name: 'First', strategy, lists: ['dow30'], published: true }, admin)).source;
    await preparing;
    const second = expectOk(await call('source/create', { name: 'Second', strategy, lists: ['dow30'], published: true }, admin)).source;
    const waiting = await board('dow30');
    // Every member's candles are kept fresh, half the steps, before the first symbol's indicators are prepared.
    expect(waiting.find((book) => book.source.id === first.id)).toMatchObject({ record: null, computedAt: null, progress: 0.5 });
    expect(waiting.find((book) => book.source.id === second.id)).toMatchObject({ record: null, computedAt: null, progress: null });

    release();
    await s.app.signals.idle();
    for (const id of [first.id, second.id]) {
      expect((await board('dow30')).find((book) => book.source.id === id)).toMatchObject({ computedAt: s.clock.now(), progress: null });
    }
    expect(await s.services.db.selectFrom('signal_progress').selectAll().execute()).toEqual([]);
    for (const id of [first.id, second.id]) expectOk(await call('source/remove', { id }, admin));
  });

  it('seeds once: a house source the team withdrew, deleted or reworded stays so after another seed and a restart', async () => {
    const kd = houseSourceId('kd-oversold');
    const wave = houseSourceId('wave-cross');
    const pullback = houseSourceId('trend-pullback');
    expectOk(await call('source/update', { id: kd, published: false }, admin));
    expectOk(await call('source/remove', { id: wave }, admin));
    expectOk(await call('source/update', { id: pullback, name: 'Dip buyer' }, admin));
    expect(await seedHouseSources(s.services.db, s.clock.now())).toEqual([]);

    const restarted = await startServer(kind, { joins: s, env: { HOUSE_SIGNALS: 'on' }, market });
    try {
      await restarted.app.signals.idle();
      const sources = expectOk(await call('source/list', {}, admin)).list;
      expect(sources.map((source: { id: string; published: boolean }) => [source.id, source.published]).sort()).toEqual([
        [kd, false],
        [houseSourceId('matrix-trend'), true],
        [pullback, true],
      ]);
      for (const language of ['en', 'zh']) {
        const books = await houseBooks('dow30', language);
        expect(books.map((book) => book.source.id)).toEqual([houseSourceId('matrix-trend'), pullback]);
        // The team's name reads as written; the description it left is still the product's, in the reader's language.
        expect(books[1]!.source).toMatchObject({ name: 'Dip buyer', description: HOUSE_SOURCE_WORDS['trend-pullback'].description[language as 'en' | 'zh'] });
      }
    } finally {
      await restarted.close();
    }
  });
});
