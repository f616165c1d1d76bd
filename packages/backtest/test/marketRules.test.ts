import { backtestStrategySchema, type BacktestStrategyInput, DEFAULT_COSTS, type Region } from '@signaldesk/contract';
import { type Candle, seriesFromCandles } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { BacktestRefusal, lotSizeOf, prepareSymbols, runBacktest } from '../src/index.js';
import { daily, START, strategyOf, symbolOf } from './support/candles.js';

const DAY = 86_400;
/** A signal on bar 1 (close at 10 or below), nothing else. */
const buyAtTen = (more: Partial<BacktestStrategyInput> = {}) =>
  strategyOf({ entry: { day: { 'candle.close': { max: 10 } } }, costs: 'none', startingCash: 10_000, ...more });

const runOne = (symbol: string, candles: Candle[], input: Partial<BacktestStrategyInput> = {}, market?: Region) => {
  const strategy = buyAtTen(input);
  return runBacktest([symbolOf(symbol, candles, strategy, market)], strategy);
};

describe('A-shares', () => {
  // Bought at 10 on bar 2; the same bar falls to 8.5, under the 10 % stop at 9.
  const candles = daily([
    [10.5, 10.6, 10.2, 10.4],
    [10.4, 10.4, 9.9, 10], // signal
    [10, 10.2, 8.5, 9.5], // bought at 10; the stop at 9 is passed the same day
    [9.5, 9.8, 8.8, 9.6], // the next day: stop at 9 reached inside the bar
    [9.6, 12, 9.6, 11.9],
  ]);

  it('cannot sell a share on the day it was bought (T+1); a US stock can', () => {
    const us = runOne('AAA', candles, { stopLoss: 10 }, 'US').trades[0]!;
    expect([us.exitTime, us.exitPrice, us.barsHeld]).toEqual([START + 2 * DAY, 9, 0]);
    const cn = runOne('600000.SS', candles, { stopLoss: 10 }).trades[0]!;
    expect([cn.exitTime, cn.exitPrice, cn.exitReason, cn.barsHeld]).toEqual([START + 3 * DAY, 9, 'stopLoss', 1]);
  });

  it('counts T+1 in Shanghai days on hour bars', () => {
    // 09:30, 10:30, 13:00, 14:00 Shanghai (01:30 … 06:00 UTC) on two days.
    const hours = [5400, 9000, 18_000, 21_600];
    const rows: [number, number, number, number][] = [
      [10.4, 10.5, 10.3, 10.4],
      [10.4, 10.4, 9.9, 10], // signal
      [10, 10.1, 9.9, 10], // bought at 10, exit rule holds at the close
      [10, 10.3, 9.9, 10.2], // same day: cannot sell
      [10.2, 10.3, 10.1, 10.25], // next day's first hour: sold at its open
      [10.25, 10.3, 10.2, 10.3],
      [10.3, 10.4, 10.2, 10.3],
      [10.3, 10.4, 10.2, 10.3],
    ];
    const candles = rows.map(([open, high, low, close], i) => ({
      ts: START + Math.floor(i / 4) * DAY + hours[i % 4]!,
      open,
      high,
      low,
      close,
      volume: 1000,
    }));
    const strategy = strategyOf({
      entry: { hour: { 'candle.close': { max: 10 } } },
      exit: { hour: { 'candle.close': { min: 10 } } },
      costs: 'none',
    });
    const trade = runBacktest([symbolOf('600000.SS', candles, strategy)], strategy).trades[0]!;
    expect([trade.entryTime, trade.exitTime, trade.exitPrice, trade.exitReason]).toEqual([candles[2]!.ts, candles[4]!.ts, 10.2, 'rule']);
  });

  it('buys nothing at limit-up: 10 %, 20 % for ChiNext (from 24 August 2020) and STAR', () => {
    // Previous close 10, the next bar opens at 11 = limit-up for a main-board share.
    const limitUp = (start: number) =>
      daily(
        [
          [10.5, 10.6, 10.2, 10.4],
          [10.4, 10.4, 9.9, 10],
          [11, 11, 11, 11],
        ],
        start,
      );
    expect(runOne('600519.SS', limitUp(START)).trades).toHaveLength(0);
    expect(runOne('300750.SZ', limitUp(Date.UTC(2020, 7, 3) / 1000)).trades).toHaveLength(0);
    expect(runOne('300750.SZ', limitUp(START)).trades[0]).toMatchObject({ entryPrice: 11 });
    expect(runOne('688981.SS', limitUp(START)).trades[0]).toMatchObject({ entryPrice: 11 });
    expect(runOne('AAPL', limitUp(START)).trades[0]).toMatchObject({ entryPrice: 11 });
  });

  it('sells nothing at limit-down and sells at the next open that allows it', () => {
    const candles = daily([
      [10.5, 10.6, 10.2, 10.4],
      [10.4, 10.4, 9.9, 10], // signal
      [10, 10.3, 9.9, 10.2], // bought at 10; exit rule holds at the close
      [9.18, 9.18, 9.18, 9.18], // limit-down from 10.2 (9.18): no sale
      [8.6, 9, 8.5, 8.9], // opens 8.6 above that day's limit 8.26: sold
    ]);
    const trade = runOne('600000.SS', candles, { exit: { day: { 'candle.close': { min: 10.1 } } } }).trades[0]!;
    expect([trade.exitTime, trade.exitPrice, trade.exitReason]).toEqual([START + 4 * DAY, 8.6, 'rule']);
  });

  it('refuses to sell A-shares short, naming the symbol', () => {
    const strategy = buyAtTen({ direction: 'short' });
    const symbols = prepareSymbols(
      [
        { symbol: 'AAPL', series: seriesFromCandles(daily([[10, 10, 10, 10]])) },
        { symbol: '000001.SZ', series: seriesFromCandles(daily([[10, 10, 10, 10]])) },
      ],
      strategy,
    );
    expect(() => runBacktest(symbols, strategy)).toThrow(BacktestRefusal);
    expect(() => runBacktest(symbols, strategy)).toThrow('backtestShortNotAllowed: 000001.SZ');
  });
});

