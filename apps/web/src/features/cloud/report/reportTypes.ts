export type { BacktestReport, ReportCurve } from '@signaldesk/backtest';
