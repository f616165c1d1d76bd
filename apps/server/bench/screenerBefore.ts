import { type Duration, GROUP_DURATION, isIpoDate, STRATEGY_GROUPS } from '@signaldesk/contract';
import { Screener } from '../src/screener/screener.js';

const SYNC_EVERY_MS = 5_000;
const DURATIONS: Duration[] = STRATEGY_GROUPS.map((group) => GROUP_DURATION[group]);

function ipoOf(fieldsJson: string): number {
  const value = Number((JSON.parse(fieldsJson) as Record<string, unknown>).ipo);
  return isIpoDate(value) ? value : Number.NaN;
}

/**
 * The screener's sync as it was, kept only as the bench's reference: every snapshot whose computed_at is at or past
 * the last one seen is read back with its values, the sweep's own included.
 */
export class ScreenerBefore extends Screener {
  private seenAt = 0;
  private seenMeta = 0;
  private lastSync = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly database: ConstructorParameters<typeof Screener>[0],
    private readonly now: () => number = Date.now,
  ) {
    super(database, now);
  }

  override async sync(force = false): Promise<void> {
    if (!force && this.now() - this.lastSync < SYNC_EVERY_MS) return;
    this.lastSync = this.now();
    const snapshots = await this.database
      .selectFrom('snapshots')
      .select(['symbol', 'duration', 'ts', 'field_values', 'computed_at'])
      .where('duration', 'in', DURATIONS)
      .where('computed_at', '>=', this.seenAt)
      .execute();
    for (const row of snapshots) {
      this.put({ symbol: row.symbol, duration: row.duration as Duration, ts: Number(row.ts), values: JSON.parse(row.field_values) as (number | null)[] });
      this.seenAt = Math.max(this.seenAt, Number(row.computed_at));
    }
    const metas = await this.database.selectFrom('stock_meta').select(['symbol', 'fields', 'updated_at']).where('updated_at', '>=', this.seenMeta).execute();
    for (const meta of metas) {
      this.table.setIpo(meta.symbol, ipoOf(meta.fields));
      this.seenMeta = Math.max(this.seenMeta, Number(meta.updated_at));
    }
  }
}
