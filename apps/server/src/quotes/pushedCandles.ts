import type { Duration } from '@signaldesk/contract';
import type { Candle, MarketProvider } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { SOURCE_OF } from '../candles/durations.js';
import { readBars } from '../candles/seriesReader.js';
import type { CandleFreshness } from './candleFreshness.js';

export interface PushedCandlesDeps {
  provider: MarketProvider;
  store: CandleStore;
  freshness: CandleFreshness;
}

/**
 * A series as the source pushes it over its socket, where it has one: each push is stored as a fetch stores it, then
 * `onBars` hears the series' two newest bars as a chart reads them (a 4-hour series from its pushed hours). Pushes that
 * arrive while one is being stored are taken together, the newest of each candle kept, so a fast socket never queues.
 * Null where the source has no socket for the series.
 */
export function watchPushedCandles(
  deps: PushedCandlesDeps,
  symbol: string,
  duration: Duration,
  onBars: (bars: Candle[]) => void,
  onError: (error: unknown) => void,
): (() => void) | null {
  const stored = SOURCE_OF[duration];
  let waiting = new Map<number, Candle>();
  let storing = false;
  let stopped = false;

  async function store(): Promise<void> {
    storing = true;
    try {
      while (waiting.size > 0 && !stopped) {
        const candles = [...waiting.values()].sort((a, b) => a.ts - b.ts);
        waiting = new Map();
        await deps.freshness.heard(symbol, stored, candles);
        if (!stopped) onBars(await readBars(deps.store, symbol, duration, 2));
      }
    } catch (error) {
      onError(error);
    } finally {
      storing = false;
    }
  }

  const stop = deps.provider.watchCandles?.({
    symbol,
    duration: stored,
    onCandles: (candles) => {
      for (const candle of candles) waiting.set(candle.ts, candle);
      if (!storing) void store();
    },
    onError,
  });
  if (!stop) return null;
  return () => {
    stopped = true;
    stop();
  };
}
