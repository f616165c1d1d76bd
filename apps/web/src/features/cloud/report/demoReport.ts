import {
  type BacktestReport,
  compareWithBenchmark,
  computeMetrics,
  drawdownCurve,
  type MetricsOptions,
  monthlyReturns,
  prepareSymbols,
  runBacktest,
  splitMetrics,
  sweep,
} from '@signaldesk/backtest';
import { backtestStrategySchema, type SweepAxis } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket } from '@signaldesk/market-data';

/** A fixed "now", so every machine draws the same demo candles. */
const NOW = Date.UTC(2025, 10, 1) / 1000;

/**
 * A report shaped as a done run's result, made by running the engine: a KD-oversold rule (buy under 25, sell
 * over 70) with a stop on the demo market's AAPL days, against SPY, split at 2022 and swept over both K
 * thresholds; every bar is kept, as for a short run. For tests that read the report screens.
 */
export function demoReport(): BacktestReport {
  const market = new DemoMarket({ now: () => NOW });
  const candles = (symbol: string) => market.candlesNow({ symbol, duration: '1d' }, NOW);
  const strategy = backtestStrategySchema.parse({
    entry: { day: { 'kd.k': { max: 25 } } },
    exit: { day: { 'kd.k': { min: 70 } } },
    stopLoss: 8,
    from: '2016-01-01',
  });
  const symbols = prepareSymbols([{ symbol: 'AAPL', series: seriesFromCandles(candles('AAPL')) }], strategy);
  const result = runBacktest(symbols, strategy);
  const options: MetricsOptions = { barsPerYear: 252, riskFreeRate: 0.02, startingCash: result.startingCash };
  const spy = new Map(candles('SPY').map((candle) => [candle.ts, candle.close]));
  const { equity: benchmarkEquity, ...benchmark } = compareWithBenchmark(
    result.equity,
    result.equity.time.map((ts) => spy.get(ts) ?? Number.NaN),
    options,
  );
  const axes: SweepAxis[] = [
    { side: 'entry', field: 'kd.k', bound: 'max', from: 10, to: 30, step: 5 },
    { side: 'exit', field: 'kd.k', bound: 'min', from: 70, to: 90, step: 5 },
  ];
  return {
    symbols: ['AAPL'],
    duration: '1d',
    timeZone: 'America/New_York',
    options,
    metrics: computeMetrics(result.equity, result.trades, options),
    trades: result.trades,
    tradeCount: result.trades.length,
    skipped: [],
    costs: result.costs,
    curve: {
      bars: result.equity.time.length,
      time: [...result.equity.time],
      equity: [...result.equity.equity],
      buyAndHold: [...result.buyAndHold],
      drawdown: [...drawdownCurve(result.equity)],
      benchmark: [...benchmarkEquity],
    },
    benchmark: { symbol: 'SPY', ...benchmark },
    monthly: monthlyReturns(result.equity, 'America/New_York'),
    split: splitMetrics(result.equity, result.trades, options, Date.UTC(2022, 0, 1) / 1000),
    sweep: { axes, cells: sweep(symbols, strategy, axes, (run) => computeMetrics(run.equity, run.trades, options)) },
  };
}
