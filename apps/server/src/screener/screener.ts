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
import { HeldSeconds } from './heldSeconds.js';
import { type QueryAnswer, runQuery } from './runQuery.js';
import { ScreenerTable, type SymbolFacts } from './screenerTable.js';

/** A snapshot as the market writes it: the last bar's catalogue values in catalogue order. */
export interface WrittenSnapshot {
  symbol: string;
  duration: Duration;
  ts: number;
  values: readonly (number | null)[];
  /** The snapshot row's computed_at, as its writer passes it on; without it the row is read back at the next sync. */
  computedAt?: number;
}

/**
 * Another server process may compute snapshots this one never hears of; before answering, the screener
 * reads what changed in the database since it last looked, at most this often.
 */
const SYNC_EVERY_MS = 5_000;
/** Seconds of computed_at read per statement, well under SQLite's limit on bound values. */
const READ_BATCH = 500;

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
  private syncedAt = Number.NEGATIVE_INFINITY;
  /** The computed_at of each snapshot held, by duration and symbol, where its writer told it. */
  private readonly heldSnapshots = new HeldSeconds();
  /** The updated_at of each symbol's meta read. */
  private readonly heldMetas = new HeldSeconds();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

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
    if (!group) return;
    this.heldSnapshots.hold(`${snapshot.duration} ${snapshot.symbol}`, snapshot.computedAt ?? Number.NaN);
    this.table.put(snapshot.symbol, group, snapshot.ts, snapshot.values);
  }

  /** Reads snapshots and listing dates changed since the last look; `force` skips the rate limit. */
  async sync(force = false): Promise<void> {
    const now = this.clock();
    if (!force && now - this.syncedAt < SYNC_EVERY_MS) return;
    this.syncedAt = now;
    await this.syncSnapshots();
    await this.syncMetas();
  }

  /** Listing dates, as the snapshots: counted per second of updated_at, and only the seconds not held read. */
  private async syncMetas(): Promise<void> {
    const seconds = await this.db
      .selectFrom('stock_meta')
      .select((eb) => ['updated_at', eb.fn.countAll<number | string>().as('written')])
      .where('updated_at', '>=', this.seenMetaAt)
      .groupBy('updated_at')
      .execute();
    const written = new Map(seconds.map((row) => [Number(row.updated_at), Number(row.written)]));
    const unsure = this.heldMetas.unsure(written, new Set());
    for (let i = 0; i < unsure.length; i += READ_BATCH) {
      const metas = await this.db
        .selectFrom('stock_meta')
        .select(['symbol', 'fields', 'updated_at'])
        .where('updated_at', 'in', unsure.slice(i, i + READ_BATCH))
        .execute();
      for (const meta of metas) {
        this.table.setIpo(meta.symbol, ipoOf(meta.fields));
        this.heldMetas.hold(meta.symbol, Number(meta.updated_at));
      }
    }
    for (const at of written.keys()) this.seenMetaAt = Math.max(this.seenMetaAt, at);
  }

  /**
   * The snapshots written since the last look are first counted per second of computed_at: a second holding as many
   * rows as this screener holds with that time is taken as held (what this process wrote, or heard from the others),
   * and only the other seconds are read, values and all. The cycle after a sweep so reads back none of the sweep's own
   * thousands of snapshots, where it read every one, a cost growing with the universe. Reading a second moves the
   * rows it replaces out of their old seconds, so the counts are compared again until they all agree.
   */
  private async syncSnapshots(): Promise<void> {
    const durations = [...groupOf.keys()];
    const seconds = await this.db
      .selectFrom('snapshots')
      .select((eb) => ['computed_at', eb.fn.countAll<number | string>().as('written')])
      .where('duration', 'in', durations)
      .where('computed_at', '>=', this.seenComputedAt)
      .groupBy('computed_at')
      .execute();
    const written = new Map(seconds.map((row) => [Number(row.computed_at), Number(row.written)]));
    const read = new Set<number>();
    for (;;) {
      const unsure = this.heldSnapshots.unsure(written, read);
      if (unsure.length === 0) break;
      for (let i = 0; i < unsure.length; i += READ_BATCH) {
        const batch = unsure.slice(i, i + READ_BATCH);
        const rows = await this.db
          .selectFrom('snapshots')
          .select(['symbol', 'duration', 'ts', 'field_values', 'computed_at'])
          .where('duration', 'in', durations)
          .where('computed_at', 'in', batch)
          .execute();
        for (const row of rows) {
          this.put({
            symbol: row.symbol,
            duration: row.duration as Duration,
            ts: Number(row.ts),
            values: JSON.parse(row.field_values) as (number | null)[],
            computedAt: Number(row.computed_at),
          });
        }
        for (const at of batch) read.add(at);
      }
    }
    // Moved on only once every second is held: a read that failed is tried again at the next look.
    for (const at of written.keys()) this.seenComputedAt = Math.max(this.seenComputedAt, at);
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
