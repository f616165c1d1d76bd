import { type HeatmapGroup, type HeatmapPeriod, type HeatmapTile, type Market, SYMBOL_TYPES } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data';
import type { BoardRow } from '../marketBoard.js';
import type { PeriodChange } from './periodChanges.js';

const TYPE_NAMES = new Map<number, string>(Object.entries(SYMBOL_TYPES).map(([name, code]) => [code, name]));

/**
 * The group a tile sits in: the editors' sector, else the universe's GICS sector id (empty for a symbol
 * with neither, which the screen shows as unclassified), or the symbol type's name (stock, etf, crypto...).
 */
function groupOf(row: BoardRow, group: HeatmapGroup): string {
  if (group === 'sector') return row.sector ?? findSymbol(row.symbol)?.sector ?? '';
  return TYPE_NAMES.get(row.type) ?? 'stock';
}

/** Every symbol of a region (or of all) that has a market cap, largest first, with its change over the period. */
export function heatmapTiles(
  rows: readonly BoardRow[],
  region: Market,
  period: HeatmapPeriod,
  group: HeatmapGroup,
  changes: ReadonlyMap<string, PeriodChange>,
): HeatmapTile[] {
  return rows
    .filter((row) => (region === 'ALL' || row.region === region) && row.cap > 0)
    .sort((a, b) => b.cap - a.cap || a.symbol.localeCompare(b.symbol))
    .map((row) => ({
      symbol: row.symbol,
      region: row.region,
      name: row.name,
      cnname: row.cnname,
      group: groupOf(row, group),
      cap: row.cap,
      close: row.close,
      change: period === '1d' ? row.updown : (changes.get(row.symbol)?.[period] ?? null),
    }));
}
