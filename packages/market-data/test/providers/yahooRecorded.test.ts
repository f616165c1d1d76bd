import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChartBars } from '../../src/providers/yahoo/chartBars.js';
import { parseEarningsDate } from '../../src/providers/yahoo/earningsDates.js';
import { parseOptionChain } from '../../src/providers/yahoo/optionChain.js';
import { parseQuotes } from '../../src/providers/yahoo/quotes.js';
import { createYahooProvider } from '../../src/providers/yahoo/yahooProvider.js';
import { forbidNetwork } from './support/noNetwork.js';
import { type RecordedExchange, readExchange } from './support/recordedExchange.js';
import { type ReplayServer, startReplayServer } from './support/replayServer.js';
import { hasSharedData, SHARED_DATA } from './support/sharedData.js';

const FOLDER = join(SHARED_DATA, 'yahoo_api_fixtures');

interface Recorded {
  file: string;
  exchange: RecordedExchange;
  url: URL;
}

function recorded(): Recorded[] {
  return readdirSync(FOLDER)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const exchange = readExchange(join(FOLDER, file));
      return { file, exchange, url: new URL(exchange.request.url) };
    });
}

const body = (r: Recorded) => r.exchange.response?.bodyJson;
const param = (r: Recorded, name: string) => r.url.searchParams.get(name);
const symbolOf = (r: Recorded) => decodeURIComponent(r.url.pathname.split('/').at(-1) ?? '');

describe.skipIf(!hasSharedData)('recorded Yahoo exchanges (../shared/data/yahoo_api_fixtures, read in place)', () => {
  const all = hasSharedData ? recorded() : [];
  const charts = all.filter((r) => r.url.pathname.startsWith('/v8/finance/chart/'));
  const quotes = all.filter((r) => r.url.pathname === '/v7/finance/quote');
  const chains = all.filter((r) => r.url.pathname.startsWith('/v7/finance/options/'));
  const summaries = all.filter((r) => r.url.pathname.startsWith('/v10/finance/quoteSummary/'));

  let server: ReplayServer;
  let network: ReturnType<typeof forbidNetwork>;
  beforeAll(async () => {
    network = forbidNetwork();
    server = await startReplayServer();
  });
  afterAll(async () => {
    await server.close();
    network.restore();
    expect(network.attempts).toEqual([]);
  });

  it('holds the 220 exchanges, among them 44 charts, 35 quotes and 25 option chains', () => {
    expect(all).toHaveLength(220);
    expect([charts.length, quotes.length, chains.length, summaries.length]).toEqual([44, 35, 25, 28]);
  });

  it('parses every recorded chart answer through the provider, served from a local server', async () => {
    let candles = 0;
    let rows = 0;
    for (const r of charts) {
      const interval = param(r, 'interval');
      if (interval !== '1d' && interval !== '1m') throw new Error(`${r.file}: unexpected interval ${interval}`);
      const period1 = Number(param(r, 'period1'));
      // One recording asked for a period2 before its period1 (a digit lost); the day after period1 is what it meant.
      const period2 = Math.max(Number(param(r, 'period2')), period1 + 86_400);
      const now = Math.max(period2, Math.floor(Date.parse(r.exchange.response?.headers.date ?? '') / 1000) || 0);
      const provider = createYahooProvider({ baseUrl: server.baseUrl, now: () => now });
      server.serve(r.exchange);
      const bars = await provider.candles({ symbol: symbolOf(r), duration: interval, from: period1, to: period2 });
      const sent = server.requests.at(-1)!;
      expect(sent.pathname, r.file).toBe(r.url.pathname);
      expect([sent.searchParams.get('interval'), sent.searchParams.get('period1')], r.file).toEqual([interval, String(period1)]);
      // The same body through the parser alone: the provider returns all of it that falls in the range.
      const parsed = parseChartBars(body(r), interval);
      expect(bars, r.file).toEqual(parsed.filter((c) => c.ts >= period1 && c.ts < period2));
      for (const bar of bars) {
        expect(bar.high, r.file).toBeGreaterThanOrEqual(bar.low);
        expect(Number.isFinite(bar.ts + bar.open + bar.close + bar.volume), r.file).toBe(true);
      }
      candles += bars.length;
      rows += parsed.length;
    }
    // Every recorded row is read (none is null, no trading day repeats). Yahoo also sends the bar opening
    // at period2 where the market opens at midnight (BTC-USD, EURUSD=X, 4 bars); a request's end is exclusive.
    expect([rows, candles]).toEqual([3_906, 3_902]);
  });

  it('parses every recorded quote answer through the provider, served from a local server', async () => {
    const provider = createYahooProvider({ baseUrl: server.baseUrl });
    let priced = 0;
    for (const r of quotes) {
      server.serve(r.exchange);
      const symbols = (param(r, 'symbols') ?? '').split(',');
      const got = await provider.quotes(symbols);
      expect(server.requests.at(-1)!.searchParams.get('symbols'), r.file).toBe(symbols.join(','));
      expect(got, r.file).toEqual(parseQuotes(body(r)));
      for (const q of got) {
        expect(symbols, r.file).toContain(q.symbol);
        expect(q.price, r.file).toBeGreaterThan(0);
      }
      priced += got.length;
    }
    // 35 answers name 36 symbols: Yahoo omitted 3 it did not know and sent 7 rows without a price or a
    // previous close (dead tickers, and answers cut down by a `fields` query).
    expect(priced).toBe(26);
  });

  it('parses every recorded option chain through the provider, served from a local server', async () => {
    const provider = createYahooProvider({ baseUrl: server.baseUrl });
    let contracts = 0;
    let withExpiries = 0;
    for (const r of chains) {
      server.serve(r.exchange);
      const date = param(r, 'date');
      const chain = await provider.options(symbolOf(r), date === null ? undefined : Number(date));
      expect(server.requests.at(-1)!.searchParams.get('date'), r.file).toBe(date);
      expect(chain, r.file).toEqual(parseOptionChain(body(r), date === null ? undefined : Number(date)));
      expect(chain.symbol, r.file).toBe(symbolOf(r));
      for (const c of [...chain.calls, ...chain.puts]) {
        expect(c.contractSymbol.startsWith(symbolOf(r)), r.file).toBe(true);
        expect(c.expiration, r.file).toBe(chain.expiration);
      }
      if (chain.dates.length > 0) withExpiries++;
      contracts += chain.calls.length + chain.puts.length;
    }
    // 14 symbols have listed options; the other 11 (funds, indices, foreign listings, crypto) come back empty.
    expect([withExpiries, contracts]).toEqual([14, 1_083]);
  });

  it('reads an earnings date (or none) from every recorded quoteSummary answer', () => {
    const entries = summaries.map((r) => parseEarningsDate(symbolOf(r), body(r)));
    const dated = entries.filter((e) => e !== null);
    expect(dated).toHaveLength(18);
    for (const e of dated) expect(e.day).toMatch(/^20\d{6}$/);
  });
});
