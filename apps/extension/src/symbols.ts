import { findSymbol } from '@signaldesk/market-data/universe';

/** The product's symbol a text names in any spelling; one that is none of them gets no badge, so prices stay plain. */
function knownSymbol(typed: string): string | null {
  return findSymbol(typed)?.symbol ?? null;
}

/**
 * The symbols a page's text names, in the product's spelling, with where each is written: cashtags ($AAPL, $BRK.B,
 * $BTC), Hong Kong codes (0700.HK) and A-share codes (600519, SH600519, 600519.SS, 000001.SZ). Bare four- and
 * five-digit numbers are years and amounts far more often than Hong Kong codes, so only the suffixed ones count.
 * Only the product's symbols count.
 */
export interface FoundSymbol {
  symbol: string;
  /** The text as written, and where it ends in the scanned string. */
  written: string;
  end: number;
}

const PATTERN = /(?<![\w$])\$([A-Za-z]{1,6}(?:\.[A-Za-z]{1,2})?)(?![\w.])|(?<![\w.$])(\d{4,5}\.HK)(?![\w])|(?<![\w.$])((?:SH|SZ)?\d{6}(?:\.(?:SS|SH|SZ))?)(?![\w]|\.\d)/g;

export function findSymbols(text: string): FoundSymbol[] {
  const found: FoundSymbol[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const [written, cashtag, hk, code] = match;
    const symbol = knownSymbol(cashtag ?? hk ?? code ?? '');
    if (symbol) found.push({ symbol, written, end: (match.index ?? 0) + written.length });
  }
  return found;
}

/** Quote sites whose address names the symbol of the page, in whatever spelling the site writes it. */
const ADDRESS_RULES: { host: RegExp; path: RegExp; symbol: (match: RegExpMatchArray) => string }[] = [
  { host: /(^|\.)finance\.yahoo\.com$/, path: /^\/quote\/([^/?#]+)/, symbol: (m) => decoded(m[1] ?? '') },
  { host: /^www\.google\.com$/, path: /^\/finance\/quote\/([A-Z0-9.]+):([A-Z]+)/, symbol: (m) => `${m[1]}${GOOGLE_EXCHANGES[m[2] ?? ''] ?? ''}` },
  { host: /^(www\.)?marketwatch\.com$/, path: /^\/investing\/(?:stock|fund|index)\/([a-z0-9.-]+)/i, symbol: (m) => m[1] ?? '' },
  { host: /^(www\.)?nasdaq\.com$/, path: /^\/market-activity\/(?:stocks|etf)\/([a-z0-9.-]+)/i, symbol: (m) => m[1] ?? '' },
  { host: /^(www\.)?cnbc\.com$/, path: /^\/quotes\/([A-Za-z0-9.-]+)/, symbol: (m) => m[1] ?? '' },
  { host: /^stocktwits\.com$/, path: /^\/symbol\/([A-Za-z0-9.-]+)/, symbol: (m) => m[1] ?? '' },
  { host: /^seekingalpha\.com$/, path: /^\/symbol\/([A-Za-z0-9.-]+)/, symbol: (m) => m[1] ?? '' },
  { host: /^(www\.)?tradingview\.com$/, path: /^\/symbols\/(?:[A-Z]+-)?([A-Z0-9.]+)\/?/, symbol: (m) => m[1] ?? '' },
  // Xueqiu writes SH600519, SZ000001, 00700 and AAPL; Eastmoney sh600519.
  { host: /^xueqiu\.com$/, path: /^\/S\/([A-Z0-9.]+)/i, symbol: (m) => m[1] ?? '' },
  { host: /^quote\.eastmoney\.com$/, path: /^\/((?:sh|sz)\d{6})\.html/i, symbol: (m) => m[1] ?? '' },
];

/** An address's text as written; a broken escape names nothing. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/** Google Finance names the exchange after a colon (0700:HKG); its Chinese and Hong Kong ones are suffixes elsewhere. */
const GOOGLE_EXCHANGES: Readonly<Record<string, string>> = { HKG: '.HK', SHA: '.SS', SHE: '.SZ' };

/** The symbol a quote page's address names, when it is one of the product's. */
export function symbolOfAddress(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  for (const rule of ADDRESS_RULES) {
    if (!rule.host.test(url.hostname)) continue;
    const match = url.pathname.match(rule.path);
    const symbol = match && knownSymbol(rule.symbol(match));
    if (symbol) return symbol;
  }
  return null;
}

/** Where the content script runs: the quote sites above and sites where traders write cashtags and codes. */
export const QUOTE_SITES = [
  'https://finance.yahoo.com/*',
  'https://*.finance.yahoo.com/*',
  'https://www.google.com/finance/*',
  'https://www.marketwatch.com/*',
  'https://www.nasdaq.com/*',
  'https://www.cnbc.com/*',
  'https://stocktwits.com/*',
  'https://seekingalpha.com/*',
  'https://www.tradingview.com/*',
  'https://x.com/*',
  'https://www.reddit.com/*',
  'https://xueqiu.com/*',
  'https://quote.eastmoney.com/*',
  'https://guba.eastmoney.com/*',
  'https://finance.sina.com.cn/*',
] as const;
