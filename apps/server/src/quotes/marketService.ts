import type { CandleRows, Duration, Snapshot, StockQuote } from '@signaldesk/contract';
import { MARKET_LIMITS } from '@signaldesk/contract';
import { type Candle, type MarketProvider, needsIntradayFetch } from '@signaldesk/market-data';
import { type CandleStore, sqlCandleStore } from '../candles/candleStore.js';
import { DERIVED_SNAPSHOTS, SOURCE_OF } from '../candles/durations.js';
import { readBars } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { type AnalysisDeps, SeriesAnalysis } from './seriesAnalysis.js';
import { CandleFreshness } from './candleFreshness.js';
import { watchPushedCandles } from './pushedCandles.js';
import { readSnapshot } from './snapshots.js';
import type { SourcePatience } from './sourceCalls.js';

export interface MarketDeps extends Omit<AnalysisDeps, 'store'> {
  db: Db;
  now: () => number;
  provider: MarketProvider;
  patience: SourcePatience;
  /** True when prices come from the generated demo market. */
  demo: boolean;
}

export interface SeriesUpdate {
  symbol: string;
  duration: Duration;
  /** Newest bar after the update; null when the source has none. */
  ts: number | null;
  /** Bars the source answered. */
  candles: number;
}

/**
 * A series' way from the source to the chart, in two parts of their own: freshness (when to fetch, and fetching
 * what is missing) and analysis (the catalogue over the stored candles, the snapshot, the kept charts). The live
 * feed (realtime/liveCharts.ts) follows series on top of it.
 */
export class MarketService {
  readonly store: CandleStore;
  readonly provider: MarketProvider;
  readonly demo: boolean;
  readonly freshness: CandleFreshness;
  readonly analysis: SeriesAnalysis;

  constructor(private readonly deps: MarketDeps) {
    this.store = sqlCandleStore(deps.db);
    this.provider = deps.provider;
    this.demo = deps.demo;
    this.analysis = new SeriesAnalysis({ ...deps, store: this.store });
    this.freshness = new CandleFreshness({
      ...deps,
      store: this.store,
      onFetched: (symbol, stored) => this.analysis.forgetStored(symbol, stored),
    });
  }

  /** Fetches the source of a duration, then recomputes it and the snapshots that follow it. */
  async update(symbol: string, duration: Duration): Promise<SeriesUpdate> {
    const stored = SOURCE_OF[duration];
    const candles = await this.freshness.fetchSource(symbol, stored);
    if (stored !== '1m' && needsIntradayFetch(symbol, stored)) await this.freshness.withSessionMinutes(symbol, stored);
    const computed = await this.analysis.compute(symbol, duration);
    for (const follower of DERIVED_SNAPSHOTS[duration] ?? []) await this.analysis.compute(symbol, follower);
    return { symbol, duration, ts: computed?.bars.at(-1)?.ts ?? null, candles };
  }

  /** Fetches when the series was never fetched or not in the last 15 minutes (or one bar, if shorter). */
  async ensureFresh(symbol: string, duration: Duration): Promise<void> {
    if (!(await this.freshness.isFresh(symbol, SOURCE_OF[duration]))) await this.update(symbol, duration);
  }

  /**
   * The newest chart of a series when it is computed, kept and known fresh, without touching the database or the
   * analysis threads; null when any of that would need a read or a compute first. The same object `chart` answers.
   */
  keptChart(symbol: string, duration: Duration): CandleRows | null {
    return this.freshness.knownFresh(symbol, SOURCE_OF[duration]) ? this.analysis.kept(symbol, duration) : null;
  }

  /**
   * The chart's candles with every indicator: the newest, or the last `count` that opened before `before` (an alert's
   * picture wants far fewer than a chart's page). The newest are the same object for every caller until the chart is
   * computed again: read them, never change them.
   */
  async chart(symbol: string, duration: Duration, before?: number, count: number = MARKET_LIMITS.chartCandles): Promise<CandleRows> {
    if (before !== undefined) return this.analysis.before(symbol, duration, before, count);
    const kept = this.keptChart(symbol, duration);
    if (kept) return kept;
    await this.ensureFresh(symbol, duration);
    return this.analysis.newest(symbol, duration);
  }

  /** The newest bars of a duration after asking the source for what is new: the live feed's tick. */
  async latestBars(symbol: string, duration: Duration, count: number): Promise<Candle[]> {
    await this.freshness.fetchSource(symbol, SOURCE_OF[duration]);
    return readBars(this.store, symbol, duration, count);
  }

  /** Follows a series as the source pushes it, where it has a socket for it (quotes/pushedCandles.ts); null elsewhere. */
  watchBars(symbol: string, duration: Duration, onBars: (bars: Candle[]) => void, onError: (error: unknown) => void): (() => void) | null {
    return watchPushedCandles(this, symbol, duration, onBars, onError);
  }

  /** The window a live stream warms up on, the same the batch compute uses. */
  warmUpBars(symbol: string, duration: Duration): Promise<Candle[]> {
    return this.analysis.windowBars(symbol, duration);
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
    this.analysis.forgetSymbol(symbol);
    this.freshness.forget(symbol);
  }

  /** Drops the cached charts, for memory or after a bulk import. */
  forgetCharts(): void {
    this.analysis.clear();
  }
}
