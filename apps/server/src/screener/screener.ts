import {
  currencyPerUsd,
  type Duration,
  GROUP_DURATION,
  isIpoDate,
  type Market,
  STRATEGY_GROUPS,
  type StrategyGroup,
  type StrategyQuery,
} from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { type QueryAnswer, runQuery } from './runQuery.js';
import { ScreenerTable, type SymbolFacts } from './screenerTable.js';

/** A snapshot as the market writes it: the last bar's catalogue values in catalogue order. */
export interface WrittenSnapshot {
  symbol: string;
  duration: Duration;
  ts: number;
  values: readonly (number | null)[];
}

/**
 * Another server process may compute snapshots this one never hears of; before answering, the screener
 * reads what changed in the database since it last looked, at most this often.
 */
const SYNC_EVERY_MS = 5_000;

const groupOf = new Map<string, StrategyGroup>(STRATEGY_GROUPS.map((group) => [GROUP_DURATION[group], group]));

/** Market cap in hundreds of millions of the market's own currency, from millions of US dollars. */
export const capInHundredMillions = (region: Market, capMillionsUsd: number) =>
  (capMillionsUsd * currencyPerUsd(region)) / 100;

/** The editors keep a listing date among a stock's meta fields as YYYYMMDD (number or text). */
function ipoOf(fieldsJson: string): number {
  const value = Number((JSON.parse(fieldsJson) as Record<string, unknown>).ipo);
  return isIpoDate(value) ? value : Number.NaN;
}

/** The screener's in-memory copy of the snapshots, kept current by the market's writes. */
export class Screener {
  readonly table = new ScreenerTable();
  private seenComputedAt = 0;
  private seenMetaAt = 0;
  private syncedAt = 0;

  constructor(private readonly db: Db) {}

  /** Reads the symbol list, listing dates and every snapshot: the start of a server. */
  async load(): Promise<void> {
    const symbols = await this.db.selectFrom('symbols').select(['symbol', 'name', 'cnname', 'region', 'type', 'cap']).orderBy('symbol').execute();
    for (const row of symbols) {
      const region = row.region as Market;
      const facts: SymbolFacts = { ...row, region, cap: capInHundredMillions(region, Number(row.cap)), ipo: Number.NaN };
      this.table.upsertSymbol(facts);
    }
    await this.sync(true);
  }

  /** Applies one snapshot the market has just written. */
  put(snapshot: WrittenSnapshot): void {
    const group = groupOf.get(snapshot.duration);
    if (group) this.table.put(snapshot.symbol, group, snapshot.ts, snapshot.values);
  }

  /** Reads snapshots and listing dates changed since the last look; `force` skips the rate limit. */
  async sync(force = false): Promise<void> {
    if (!force && Date.now() - this.syncedAt < SYNC_EVERY_MS) return;
    this.syncedAt = Date.now();
    const snapshots = await this.db
      .selectFrom('snapshots')
      .select(['symbol', 'duration', 'ts', 'field_values', 'computed_at'])
      .where('duration', 'in', [...groupOf.keys()])
      .where('computed_at', '>=', this.seenComputedAt)
      .execute();
    for (const row of snapshots) {
      this.put({
        symbol: row.symbol,
        duration: row.duration as Duration,
        ts: Number(row.ts),
        values: JSON.parse(row.field_values) as (number | null)[],
      });
      this.seenComputedAt = Math.max(this.seenComputedAt, Number(row.computed_at));
    }
    const metas = await this.db.selectFrom('stock_meta').select(['symbol', 'fields', 'updated_at']).where('updated_at', '>=', this.seenMetaAt).execute();
    for (const meta of metas) {
      this.table.setIpo(meta.symbol, ipoOf(meta.fields));
      this.seenMetaAt = Math.max(this.seenMetaAt, Number(meta.updated_at));
    }
  }

  query(query: StrategyQuery, symbols?: readonly string[]): QueryAnswer {
    if (!symbols) return runQuery(this.table, query);
    const rows = new Set<number>();
    for (const symbol of symbols) {
      const row = this.table.rowOf(symbol);
      if (row !== undefined) rows.add(row);
    }
    return runQuery(this.table, query, rows);
  }
}
