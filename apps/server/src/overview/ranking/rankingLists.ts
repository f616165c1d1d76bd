import { type Market, OVERVIEW, REGIONS, type RankingRegion, type RankingRow, type Region } from '@signaldesk/contract';
import type { BoardRow } from '../marketBoard.js';

/** Matrix trend code of a bull trend: the 10, 30 and 120 lines stack upward. */
const BULL_TREND = 3;
/** A close within 1 % of the year's highest high (which includes today's bar) counts as a new 1-year high. */
const NEAR_HIGH = -0.01;

const toRow = (row: BoardRow, value: number): RankingRow => ({
  symbol: row.symbol,
  name: row.name,
  cnname: row.cnname,
  region: row.region,
  cap: row.cap,
  close: row.close,
  updown: row.updown,
  value,
});

/** The top rows by a measure, largest first; rows without the measure are left out, ties go to the larger cap. */
function top(rows: readonly BoardRow[], measure: (row: BoardRow) => number | null, count = OVERVIEW.rankingRows): RankingRow[] {
  const measured: { row: BoardRow; value: number }[] = [];
  for (const row of rows) {
    const value = measure(row);
    if (value !== null && Number.isFinite(value)) measured.push({ row, value });
  }
  measured.sort((a, b) => b.value - a.value || b.row.cap - a.row.cap);
  return measured.slice(0, count).map(({ row, value }) => toRow(row, value));
}

function regionLists(region: Region, rows: readonly BoardRow[]): RankingRegion {
  const gainers = top(rows, (r) => (r.updown !== null && r.updown > 0 ? r.updown : null));
  const losers = top(rows, (r) => (r.updown !== null && r.updown < 0 ? -r.updown : null)).map((r) => ({ ...r, value: -r.value }));
  return {
    region,
    count: rows.length,
    lists: {
      gainers,
      losers,
      // Traded value, so a cheap share's big volume does not outrank a heavyweight's.
      active: top(rows, (r) => (r.volume !== null && r.close !== null && r.volume > 0 ? r.volume * r.close : null)),
      trend: top(rows, (r) => (r.trend === BULL_TREND ? r.k30 : null)),
      highs: top(rows, (r) => (r.rrtop !== null && r.rrtop >= NEAR_HIGH ? r.rrtop * 100 : null)),
    },
  };
}

/** Gold and currencies have no market cap: their region is ranked whole, the minimum cap not applying to it. */
const UNCAPPED_REGIONS: ReadonlySet<Region> = new Set(['GF']);

/**
 * Ranked lists per region of the symbols whose cap is at least `mincap` hundreds of millions of dollars; elsewhere
 * symbols without a cap (indices, funds) never qualify.
 */
export function rankingLists(rows: readonly BoardRow[], mincap: number, market: Market): RankingRegion[] {
  const floor = mincap * OVERVIEW.millionsPerMinCapUnit;
  const regions = market === 'ALL' ? REGIONS : [market];
  const ranked = (region: Region, row: BoardRow) => UNCAPPED_REGIONS.has(region) || (row.cap > 0 && row.cap >= floor);
  return regions.map((region) =>
    regionLists(
      region,
      rows.filter((row) => row.region === region && ranked(region, row)),
    ),
  );
}
