import type { CandleRows, Duration } from '@signaldesk/contract';
import { fieldIndex, seriesFromCandles } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import type { CandleStore, StoredDuration } from '../candles/candleStore.js';
import { SOURCE_OF } from '../candles/durations.js';
import { readBars } from '../candles/seriesReader.js';
import type { Db } from '../db/database.js';
import { type Analyser, analyseHere } from './analysisPool.js';
import { barsPerYear } from './barsPerYear.js';
import { candleRows } from './chartCandles.js';
import { computeWindow, engineDuration, shownBars } from './chartDepth.js';
import { ComputedCharts, type ComputedTail } from './computedCharts.js';
import { writeSnapshot } from './snapshots.js';

export interface AnalysisDeps {
  db: Db;
  now: () => number;
  store: CandleStore;
  /** Where the catalogue runs: worker threads for the server, this thread by default. */
  analyser?: Analyser;
  /** Series whose chart tails are kept in memory. */
  cachedCharts?: number;
  /** Hears every snapshot written, so in-memory copies (the screener) follow without reading it back. */
  onSnapshot?: (snapshot: { symbol: string; duration: Duration; ts: number; values: (number | null)[]; computedAt: number }) => void;
}

const keyOf = (symbol: string, duration: Duration) => `${symbol}:${duration}`;
const UPDOWN = fieldIndex('candle.updown');
const NO_VALUES = new Float64Array(0);
export const NO_CANDLES: CandleRows = candleRows([], NO_VALUES);

/** The catalogue over stored candles: each series' snapshot written, and its chart's newest candles kept in memory. */
export class SeriesAnalysis {
  private readonly charts: ComputedCharts;
  /** Each kept tail's candles as they travel, built on its first answer and shared by the next: never changed. */
  private readonly rowsOf = new WeakMap<ComputedTail, CandleRows>();
  private readonly analyser: Analyser;

  constructor(private readonly deps: AnalysisDeps) {
    this.charts = new ComputedCharts(deps.cachedCharts ?? 200);
    this.analyser = deps.analyser ?? analyseHere;
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
    this.deps.onSnapshot?.({ symbol, duration, ts: last.ts, values, computedAt: now });
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

  /** The window the batch compute reads, and a live stream warms up on; before `before` for an older page. */
  windowBars(symbol: string, duration: Duration, before?: number): Promise<Candle[]> {
    return readBars(this.deps.store, symbol, engineDuration(duration), computeWindow(symbol, duration), before);
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
    const session = await readBars(this.deps.store, symbol, 'intraday', 0);
    const first = session[0]?.ts ?? Number.POSITIVE_INFINITY;
    return bars.filter((bar) => bar.ts >= first).length;
  }

  /** The newest chart computed and kept in memory, the same object for every caller; null when none is kept. */
  kept(symbol: string, duration: Duration): CandleRows | null {
    const tail = this.charts.get(keyOf(symbol, duration));
    return tail ? this.rowsOfTail(tail) : null;
  }

  /** The newest chart, computed now when none is kept; no candles when nothing is stored. */
  async newest(symbol: string, duration: Duration): Promise<CandleRows> {
    const kept = this.kept(symbol, duration);
    if (kept) return kept;
    const tail = await this.compute(symbol, duration);
    return tail ? this.rowsOfTail(tail) : NO_CANDLES;
  }

  /** The last `count` candles that opened before `before`, with every indicator: an older page, or an alert's picture. */
  async before(symbol: string, duration: Duration, before: number, count: number): Promise<CandleRows> {
    const bars = await this.windowBars(symbol, duration, before);
    if (bars.length === 0) return NO_CANDLES;
    const { tail } = await this.analyse(symbol, duration, bars, count);
    return candleRows(tail.bars, tail.block);
  }

  private rowsOfTail(tail: ComputedTail): CandleRows {
    let rows = this.rowsOf.get(tail);
    if (!rows) {
      rows = candleRows(tail.bars, tail.block);
      this.rowsOf.set(tail, rows);
    }
    return rows;
  }

  /** Drops the kept charts computed from a stored series that new bars were written to. */
  forgetStored(symbol: string, stored: StoredDuration): void {
    this.charts.forget((key) => key.startsWith(`${symbol}:`) && SOURCE_OF[key.slice(symbol.length + 1) as Duration] === stored);
  }

  /** Drops every kept chart of a symbol. */
  forgetSymbol(symbol: string): void {
    this.charts.forget((key) => key.startsWith(`${symbol}:`));
  }

  /** Drops every kept chart, for memory or after a bulk import. */
  clear(): void {
    this.charts.clear();
  }
}
