import { type Duration, MESSAGE_SCHEMA, type MessageType } from '@signaldesk/contract';
import type { StrategyAlert } from './strategyAlert.js';

/**
 * One message for one user, whatever raised it. `key` names it uniquely: the same notice handed over twice (by a
 * retry or by a second process) is stored and delivered once.
 */
export interface Notice {
  userid: string;
  key: string;
  type: MessageType;
  sessionid: string;
  sessioname: string;
  symbol: string;
  name: string;
  /** The chart the message opens. */
  duration: Duration;
  payload: Record<string, number | string | null>;
  schema: string;
}

/** The same strategy, symbol, duration and bar is one alert however often it is raised. */
export function strategyNotice(alert: StrategyAlert): Notice {
  return {
    userid: alert.userid,
    key: [alert.userid, alert.strategyId, alert.symbol, alert.duration, alert.ts].join('|'),
    type: 'strategy',
    sessionid: alert.strategyId,
    sessioname: alert.strategyName,
    symbol: alert.symbol,
    name: alert.name,
    duration: alert.duration,
    payload: { ...alert.payload, bar: alert.ts },
    schema: MESSAGE_SCHEMA,
  };
}
