import { type BacktestReport, type BacktestSymbol, buildReport, computeMetrics, drawdownCurve, keptBars, type MetricsOptions } from '@signaldesk/backtest';
import type { Duration, ForwardReport } from '@signaldesk/contract';
import { timeZoneOfMarket } from '@signaldesk/market-data';
import type { CandleStore } from '../candles/candleStore.js';
import { DURATION_SECONDS } from '../candles/durations.js';
import type { Db } from '../db/database.js';
import { fillView, orderView } from '../paper/paperReads.js';
import { barsPerYear } from '../quotes/barsPerYear.js';
import { barsBetween, type ForwardDuration, preparedFor, storedUpTo } from './forwardCandles.js';
import { forwardEquity } from './forwardEquity.js';
import { forwardTestView, strategyOfTest } from './forwardStore.js';
import type { ForwardTestsTable } from './forwardTables.js';

/**
 * The candles the test read: those that closed after it began, up to the last one closed by now (or by its stop),
 * their indicators warmed on the history before; the symbols without one are skipped.
 */
async function candlesOfTest(store: CandleStore, test: ForwardTestsTable, now: number): Promise<{ symbols: BacktestSymbol[]; skipped: string[] }> {
  const strategy = strategyOfTest(test);
  const duration = test.duration as ForwardDuration;
  const length = DURATION_SECONDS[duration];
  const until = test.stopped_at === null ? now : Number(test.stopped_at);
  const symbols: BacktestSymbol[] = [];
  const skipped: string[] = [];
  for (const symbol of JSON.parse(test.symbols) as string[]) {
    const all = preparedFor(symbol, await storedUpTo(store, symbol, duration, until - length), strategy);
    let from = 0;
    while (from < all.ts.length && all.ts[from]! + length <= Number(test.started_at)) from++;
    if (from >= all.ts.length) skipped.push(symbol);
    else symbols.push(barsBetween(all, from, all.ts.length));
  }
  return { symbols, skipped };
}

/** What both sides are measured with: the bars a year of the first symbol's market at the test's duration. */
function metricsOptions(test: ForwardTestsTable, symbols: readonly BacktestSymbol[]): MetricsOptions {
  const first = symbols[0]?.symbol ?? (JSON.parse(test.symbols) as string[])[0] ?? '';
  return { barsPerYear: barsPerYear(first, test.duration as Duration), riskFreeRate: 0, startingCash: Number(test.starting_equity) };
}

/** The backtest of the test's strategy over the candles the test read; null before any closed. */
function backtestBeside(test: ForwardTestsTable, symbols: BacktestSymbol[], skipped: string[], options: MetricsOptions): BacktestReport | null {
  const first = symbols[0];
  if (!first) return null;
  return buildReport({
    symbols,
    request: { strategy: strategyOfTest(test), universe: { kind: 'symbol', symbol: first.symbol }, riskFreeRate: options.riskFreeRate },
    duration: test.duration as ForwardDuration,
    barsPerYear: options.barsPerYear,
    timeZone: timeZoneOfMarket(first.market),
    benchmark: null,
    skipped,
  });
}

export async function forwardReport(db: Db, store: CandleStore, test: ForwardTestsTable, now: number): Promise<ForwardReport> {
  const signals = await db.selectFrom('forward_signals').selectAll().where('forward_test_id', '=', test.id).orderBy('candle_ts').orderBy('symbol').orderBy('side').execute();
  const ids = signals.flatMap((signal) => (signal.order_id ? [signal.order_id] : []));
  // Only the run the test traded in: a reset stops the test, and another run's fills are another account's history.
  const orders =
    ids.length === 0
      ? []
      : await db.selectFrom('paper_orders').selectAll().where('id', 'in', ids).where('run', '=', Number(test.run)).orderBy('placed_at').orderBy('id').execute();
  const ran = orders.map((order) => order.id);
  const fills = (ran.length === 0 ? [] : await db.selectFrom('paper_fills').selectAll().where('order_id', 'in', ran).orderBy('filled_at').orderBy('id').execute()).map(fillView);
  const startingEquity = Number(test.starting_equity);
  const { symbols, skipped } = await candlesOfTest(store, test, now);
  const options = metricsOptions(test, symbols);
  const { curve, trades } = forwardEquity(symbols, fills, startingEquity, DURATION_SECONDS[test.duration as ForwardDuration]);
  // Thinned as the backtest's curve is, so a long test's peaks, troughs and deepest drawdown survive.
  const kept = keptBars(curve.equity, drawdownCurve(curve));
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
    fills,
    startingEquity,
    equity: { time: kept.map((i) => curve.time[i]!), equity: kept.map((i) => curve.equity[i]!) },
    metrics: computeMetrics(curve, trades, options),
    backtest: backtestBeside(test, symbols, skipped, options),
  };
}
