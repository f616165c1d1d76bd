import type { Duration } from '@signaldesk/contract';
import { type Candle, marketOf, marketSessions, resample } from '@signaldesk/market-data';
import type { CandleStore } from './candleStore.js';
import { DURATION_SECONDS, SOURCE_OF, sourceBarsFor } from './durations.js';

const TWO_DAYS = 2 * 86_400;

/** The 1m bars of the session the latest minute bar belongs to: the current session, or the last one after the close. */
async function intraday(store: CandleStore, symbol: string): Promise<Candle[]> {
  const latest = await store.latestTs(symbol, '1m');
  if (latest === null) return [];
  const session = marketSessions(marketOf(symbol), latest - TWO_DAYS, latest + 1).findLast((s) => s.open <= latest);
  const from = session?.open ?? latest - (latest % 86_400);
  return store.range(symbol, '1m', from, latest + 1);
}

/**
 * The last `count` bars of any chart duration, oldest first: stored durations straight from the store,
 * 4h and 1wk resampled from 1h and 1d, intraday as the last session's minute bars (which ignores `count`).
 */
export async function readBars(
  store: CandleStore,
  symbol: string,
  duration: Duration,
  count: number,
  before?: number,
): Promise<Candle[]> {
  if (duration === 'intraday') return before === undefined ? intraday(store, symbol) : [];
  const source = SOURCE_OF[duration];
  if (source === duration) return store.last(symbol, source, count, before);
  // The bar that opened before `before` is read to its end (an alert's week is the whole week, not its Monday), and
  // a bar opening from `before` on, read with it, is dropped.
  const wanted = sourceBarsFor(duration, before === undefined ? count : count + 1);
  const bars = await store.last(symbol, source, wanted, before === undefined ? undefined : before + DURATION_SECONDS[duration]);
  const whole = wholeBars(bars, wanted, symbol, duration);
  return (before === undefined ? whole : whole.filter((bar) => bar.ts < before)).slice(-count);
}

/** Bars of a derived duration from the last `wanted` source bars read for them. */
function wholeBars(bars: Candle[], wanted: number, symbol: string, duration: Exclude<Duration, 'intraday'>): Candle[] {
  const built = resample(bars, SOURCE_OF[duration], duration, symbol);
  // Unless the read reached the first stored bar, the oldest bucket misses the bars that opened before the read.
  return bars.length < wanted ? built : built.slice(1);
}

/**
 * readBars' newest bars for many symbols: one read of the store for them all, but for intraday, whose session is
 * each market's own. A symbol without bars has none in the map.
 */
export async function readNewestOfEach(store: CandleStore, symbols: readonly string[], duration: Duration, count: number): Promise<Map<string, Candle[]>> {
  if (duration === 'intraday') return new Map(await Promise.all(symbols.map(async (symbol) => [symbol, await intraday(store, symbol)] as const)));
  const source = SOURCE_OF[duration];
  if (source === duration) return store.lastOfEach(symbols, source, count);
  const wanted = sourceBarsFor(duration, count);
  const read = await store.lastOfEach(symbols, source, wanted);
  return new Map([...read].map(([symbol, bars]) => [symbol, wholeBars(bars, wanted, symbol, duration).slice(-count)]));
}
