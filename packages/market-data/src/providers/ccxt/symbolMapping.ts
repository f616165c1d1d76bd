/**
 * Yahoo names a crypto asset against the dollar `BTC-USD`; exchanges trade it
 * against a dollar stablecoin, `BTC/USDT` in ccxt's unified form. The product
 * keeps Yahoo's names, so `BASE-USD` maps to `BASE/<usdQuote>` and back; any
 * other pair `BASE-QUOTE` maps to `BASE/QUOTE` unchanged. A symbol without a
 * dash (a stock, an index) is not a crypto pair: null.
 */
export function toExchangeSymbol(symbol: string, usdQuote: string): string | null {
  const match = /^([A-Z0-9]+)-([A-Z0-9]+)$/i.exec(symbol);
  if (!match) return null;
  const base = (match[1] ?? '').toUpperCase();
  const quote = (match[2] ?? '').toUpperCase();
  return `${base}/${quote === 'USD' ? usdQuote : quote}`;
}

/** The product's name of a ccxt market symbol: `BTC/USDT` → `BTC-USD`. */
export function fromExchangeSymbol(marketSymbol: string, usdQuote: string): string {
  const [base = marketSymbol, quote = ''] = marketSymbol.split('/');
  return `${base}-${quote === usdQuote ? 'USD' : quote}`;
}
