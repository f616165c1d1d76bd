import type { RankingListId } from '@signaldesk/contract';

const compact = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(value);

/** A list's measure as traders read it: signed percent, compact money, degrees. */
export function formatRankValue(list: RankingListId, value: number, language: string): string {
  switch (list) {
    case 'active':
      return compact(value, language);
    case 'trend':
      return `${value.toFixed(1)}°`;
    default:
      return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
  }
}

/** The route parameter as a minimum cap: a plain non-negative number, or null. */
export function parseMinCap(text: string | undefined): number | null {
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isFinite(value) && value <= 1_000_000 ? value : null;
}
