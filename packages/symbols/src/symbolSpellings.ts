/**
 * The ways traders write a symbol, read into the product's spelling, which is Yahoo Finance's: 600519.SS, 000001.SZ,
 * 0700.HK, AAPL, BRK-B, BTC-USD, EURUSD=X, JPY=X, GC=F, ^GSPC. The rules are in docs/market-source.md#symbol-spellings.
 */

/** Longer text is no symbol: an option contract code, the longest the product knows, has 21 characters. */
export const TYPED_SYMBOL_MAX = 32;

/** The currencies a pair is written with: a six-letter pair of two of them is forex, not a coin against the dollar. */
const CURRENCIES = new Set([
  'USD', 'EUR', 'JPY', 'GBP', 'AUD', 'NZD', 'CAD', 'CHF', 'CNY', 'CNH', 'HKD', 'SGD', 'KRW', 'TWD', 'INR', 'IDR', 'MYR',
  'THB', 'PHP', 'VND', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'TRY', 'ZAR', 'MXN', 'BRL', 'RUB', 'ILS', 'AED', 'SAR',
]);

/** Gold and silver are written as spot pairs (XAUUSD), but the product charts them as the futures Yahoo carries. */
const METAL_FUTURES: Readonly<Record<string, string>> = { XAU: 'GC=F', XAG: 'SI=F' };

/**
 * A bare six-digit code by the exchanges' code ranges: Shanghai gives 6 (main board and STAR), 9 (B shares) and 5
 * (funds); Shenzhen 0 (main board), 3 (ChiNext and its indices), 2 (B shares) and 1 (funds). The other exchange comes
 * second, for codes both use: 000300 is no Shenzhen stock but Shanghai's CSI 300 index. 4 and 8 are Beijing's, which
 * the product does not carry: the code stays as typed and is then unknown.
 */
function aShare(code: string): string[] {
  if (/^[5679]/.test(code)) return [`${code}.SS`, `${code}.SZ`];
  if (/^[0-3]/.test(code)) return [`${code}.SZ`, `${code}.SS`];
  return [code];
}

/** Sites write Shanghai as SH; Yahoo, and so the product, as SS. */
const exchangeSuffix = (exchange: string) => (exchange === 'SZ' ? 'SZ' : 'SS');

/** Hong Kong codes are written with one to five digits (700, 0700, 00700); Yahoo keeps four, or five from 10000. */
function hongKong(digits: string): string[] {
  const code = Number(digits);
  return code >= 1 ? [`${String(code).padStart(4, '0')}.HK`] : [];
}

/** Each shape a trader writes, most particular first; a shape that does not fit answers null and the next is tried. */
const SHAPES: readonly [RegExp, (match: RegExpExecArray) => string[] | null][] = [
  [/^(\d{6})$/, ([, code = '']) => aShare(code)],
  [/^(\d{6})\.(SS|SH|SZ)$/, ([, code, exchange = '']) => [`${code}.${exchangeSuffix(exchange)}`]],
  [/^(SS|SH|SZ)\.?(\d{6})$/, ([, exchange = '', code]) => [`${code}.${exchangeSuffix(exchange)}`]],
  [/^(\d{1,5})\.HK$/, ([, digits = '']) => hongKong(digits)],
  [/^HK\.?(\d{1,5})$/, ([, digits = '']) => hongKong(digits)],
  // Four or five bare digits: no other market the product carries writes its codes so.
  [/^(\d{4,5})$/, ([, digits = '']) => hongKong(digits)],
  [/^(XAU|XAG)(?:[-/_ ]?USD(?:=X)?)?$/, ([, metal = '']) => [METAL_FUTURES[metal] ?? metal]],
  [
    /^([A-Z]{3})[-/_ ]?([A-Z]{3})(?:=X)?$/,
    ([, base = '', quote = '']) => {
      if (base === quote || !CURRENCIES.has(base) || !CURRENCIES.has(quote)) return null;
      // Yahoo names a dollar pair by the other currency alone: USD/JPY is JPY=X (yen per dollar).
      return base === 'USD' ? [`${quote}=X`, `USD${quote}=X`] : [`${base}${quote}=X`];
    },
  ],
  // Exchanges trade coins against a dollar stablecoin (BTCUSDT, BTC/USDT); the product keeps Yahoo's BTC-USD.
  [/^([A-Z0-9]{2,15}?)[-/_ ]?(?:USDT|USDC|USD)$/, ([, coin]) => [`${coin}-USD`]],
  // A share class: BRK.B, BRK/B and BRK B are Yahoo's BRK-B.
  [/^([A-Z]{1,5})[./ -]([A-Z])$/, ([, ticker, shareClass]) => [`${ticker}-${shareClass}`]],
  // Bare letters are a ticker, else an index written without its caret (HSI), else a coin (BTC).
  [/^[A-Z]{1,10}$/, ([letters]) => [letters, `^${letters}`, `${letters}-USD`]],
  // Anything else already in Yahoo's spelling stays as written: ^GSPC, GC=F, JPY=X, option contract codes.
  [/^\^?[A-Z0-9]+(?:[.=_-][A-Z0-9]+)*$/, ([written]) => [written]],
];

/**
 * The product's spellings a trader's text may mean, the likeliest first, whether or not the product carries them;
 * none for text that cannot be a symbol (empty, too long, control characters, other scripts, paths). Full-width
 * digits and letters (６００５１９) are read as their ASCII forms, a leading cashtag $ is dropped, case is ignored.
 */
export function symbolSpellings(typed: string): string[] {
  const trimmed = typed.trim();
  if (trimmed.length === 0 || trimmed.length > TYPED_SYMBOL_MAX) return [];
  const text = trimmed.normalize('NFKC').replace(/^\$/, '');
  // Checked before upper-casing, which turns some letters of other scripts into ASCII (ß into SS).
  if (text.length > TYPED_SYMBOL_MAX || !/^[A-Za-z0-9^.=_/ -]+$/.test(text)) return [];
  const upper = text.toUpperCase();
  for (const [shape, spell] of SHAPES) {
    const match = shape.exec(upper);
    const spellings = match && spell(match);
    if (spellings) return spellings;
  }
  return [];
}
