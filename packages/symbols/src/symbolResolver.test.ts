import { describe, expect, it } from 'vitest';
import { symbolResolver } from './symbolResolver.js';
import { symbolSpellings, TYPED_SYMBOL_MAX } from './symbolSpellings.js';

/** Symbols as the product spells them; market-data's own test runs the same examples over the bundled universe. */
const PRODUCT = [
  '600519.SS',
  '000001.SZ',
  '000001.SS',
  '000300.SS',
  '399001.SZ',
  '0700.HK',
  '9988.HK',
  '^HSI',
  '^GSPC',
  'AAPL',
  'BRK-B',
  'BTC-USD',
  'ETH-USD',
  'SUI20947-USD',
  'EURUSD=X',
  'JPY=X',
  'GC=F',
  'SI=F',
];
const resolve = symbolResolver(PRODUCT);

describe('the symbol a trader types', () => {
  it('reads every spelling of an A-share, a Hong Kong stock, a US ticker, a coin, a pair and gold as the product’s', () => {
    const examples: Record<string, string> = {
      '600519': '600519.SS',
      '600519.SH': '600519.SS',
      '600519.SS': '600519.SS',
      SH600519: '600519.SS',
      sh600519: '600519.SS',
      'sh.600519': '600519.SS',
      '000001.SZ': '000001.SZ',
      SZ000001: '000001.SZ',
      '000001': '000001.SZ',
      SH000001: '000001.SS',
      '000300': '000300.SS',
      '399001': '399001.SZ',
      '00700.HK': '0700.HK',
      '700.HK': '0700.HK',
      '0700': '0700.HK',
      '00700': '0700.HK',
      '0700.HK': '0700.HK',
      hk00700: '0700.HK',
      'HK.9988': '9988.HK',
      '09988': '9988.HK',
      aapl: 'AAPL',
      ' AAPL ': 'AAPL',
      $AAPL: 'AAPL',
      'brk.b': 'BRK-B',
      'BRK-B': 'BRK-B',
      'BRK/B': 'BRK-B',
      btc: 'BTC-USD',
      BTCUSDT: 'BTC-USD',
      'BTC-USD': 'BTC-USD',
      'btc/usdt': 'BTC-USD',
      'BTC USDT': 'BTC-USD',
      ETHUSDC: 'ETH-USD',
      sui: 'SUI20947-USD',
      SUIUSDT: 'SUI20947-USD',
      'SUI20947-USD': 'SUI20947-USD',
      EURUSD: 'EURUSD=X',
      'EUR/USD': 'EURUSD=X',
      'EURUSD=X': 'EURUSD=X',
      'eur-usd': 'EURUSD=X',
      USDJPY: 'JPY=X',
      'USD/JPY': 'JPY=X',
      'JPY=X': 'JPY=X',
      XAUUSD: 'GC=F',
      'XAU/USD': 'GC=F',
      xau: 'GC=F',
      'GC=F': 'GC=F',
      XAGUSD: 'SI=F',
      hsi: '^HSI',
      '^GSPC': '^GSPC',
      '６００５１９': '600519.SS',
    };
    for (const [typed, symbol] of Object.entries(examples)) expect(resolve(typed), typed).toBe(symbol);
  });

  it('reads the product’s spelling as itself, so an address moved to it moves no further', () => {
    const typed = ['600519', 'sh000001', '000300', 'hk00700', '1234', 'brk.b', 'btc', 'sui', 'DOGEUSDT', 'USD/JPY', 'GBP/JPY', 'xau', 'hsi', '830799', 'NOPE.XX'];
    for (const symbol of [...PRODUCT, ...typed.map((text) => resolve(text)!)]) expect(resolve(symbol), symbol).toBe(symbol);
  });

  it('spells a symbol the list does not hold as it likeliest is, so the caller can name it as unknown', () => {
    expect(resolve('601000')).toBe('601000.SS');
    expect(resolve('300999')).toBe('300999.SZ');
    expect(resolve('1234')).toBe('1234.HK');
    expect(resolve('msft')).toBe('MSFT');
    expect(resolve('DOGEUSDT')).toBe('DOGE-USD');
    expect(resolve('GBP/JPY')).toBe('GBPJPY=X');
    expect(resolve('NOPE.XX')).toBe('NOPE.XX');
    expect(resolve('AAPL250117C00150000')).toBe('AAPL250117C00150000');
    // Beijing's codes are no market of the product's: the code stays as typed.
    expect(resolve('830799')).toBe('830799');
  });

  it('gives the spellings by the exchanges’ code ranges, the other exchange second, without a list', () => {
    expect(symbolSpellings('600519')).toEqual(['600519.SS', '600519.SZ']);
    expect(symbolSpellings('900901')).toEqual(['900901.SS', '900901.SZ']);
    expect(symbolSpellings('300750')).toEqual(['300750.SZ', '300750.SS']);
    expect(symbolSpellings('200002')).toEqual(['200002.SZ', '200002.SS']);
    expect(symbolSpellings('12345')).toEqual(['12345.HK']);
    expect(symbolSpellings('btc')).toEqual(['BTC', '^BTC', 'BTC-USD']);
    expect(symbolSpellings('usdcny')).toEqual(['CNY=X', 'USDCNY=X']);
  });

  it('finds no symbol in garbage', () => {
    const garbage = [
      '',
      '   ',
      '$',
      'A'.repeat(TYPED_SYMBOL_MAX + 1),
      '6'.repeat(10_000),
      'AAPL\u0000',
      'AA\nPL',
      '\u001b[31mAAPL',
      'AAPL\u200b',
      '../',
      '../../etc/passwd',
      '..',
      'A/B/C',
      '<img src=x>',
      'AA PL',
      '贵州茅台',
      'ÄPPLE',
      'ß',
      '🚀',
      '0000',
      '0.HK',
      'AAPL.',
      '-AAPL',
      'A..B',
    ];
    for (const typed of garbage) {
      expect(symbolSpellings(typed), JSON.stringify(typed)).toEqual([]);
      expect(resolve(typed), JSON.stringify(typed)).toBeNull();
    }
  });
});
