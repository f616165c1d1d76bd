import { createHash } from 'node:crypto';
import { type BacktestSymbol, runWindow, strategyDuration } from '@signaldesk/backtest';
import { hasRole, type Signal, SIGNAL_MESSAGE_SCHEMA } from '@signaldesk/contract';
import type { IndexList } from '@signaldesk/market-data';
import { roleOf } from '../auth/roleOf.js';
import type { BacktestPool } from '../backtests/backtestPool.js';
import { keepFresh, type RunDuration, runCandles } from '../backtests/backtestQueue.js';
import { SOURCE_OF } from '../candles/durations.js';
import type { Db } from '../db/database.js';
import type { Notice } from '../messenger/notice.js';
import { barsPerYear } from '../quotes/barsPerYear.js';
import type { MarketService } from '../quotes/marketService.js';
import {
  bookFingerprint,
  clearProgress,
  hasBook,
  indexList,
  publishedSources,
  type StoredSource,
  sourcesWithoutBooks,
  writeBook,
  writeProgress,
} from './signalStore.js';

export interface SignalBooksDeps {
  db: Db;
  now: () => number;
  market: MarketService;
  pool: BacktestPool;
  /** The messenger: resolves once the notices are stored. */
  notify: (notices: Notice[]) => Promise<void>;
  onError: (error: unknown) => void;
}

/** Notices per hand-over to the messenger, so a whole index firing for many followers is stored in bounded steps. */
const NOTICE_BATCH = 500;
/** Symbols per lookup, well under SQLite's limit on bound values. */
const LOOKUP_BATCH = 500;
/** Progress writes per list: every 2 % moves a bar smoothly, and the S&P 500 costs 50 small writes rather than 1,000. */
const PROGRESS_WRITES = 50;

