import type { Duration } from '@signaldesk/contract';
import {
  type Candle,
  type CandleRequest,
  type CandleWatch,
  DemoMarket,
  type MarketProvider,
  ProviderUnavailable,
} from '@signaldesk/market-data';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, freshToken, startServer, type TestServer } from '../harness.js';
import { subscriber } from '../messengerFakes.js';

/** Wednesday 2026-01-07, 03:00 UTC: every stock market is shut, the coins trade on. */
const NIGHT = Date.UTC(2026, 0, 7, 3, 0) / 1000;
const MINUTE = 60;

/**
 * The demo market behind an exchange with a socket: history is asked for as ever (and counted), and each followed
 * series is pushed by the test, as an exchange pushes its klines.
 */
class PushingExchange implements MarketProvider {
  readonly name = 'demo+socket';
  candleCalls = 0;
  private readonly demo: DemoMarket;
  private readonly watches = new Map<string, CandleWatch>();

  constructor(now: () => number) {
    this.demo = new DemoMarket({ now });
  }
  candles(request: CandleRequest) {
    this.candleCalls += 1;
    return this.demo.candles(request);
  }
  quotes(symbols: readonly string[]) {
    return this.demo.quotes(symbols);
  }
  options(symbol: string, expiration?: number) {
    return this.demo.options(symbol, expiration);
  }
  earnings(from: number, to: number) {
    return this.demo.earnings(from, to);
  }
  watchCandles(watch: CandleWatch) {
    if (!watch.symbol.endsWith('-USD')) return null;
    const key = `${watch.symbol}:${watch.duration}`;
    this.watches.set(key, watch);
    return () => {
      if (this.watches.get(key) === watch) this.watches.delete(key);
    };
  }
  watching(symbol: string, duration: string): boolean {
    return this.watches.has(`${symbol}:${duration}`);
  }
  push(symbol: string, candles: Candle[]): void {
    this.watches.get(`${symbol}:1m`)?.onCandles(candles);
  }
  fail(symbol: string): void {
    this.watches.get(`${symbol}:1m`)?.onError(new ProviderUnavailable(this.name, null, 'socket closed'));
  }
}

/** A chart watcher of one series whose bars arrive as promises, in order. */
async function watcher(s: TestServer, symbol: string, duration: Duration = '1m') {
  const heard: Candle[] = [];
  const waiting: ((bar: Candle) => void)[] = [];
  const stop = await s.app.market.live.follow(symbol, duration, (_mode, _rows, bar) => {
    const next = waiting.shift();
    if (next) next(bar);
    else heard.push(bar);
  });
  return {
    stop,
    next: () => {
      const ready = heard.shift();
      return ready ? Promise.resolve(ready) : new Promise<Candle>((resolve) => waiting.push(resolve));
    },
    pending: () => heard.length,
  };
}

