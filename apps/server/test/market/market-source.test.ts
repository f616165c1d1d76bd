/**
 * MARKET_PROVIDER: demo and yahoo as named; auto settled at start by a probe of local servers that answer like Yahoo
 * and Binance, refuse, or never answer. The deadline is the test's own promise, never a real timer.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBinance } from '../../../../packages/market-data/test/providers/support/fakeBinance.js';
import { forbidNetwork } from '../../../../packages/market-data/test/providers/support/noNetwork.js';
import { readExchange } from '../../../../packages/market-data/test/providers/support/recordedExchange.js';
import { type ReplayServer, startReplayServer } from '../../../../packages/market-data/test/providers/support/replayServer.js';
import { hasSharedData, SHARED_DATA } from '../../../../packages/market-data/test/providers/support/sharedData.js';
import { loadConfig } from '../../src/config.js';
import { chooseSource, type ProbeReach, type SourceChoice, sourceBannerLine } from '../../src/market/sourceChoice.js';
import { expectOk, startServer } from '../harness.js';

/** A deadline that never comes: the answer, or the refusal, decides. */
const never = () => new Promise<void>(() => undefined);

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', DATA_DIR: '/nonexistent', ...env });

/** The app's answer the shell's chip reads, from a server built with this source. */
async function appConfigWith(source: SourceChoice | undefined) {
  const server = await startServer('sqlite', source ? { market: { source } } : {});
  try {
    return expectOk(await server.call('/api/app/config'));
  } finally {
    await server.close();
  }
}

