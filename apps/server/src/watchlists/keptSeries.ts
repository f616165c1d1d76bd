import type { Duration, WatchlistRow } from '@signaldesk/contract';
import { type Series, seriesFromCandles } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { SOURCE_OF } from '../candles/durations.js';
import { readNewestOfEach } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { readWeeksOfEach } from './weeksOfEach.js';

type Value = WatchlistRow['values'][number];
export type KeptDuration = Exclude<Duration, 'intraday'>;

/** Series kept in memory: 200 symbols' weekly bars for a 390-bar MACD weigh about 6 MB. */
const KEPT_SERIES = 2_000;
/**
 * Bars read again for a changed series: its last two (a week's are two weeks of days), so a bar that has just closed
 * comes whole from the store, not from the forming bar kept before it.
 */
export const TAIL_BARS = 2;
/**
 * Writes only ever start at a series' newest stored bar (a fetch asks for it again, a pushed bar is the newest), so
 * the bars before the tail never change unless history is rewritten (an import of older bars): a kept series is read
 * whole again after an hour, at most 10 series a call, so a list kept all at once is not read all at once again.
 */
const REREAD_AFTER_SECONDS = 3_600;
const REREADS_PER_CALL = 10;

/** A series' newest bars as the last call left them, and the columns already computed over them. */
export interface KeptBars {
  bars: Candle[];
  /** The bars as columns, made once for every column computed over them. */
  series(): Series;
  /** Column values by column (indicator, settings, line), computed over these bars. */
  values: Map<string, Value>;
}

interface Kept extends KeptBars {
  /** The newest stored bar of the series' source when the bars were brought up to date. */
  newest: Candle;
  /** Bars asked for when they were read whole. */
  count: number;
  /** When the bars were last read whole. */
  readAt: number;
}

const sameBar = (a: Candle, b: Candle) =>
  a.ts === b.ts && a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;

function kept(bars: Candle[], newest: Candle, count: number, readAt: number): Kept {
  let series: Series | undefined;
  return { bars, newest, count, readAt, values: new Map(), series: () => (series ??= seriesFromCandles(bars)) };
}

/**
 * The newest bars of the series lists show, kept between calls: a call whose series' newest source bar is the one
 * seen before reads nothing more and computes nothing again; a changed series reads only its tail and keeps the bars
 * before it; only a series not kept yet is read whole. The web asks every 5 s, and a week is built from seven days.
 */
export class KeptSeries {
  private readonly entries = new Map<string, Kept>();

  constructor(
    private readonly db: Db,
    private readonly store: CandleStore,
    private readonly limit: number = KEPT_SERIES,
  ) {}

  /**
   * The last `count` bars of each symbol's series, given each symbol's last TAIL_BARS bars of the duration's source
   * as just read. A symbol without bars has none in the map.
   */
  async newestBars(
    symbols: readonly string[],
    duration: KeptDuration,
    count: number,
    newestSource: Map<string, Candle[]>,
    now: number,
  ): Promise<Map<string, KeptBars>> {
    const found = new Map<string, KeptBars>();
    const changed: string[] = [];
    const whole: string[] = [];
    let rereads = 0;
    for (const symbol of symbols) {
      const key = `${symbol}:${duration}`;
      const entry = this.entries.get(key);
      const newest = newestSource.get(symbol)?.at(-1);
      if (!newest) this.entries.delete(key);
      else if (!entry || entry.count < count) whole.push(symbol);
      else if (now - entry.readAt >= REREAD_AFTER_SECONDS && rereads++ < REREADS_PER_CALL) whole.push(symbol);
      else if (sameBar(entry.newest, newest)) found.set(symbol, this.keep(key, entry));
      else changed.push(symbol);
    }

    const tails = SOURCE_OF[duration] === duration ? newestSource : await readNewestOfEach(this.store, changed, duration, TAIL_BARS);
    for (const symbol of changed) {
      const key = `${symbol}:${duration}`;
      const entry = this.entries.get(key)!;
      const tail = tails.get(symbol);
      const from = tail ? entry.bars.findLastIndex((bar) => bar.ts === tail[0]!.ts) : -1;
      if (!tail || from < 0) {
        whole.push(symbol);
        continue;
      }
      const bars = [...entry.bars.slice(0, from), ...tail].slice(-entry.count);
      found.set(symbol, this.keep(key, kept(bars, newestSource.get(symbol)!.at(-1)!, entry.count, entry.readAt)));
    }

    const wholeCount = Math.max(count, ...whole.map((symbol) => this.entries.get(`${symbol}:${duration}`)?.count ?? 0));
    const read = await this.readWhole(whole, duration, wholeCount, newestSource);
    for (const symbol of whole) {
      const key = `${symbol}:${duration}`;
      const bars = read.get(symbol);
      if (bars) found.set(symbol, this.keep(key, kept(bars, newestSource.get(symbol)!.at(-1)!, wholeCount, now)));
      else this.entries.delete(key);
    }
    return found;
  }

  /**
   * Series read whole: weeks built from the window of days they need, not from 2,737 days a symbol resampled (the
   * first call after a start read 547,000 rows for a 200-symbol list); the rest, and any symbol whose weeks cannot be
   * built so, as `readBars` reads them.
   */
  private async readWhole(symbols: string[], duration: KeptDuration, count: number, newestSource: Map<string, Candle[]>) {
    const weeks = duration === '1wk' ? await readWeeksOfEach(this.db, symbols, count, newestSource) : new Map<string, Candle[]>();
    const rest = await readNewestOfEach(this.store, symbols.filter((symbol) => !weeks.has(symbol)), duration, count);
    return new Map([...weeks, ...rest]);
  }

  /** Keeps an entry as the most recently used, dropping the least recently used past the limit. */
  private keep(key: string, entry: Kept): Kept {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