describeEachDatabase('series a source pushes over its socket', (kind) => {
  let s: TestServer;
  let exchange: PushingExchange;
  const lastStored = async (symbol: string) => (await s.app.market.service.store.last(symbol, '1m', 1))[0]!;
  const moved = (bar: Candle, close: number, ts = bar.ts): Candle => ({
    ts,
    open: bar.open,
    high: Math.max(bar.high, close),
    low: Math.min(bar.low, close),
    close,
    volume: bar.volume + 1,
  });

  beforeAll(async () => {
    let clock = () => NIGHT;
    exchange = new PushingExchange(() => clock());
    s = await startServer(kind, { market: { provider: exchange, demo: true } });
    s.clock.seconds = NIGHT;
    clock = s.clock.now;
    for (const symbol of ['BTC-USD', 'ETH-USD']) await s.app.market.service.update(symbol, '1m');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('streams each push to the chart at once and stores it, asking the source nothing at the ticks while the socket works', async () => {
    const chart = await watcher(s, 'BTC-USD');
    expect(exchange.watching('BTC-USD', '1m')).toBe(true);
    const forming = await lastStored('BTC-USD');

    exchange.push('BTC-USD', [moved(forming, forming.close * 1.002)]);
    expect(await chart.next()).toEqual(moved(forming, forming.close * 1.002));
    expect(await lastStored('BTC-USD')).toEqual(moved(forming, forming.close * 1.002));
    const asked = exchange.candleCalls;
    await s.app.market.live.tick();
    expect(exchange.candleCalls).toBe(asked);

    s.clock.advance(MINUTE);
    const closed = moved(forming, forming.close * 1.003);
    const next = moved(closed, closed.close * 0.999, forming.ts + MINUTE);
    exchange.push('BTC-USD', [closed, next]);
    expect(await chart.next()).toEqual(closed);
    expect(await chart.next()).toEqual(next);
    // The chart's own read finds the series fresh: what the socket stored is what it shows.
    const shown = await s.app.market.service.chart('BTC-USD', '1m');
    expect(exchange.candleCalls).toBe(asked);
    const newest = shown.rows.at(-1)!;
    expect(newest[shown.fields.indexOf('ts')]).toBe(next.ts);
    expect(newest[shown.fields.indexOf('close')]).toBeCloseTo(next.close, 2);
    chart.stop();
  });

  it('asks the source at the ticks while the socket is down, and stops asking once it pushes again', async () => {
    const chart = await watcher(s, 'BTC-USD');
    const last = await lastStored('BTC-USD');
    exchange.push('BTC-USD', [moved(last, last.close * 1.001)]);
    await chart.next();

    exchange.fail('BTC-USD');
    s.clock.advance(MINUTE);
    const asked = exchange.candleCalls;
    await s.app.market.live.tick();
    expect(exchange.candleCalls).toBeGreaterThan(asked);
    // The tick brings the forming bar as the source has it, then the minute begun since.
    expect(await chart.next()).toMatchObject({ ts: last.ts });
    expect(await chart.next()).toMatchObject({ ts: last.ts + MINUTE });

    const forming = await lastStored('BTC-USD');
    exchange.push('BTC-USD', [moved(forming, forming.close * 1.001)]);
    await chart.next();
    const after = exchange.candleCalls;
    await s.app.market.live.tick();
    expect(exchange.candleCalls).toBe(after);
    chart.stop();
  });

  it('takes a burst of pushes together: each candle is stored and heard once, as it last stood', async () => {
    const chart = await watcher(s, 'BTC-USD');
    const forming = await lastStored('BTC-USD');
    const closes = Array.from({ length: 500 }, (_, n) => forming.close * (1 + (n + 1) / 100_000));
    for (const close of closes) exchange.push('BTC-USD', [moved(forming, close)]);
    expect(await chart.next()).toMatchObject({ close: closes[0] });
    expect(await chart.next()).toMatchObject({ close: closes.at(-1) });
    expect(chart.pending()).toBe(0);
    expect((await lastStored('BTC-USD')).close).toBe(closes.at(-1));
    chart.stop();
  });

  it('fires a price alert from a push, with no tick between', async () => {
    const trader = await subscriber(s);
    const forming = await lastStored('ETH-USD');
    const level = forming.close * 1.01;
    const created = await s.call(
      '/api/alert/mine/create',
      { symbol: 'ETH-USD', duration: '1m', reading: 'intrabar', condition: { kind: 'price', crossing: 'goesAbove', level } },
      { token: await freshToken(s, trader.userid) },
    );
    const alert = expectOk(created).alert;
    expect(exchange.watching('ETH-USD', '1m')).toBe(true);
    // A watcher added after the alert's hears each push after it: by then the alert has read the bar.
    const chart = await watcher(s, 'ETH-USD');
    exchange.push('ETH-USD', [moved(forming, level * 1.001)]);
    await chart.next();
    await s.app.market.alerts?.settled();
    const history = expectOk(await s.call('/api/alert/mine/history', { id: alert.id }, { token: await freshToken(s, trader.userid) }));
    expect(history.list).toEqual([expect.objectContaining({ alertId: alert.id, symbol: 'ETH-USD', value: level * 1.001 })]);
    chart.stop();
  });

  it('closes the socket of a series when its last watcher leaves, and keeps a stock on the ticks', async () => {
    const chart = await watcher(s, 'BTC-USD', '5m');
    expect(exchange.watching('BTC-USD', '1m')).toBe(false);
    expect(exchange.watching('BTC-USD', '5m')).toBe(true);
    chart.stop();
    expect(exchange.watching('BTC-USD', '5m')).toBe(false);
    const stock = await watcher(s, 'AAPL');
    expect(exchange.watching('AAPL', '1m')).toBe(false);
    stock.stop();
  });
});