describe('lots', () => {
  const candles = daily([
    [10.5, 10.5, 10.5, 10.5],
    [10, 10, 10, 10], // signal
    [10.5, 10.5, 10.5, 10.5], // 10,000 buys 952.38 shares at 10.5
  ]);
  it.each([
    ['600000.SS', 900],
    ['0005.HK', 800],
    ['0700.HK', 900],
    ['AAPL', 952],
    ['BTC-USD', 10_000 / 10.5],
  ] as const)('%s buys %d shares with 10,000 at 10.5', (symbol, quantity) => {
    expect(runOne(symbol, candles).trades[0]!.quantity).toBeCloseTo(quantity, 9);
  });

  it('knows Hong Kong board lots and takes 100 for the rest', () => {
    expect([lotSizeOf('0005.HK', 'HK'), lotSizeOf('0700.HK', 'HK'), lotSizeOf('9618.HK', 'HK'), lotSizeOf('0001.HK', 'HK')]).toEqual([
      400, 100, 50, 500,
    ]);
    expect([lotSizeOf('000001.SZ', 'CN'), lotSizeOf('AAPL', 'US'), lotSizeOf('ETH-USD', 'USD'), lotSizeOf('GC=F', 'GF')]).toEqual([100, 1, 0, 0]);
  });
});

describe('gaps through stops', () => {
  const strategy = { stopLoss: 5, takeProfit: 5 };
  it.each([
    // [bar after entry, exit price, reason]
    [[9.4, 9.6, 9.2, 9.5], 9.4, 'stopLoss'], // opens under the stop 9.5: the open
    [[10.8, 11, 10.7, 10.9], 10.8, 'takeProfit'], // opens over the target 10.5: the open
    [[9.8, 10.6, 9.4, 10], 9.5, 'stopLoss'], // both inside the bar: the stop, as nothing says which came first
    [[9.8, 10.6, 9.7, 10], 10.5, 'takeProfit'],
  ] as const)('long: after %j the position leaves at %d (%s)', (bar, price, reason) => {
    const candles = daily([[10.5, 10.6, 10.2, 10.4], [10.4, 10.4, 9.9, 10], [10, 10.1, 9.9, 10], [...bar]]);
    const trade = runOne('AAPL', candles, strategy).trades[0]!;
    expect(trade.exitPrice).toBeCloseTo(price, 9);
    expect(trade.exitReason).toBe(reason);
  });
});

