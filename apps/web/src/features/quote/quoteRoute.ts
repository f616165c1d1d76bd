import { type Duration, isDuration } from '@signaldesk/contract';
import { resolveSymbol } from '@signaldesk/market-data/universe';
import { quotePath } from './quotePath.js';

export interface QuoteRoute {
  symbol: string | undefined;
  duration: Duration;
  /** The address to move to when this one spells the symbol or the duration otherwise than the product; else null. */
  moveTo: string | null;
}

/**
 * A quote address's symbol and duration as the product spells them. An address may be typed or pasted with the
 * symbol as traders write it (600519, sh600519, hk00700, btc): it moves to the product's spelling, as an unknown
 * duration moves to 1d. Text that cannot be a symbol is kept, for the chart to say why it shows nothing.
 */
export function quoteRoute(kind: string, value: string, typedSymbol: string | undefined, typedDuration: string): QuoteRoute {
  const symbol = typedSymbol && (resolveSymbol(typedSymbol) ?? typedSymbol);
  const duration = isDuration(typedDuration) ? typedDuration : '1d';
  const moved = symbol !== typedSymbol || duration !== typedDuration;
  return { symbol, duration, moveTo: moved ? quotePath(kind, value, symbol, duration) : null };
}
