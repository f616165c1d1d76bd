import { type Language, OVERVIEW, type RankingListId } from '@signaldesk/contract';
import { formatCap, formatFixed, formatPercent, formatVolume } from '@signaldesk/format';

/** A list's measure as traders read it: signed percent, compact traded value (in the market's currency), degrees. */
export function formatRankValue(list: RankingListId, value: number, language: Language): string {
  switch (list) {
    case 'active':
      return formatVolume(value, language);
    case 'trend':
      return `${formatFixed(value, language, 1)}°`;
    default:
      return formatPercent(value, language);
  }
}

/** The minimum cap, kept in the route in hundreds of millions of dollars, as a reader says it: "$30 billion", "300亿美元". */
export const minCapText = (mincap: number, language: Language) => formatCap(mincap * OVERVIEW.millionsPerMinCapUnit * 1e6, language, 'long');

/** The route parameter as a minimum cap: a plain non-negative number, or null. */
export function parseMinCap(text: string | undefined): number | null {
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isFinite(value) && value <= 1_000_000 ? value : null;
}
