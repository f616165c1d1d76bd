import { type BacktestReport, buildReport, prepareSymbols } from '@signaldesk/backtest';
import { backtestRequestSchema } from '@signaldesk/contract';
import { seriesFromCandles } from '@signaldesk/indicators';
import { DemoMarket } from '@signaldesk/market-data';

/** A fixed "now", so every machine draws the same demo candles. */
const NOW = Date.UTC(2025, 10, 1) / 1000;

/**
 * A done run's report made by the server's own builder: a KD-oversold rule (buy under 25, sell over 70) with a stop
 * on the demo market's AAPL days, against SPY, split at 2022 and swept over both K thresholds. For tests that read
 * the report screens.
 */
export function demoReport(): BacktestReport {
  const market = new DemoMarket({ now: () => NOW });
  const series = (symbol: string) => seriesFromCandles(market.candlesNow({ symbol, duration: '1d' }, NOW));
  const request = backtestRequestSchema.parse({
    strategy: { entry: { day: { 'kd.k': { max: 25 } } }, exit: { day: { 'kd.k': { min: 70 } } }, stopLoss: 8, from: '2016-01-01' },
    universe: { kind: 'symbol', symbol: 'AAPL' },
    sweep: [
      { side: 'entry', field: 'kd.k', bound: 'max', from: 10, to: 30, step: 5 },
      { side: 'exit', field: 'kd.k', bound: 'min', from: 70, to: 90, step: 5 },
    ],
    splitAt: '2022-01-01',
    riskFreeRate: 0.02,
  });
  const spy = series('SPY');
  return buildReport({
    symbols: prepareSymbols([{ symbol: 'AAPL', series: series('AAPL') }], request.strategy),
    request,
    duration: '1d',
    barsPerYear: 252,
    timeZone: 'America/New_York',
    benchmark: { symbol: 'SPY', ts: spy.ts, close: spy.close },
    skipped: [],
  });
}