describe('selling short', () => {
  it('profits from a fall, stops above the entry and fills a gap through the stop at the open', () => {
    const candles = daily([
      [10.5, 10.6, 10.2, 10.4],
      [10.4, 10.4, 9.9, 10], // signal
      [10, 10.1, 9.5, 9.6], // sold short 1,000 at 10
      [9.6, 9.7, 8.9, 9], // marked: 10,000 + 1,000 × (10 − 9)
      [9, 9.2, 8.8, 9.1], // signal again (no effect while short)
      [11.2, 11.5, 11, 11.3], // opens above the 5 % stop at 10.5: bought back at 11.2
    ]);
    const result = runOne('TSLA', candles, { direction: 'short', stopLoss: 5 });
    const trade = result.trades[0]!;
    expect(trade).toMatchObject({ direction: 'short', entryPrice: 10, quantity: 1000, exitPrice: 11.2, exitReason: 'stopLoss' });
    expect(trade.profit).toBeCloseTo(-1200, 9);
    expect(result.equity.equity[3]).toBeCloseTo(11_000, 9);
    expect(result.equity.equity[5]).toBeCloseTo(8800, 9);
  });

  it('trails the lowest low since entry', () => {
    const candles = daily([
      [10.5, 10.6, 10.2, 10.4],
      [10.4, 10.4, 9.9, 10], // signal
      [10, 10.1, 9.5, 9.6], // short at 10; lowest low 9.5 → trail at 9.975 (5 %)
      [9.6, 10, 9.4, 9.9], // the high 10 passes 9.975: bought back there
    ]);
    const trade = runOne('TSLA', candles, { direction: 'short', trailingStop: 5 }).trades[0]!;
    expect(trade.exitReason).toBe('trailingStop');
    expect(trade.exitPrice).toBeCloseTo(9.975, 9);
  });
});

describe('costs per market', () => {
  const candles = daily([
    [10.5, 10.5, 10.5, 10.5],
    [10, 10, 10, 10], // signal
    [10.5, 10.5, 10.5, 10.5], // bought at 10.5
    [11, 11.5, 11, 11.5], // exit rule: close at 11.5
    [12, 12.5, 12, 12.5], // sold at 12
  ]);
  const exit = { exit: { day: { 'candle.close': { min: 11.5 } } } };
  const feesOf = (symbol: string) => {
    const strategy = strategyOf({ ...buyAtTen(), ...exit, costs: undefined, startingCash: 100_000 });
    const [trade] = runBacktest([symbolOf(symbol, candles, strategy)], strategy).trades;
    return trade!;
  };

  it('are the recognisable defaults', () => {
    expect(DEFAULT_COSTS.CN).toMatchObject({ commissionBps: 2.5, minimumCommission: 5, stampDutyBuyBps: 0, stampDutySellBps: 5 });
    expect(DEFAULT_COSTS.HK).toMatchObject({ stampDutyBuyBps: 10, stampDutySellBps: 10 });
  });

  it('charge A-share stamp duty on the sale only', () => {
    // 100,000 at 10.5 with 2.5 + 0.1 + 5 bps on top: 9,516.6 → 9,500 shares (lots of 100).
    const trade = feesOf('600000.SS');
    expect(trade.quantity).toBe(9500);
    const buy = Math.max(5, 99_750 * 2.5e-4) + 99_750 * (0.1 + 5) * 1e-4;
    const sell = Math.max(5, 114_000 * 2.5e-4) + 114_000 * (5 + 0.1 + 5) * 1e-4;
    expect(trade.costs).toBeCloseTo(buy + sell, 9);
    expect(trade.profit).toBeCloseTo(9500 * 1.5 - buy - sell, 9);
  });

  it('charge Hong Kong stamp duty both ways', () => {
    const trade = feesOf('0700.HK');
    const q = trade.quantity;
    expect(q % 100).toBe(0);
    const side = (value: number) => Math.max(3, value * 3e-4) + value * (10 + 0.85 + 5) * 1e-4;
    expect(trade.costs).toBeCloseTo(side(q * 10.5) + side(q * 12), 9);
  });

  it('charge a US commission per share with its minimum, and a crypto taker fee', () => {
    const us = feesOf('AAPL');
    expect(us.costs).toBeCloseTo(us.quantity * 0.005 * 2 + us.quantity * (10.5 + 12) * 5e-4, 9);
    const crypto = feesOf('ETH-USD');
    expect(crypto.costs).toBeCloseTo(crypto.quantity * (10.5 + 12) * 15e-4, 9);
    // A small order pays the minimum commission.
    const strategy = strategyOf({ ...buyAtTen(), ...exit, costs: { US: { slippageBps: 0 } }, startingCash: 1000 });
    const [small] = runBacktest([symbolOf('AAPL', candles, strategy)], strategy).trades;
    expect(small!.quantity).toBe(95);
    expect(small!.costs).toBe(2);
  });
});

