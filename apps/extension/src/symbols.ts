import { SYMBOLS } from '@signaldesk/market-data/universe';

/** The product's symbols; a name on a page that is none of them gets no badge, so prices and dates stay plain. */
const KNOWN = new Set(SYMBOLS.map((info) => info.symbol));

export const isKnownSymbol = (symbol: string): boolean => KNOWN.has(symbol);

/** A Shanghai code (6…) trades as .SS, a Shenzhen one (0… or 3…) as .SZ; the sites' .SH is Yahoo's .SS. */
function aShare(code: string, suffix: string | undefined): string | null {
  const exchange = suffix === 'SH' || suffix === 'SS' ? 'SS' : suffix === 'SZ' ? 'SZ' : code.startsWith('6') ? 'SS' : /^[03]/.test(code) ? 'SZ' : null;
  return exchange ? `${code}.${exchange}` : null;
}

/** Hong Kong codes are written with 4 or 5 digits (0700, 00700); the product keeps 4. */
const hongKong = (digits: string): string => `${digits.replace(/^0+(?=\d{4})/, '').padStart(4, '0')}.HK`;

/**
 * The symbols a page's text names, in the product's spelling, with where each is written: cashtags ($AAPL, $BRK.B),
 * Hong Kong codes (0700.HK) and A-share codes (600519, 600519.SS, 000001.SZ). Only the product's symbols count.
 */
export interface FoundSymbol {
  symbol: string;
  /** The text as written, and where it ends in the scanned string. */
  written: string;
  end: number;
}

const PATTERN = /(?<![\w$])\$([A-Za-z]{1,6}(?:\.[A-Za-z]{1,2})?)(?![\w.])|(?<![\w.$])(\d{4,5})\.HK(?![\w])|(?<![\w.$])(\d{6})(?:\.(SS|SH|SZ))?(?![\w]|\.\d)/g;

export function findSymbols(text: string): FoundSymbol[] {
  const found: FoundSymbol[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const [written, cashtag, hk, code, suffix] = match;
    const symbol = cashtag ? cashtag.toUpperCase().replace('.', '-') : hk ? hongKong(hk) : code ? aShare(code, suffix) : null;
    // A cashtag like $BRK.B is BRK-B at the product (Yahoo's spelling); $AAPL stays AAPL.
    const known = symbol && (isKnownSymbol(symbol) ? symbol : cashtag && isKnownSymbol(cashtag.toUpperCase()) ? cashtag.toUpperCase() : null);
    if (known) found.push({ symbol: known, written, end: (match.index ?? 0) + written.length });
  }
  return found;
}

/** Quote sites whose address names the symbol of the page; each answers the product's spelling, or null. */
const ADDRESS_RULES: { host: RegExp; path: RegExp; symbol: (match: RegExpMatchArray) => string | null }[] = [
  { host: /(^|\.)finance\.yahoo\.com$/, path: /^\/quote\/([^/?#]+)/, symbol: (m) => decodeURIComponent(m[1] ?? '').toUpperCase() },
  { host: /^www\.google\.com$/, path: /^\/finance\/quote\/([A-Z0-9.]+):([A-Z]+)/, symbol: (m) => googleSymbol(m[1] ?? '', m[2] ?? '') },
  { host: /^(www\.)?marketwatch\.com$/, path: /^\/investing\/(?:stock|fund|index)\/([a-z0-9.-]+)/i, symbol: (m) => (m[1] ?? '').toUpperCase() },
  { host: /^(www\.)?nasdaq\.com$/, path: /^\/market-activity\/(?:stocks|etf)\/([a-z0-9.-]+)/i, symbol: (m) => (m[1] ?? '').toUpperCase() },
  { host: /^(www\.)?cnbc\.com$/, path: /^\/quotes\/([A-Za-z0-9.-]+)/, symbol: (m) => (m[1] ?? '').toUpperCase() },
  { host: /^stocktwits\.com$/, path: /^\/symbol\/([A-Za-z0-9.-]+)/, symbol: (m) => (m[1] ?? '').toUpperCase() },
  { host: /^seekingalpha\.com$/, path: /^\/symbol\/([A-Za-z0-9.-]+)/, symbol: (m) => (m[1] ?? '').toUpperCase() },
  { host: /^(www\.)?tradingview\.com$/, path: /^\/symbols\/(?:[A-Z]+-)?([A-Z0-9.]+)\/?/, symbol: (m) => (m[1] ?? '').toUpperCase() },
  { host: /^xueqiu\.com$/, path: /^\/S\/(SH|SZ|HK)?([A-Z0-9.]+)/i, symbol: (m) => xueqiuSymbol(m[1], m[2] ?? '') },
  { host: /^quote\.eastmoney\.com$/, path: /^\/(sh|sz)(\d{6})\.html/i, symbol: (m) => aShare(m[2] ?? '', (m[1] ?? '').toUpperCase()) },
];

function googleSymbol(ticker: string, exchange: string): string | null {
  if (exchange === 'HKG') return hongKong(ticker);
  if (exchange === 'SHA') return aShare(ticker, 'SS');
  if (exchange === 'SHE') return aShare(ticker, 'SZ');
  return ticker;
}

function xueqiuSymbol(market: string | undefined, code: string): string | null {
  const upper = market?.toUpperCase();
  if (upper === 'HK') return hongKong(code);
  if (upper === 'SH' || upper === 'SZ') return aShare(code, upper);
  return code.toUpperCase();
}

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
    const symbol = match ? rule.symbol(match) : null;
    if (symbol && isKnownSymbol(symbol)) return symbol;
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
