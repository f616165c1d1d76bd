import type { Region } from '@signaldesk/contract';
import { fieldIndex } from '@signaldesk/indicators';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** One symbol as the overview screens read it: the symbol list's figures and a few daily indicator values. */
export interface BoardRow {
  symbol: string;
  name: string;
  cnname: string;
  region: Region;
  type: number;
  /** Millions of US dollars. */
  cap: number;
  close: number | null;
  updown: number | null;
  /** The editors' sector from the stock meta, when they wrote one. */
  sector: string | null;
  volume: number | null;
  /** Matrix trend code (3 bull, 2 bear) and the 30-bar line's angle in degrees. */
  trend: number | null;
  k30: number | null;
  /** Close over the 1-year highest high, minus 1 (0 at the high). */
  rrtop: number | null;
}

const FIELDS = {
  volume: fieldIndex('candle.volume'),
  trend: fieldIndex('matrix.trend'),
  k30: fieldIndex('matrix.k30'),
  rrtop: fieldIndex('feature.rrtop'),
} satisfies Record<string, number>;

const valueAt = (values: (number | null)[] | null, index: number) => values?.[index] ?? null;

function sectorOf(fieldsJson: string | null): string | null {
  if (!fieldsJson) return null;
  const fields: unknown = JSON.parse(fieldsJson);
  const sector = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).sector : undefined;
  return typeof sector === 'string' && sector.trim() !== '' ? sector.trim() : null;
}

/**
 * The whole universe with its daily figures, read once and kept until the data changes: every list call
 * then costs one small version query instead of parsing a thousand snapshots.
 */
export class MarketBoard {
  private cached: { version: string; rows: BoardRow[] } | null = null;
  private loading: Promise<BoardRow[]> | null = null;

  constructor(private readonly db: Db) {}

  /** Changes whenever a symbol, a daily snapshot or a stock meta is written or removed. */
  private async version(): Promise<string> {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT * FROM
        (SELECT COUNT(*) AS symbols, MAX(stats_at) AS stats FROM symbols) AS s,
        (SELECT COUNT(*) AS snapshots, MAX(computed_at) AS computed FROM snapshots WHERE duration = '1d') AS n,
        (SELECT COUNT(*) AS metas, MAX(updated_at) AS meta_at FROM stock_meta) AS m`.execute(this.db);
    return Object.values(rows[0] ?? {})
      .map(String)
      .join(':');
  }

  /** The rows and the data version they belong to, read again only when the version has moved. */
  async read(): Promise<{ version: string; rows: BoardRow[] }> {
    const version = await this.version();
    if (this.cached?.version === version) return this.cached;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    const rows = await this.loading;
    this.cached = { version, rows };
    return this.cached;
  }

  private async load(): Promise<BoardRow[]> {
    const rows = await this.db
      .selectFrom('symbols')
      .leftJoin('snapshots', (join) => join.onRef('snapshots.symbol', '=', 'symbols.symbol').on('snapshots.duration', '=', '1d'))
      .leftJoin('stock_meta', 'stock_meta.symbol', 'symbols.symbol')
      .select([
        'symbols.symbol',
        'symbols.name',
        'symbols.cnname',
        'symbols.region',
        'symbols.type',
        'symbols.cap',
        'symbols.close',
        'symbols.updown',
        'snapshots.field_values',
        'stock_meta.fields',
      ])
      .execute();
    return rows.map((row) => {
      const values = row.field_values ? (JSON.parse(row.field_values) as (number | null)[]) : null;
      return {
        symbol: row.symbol,
        name: row.name,
        cnname: row.cnname,
        region: row.region as Region,
        type: Number(row.type),
        cap: Number(row.cap),
        close: row.close === null ? null : Number(row.close),
        updown: row.updown === null ? null : Number(row.updown),
        sector: sectorOf(row.fields),
        volume: valueAt(values, FIELDS.volume),
        trend: valueAt(values, FIELDS.trend),
        k30: valueAt(values, FIELDS.k30),
        rrtop: valueAt(values, FIELDS.rrtop),
      };
    });
  }
}
