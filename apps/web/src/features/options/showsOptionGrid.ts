const WITHOUT_GRID = ['.SS', '.SZ', '.HK'];

/** Spec §2: the option-grid button shows for a set symbol unless it is an A-share, a Hong Kong share or an index (^). */
export function showsOptionGrid(symbol: string | undefined): boolean {
  if (!symbol) return false;
  const upper = symbol.toUpperCase();
  return !upper.startsWith('^') && !WITHOUT_GRID.some((suffix) => upper.endsWith(suffix));
}
