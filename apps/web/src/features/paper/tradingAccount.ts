import type { PaperAccount, PaperMarket } from '@signaldesk/contract';

/**
 * The account an order in this market goes to: the chosen one when it trades the market, else the first that does
 * (a crypto chart with a Hong Kong account chosen trades in the first dollar account); null when none does.
 */
export function accountFor(accounts: readonly PaperAccount[], market: PaperMarket | null, chosen: string | null): PaperAccount | null {
  const trading = market === null ? accounts : accounts.filter((account) => account.markets.includes(market));
  return trading.find((account) => account.id === chosen) ?? trading[0] ?? null;
}
