import type { Duration } from '@signaldesk/contract';
import { lastClose } from '@signaldesk/market-data/sessions';
import type { Product } from '../product/productClient.js';
import { ProductUnreachable } from '../product/productErrors.js';
import type { CachedSeries, CandleCache } from './candleCache.js';
import { LocalError } from './LocalError.js';

export interface ServedSeries extends CachedSeries {
  /** True when the product could not be reached and the cache answered instead. */
  offline: boolean;
}

/**
 * A cached series is fetched again on its own only once its market has closed since it was fetched, by the market's
 * own calendar: during the session the trader asks for fresh candles with /kline/refresh.
 */
export function closedSinceFetch(symbol: string, fetchedAt: number, now: number): boolean {
  try {
    return lastClose(symbol, now) > fetchedAt;
  } catch {
    // A market with no session in the calendar's reach: nothing to wait for.
    return true;
  }
}

export function seriesStore(product: Product, cache: CandleCache, now: () => number) {
  const fetching = new Map<string, Promise<ServedSeries>>();

  /** One fetch per series at a time: a burst of requests for the same chart shares it. */
  function fetchShared(symbol: string, duration: Duration, fresh: boolean): Promise<ServedSeries> {
    const key = `${symbol}@${duration}@${fresh}`;
    let running = fetching.get(key);
    if (!running) {
      running = fetchFromProduct(symbol, duration, fresh).finally(() => fetching.delete(key));
      fetching.set(key, running);
    }
    return running;
  }

  async function fetchFromProduct(symbol: string, duration: Duration, fresh: boolean): Promise<ServedSeries> {
    try {
      if (fresh) await product.refresh(symbol, duration);
      const { candles, demo } = await product.chart(symbol, duration);
      const series: CachedSeries = { symbol, duration, candles, demo, fetchedAt: now() };
      await cache.write(series);
      return { ...series, offline: false };
    } catch (error) {
      if (!(error instanceof ProductUnreachable)) throw error;
      const cached = await cache.read(symbol, duration);
      if (!cached) throw new LocalError(503, 'productUnreachable', { symbol, duration });
      return { ...cached, offline: true };
    }
  }

  return {
    /** The cached series while its market has not closed since, else the product's. */
    async get(symbol: string, duration: Duration): Promise<ServedSeries> {
      const cached = await cache.read(symbol, duration);
      if (cached && !closedSinceFetch(symbol, cached.fetchedAt, now())) return { ...cached, offline: false };
      return fetchShared(symbol, duration, false);
    },
    /** Fresh candles: the product fetches what its source has new, then answers the series. */
    refresh: (symbol: string, duration: Duration) => fetchShared(symbol, duration, true),
  };
}

export type SeriesStore = ReturnType<typeof seriesStore>;
