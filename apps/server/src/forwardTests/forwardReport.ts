import { type BacktestReport, type BacktestSymbol, buildReport } from '@signaldesk/backtest';
import type { Duration, ForwardReport } from '@signaldesk/contract';
import { timeZoneOfMarket } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { DURATION_SECONDS } from '../candles/durations.js';
import type { Db } from '../db/database.js';
import { fillView, orderView } from '../paper/paperReads.js';
import { barsPerYear } from '../quotes/barsPerYear.js';
import { barsBetween, candlesUpTo, type ForwardDuration } from './forwardCandles.js';
import { forwardTestView, strategyOfTest } from './forwardStore.js';
import type { ForwardTestsTable } from './forwardTables.js';

/**
 * The backtest of the test's strategy over the candles the test read: those that closed after it began, up to the
 * last one closed by now (or by its stop), their indicators warmed on the history before. Null before any closed.
 */
export async function backtestBeside(store: CandleStore, test: ForwardTestsTable, now: number): Promise<BacktestReport | null> {
  const strategy = strategyOfTest(test);
  const duration = test.duration as ForwardDuration;
  const length = DURATION_SECONDS[duration];
  const until = test.stopped_at === null ? now : Number(test.stopped_at);
  const symbols: BacktestSymbol[] = [];
  const skipped: string[] = [];
  for (const symbol of JSON.parse(test.symbols) as string[]) {
    const all = await candlesUpTo(store, symbol, duration, strategy, until - length);
    let from = 0;
    while (from < all.ts.length && all.ts[from]! + length <= Number(test.started_at)) from++;
    if (from >= all.ts.length) skipped.push(symbol);
    else symbols.push(barsBetween(all, from, all.ts.length));
  }
  const first = symbols[0];
  if (!first) return null;
  return buildReport({
    symbols,
    request: { strategy, universe: { kind: 'symbol', symbol: first.symbol }, riskFreeRate: 0 },
    duration,
    barsPerYear: barsPerYear(first.symbol, duration as Duration),
    timeZone: timeZoneOfMarket(first.market),
    benchmark: null,
    skipped,
  });
}

export async function forwardReport(db: Db, store: CandleStore, test: ForwardTestsTable, now: number): Promise<ForwardReport> {
  const signals = await db.selectFrom('forward_signals').selectAll().where('forward_test_id', '=', test.id).orderBy('candle_ts').orderBy('symbol').orderBy('side').execute();
  const ids = signals.flatMap((signal) => (signal.order_id ? [signal.order_id] : []));
  const orders = ids.length === 0 ? [] : await db.selectFrom('paper_orders').selectAll().where('id', 'in', ids).orderBy('placed_at').orderBy('id').execute();
  const fills = ids.length === 0 ? [] : await db.selectFrom('paper_fills').selectAll().where('order_id', 'in', ids).orderBy('filled_at').orderBy('id').execute();
  return {
    forwardTest: await forwardTestView(db, test),
    signals: signals.map((signal) => ({
      symbol: signal.symbol,
      candleTime: Number(signal.candle_ts),
      side: signal.side,
      orderId: signal.order_id,
      reason: signal.reason,
      at: Number(signal.at),
    })),
    orders: orders.map(orderView),
    fills: fills.map(fillView),
    startingEquity: Number(test.starting_equity),
    backtest: await backtestBeside(store, test, now),
  };
}
