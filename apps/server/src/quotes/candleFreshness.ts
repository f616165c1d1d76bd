import type { Duration } from '@signaldesk/contract';
import { type Candle, type MarketProvider, resample } from '@signaldesk/market-data';
import type { CandleStore, StoredDuration } from '../candles/candleStore.js';
import { DURATION_SECONDS, HISTORY_SECONDS } from '../candles/durations.js';
import { readBars } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { fetchCandles, type SourcePatience } from './sourceCalls.js';

/** A series fetched this recently is fresh enough for a chart; the scheduler keeps the rest current. */
const FRESH_FOR_SECONDS = 900;
/** How often a series the source pushes has its freshness written down for the other processes: not at every push. */
const PUSHED_RECORD_SECONDS = 60;

export interface FreshnessDeps {
  db: Db;
  now: () => number;
  provider: MarketProvider;
  patience: SourcePatience;
  store: CandleStore;
  /** Hears that new bars of a stored series were written, so what was computed from the old ones is dropped. */
  onFetched: (symbol: string, stored: StoredDuration) => void;
}

const keyOf = (symbol: string, duration: Duration) => `${symbol}:${duration}`;

/** When to ask the source: each stored series fetched what it misses, once at a time, and known fresh for a while. */
export class CandleFreshness {
  private readonly fetching = new Map<string, Promise<number>>();
  /**
   * When this process last knew each stored series fetched, read or written. `fetched_at` only moves forward, so a
   * series fresh by this time is fresh by the database too, and a kept chart of it needs no read to say so.
   */
  private readonly fetchedAt = new Map<string, number>();
  /** When this process last wrote each series' `fetched_at`. */
  private readonly recordedAt = new Map<string, number>();

  constructor(private readonly deps: FreshnessDeps) {}

  /** Brings one stored series up to date; concurrent asks for the same series share one fetch. Answers the bars written. */
  fetchSource(symbol: string, stored: StoredDuration): Promise<number> {
    const key = keyOf(symbol, stored);
    const running = this.fetching.get(key);
    if (running) return running;
    const work = this.fetchMissing(symbol, stored).finally(() => this.fetching.delete(key));
    this.fetching.set(key, work);
    return work;
  }

  private async fetchMissing(symbol: string, stored: StoredDuration): Promise<number> {
    const { store, now: clock } = this.deps;
    const now = clock();
    const latest = await store.latestTs(symbol, stored);
    // The newest stored bar may still have been forming: ask for it again.
    const from = latest ?? now - HISTORY_SECONDS[stored];
    const bars = await fetchCandles(this.deps.provider, { symbol, duration: stored, from, to: now }, this.deps.patience);
    const fresh = bars.filter((bar) => bar.ts >= from && bar.ts <= now);
    await store.write(symbol, stored, fresh);
    await this.record(symbol, stored, now);
    this.deps.onFetched(symbol, stored);
    return fresh.length;
  }

  private async record(symbol: string, stored: StoredDuration, now: number): Promise<void> {
    await this.deps.db
      .insertInto('series_fetches')
      .values({ symbol, duration: stored, fetched_at: now })
      .onConflict((oc) => oc.columns(['symbol', 'duration']).doUpdateSet({ fetched_at: now }))
      .execute();
    this.recordedAt.set(keyOf(symbol, stored), now);
    this.fetchedAt.set(keyOf(symbol, stored), now);
  }

  /**
   * Bars the source pushed over its socket, stored as a fetch stores them: the series is fresh, here at once and for
   * the other processes within a minute.
   */
  async heard(symbol: string, stored: StoredDuration, bars: readonly Candle[]): Promise<void> {
    const now = this.deps.now();
    await this.deps.store.write(symbol, stored, bars.filter((bar) => bar.ts <= now));
    const key = keyOf(symbol, stored);
    if (now - (this.recordedAt.get(key) ?? Number.NEGATIVE_INFINITY) >= PUSHED_RECORD_SECONDS) await this.record(symbol, stored, now);
    else this.fetchedAt.set(key, now);
    this.deps.onFetched(symbol, stored);
  }

  /**
   * Spec §4 "Compute": A-share and Hong Kong minute-to-hour charts also take the session's minute bars,
   * resampled into the chart's duration, so the forming bars are as fresh as the minute feed.
   */
  async withSessionMinutes(symbol: string, stored: StoredDuration): Promise<void> {
    await this.fetchSource(symbol, '1m');
    const minutes = await readBars(this.deps.store, symbol, 'intraday', 0);
    if (minutes.length === 0) return;
    await this.deps.store.write(symbol, stored, resample(minutes, '1m', stored, symbol));
  }

  /** Whether the series is fresh, by the database's record when this process has none: false when never fetched. */
  async isFresh(symbol: string, stored: StoredDuration): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('series_fetches')
      .select('fetched_at')
      .where('symbol', '=', symbol)
      .where('duration', '=', stored)
      .executeTakeFirst();
    const key = keyOf(symbol, stored);
    const known = this.fetchedAt.get(key);
    if (row) this.fetchedAt.set(key, Math.max(known ?? 0, Number(row.fetched_at)));
    return known !== undefined || row ? this.knownFresh(symbol, stored) : false;
  }

  /** Fresh by what this process knows, with no read: fetched within 15 minutes, or within one bar if shorter. */
  knownFresh(symbol: string, stored: StoredDuration): boolean {
    const fetchedAt = this.fetchedAt.get(keyOf(symbol, stored));
    return fetchedAt !== undefined && this.deps.now() - fetchedAt < Math.min(FRESH_FOR_SECONDS, DURATION_SECONDS[stored]);
  }

  /** Forgets when a symbol's series were fetched: they are fetched afresh next time. */
  forget(symbol: string): void {
    for (const key of [...this.fetchedAt.keys()]) if (key.startsWith(`${symbol}:`)) this.fetchedAt.delete(key);
  }
}
