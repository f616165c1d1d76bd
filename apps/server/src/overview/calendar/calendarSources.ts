import type { EconomicCalendarEvent } from '@signaldesk/contract';
import type { EarningsEntry } from '@signaldesk/market-data';

/** Where economic releases come from: the demo calendar offline, or a vendor when a key is configured. */
export interface EconomicSource {
  readonly name: string;
  /** Releases whose time falls in [from, to), epoch seconds. */
  events(from: number, to: number): Promise<EconomicCalendarEvent[]>;
}

/** Where earnings dates come from: the market provider's own (Yahoo, or the demo market). */
export interface EarningsSource {
  readonly name: string;
  earnings(from: number, to: number): Promise<EarningsEntry[]>;
  /** Each listed symbol's first report from `from` on, where the source knows one. */
  nextEarnings(symbols: readonly string[], from: number): Promise<EarningsEntry[]>;
}
