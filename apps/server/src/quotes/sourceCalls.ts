import { LIMITS } from '@signaldesk/contract';
import {
  type Candle,
  type CandleRequest,
  type MarketProvider,
  ProviderBadAnswer,
  ProviderUnavailable,
  withRetry,
} from '@signaldesk/market-data';

/** How hard to try a market source before an update is recorded as failed. */
export interface SourcePatience {
  timeoutMs: number;
  retries: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_PATIENCE: SourcePatience = {
  timeoutMs: LIMITS.requestTimeoutMs,
  retries: LIMITS.requestRetries,
  baseDelayMs: LIMITS.requestRetryDelayMs,
};

/** A source that never answers is turned into a retryable refusal, so one hung request cannot stall the queue. */
export async function withTimeout<T>(name: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailable(name, null, new Error(`no answer in ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Checks a source's bars where they enter: a bar with a missing or non-numeric price is garbage and the
 * whole answer is refused (and retried) rather than stored; highs and lows are widened to hold open and close,
 * as real vendors sometimes report a high below the close.
 */
export function checkedCandles(provider: string, answer: unknown): Candle[] {
  if (!Array.isArray(answer)) throw new ProviderBadAnswer(provider, 'candles', answer);
  const candles: Candle[] = [];
  for (const bar of answer as unknown[]) {
    const c = bar as Partial<Candle> | null;
    if (!c || !Number.isInteger(c.ts) || !finite(c.open) || !finite(c.high) || !finite(c.low) || !finite(c.close)) {
      throw new ProviderBadAnswer(provider, 'candles', bar);
    }
    const volume = finite(c.volume) && c.volume >= 0 ? c.volume : 0;
    const high = Math.max(c.high, c.open, c.close);
    const low = Math.min(c.low, c.open, c.close);
    candles.push({ ts: c.ts as number, open: c.open, high, low, close: c.close, volume });
  }
  return candles.sort((a, b) => a.ts - b.ts);
}

/** One candle request with timeout, checking and retries with backoff. */
export function fetchCandles(provider: MarketProvider, request: CandleRequest, patience: SourcePatience): Promise<Candle[]> {
  return withRetry(
    async () => checkedCandles(provider.name, await withTimeout(provider.name, patience.timeoutMs, () => provider.candles(request))),
    { retries: patience.retries, baseDelayMs: patience.baseDelayMs, ...(patience.sleep ? { sleep: patience.sleep } : {}) },
  );
}