/** A local port nobody listens on: connections to it are refused. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('MARKET_PROVIDER named, or auto where the network is off limits', () => {
  let network: ReturnType<typeof forbidNetwork>;
  beforeAll(() => {
    network = forbidNetwork();
  });
  afterAll(() => {
    network.restore();
    expect(network.attempts).toEqual([]);
  });

  it('defaults to auto, and takes demo and yahoo as named without a probe', async () => {
    expect(configOf({}).marketProvider).toBe('auto');
    const reach: ProbeReach = { deadline: () => Promise.reject(new Error('no probe was expected')) };
    expect(await chooseSource(configOf({ MARKET_PROVIDER: 'demo' }), reach)).toEqual({ market: 'demo', cryptoExchange: null, basis: 'configured' });
    expect(await chooseSource(configOf({ MARKET_PROVIDER: 'yahoo', CRYPTO_PROVIDER: 'ccxt' }), reach)).toEqual({
      market: 'yahoo',
      cryptoExchange: 'binance',
      basis: 'configured',
    });
    expect(() => configOf({ MARKET_PROVIDER: 'bloomberg' })).toThrow(/MARKET_PROVIDER/);
  });

  it('is the demo market in a test run and under CI, without a probe, and the banner says why', async () => {
    const reach: ProbeReach = { deadline: () => Promise.reject(new Error('no probe was expected')) };
    const runs: Record<string, string>[] = [{ NODE_ENV: 'test' }, { CI: 'true' }, { CI: '1', CRYPTO_PROVIDER: 'ccxt' }];
    for (const env of runs) {
      const choice = await chooseSource(configOf({ MARKET_PROVIDER: 'auto', ...env }), reach);
      expect(choice, JSON.stringify(env)).toEqual({ market: 'demo', cryptoExchange: null, basis: 'offline-run' });
    }
    expect(configOf({ CI: 'false' }).offlineRun).toBe(false);
    expect(sourceBannerLine({ market: 'demo', cryptoExchange: null, basis: 'offline-run' })).toBe(
      'Market data: the generated demo market (MARKET_PROVIDER=auto never reaches the network in tests or under CI).',
    );
  });

  it('serves the test harness the demo market, and tells the chip so', async () => {
    expect(await appConfigWith(undefined)).toMatchObject({ marketProvider: 'demo', cryptoExchange: null, marketBasis: 'offline-run' });
  });
});

describe('MARKET_PROVIDER=auto when Yahoo cannot be reached', () => {
  it('falls back to the demo market when the connection is refused', async () => {
    const config = configOf({ MARKET_PROVIDER: 'auto' });
    const choice = await chooseSource(config, { yahoo: { baseUrl: await closedPort() }, deadline: never });
    expect(choice).toEqual({ market: 'demo', cryptoExchange: null, basis: 'unreached' });
    expect(sourceBannerLine(choice)).toBe(
      'Market data: the generated demo market (MARKET_PROVIDER=auto: Yahoo Finance did not answer at start, within 2.5 s; restart once online for real quotes).',
    );
    expect(await appConfigWith(choice)).toMatchObject({ marketProvider: 'demo', cryptoExchange: null, marketBasis: 'unreached' });
  });

  it('gives up on a server that never answers once the deadline comes, and drops the request', async () => {
    const requests: IncomingMessage[] = [];
    let arrived: () => void = () => undefined;
    const firstRequest = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const dropped: Promise<void>[] = [];
    const silent = createServer((req) => {
      requests.push(req);
      dropped.push(new Promise((resolve) => req.socket.once('close', () => resolve())));
      arrived();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      // The deadline comes as soon as the request is in: the probe cannot have had an answer.
      const choice = await chooseSource(configOf({ MARKET_PROVIDER: 'auto', CRYPTO_PROVIDER: 'ccxt' }), {
        yahoo: { baseUrl: `http://127.0.0.1:${port}` },
        exchangeConfig: { urls: { api: { public: `http://127.0.0.1:${port}/api/v3` } } },
        deadline: () => firstRequest,
      });
      expect(choice).toEqual({ market: 'demo', cryptoExchange: null, basis: 'unreached' });
      expect(requests.length).toBeGreaterThan(0);
      await Promise.all(dropped);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe.skipIf(!hasSharedData)('MARKET_PROVIDER=auto when a server answers like Yahoo (recorded answers, read in place)', () => {
  const recorded = (file: string) => readExchange(join(SHARED_DATA, 'yahoo_api_fixtures', file));
  let server: ReplayServer;
  let network: ReturnType<typeof forbidNetwork>;
  beforeAll(async () => {
    network = forbidNetwork();
    server = await startReplayServer();
    fakeBinance(server);
  });
  afterAll(async () => {
    await server?.close();
    network.restore();
    expect(network.attempts).toEqual([]);
  });

  it('uses Yahoo, says so in the banner and tells the chip', async () => {
    server.serve(recorded('chart-AAPL.json'));
    const choice = await chooseSource(configOf({ MARKET_PROVIDER: 'auto' }), { yahoo: { baseUrl: server.baseUrl }, deadline: never });
    expect(choice).toEqual({ market: 'yahoo', cryptoExchange: null, basis: 'reached' });
    const asked = server.requests.at(-1)!;
    expect([asked.pathname, asked.searchParams.get('interval')]).toEqual(['/v8/finance/chart/AAPL', '1d']);
    expect(sourceBannerLine(choice)).toBe(
      'Market data: Yahoo Finance (MARKET_PROVIDER=auto: Yahoo answered at start; held until restart).',
    );
    expect(await appConfigWith(choice)).toMatchObject({ marketProvider: 'yahoo', cryptoExchange: null, marketBasis: 'reached' });
  });

  it('takes crypto from the exchange when CRYPTO_PROVIDER=ccxt and it answers too', async () => {
    server.serve(recorded('chart-AAPL.json'));
    const choice = await chooseSource(configOf({ MARKET_PROVIDER: 'auto', CRYPTO_PROVIDER: 'ccxt' }), {
      yahoo: { baseUrl: server.baseUrl },
      exchangeConfig: { urls: { api: { public: `${server.baseUrl}/api/v3` } } },
      deadline: never,
    });
    expect(choice).toEqual({ market: 'yahoo', cryptoExchange: 'binance', basis: 'reached' });
    expect(server.requests.some((url) => url.pathname === '/api/v3/ticker/24hr')).toBe(true);
    expect(sourceBannerLine(choice)).toBe(
      'Market data: Yahoo Finance, crypto from binance through ccxt (MARKET_PROVIDER=auto: Yahoo answered at start; held until restart).',
    );
    expect(await appConfigWith(choice)).toMatchObject({ marketProvider: 'yahoo', cryptoExchange: 'binance', marketBasis: 'reached' });
  });

  it('keeps crypto on Yahoo when the exchange refuses', async () => {
    server.serve(recorded('chart-AAPL.json'));
    const choice = await chooseSource(configOf({ MARKET_PROVIDER: 'auto', CRYPTO_PROVIDER: 'ccxt' }), {
      yahoo: { baseUrl: server.baseUrl },
      exchangeConfig: { urls: { api: { public: `${await closedPort()}/api/v3` } } },
      deadline: never,
    });
    expect(choice).toEqual({ market: 'yahoo', cryptoExchange: null, basis: 'reached' });
  });

  it('falls back to the demo market when the server answers something that is not a Yahoo chart', async () => {
    server.serve({ request: { url: 'https://query2.finance.yahoo.com/v8/finance/chart/AAPL', method: 'GET' }, response: { status: 200, headers: { 'content-type': 'text/html' }, bodyText: '<html>Sign in to the hotel Wi-Fi</html>' } });
    const choice = await chooseSource(configOf({ MARKET_PROVIDER: 'auto' }), { yahoo: { baseUrl: server.baseUrl }, deadline: never });
    expect(choice).toEqual({ market: 'demo', cryptoExchange: null, basis: 'unreached' });
  });
});
