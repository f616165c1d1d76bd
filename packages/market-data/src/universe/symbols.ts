import { isSector, type Region, SYMBOL_TYPES, type SymbolInfo, type SymbolType } from '@signaldesk/contract';
import { symbolResolver } from '@signaldesk/symbols';
import { CN_INDICES, CN_STOCKS } from './chinaA.js';
import { CRYPTO } from './crypto.js';
import { FOREX, GOLD_FOREX_FUTURES } from './goldForex.js';
import { HK_INDICES, HK_STOCKS } from './hongKong.js';
import { US_ETFS, US_INDICES } from './usFunds.js';
import { US_STOCKS } from './usStocks.js';

/**
 * Reads the tables' `symbol|name|cnname|cap|sector` lines; a missing cap is 0 and a missing sector none,
 * as for indices, funds and currencies.
 */
function table(text: string, region: Region, type: SymbolType): SymbolInfo[] {
  const rows: SymbolInfo[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [symbol = '', name = '', cnname = '', cap = '0', sector = ''] = line.split('|');
    const info: SymbolInfo = { symbol, name, cnname, region, type, cap: Number(cap) };
    if (sector !== '') {
      // A misspelt sector would silently file the stock as unclassified; fail at load instead.
      if (!isSector(sector)) throw new Error(`${symbol}: unknown sector "${sector}"`);
      info.sector = sector;
    }
    rows.push(info);
  }
  return rows;
}

/** The bundled symbol universe, in region order: US, HK, CN, crypto (USD), gold and forex (GF). */
export const SYMBOLS: readonly SymbolInfo[] = Object.freeze([
  ...table(US_INDICES, 'US', SYMBOL_TYPES.index),
  ...table(US_ETFS, 'US', SYMBOL_TYPES.etf),
  ...table(US_STOCKS, 'US', SYMBOL_TYPES.stock),
  ...table(HK_INDICES, 'HK', SYMBOL_TYPES.index),
  ...table(HK_STOCKS, 'HK', SYMBOL_TYPES.stock),
  ...table(CN_INDICES, 'CN', SYMBOL_TYPES.index),
  ...table(CN_STOCKS, 'CN', SYMBOL_TYPES.stock),
  ...table(CRYPTO, 'USD', SYMBOL_TYPES.crypto),
  ...table(GOLD_FOREX_FUTURES, 'GF', SYMBOL_TYPES.future),
  ...table(FOREX, 'GF', SYMBOL_TYPES.forex),
]);

const bySymbol = new Map(SYMBOLS.map((info) => [info.symbol, info]));

/**
 * The bundled symbol a trader's text names in any spelling (600519, SH600519, hk00700, btc/usdt, EUR/USD), else its
 * likeliest spelling; null when the text cannot be a symbol. The one resolver of search, addresses, the assistant's
 * local server, the extension and the import command.
 */
export const resolveSymbol = symbolResolver(bySymbol.keys());

/** The bundled entry a trader's text names, in any spelling; the product's own spelling is found without reading it. */
export function findSymbol(typed: string): SymbolInfo | undefined {
  const exact = bySymbol.get(typed);
  if (exact) return exact;
  const symbol = resolveSymbol(typed);
  return symbol === null ? undefined : bySymbol.get(symbol);
}

const byRegion = new Map<Region, SymbolInfo[]>();
for (const info of SYMBOLS) {
  const list = byRegion.get(info.region) ?? [];
  list.push(info);
  byRegion.set(info.region, list);
}

export function symbolsOfRegion(region: Region): readonly SymbolInfo[] {
  return byRegion.get(region) ?? [];
}
