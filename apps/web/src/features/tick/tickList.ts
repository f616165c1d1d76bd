/** One row of the tick list: a symbol and a period it is watched in. */
export interface TickEntry {
  symbol: string;
  period: string;
}

/** The period a symbol joins the list with. */
export const TICK_PERIOD = 'tick';

const sameSymbol = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Spec §4: a symbol is added once, with period tick; adding it again changes nothing. */
export function addToTickList(list: readonly TickEntry[], symbol: string): TickEntry[] {
  const wanted = symbol.trim().toUpperCase();
  if (wanted === '' || list.some((entry) => sameSymbol(entry.symbol, wanted))) return [...list];
  return [...list, { symbol: wanted, period: TICK_PERIOD }];
}

/** Spec §4: removing a symbol removes it together with all its periods. */
export function removeFromTickList(list: readonly TickEntry[], symbol: string): TickEntry[] {
  return list.filter((entry) => !sameSymbol(entry.symbol, symbol));
}

/** The symbols of the list, each once, in the order they were added. */
export function tickSymbols(list: readonly TickEntry[]): string[] {
  return [...new Set(list.map((entry) => entry.symbol))];
}

/** The stored list, keeping only well-formed rows: storage is the user's to tamper with. */
export function readTickList(stored: string | null): TickEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (row): row is TickEntry => typeof row === 'object' && row !== null && typeof row.symbol === 'string' && typeof row.period === 'string',
  );
}
