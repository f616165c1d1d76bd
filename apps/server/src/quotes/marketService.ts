import type { CandleRows, Duration, Snapshot, StockQuote } from '@signaldesk/contract';
import { MARKET_LIMITS } from '@signaldesk/contract';
import { fieldIndex, seriesFromCandles } from '@signaldesk/indicators';
import { type Candle, type MarketProvider, needsIntradayFetch, resample } from '@signaldesk/market-data';
import { type CandleStore, type StoredDuration, sqlCandleStore } from '../candles/candleStore.js';
import { DERIVED_SNAPSHOTS, DURATION_SECONDS, HISTORY_SECONDS, SOURCE_OF } from '../candles/durations.js';
import { readBars } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { type Analyser, analyseHere } from './analysisPool.js';
import { barsPerYear } from './barsPerYear.js';
import { candleRows } from './chartCandles.js';
import { computeWindow, engineDuration, shownBars } from './chartDepth.js';
import { ComputedCharts, type ComputedTail } from './computedCharts.js';
import { readSnapshot, writeSnapshot } from './snapshots.js';
import { fetchCandles, type SourcePatience } from './sourceCalls.js';

/** A series fetched this recently is fresh enough for a chart; the scheduler keeps the rest current. */
const FRESH_FOR_SECONDS = 900;

export interface MarketDeps {
  db: Db;
  now: () => number;
  provider: MarketProvider;
  patience: SourcePatience;
  /** True when prices come from the generated demo market. */
  demo: boolean;
  /** Where the catalogue runs: worker threads for the server, this thread by default. */
  analyser?: Analyser;
  /** Series whose chart tails are kept in memory. */
  cachedCharts?: number;
  /** Hears every snapshot written, so in-memory copies (the screener) follow without reading it back. */
  onSnapshot?: (snapshot: { symbol: string; duration: Duration; ts: number; values: (number | null)[] }) => void;
}

export interface SeriesUpdate {
  symbol: string;
  duration: Duration;
  /** Newest bar after the update; null when the source has none. */
  ts: number | null;
  /** Bars the source answered. */
  candles: number;
}

const keyOf = (symbol: string, duration: Duration) => `${symbol}:${duration}`;
const UPDOWN = fieldIndex('candle.updown');
const NO_VALUES = new Float64Array(0);

/** Fetches what a series is missing, stores it, computes the indicators and writes the snapshot. */
export class MarketService {
  readonly store: CandleStore;
  readonly provider: MarketProvider;
  readonly demo: boolean;
  private readonly charts: ComputedCharts;
  /** Each kept tail's candles as they travel, built on its first answer and shared by the next: never changed. */
  private readonly rowsOf = new WeakMap<ComputedTail, CandleRows>();
  private readonly fetching = new Map<string, Promise<number>>();
  /**
   * When this process last knew each stored series fetched, read or written. `fetched_at` only moves forward, so a
   * series fresh by this time is fresh by the database too, and a kept chart of it needs no read to say so.
   */
  private readonly fetchedAt = new Map<string, number>();
  private readonly analyser: Analyser;

  constructor(private readonly deps: MarketDeps) {
    this.store = sqlCandleStore(deps.db);
    this.provider = deps.provider;
    this.demo = deps.demo;
    this.charts = new ComputedCharts(deps.cachedCharts ?? 200);
    this.analyser = deps.analyser ?? analyseHere;
  }

  /** Brings one stored series up to date; concurrent asks for the same series share one fetch. */
  fetchSource(symbol: string, stored: StoredDuration): Promise<number> {
    const key = keyOf(symbol, stored);
    const running = this.fetching.get(key);
    if (running) return running;
    const work = this.fetchMissing(symbol, stored).finally(() => this.fetching.delete(key));
    this.fetching.set(key, work);
    return work;
  }