/** The list's members the product knows, with their names, in alphabetical order. */
async function knownMembers(db: Db, list: IndexList): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < list.members.length; i += LOOKUP_BATCH) {
    const rows = await db.selectFrom('symbols').select(['symbol', 'name']).where('symbol', 'in', list.members.slice(i, i + LOOKUP_BATCH)).execute();
    for (const row of rows) names.set(row.symbol, row.name);
  }
  return new Map([...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A list's candles at one duration as a computation round found them, for every source that reads them. */
interface ListCandles {
  /** A line for each member the product knows: its first bar's time and its last bar whole. */
  lines: string;
  /** The members with bars; the others are left out of every book without their candles being read. */
  withBars: Set<string>;
}

/** Two small indexed reads a member, its first bar and its last, instead of every candle. */
async function listCandles(db: Db, members: Iterable<string>, duration: RunDuration): Promise<ListCandles> {
  const stored = SOURCE_OF[duration];
  let lines = '';
  const withBars = new Set<string>();
  for (const symbol of members) {
    const bars = db.selectFrom('candles').where('symbol', '=', symbol).where('duration', '=', stored);
    const first = await bars.select('ts').orderBy('ts', 'asc').limit(1).executeTakeFirst();
    const last = await bars.select(['ts', 'open', 'high', 'low', 'close', 'volume']).orderBy('ts', 'desc').limit(1).executeTakeFirst();
    const bar = last ? [last.ts, last.open, last.high, last.low, last.close, last.volume].map(Number).join(' ') : '-';
    if (last) withBars.add(symbol);
    lines += `\n${symbol} ${first ? Number(first.ts) : '-'} ${bar}`;
  }
  return { lines, withBars };
}

/**
 * What a book is computed from, in a few bytes: the strategy and the list's candle lines (the forming bar changes
 * with every tick it gets). A new bar, a forming bar that moved, history fetched further back, a member the product
 * came to know or a new strategy changes it; a bar corrected in the middle of the history does not, and waits for
 * the next one.
 */
const listFingerprint = (source: StoredSource, candles: ListCandles): string =>
  createHash('sha256').update(JSON.stringify(source.strategy)).update(candles.lines).digest('base64url');

/**
 * What one round of computation reads once for all the sources it computes: each symbol kept fresh and each list's
 * candle lines, at a duration. Four sources on the S&P 500 then read its 503 members' last bars once a round.
 */
interface Round {
  fresh: Set<string>;
  candles: Map<string, ListCandles>;
}

/** The message a follower gets for one signal; its key makes the same signal one message however often books are computed. */
function signalNotice(userid: string, source: StoredSource, list: IndexList, signal: Signal, duration: RunDuration): Notice {
  return {
    userid,
    key: [userid, source.id, list.slug, signal.symbol, signal.time, signal.side, signal.reason].join('|'),
    type: 'signal',
    sessionid: `signal:${source.id}:${list.slug}`,
    sessioname: `${source.name} · ${list.name}`,
    symbol: signal.symbol,
    name: signal.name,
    duration,
    payload: { side: signal.side, reason: signal.reason, direction: source.strategy.direction, price: signal.price, bar: signal.time, list: list.slug },
    schema: SIGNAL_MESSAGE_SCHEMA,
  };
}

/** Sources asked for since the computation under way began: every published one's lists whose candles changed, and sources computed whatever their candles. */
interface Wanted {
  changed: boolean;
  forced: Set<string>;
}

/**
 * Computes every published source's record and today's signals on each of its lists, in the backtest pool's
 * threads, and hands the signals to the followers' messengers. It runs after each market compute cycle for the
 * lists whose candles changed, after a source is saved published, and at start for sources still without a book;
 * asks arriving during a computation fold into one more.
 */
export class SignalBooks {
  private running: Promise<void> | null = null;
  private wanted: Wanted | null = null;
  private closing = false;

  constructor(private readonly deps: SignalBooksDeps) {}

  /**
   * Asks for these sources' books whatever their candles, or without ids for every published source's books on
   * the lists whose candles changed since they were computed; resolves when nothing is left to compute.
   */
  refresh(ids?: readonly string[]): Promise<void> {
    if (this.closing) return Promise.resolve();
    this.wanted ??= { changed: false, forced: new Set() };
    if (ids) for (const id of ids) this.wanted.forced.add(id);
    else this.wanted.changed = true;
    this.running ??= this.computeWhileAsked().finally(() => {
      this.running = null;
    });
    return this.idle();
  }

  /** Computes the published sources that have no book yet, as a stop may have left them. */
  async start(): Promise<void> {
    try {
      const missing = await sourcesWithoutBooks(this.deps.db);
      if (missing.length > 0) void this.refresh(missing);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /** Resolves when no computation is under way. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes no more asks and waits for the computation under way, which stops at its next symbol. */
  async close(): Promise<void> {
    this.closing = true;
    await this.idle();
  }

  private async computeWhileAsked(): Promise<void> {
    while (this.wanted !== null && !this.closing) {
      const wanted = this.wanted;
      this.wanted = null;
      try {
        const sources = (await publishedSources(this.deps.db)).filter((source) => wanted.changed || wanted.forced.has(source.id));
        const round: Round = { fresh: new Set(), candles: new Map() };
        for (const source of sources) {
          // One source failing (its candles, the pool) leaves the others' books to compute.
          await this.computeSource(source, wanted.forced.has(source.id), round).catch(this.deps.onError);
        }
      } catch (error) {
        this.deps.onError(error);
      }
    }
  }

  /**
   * Each symbol's indicators are prepared once and serve every list of the source that holds it. A list whose
   * candles are those its book was computed from is left as it is, unless the source is `forced`.
   */
  private async computeSource(source: StoredSource, forced: boolean, round: Round): Promise<void> {
    const prepared = new Map<string, BacktestSymbol | null>();
    for (const slug of source.lists) {
      const list = indexList(slug);
      if (!list) continue;
      try {
        if (!(await this.computeList(source, list, forced, round, prepared))) return;
      } finally {
        await clearProgress(this.deps.db, source.id, slug);
      }
    }
  }

  /**
   * One list's book. Before its first, the progress is written as it goes for the board: two steps a member, its
   * candles kept fresh and then its indicators prepared. Answers false when the app is closing or the source was
   * withdrawn meanwhile.
   */
  private async computeList(
    source: StoredSource,
    list: IndexList,
    forced: boolean,
    round: Round,
    prepared: Map<string, BacktestSymbol | null>,
  ): Promise<boolean> {
    const { db, pool } = this.deps;
    const duration = strategyDuration(source.strategy) as RunDuration;
    const { from } = runWindow(source.strategy);
    const members = await knownMembers(db, list);
    const total = 2 * members.size;
    const every = Math.max(1, Math.ceil(total / PROGRESS_WRITES));
    const shown = !(await hasBook(db, source.id, list.slug));
    let steps = 0;
    const step = async () => {
      steps += 1;
      if (shown && steps % every === 0) await writeProgress(db, source.id, list.slug, steps, total, this.deps.now());
    };
    if (shown) await writeProgress(db, source.id, list.slug, 0, total, this.deps.now());
    for (const symbol of members.keys()) {
      if (this.closing) return false;
      const freshKey = `${duration} ${symbol}`;
      if (!round.fresh.has(freshKey)) {
        round.fresh.add(freshKey);
        await keepFresh(this.deps, symbol, duration);
      }
      await step();
    }
    const listKey = `${duration} ${list.slug}`;
    const candles = round.candles.get(listKey) ?? (await listCandles(db, members.keys(), duration));
    round.candles.set(listKey, candles);
    const fingerprint = listFingerprint(source, candles);
    if (!forced && fingerprint === (await bookFingerprint(db, source.id, list.slug))) return true;
    const symbols: BacktestSymbol[] = [];
    for (const symbol of members.keys()) {
      if (this.closing) return false;
      if (!prepared.has(symbol)) {
        const series = candles.withBars.has(symbol) ? await runCandles(this.deps.market.store, symbol, duration) : null;
        const traded = series !== null && series.ts.length > 0 && series.ts[series.ts.length - 1]! >= from;
        prepared.set(symbol, traded ? await pool.prepare({ symbol, series, strategy: source.strategy }) : null);
      }
      const ready = prepared.get(symbol);
      if (ready) symbols.push(ready);
      await step();
    }
    const computed = await pool.signalBook({ symbols, strategy: source.strategy, barsPerYear: barsPerYear(symbols[0]?.symbol ?? list.index, duration) });
    const signals = computed.signals.map((signal) => ({ ...signal, name: members.get(signal.symbol) ?? '' }));
    // Withdrawn or removed while it was computed: nothing is written or sent.
    if (!(await writeBook(db, source.id, list.slug, { record: computed.record, signals, asOf: computed.asOf, fingerprint }, this.deps.now()))) return false;
    await this.deliver(source, list, signals, duration);
    return true;
  }

  /** Every follower of the source on the list who is a member now (a lapsed subscription is not) gets each signal. */
  private async deliver(source: StoredSource, list: IndexList, signals: Signal[], duration: RunDuration): Promise<void> {
    if (signals.length === 0) return;
    const now = this.deps.now();
    const followers = await this.deps.db
      .selectFrom('signal_follows')
      .innerJoin('users', 'users.userid', 'signal_follows.userid')
      .selectAll('users')
      .where('signal_follows.source_id', '=', source.id)
      .where('signal_follows.list', '=', list.slug)
      .execute();
    const notices = followers
      .filter((user) => user.status === 'active' && hasRole(roleOf(user, now), 'member'))
      .flatMap((user) => signals.map((signal) => signalNotice(user.userid, source, list, signal, duration)));
    for (let i = 0; i < notices.length; i += NOTICE_BATCH) await this.deps.notify(notices.slice(i, i + NOTICE_BATCH));
  }
}
