import type { Region } from '@signaldesk/contract';

/**
 * Board lots of Hong Kong stocks whose lot is not 100 shares (HKEX's list, for the bundled universe's
 * members; a lot changes rarely, on the issuer's notice). A stock not listed trades in lots of 100.
 */
const HK_BOARD_LOTS: Readonly<Record<string, number>> = {
  '0001.HK': 500,
  '0002.HK': 500,
  '0003.HK': 1000,
  '0005.HK': 400,
  '0006.HK': 500,
  '0012.HK': 1000,
  '0016.HK': 500,
  '0027.HK': 1000,
  '0066.HK': 500,
  '0175.HK': 1000,
  '0386.HK': 2000,
  '0883.HK': 1000,
  '0939.HK': 1000,
  '0941.HK': 500,
  '0981.HK': 500,
  '1211.HK': 500,
  '1299.HK': 200,
  '1398.HK': 1000,
  '1810.HK': 200,
  '2318.HK': 500,
  '3988.HK': 1000,
  '9618.HK': 50,
  '9888.HK': 50,
};

/**
 * Shares an order is rounded down to: A-shares trade in lots of 100, Hong Kong in board lots, US stocks in
 * whole shares; 0 means any fraction (crypto, gold and forex).
 */
export function lotSizeOf(symbol: string, market: Region): number {
  if (market === 'CN') return 100;
  if (market === 'HK') return HK_BOARD_LOTS[symbol.toUpperCase()] ?? 100;
  if (market === 'US') return 1;
  return 0;
}

/** 24 August 2020, when ChiNext (300xxx, 301xxx) moved from a 10 % to a 20 % daily limit. */
const CHINEXT_20_PERCENT_FROM = Date.UTC(2020, 7, 24) / 1000;

/**
 * The daily price limit of an A-share, measured from the previous close: 20 % for the STAR Market
 * (688xxx, 689xxx) and ChiNext (300xxx, 301xxx, since 24 August 2020), 10 % for the rest. 0 outside China.
 */
export function priceLimitOf(symbol: string, market: Region, ts: number): number {
  if (market !== 'CN') return 0;
  const code = symbol.slice(0, 3);
  if (code === '688' || code === '689') return 0.2;
  if ((code === '300' || code === '301') && ts >= CHINEXT_20_PERCENT_FROM) return 0.2;
  return 0.1;
}

/** A limit price as the exchange sets it: rounded to the fen. */
export const limitPrice = (previousClose: number, limit: number): number => Math.round(previousClose * (1 + limit) * 100) / 100;

const SHANGHAI_OFFSET = 8 * 3600;

/** The trading day of a bar in China (no daylight saving), for the T+1 rule. */
export const chinaDay = (ts: number): number => Math.floor((ts + SHANGHAI_OFFSET) / 86_400);
