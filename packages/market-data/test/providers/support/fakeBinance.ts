import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { bodyOf, readExchange } from './recordedExchange.js';
import type { ReplayServer } from './replayServer.js';
import { OWN_FIXTURES } from './sharedData.js';

const HOUR_MS = 3_600_000;
/** 2025-01-01 00:00 UTC, the first bar of the fake market. */
export const FIRST_BAR_MS = Date.UTC(2025, 0, 1);
/** Hourly bars the fake market holds for each symbol. */
export const BARS = 2_500;

/** A bar of the fake market, in Binance's kline wire format (prices and volumes as strings). */
function kline(symbol: string, i: number, stepMs: number): (number | string)[] {
  const base = symbol === 'BTCUSDT' ? 90_000 : symbol === 'ETHUSDT' ? 3_000 : 0.035;
  const open = base * (1 + 0.01 * Math.sin(i / 10));
  const close = base * (1 + 0.01 * Math.sin((i + 1) / 10));
  const openTime = FIRST_BAR_MS + i * stepMs;
  const price = (v: number) => v.toFixed(8);
  return [
    openTime,
    price(open),
    price(Math.max(open, close) * 1.002),
    price(Math.min(open, close) * 0.998),
    price(close),
    (10 + (i % 7)).toFixed(8),
    openTime + stepMs - 1,
    '0',
    100 + i,
    '0',
    '0',
    '0',
  ];
}

const INTERVAL_MS: Record<string, number> = { '1h': HOUR_MS, '4h': 4 * HOUR_MS, '1d': 24 * HOUR_MS, '1w': 7 * 24 * HOUR_MS };

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

export interface FakeBinance {
  /** Kline requests received, with their query. */
  klineRequests: URL[];
  /** Answers the next kline request with this status and body instead of bars. */
  failNextKlines(status: number, body: string, headers?: Record<string, string>): void;
}

/**
 * Binance's public spot API on a replay server: exchangeInfo from our recorded
 * fixture, klines (honouring symbol, interval, startTime, endTime and limit, at
 * most 1000) and the 24h tickers, each in Binance's own wire format.
 */
export function fakeBinance(server: ReplayServer): FakeBinance {
  const exchangeInfo = readExchange(join(OWN_FIXTURES, 'binance', 'exchangeInfo.json'));
  const klineRequests: URL[] = [];
  const failures: Array<{ status: number; body: string; headers: Record<string, string> }> = [];

  server.route('/api/v3/exchangeInfo', (_url, res) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(bodyOf(exchangeInfo.response!));
  });

  server.route('/api/v3/klines', (url, res) => {
    klineRequests.push(url);
    const failure = failures.shift();
    if (failure) {
      res.writeHead(failure.status, failure.headers);
      res.end(failure.body);
      return;
    }
    const symbol = url.searchParams.get('symbol') ?? '';
    const step = INTERVAL_MS[url.searchParams.get('interval') ?? ''];
    if (!step) return json(res, 400, { code: -1120, msg: 'Invalid interval.' });
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 500), 1000);
    const start = Number(url.searchParams.get('startTime') ?? FIRST_BAR_MS);
    const end = Number(url.searchParams.get('endTime') ?? Number.MAX_SAFE_INTEGER);
    const count = Math.floor((BARS * HOUR_MS) / step);
    const from = Math.max(0, Math.ceil((start - FIRST_BAR_MS) / step));
    const rows: (number | string)[][] = [];
    for (let i = from; i < count && rows.length < limit && FIRST_BAR_MS + i * step <= end; i++) rows.push(kline(symbol, i, step));
    json(res, 200, rows);
  });

  server.route('/api/v3/ticker/24hr', (url, res) => {
    const symbols: string[] = JSON.parse(url.searchParams.get('symbols') ?? '[]');
    const closeTime = FIRST_BAR_MS + BARS * HOUR_MS - 1;
    json(
      res,
      200,
      symbols.map((symbol) => {
        const last = Number(kline(symbol, BARS - 1, HOUR_MS)[4]);
        const open = Number(kline(symbol, BARS - 24, HOUR_MS)[1]);
        return {
          symbol,
          priceChange: (last - open).toFixed(8),
          priceChangePercent: (((last - open) / open) * 100).toFixed(3),
          weightedAvgPrice: ((last + open) / 2).toFixed(8),
          prevClosePrice: open.toFixed(8),
          lastPrice: last.toFixed(8),
          lastQty: '0.01000000',
          bidPrice: (last * 0.9999).toFixed(8),
          bidQty: '1.00000000',
          askPrice: (last * 1.0001).toFixed(8),
          askQty: '1.00000000',
          openPrice: open.toFixed(8),
          highPrice: (Math.max(last, open) * 1.01).toFixed(8),
          lowPrice: (Math.min(last, open) * 0.99).toFixed(8),
          volume: '312.50000000',
          quoteVolume: (312.5 * last).toFixed(8),
          openTime: closeTime + 1 - 24 * HOUR_MS,
          closeTime,
          firstId: 1,
          lastId: 1000,
          count: 1000,
        };
      }),
    );
  });

  return {
    klineRequests,
    failNextKlines: (status, body, headers = {}) => {
      failures.push({ status, body, headers });
    },
  };
}