describe('a portfolio of several symbols', () => {
  it('shares the cash, holds at most maxPositions and breaks ties in alphabetical order of symbols', () => {
    const strategy = buyAtTen({ maxPositions: 2, positionSize: 0.5 });
    const rows = daily([
      [10, 10, 10, 10], // all three signal
      [10, 10, 10, 10], // two bought, 5,000 each
      [10, 10, 10, 10],
    ]);
    const symbols = prepareSymbols(
      ['CCC', 'AAA', 'BBB'].map((symbol) => ({ symbol, series: seriesFromCandles(rows) })),
      strategy,
    );
    const result = runBacktest(symbols, strategy);
    expect(result.trades.map((t) => [t.symbol, t.quantity])).toEqual([
      ['AAA', 500],
      ['BBB', 500],
    ]);
    expect(result.equity.invested[1]).toBe(10_000);
  });

  it('places no order on a symbol’s last bar, where it would hold a slot to the end', () => {
    const strategy = buyAtTen({ maxPositions: 1 });
    const ended = daily([[10, 10, 10, 10]]);
    const later = daily([[11, 11, 11, 11], [10, 10, 10, 10], [10, 10, 10, 10]]);
    const symbols = prepareSymbols(
      [
        { symbol: 'AAA', series: seriesFromCandles(ended) },
        { symbol: 'BBB', series: seriesFromCandles(later) },
      ],
      strategy,
    );
    expect(runBacktest(symbols, strategy).trades.map((t) => [t.symbol, t.entryTime])).toEqual([['BBB', START + 2 * DAY]]);
  });

  it('runs on the union of the symbols’ bar times', () => {
    const strategy = buyAtTen();
    const a = daily([[10, 10, 10, 10], [10, 10, 10, 10]]);
    const b = daily([[10, 10, 10, 10], [10, 10, 10, 10]], START + DAY);
    const symbols = prepareSymbols(
      [
        { symbol: 'A', series: seriesFromCandles(a) },
        { symbol: 'B', series: seriesFromCandles(b) },
      ],
      strategy,
    );
    expect(Array.from(runBacktest(symbols, strategy).equity.time)).toEqual([START, START + DAY, START + 2 * DAY]);
  });
});

describe('the backtest strategy schema', () => {
  const issues = (input: unknown) => {
    const parsed = backtestStrategySchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  const entry = { day: { 'kd.k': { max: 20 } } };

  it('refuses bad input by field name', () => {
    expect(issues({ entry: { day: {} } })).toEqual([['entry', 'backtestEntryEmpty']]);
    expect(issues({ entry, from: '2024-03-01', to: '2024-01-01' })).toEqual([['from', 'backtestDateRange']]);
    expect(issues({ entry, stopLoss: 0 })).toEqual([['stopLoss', 'backtestStopPercent']]);
    expect(issues({ entry, stopLoss: 100.5, trailingStop: 0 })).toEqual([
      ['stopLoss', 'backtestStopPercent'],
      ['trailingStop', 'backtestStopPercent'],
    ]);
    expect(issues({ entry, positionSize: 0 })).toEqual([['positionSize', 'backtestPositionSize']]);
    expect(issues({ entry, positionSize: 1.01 })).toEqual([['positionSize', 'backtestPositionSize']]);
    expect(issues({ entry, exit: { week: { 'kd.k': { min: 80 } } } })).toEqual([['exit', 'backtestOneGroup']]);
  });

  it('takes a stop of exactly 100 % and the whole equity', () => {
    expect(issues({ entry, stopLoss: 100, positionSize: 1 })).toEqual([]);
  });
});
