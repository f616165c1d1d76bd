/** Han characters one by one, other letters and digits as words: a Chinese name has no spaces to split on. */
const TERM = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/**
 * The terms of a symbol, a name or a query. Splitting Chinese into characters lets 茅台 find 贵州茅台;
 * with every term required, the characters still have to appear together in one stock.
 */
export function symbolTerms(text: string): string[] {
  return text.match(TERM) ?? [];
}
