import { isPaperMarket, type PaperMarket } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data/universe';

/** The paper market a listed symbol trades on, or null for a symbol paper accounts do not trade (gold, forex, unknown). */
export function paperMarketOf(symbol: string): PaperMarket | null {
  const region = findSymbol(symbol)?.region;
  return region && isPaperMarket(region) ? region : null;
}
