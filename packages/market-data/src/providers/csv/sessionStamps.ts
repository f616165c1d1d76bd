import { marketOf, sessionOn } from '../../sessions/index.js';
import type { Candle } from '../../types.js';

const SECONDS_PER_DAY = 86_400;

/**
 * Daily (or weekly) candles read from a file carry only their date, as midnight
 * UTC. The store keys a daily bar by its session's stamp (the opening bell,
 * midnight UTC for crypto, midnight New York for gold and forex), as the live
 * providers deliver it; a date the symbol's market calendar does not trade on
 * keeps its midnight stamp rather than being dropped.
 */
export function stampAtSessions(symbol: string, candles: readonly Candle[]): Candle[] {
  const market = marketOf(symbol);
  return candles.map((candle) => {
    const session = sessionOn(market, Math.floor(candle.ts / SECONDS_PER_DAY));
    return session ? { ...candle, ts: session.ts } : candle;
  });
}
