import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REGIONS, SYMBOL_TYPES, symbolInfoSchema } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { findSymbol, INDEX_LISTS, SYMBOLS, symbolsOfRegion } from '../../src/universe/index.js';

const CJK = /[\u3400-\u9fff]/;

/** Reference member lists in the shared data folder, read in place; absent on a fresh clone. */
const SHARED = fileURLToPath(new URL('../../../../../shared/data/symbols/', import.meta.url));

function sharedLines(file: string): string[] | undefined {
  const path = SHARED + file;
  if (!existsSync(path)) return undefined;
  return readFileSync(path, 'utf8').split(/\r?\n/).slice(1).filter(Boolean);
}

/** The members of the shared S&P 500, Hang Seng and CSI 300 lists, in Yahoo spelling. */
function sharedMembers(): { sp500: string[]; hsi: string[]; csi300: string[] } | undefined {
  const sp500 = sharedLines('sp500_constituents.csv');
  const hsi = sharedLines('hk_hang_seng_constituents.csv');
  const csi300 = sharedLines('cn_csi300_constituents.csv');
  if (!sp500 || !hsi || !csi300) return undefined;
  return {
    sp500: sp500.map((line) => (line.split(',')[0] ?? '').replace('.', '-')),
    hsi: hsi.map((line) => line.split(',').pop() ?? ''),
    csi300: csi300.map((line) => {
      const [exchange, code] = (line.split(',')[1] ?? '').split('.');
      return `${code}.${exchange === 'sh' ? 'SS' : 'SZ'}`;
    }),
  };
}

function suffixRegion(symbol: string): string {
  if (/\.HK$/.test(symbol) || symbol === '^HSI' || symbol === '^HSTECH') return 'HK';
  if (/\.(SS|SZ)$/.test(symbol)) return 'CN';
  if (/-USD$/.test(symbol)) return 'USD';
  if (/=[XF]$/.test(symbol)) return 'GF';
  return 'US';
}

