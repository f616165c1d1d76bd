import type { CandleRows, Duration } from '@signaldesk/contract';
import { Stream } from '@signaldesk/indicators';
import type { Candle } from '@signaldesk/market-data';
import { barsPerYear } from '../quotes/barsPerYear.js';
import { candleRows, sentValues } from '../quotes/chartCandles.js';
import type { MarketService } from '../quotes/marketService.js';

/**
 * Hears each changed bar: as the chart sends it (`ohlcs`, with its indicators), as the source gave it (`bar`), and
 * the series' bar before this change (`before`: on an append, the bar that has just closed).
 */
export type LiveListener = (mode: 'append' | 'replace', ohlcs: CandleRows, bar: Candle, before: Candle | null) => void;

interface LiveSeries {
  symbol: string;
  duration: Duration;
  stream: Stream;
  last: Candle | null;
  listeners: Set<LiveListener>;
  /** The source's socket for the series, where it has one; null where the series is asked for at each tick. */
  socket: { stop: () => void; working: boolean } | null;
}

const sameBar = (a: Candle, b: Candle) =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume;

/**
 * Series someone watches live. Each keeps a streaming engine warmed on the same window as the batch compute,
 * so a tick costs one O(1) append or replace, not a recompute; listeners of one series share it. A series whose source
 * pushes it over a socket (a crypto exchange through ccxt) streams each push as it comes and is not asked for at the
 * ticks while the socket works; every other series, and one whose socket has failed until it works again, is asked
 * for at each tick.
 */
export class LiveCharts {
  private readonly series = new Map<string, LiveSeries>();
  private readonly opening = new Map<string, Promise<LiveSeries>>();
  private ticking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly market: MarketService,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts following a series; answers the function that stops. */
  async follow(symbol: string, duration: Duration, listener: LiveListener): Promise<() => void> {
    const key = `${symbol}:${duration}`;
    const series = this.series.get(key) ?? (await this.open(key, symbol, duration));
    series.listeners.add(listener);
    return () => {
      series.listeners.delete(listener);
      if (series.listeners.size > 0 || this.series.get(key) !== series) return;
      this.series.delete(key);
      series.socket?.stop();
    };
  }

  private open(key: string, symbol: string, duration: Duration): Promise<LiveSeries> {
    const known = this.opening.get(key);
    if (known) return known;
    const opening = (async () => {
      const stream = new Stream({ duration: duration === 'intraday' ? '1m' : duration, barsPerYear: barsPerYear(symbol, duration) });
      const bars = await this.market.warmUpBars(symbol, duration);
      for (const bar of bars) stream.append(bar);
      const series: LiveSeries = { symbol, duration, stream, last: bars.at(-1) ?? null, listeners: new Set(), socket: null };
      const stop = this.market.watchBars(
        symbol,
        duration,
        (pushed) => {
          if (series.socket) series.socket.working = true;
          this.apply(series, pushed);
        },
        (error) => {
          if (series.socket) series.socket.working = false;
          this.onError(error);
        },
      );
      if (stop) series.socket = { stop, working: false };
      this.series.set(key, series);
      return series;
    })().finally(() => this.opening.delete(key));
    this.opening.set(key, opening);
    return opening;
  }

  get watched(): number {
    return this.series.size;
  }

  /** Asks the source for what is new of every watched series and streams the changed bars; tests call this with their clock. */
  tick(): Promise<void> {
    this.ticking ??= this.advance().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async advance(): Promise<void> {
    for (const series of [...this.series.values()]) {
      if (series.socket?.working) continue;
      try {
        const bars = await this.market.latestBars(series.symbol, series.duration, 2);
        this.apply(series, bars);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private apply(series: LiveSeries, bars: readonly Candle[]): void {
    for (const bar of bars) {
      const last = series.last;
      let mode: 'append' | 'replace';
      if (!last || bar.ts > last.ts) mode = 'append';
      else if (bar.ts === last.ts && !sameBar(bar, last)) mode = 'replace';
      else continue;
      const row = mode === 'append' ? series.stream.append(bar) : series.stream.replace(bar);
      series.last = bar;
      const ohlcs = candleRows([bar], sentValues(row.slice()));
      for (const listener of series.listeners) listener(mode, ohlcs, bar, last);
    }
  }

  startTimer(everyMs: number): void {
    this.timer = setInterval(() => {
      if (this.series.size > 0) void this.tick();
    }, everyMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    for (const series of this.series.values()) series.socket?.stop();
    this.series.clear();
  }
}
