import type { HeatmapPeriod } from '@signaldesk/contract';
import type { Db } from '../../db/database.js';

const DAY = 86_400;
/** How far back each period's change looks, in calendar days from the last bar. */
export const PERIOD_DAYS: Record<Exclude<HeatmapPeriod, '1d'>, number> = { '1wk': 7, '1mo': 30 };
/** Bars read per symbol: the month plus a margin for holidays before the reference day. */
const WINDOW_DAYS = PERIOD_DAYS['1mo'] + 10;

export type PeriodChange = Record<Exclude<HeatmapPeriod, '1d'>, number | null>;

/**
 * Percent change of the last daily close against the last close at or before the reference day
 * (7 or 30 calendar days earlier); null when the stored history does not reach that far.
 */
export function changesOf(bars: readonly { ts: number; close: number }[]): PeriodChange {
  const last = bars.at(-1);
  const change = (days: number): number | null => {
    if (!last) return null;
    const limit = last.ts - days * DAY;
    for (let i = bars.length - 2; i >= 0; i--) {
      const bar = bars[i]!;
      if (bar.ts <= limit) return bar.close > 0 ? (last.close / bar.close - 1) * 100 : null;
    }
    return null;
  };
  return { '1wk': change(PERIOD_DAYS['1wk']), '1mo': change(PERIOD_DAYS['1mo']) };
}

/** Week and month changes of every symbol from the stored daily bars, computed once per data version. */
export class PeriodChanges {
  private cached: { key: string; changes: Map<string, PeriodChange> } | null = null;

  constructor(private readonly db: Db) {}

  async changes(version: string, now: number): Promise<Map<string, PeriodChange>> {
    const key = `${version}:${Math.floor(now / DAY)}`;
    if (this.cached?.key === key) return this.cached.changes;
    const rows = await this.db
      .selectFrom('candles')
      .select(['symbol', 'ts', 'close'])
      .where('duration', '=', '1d')
      .where('ts', '>=', now - WINDOW_DAYS * DAY)
      .orderBy('symbol')
      .orderBy('ts')
      .execute();
    const bySymbol = new Map<string, { ts: number; close: number }[]>();
    for (const row of rows) {
      const bars = bySymbol.get(row.symbol) ?? [];
      bars.push({ ts: Number(row.ts), close: Number(row.close) });
      bySymbol.set(row.symbol, bars);
    }
    const changes = new Map<string, PeriodChange>();
    for (const [symbol, bars] of bySymbol) changes.set(symbol, changesOf(bars));
    this.cached = { key, changes };
    return changes;
  }
}