describe('symbol universe', () => {
  it('has each symbol once, valid against the contract schema', () => {
    const symbols = SYMBOLS.map((info) => info.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const info of SYMBOLS) expect(() => symbolInfoSchema.parse(info)).not.toThrow();
  });

  it('puts every symbol in the region its Yahoo suffix names', () => {
    const wrong = SYMBOLS.filter((info) => suffixRegion(info.symbol) !== info.region).map((info) => info.symbol);
    expect(wrong).toEqual([]);
  });

  it('holds the promised counts per region', () => {
    const count = (region: (typeof REGIONS)[number]) => symbolsOfRegion(region).length;
    expect(count('US')).toBeGreaterThanOrEqual(500);
    expect(count('HK')).toBeGreaterThanOrEqual(80);
    expect(count('CN')).toBeGreaterThanOrEqual(300);
    expect(count('USD')).toBe(50);
    expect(REGIONS.reduce((sum, region) => sum + count(region), 0)).toBe(SYMBOLS.length);
    for (const symbol of ['^HSI', '^HSTECH', '^GSPC', '^DJI', '^IXIC', '^NDX', '^RUT', '^VIX', 'GC=F', 'SI=F']) {
      expect(findSymbol(symbol)?.type, symbol).toBeDefined();
    }
    for (const symbol of ['SPY', 'QQQ', 'DIA', 'IWM', 'XLK', 'XLF', 'TLT', 'GLD', 'SLV', 'ARKK', 'SOXX', 'SMH']) {
      expect(findSymbol(symbol)?.type, symbol).toBe(SYMBOL_TYPES.etf);
    }
    for (const symbol of ['000001.SS', '399001.SZ', '000300.SS', '399006.SZ', '000688.SS']) {
      expect(findSymbol(symbol)?.type, symbol).toBe(SYMBOL_TYPES.index);
    }
    for (const symbol of ['EURUSD=X', 'JPY=X', 'GBPUSD=X', 'AUDUSD=X', 'CNY=X', 'HKD=X']) {
      expect(findSymbol(symbol)?.type, symbol).toBe(SYMBOL_TYPES.forex);
    }
  });

  it('types symbols per SYMBOL_TYPES and gives a cap only to companies and coins', () => {
    for (const info of SYMBOLS) {
      if (info.symbol.startsWith('^') || ['000001.SS', '000300.SS', '399001.SZ'].includes(info.symbol)) {
        expect(info.type, info.symbol).toBe(SYMBOL_TYPES.index);
      }
      if (info.region === 'USD') expect(info.type, info.symbol).toBe(SYMBOL_TYPES.crypto);
      if (info.symbol.endsWith('=F')) expect(info.type, info.symbol).toBe(SYMBOL_TYPES.future);
      if (info.symbol.endsWith('=X')) expect(info.type, info.symbol).toBe(SYMBOL_TYPES.forex);
      const capped = info.type === SYMBOL_TYPES.stock || info.type === SYMBOL_TYPES.crypto;
      if (capped) expect(info.cap, info.symbol).toBeGreaterThan(0);
      else expect(info.cap, info.symbol).toBe(0);
    }
  });

  it('names every symbol in both languages, in Chinese characters unless the brand is Latin', () => {
    for (const info of SYMBOLS) {
      expect(info.name.trim(), info.symbol).not.toBe('');
      expect(info.cnname.trim(), info.symbol).not.toBe('');
      if (!CJK.test(info.cnname)) {
        // A Latin Chinese name is the brand itself, as Chinese-language brokers show it.
        const brand = info.cnname.toLowerCase();
        expect(info.name.toLowerCase().includes(brand) || info.symbol.toLowerCase().includes(brand), info.symbol).toBe(true);
      }
    }
    expect(findSymbol('AAPL')?.cnname).toBe('苹果');
    expect(findSymbol('MSFT')?.cnname).toBe('微软');
    expect(findSymbol('NVDA')?.cnname).toBe('英伟达');
    expect(findSymbol('0700.HK')?.cnname).toBe('腾讯控股');
    expect(findSymbol('600519.SS')?.cnname).toBe('贵州茅台');
    expect(findSymbol('BTC-USD')?.cnname).toBe('比特币');
    expect(findSymbol('000001.SS')?.cnname).toBe('上证指数');
    expect(findSymbol('000001.SZ')?.cnname).toBe('平安银行');
  });

  it('names the largest US companies in Chinese characters, the brand kept beside a transliteration', () => {
    const large = SYMBOLS.filter((info) => info.region === 'US' && info.cap >= 250_000);
    for (const info of large) expect(CJK.test(info.cnname), `${info.symbol} ${info.cnname}`).toBe(true);
    expect(findSymbol('META')?.cnname).toBe('Meta平台');
    expect(findSymbol('PLTR')?.cnname).toBe('Palantir (帕兰提尔)');
    expect(findSymbol('TMUS')?.cnname).toBe('T-Mobile美国');
  });

  it('finds symbols whatever their letter case', () => {
    expect(findSymbol('aapl')?.symbol).toBe('AAPL');
    expect(findSymbol('brk-b')?.name).toContain('Berkshire');
    expect(findSymbol('NOPE')).toBeUndefined();
  });

  it('contains every current S&P 500, Hang Seng and CSI 300 member of the shared reference lists', (context) => {
    const members = sharedMembers();
    const csi300 = sharedLines('cn_csi300_constituents.csv');
    if (!members || !csi300) return context.skip();
    const missing = [...members.sp500, ...members.hsi, ...members.csi300].filter((symbol) => !findSymbol(symbol));
    expect(missing).toEqual([]);
    // A-share Chinese names are the exchanges' short names.
    for (const line of csi300) {
      const [, code = '', name = ''] = line.split(',');
      const [exchange, digits] = code.split('.');
      expect(findSymbol(`${digits}.${exchange === 'sh' ? 'SS' : 'SZ'}`)?.cnname).toBe(name.trim());
    }
  });

  it('makes each index list of stocks of its own market, each once, and the crypto list of coins against Bitcoin', () => {
    const regionOf = { sp500: 'US', nasdaq100: 'US', dow30: 'US', hsi: 'HK', hstech: 'HK', csi300: 'CN', crypto10: 'USD' } as const;
    expect(INDEX_LISTS.map((list) => list.slug)).toEqual(Object.keys(regionOf));
    for (const list of INDEX_LISTS) {
      const coins = list.slug === 'crypto10';
      expect(new Set(list.members).size, list.slug).toBe(list.members.length);
      expect(findSymbol(list.index)?.type, list.slug).toBe(coins ? SYMBOL_TYPES.crypto : SYMBOL_TYPES.index);
      const memberType = coins ? SYMBOL_TYPES.crypto : SYMBOL_TYPES.stock;
      const strays = list.members.filter((symbol) => findSymbol(symbol)?.type !== memberType || findSymbol(symbol)?.region !== regionOf[list.slug as keyof typeof regionOf]);
      expect(strays, list.slug).toEqual([]);
    }
    expect(INDEX_LISTS.find((list) => list.slug === 'crypto10')?.members).toHaveLength(10);
  });

  it('lists the S&P 500, Hang Seng and CSI 300 exactly as the shared reference lists do', (context) => {
    const members = sharedMembers();
    if (!members) return context.skip();
    const membersOf = (slug: string) => [...(INDEX_LISTS.find((list) => list.slug === slug)?.members ?? [])].sort();
    expect(membersOf('sp500')).toEqual(members.sp500.sort());
    expect(membersOf('hsi')).toEqual(members.hsi.sort());
    expect(membersOf('csi300')).toEqual(members.csi300.sort());
  });
});