  private async fetchMissing(symbol: string, stored: StoredDuration): Promise<number> {
    const key = keyOf(symbol, stored);
    const now = this.deps.now();
    const latest = await this.store.latestTs(symbol, stored);
    // The newest stored bar may still have been forming: ask for it again.
    const from = latest ?? now - HISTORY_SECONDS[stored];
    const bars = await fetchCandles(this.provider, { symbol, duration: stored, from, to: now }, this.deps.patience);
    const fresh = bars.filter((bar) => bar.ts >= from && bar.ts <= now);
    await this.store.write(symbol, stored, fresh);
    await this.deps.db
      .insertInto('series_fetches')
      .values({ symbol, duration: stored, fetched_at: now })
      .onConflict((oc) => oc.columns(['symbol', 'duration']).doUpdateSet({ fetched_at: now }))
      .execute();
    this.fetchedAt.set(key, now);
    this.charts.forget((key) => key.startsWith(`${symbol}:`) && SOURCE_OF[key.slice(symbol.length + 1) as Duration] === stored);
    return fresh.length;
  }

  /**
   * Spec §4 "Compute": A-share and Hong Kong minute-to-hour charts also take the session's minute bars,
   * resampled into the chart's duration, so the forming bars are as fresh as the minute feed.
   */
  private async extraIntraday(symbol: string, stored: StoredDuration): Promise<void> {
    await this.fetchSource(symbol, '1m');
    const minutes = await readBars(this.store, symbol, 'intraday', 0);
    if (minutes.length === 0) return;
    await this.store.write(symbol, stored, resample(minutes, '1m', stored, symbol));
  }

  /** Fetches the source of a duration, then recomputes it and the snapshots that follow it. */
  async update(symbol: string, duration: Duration): Promise<SeriesUpdate> {
    const stored = SOURCE_OF[duration];
    const candles = await this.fetchSource(symbol, stored);
    if (stored !== '1m' && needsIntradayFetch(symbol, stored)) await this.extraIntraday(symbol, stored);
    const computed = await this.compute(symbol, duration);
    for (const follower of DERIVED_SNAPSHOTS[duration] ?? []) await this.compute(symbol, follower);
    return { symbol, duration, ts: computed?.bars.at(-1)?.ts ?? null, candles };
  }

  /** Computes a series from the store and writes its snapshot; null when nothing is stored. */
  async compute(symbol: string, duration: Duration): Promise<ComputedTail | null> {
    const bars = await this.windowBars(symbol, duration);
    if (bars.length === 0) return null;
    const chartLength = await this.chartLength(symbol, duration, bars);
    const { tail, values } = await this.analyse(symbol, duration, bars, chartLength);
    const updown = values[UPDOWN] ?? null;
    const now = this.deps.now();
    const last = bars[bars.length - 1]!;
    await writeSnapshot(this.deps.db, symbol, duration, last.ts, values, now);
    this.deps.onSnapshot?.({ symbol, duration, ts: last.ts, values });
    if (duration === '1d') {
      await this.deps.db
        .updateTable('symbols')
        .set({ close: last.close, updown, stats_at: now })
        .where('symbol', '=', symbol)
        .execute();
    }
    this.charts.set(keyOf(symbol, duration), tail);
    return tail;
  }

  private windowBars(symbol: string, duration: Duration, before?: number): Promise<Candle[]> {
    return readBars(this.store, symbol, engineDuration(duration), computeWindow(symbol, duration), before);
  }

  /** The catalogue over the bars: the newest `count` bars with their values, and the last bar's snapshot row. */
  private async analyse(symbol: string, duration: Duration, bars: Candle[], count: number) {
    const { block, length, values } = await this.analyser.analyse({
      series: seriesFromCandles(bars),
      duration: engineDuration(duration),
      barsPerYear: barsPerYear(symbol, duration),
      count,
    });
    const tail: ComputedTail = { bars: bars.slice(bars.length - length), block, length };
    return { tail, values };
  }

  /** The intraday chart shows its whole session; every other chart its newest bars. */
  private async chartLength(symbol: string, duration: Duration, bars: readonly Candle[]): Promise<number> {
    if (duration !== 'intraday') return shownBars(symbol, duration);
    const session = await readBars(this.store, symbol, 'intraday', 0);
    const first = session[0]?.ts ?? Number.POSITIVE_INFINITY;
    return bars.filter((bar) => bar.ts >= first).length;
  }

  /** Fetches when the series was never fetched or not in the last 15 minutes (or one bar, if shorter). */
  async ensureFresh(symbol: string, duration: Duration): Promise<void> {
    const stored = SOURCE_OF[duration];
    const row = await this.deps.db
      .selectFrom('series_fetches')
      .select('fetched_at')
      .where('symbol', '=', symbol)
      .where('duration', '=', stored)
      .executeTakeFirst();
    if (row) this.fetchedAt.set(keyOf(symbol, stored), Number(row.fetched_at));
    if (!row || !this.knownFresh(symbol, stored)) await this.update(symbol, duration);
  }

