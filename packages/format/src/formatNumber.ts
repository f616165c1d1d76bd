import type { Language } from '@signaldesk/contract';

/**
 * Every number the app shows goes through here, so a price reads the same in the list, the sheet and the chart,
 * grouped and in the user's language.
 *
 * Formats are made once per language and style: the hover sheet formats about a hundred values per hovered candle,
 * and building an Intl.NumberFormat costs far more than using one.
 */
const formats = new Map<string, Intl.NumberFormat>();

const localeOf = (language: Language) => (language === 'zh' ? 'zh-CN' : 'en-US');

/**
 * `fixed` and `signed` print no sign on a value that rounds to zero: -0.001 % of a quiet currency pair is "0.00%", not
 * "-0.00%". `signed` also puts + before a rise.
 */
function formatOf(language: Language, style: 'fixed' | 'signed' | 'compact' | 'compactLong', digits: number): Intl.NumberFormat {
  const key = `${language}:${style}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    const locale = localeOf(language);
    if (style === 'fixed' || style === 'signed') {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: style === 'signed' ? 'exceptZero' : 'negative',
      });
    } else format = new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: style === 'compactLong' ? 'long' : 'short', maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** Exchanges quote the smallest coins to 8 decimals; more would only print noise. */
const MAX_PRICE_DIGITS = 8;

/** Yahoo's spelling of a currency pair (EURUSD=X, JPY=X). */
const isCurrencyPair = (symbol: string) => symbol.endsWith('=X');

/**
 * The decimals a price is quoted with: cents from 1 up, four significant digits below (small coins). Currency pairs
 * are quoted to the pip and beyond whatever their size: four decimals (EUR/USD 1.1627), three for a pair counted in
 * tens or hundreds (USD/JPY 155.372).
 */
export function priceDigits(value: number, symbol = ''): number {
  const size = Math.abs(value);
  if (isCurrencyPair(symbol)) return size >= 20 ? 3 : 4;
  if (size >= 1 || size === 0 || !Number.isFinite(size)) return 2;
  return Math.min(MAX_PRICE_DIGITS, 3 - Math.floor(Math.log10(size)));
}

/**
 * A price, grouped. `atLeast` is the decimals of the symbol's own close, so a line over the candles (MA 10 752.40)
 * reads with the candles' decimals, while a small difference of prices (a wave line) keeps its own digits.
 */
export function formatPrice(value: number, language: Language, atLeast = 0, symbol = ''): string {
  return formatOf(language, 'fixed', Math.max(priceDigits(value, symbol), atLeast)).format(value);
}

/** Shares or contracts traded, compact: 1.5M, 150万, 1.2亿. */
export function formatVolume(value: number, language: Language): string {
  return formatOf(language, 'compact', 2).format(value);
}

/**
 * A market cap in US dollars, compact in the user's language: "$30B" (or "$30 billion" in a sentence) and
 * "300亿美元", which Chinese readers count in 万 and 亿 rather than thousands.
 */
export function formatCap(dollars: number, language: Language, style: 'short' | 'long' = 'short'): string {
  if (language === 'zh') return `${formatOf(language, 'compact', 1).format(dollars)}美元`;
  return `${dollars < 0 ? '-' : ''}$${formatOf(language, style === 'long' ? 'compactLong' : 'compact', 1).format(Math.abs(dollars))}`;
}

/** A percentage with two decimals; a change or a distance carries its sign (+1.23%, -0.50%). */
export function formatPercent(value: number, language: Language, signed = true): string {
  return `${formatOf(language, signed ? 'signed' : 'fixed', 2).format(value)}%`;
}

/** Any other plain number with a fixed count of decimals (ratios, counts, degrees, option Greeks), grouped. */
export function formatFixed(value: number, language: Language, digits: number): string {
  return formatOf(language, 'fixed', digits).format(value);
}
