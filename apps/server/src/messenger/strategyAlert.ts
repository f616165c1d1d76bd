import type { Duration } from '@signaldesk/contract';

/** A symbol that has just entered a saved strategy's result set, on one bar of one duration. */
export interface StrategyAlert {
  userid: string;
  strategyId: string;
  strategyName: string;
  symbol: string;
  /** The symbol's name in the universe, shown beside the ticker. */
  name: string;
  duration: Duration;
  /** Epoch seconds of the bar that matched: one alert per symbol per bar. */
  ts: number;
  /** The matched fields' values, by catalogue id. */
  payload: Record<string, number | string | null>;
}

/** Where the strategy runner hands its alerts: the messenger stores them and delivers them on every channel. */
export interface AlertSink {
  deliver(alerts: StrategyAlert[]): Promise<void>;
}