  private knownFresh(symbol: string, stored: StoredDuration): boolean {
    const fetchedAt = this.fetchedAt.get(keyOf(symbol, stored));
    return fetchedAt !== undefined && this.deps.now() - fetchedAt < Math.min(FRESH_FOR_SECONDS, DURATION_SECONDS[stored]);
  }

  /**
   * The newest chart of a series when it is computed, kept and known fresh, without touching the database or the
   * analysis threads; null when any of that would need a read or a compute first. The same object `chart` answers.
   */
  keptChart(symbol: string, duration: Duration): CandleRows | null {
    if (!this.knownFresh(symbol, SOURCE_OF[duration])) return null;
    const tail = this.charts.get(keyOf(symbol, duration));
    return tail ? this.rowsOfTail(tail) : null;
  }

  private rowsOfTail(tail: ComputedTail): CandleRows {
    let rows = this.rowsOf.get(tail);
    if (!rows) {
      rows = candleRows(tail.bars, tail.block);
      this.rowsOf.set(tail, rows);
    }
    return rows;
  }

  /**
   * The chart's candles with every indicator: the newest, or the last `count` that opened before `before` (an alert's
   * picture wants far fewer than a chart's page). The newest are the same object for every caller until the chart is
   * computed again: read them, never change them.
   */
  async chart(symbol: string, duration: Duration, before?: number, count: number = MARKET_LIMITS.chartCandles): Promise<CandleRows> {
    if (before !== undefined) {
      const bars = await this.windowBars(symbol, duration, before);
      if (bars.length === 0) return candleRows([], NO_VALUES);
      const { tail } = await this.analyse(symbol, duration, bars, count);
      return candleRows(tail.bars, tail.block);
    }
    const kept = this.keptChart(symbol, duration);
    if (kept) return kept;
    await this.ensureFresh(symbol, duration);
    const tail = this.charts.get(keyOf(symbol, duration)) ?? (await this.compute(symbol, duration));
    return tail ? this.rowsOfTail(tail) : candleRows([], NO_VALUES);
  }

  /** The newest bars of a duration after asking the source for what is new: the live feed's tick. */
  async latestBars(symbol: string, duration: Duration, count: number): Promise<Candle[]> {
    await this.fetchSource(symbol, SOURCE_OF[duration]);
    return readBars(this.store, symbol, duration, count);
  }

  /** The window a live stream warms up on, the same the batch compute uses. */
  warmUpBars(symbol: string, duration: Duration): Promise<Candle[]> {
    return this.windowBars(symbol, duration);
  }

  /** The last daily bar with its change against the close before it. */
  async lastQuote(symbol: string): Promise<StockQuote | null> {
    const bars = await this.store.last(symbol, '1d', 2);
    const last = bars.at(-1);
    if (!last) return null;
    const previous = bars.length === 2 ? bars[0] : undefined;
    return { symbol, ...last, updown: previous ? (last.close / previous.close - 1) * 100 : null };
  }

  snapshot(symbol: string, duration: Duration): Promise<Snapshot | null> {
    return readSnapshot(this.deps.db, symbol, duration);
  }

  /** Forgets every stored bar, snapshot and statistic of a symbol. */
  async reset(symbol: string): Promise<void> {
    const { db } = this.deps;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('candles').where('symbol', '=', symbol).execute();
      await trx.deleteFrom('snapshots').where('symbol', '=', symbol).execute();
      await trx.deleteFrom('series_fetches').where('symbol', '=', symbol).execute();
      await trx.updateTable('symbols').set({ close: null, updown: null, stats_at: null }).where('symbol', '=', symbol).execute();
    });
    this.charts.forget((key) => key.startsWith(`${symbol}:`));
    for (const key of [...this.fetchedAt.keys()]) if (key.startsWith(`${symbol}:`)) this.fetchedAt.delete(key);
  }

  /** Drops the cached charts, for memory or after a bulk import. */
  forgetCharts(): void {
    this.charts.clear();
  }
}
