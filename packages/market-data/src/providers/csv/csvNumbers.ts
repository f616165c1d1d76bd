import type { Separator } from './csvCells.js';

/** The mark before a number's fraction; the other mark groups thousands. */
export type DecimalMark = '.' | ',';

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const LAST_MARK = /([.,])(\d+)$/;
const SUFFIX: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

/**
 * The file's decimal mark, read off its prices: the first price whose last mark
 * is not followed by exactly three digits (which could be a thousands group)
 * shows it. A file that never tells is read as its separator suggests: `;`
 * files come from locales that write `1.234,5`.
 */
export function detectDecimalMark(priceCells: Iterable<string>, separator: Separator): DecimalMark {
  for (const cell of priceCells) {
    const match = LAST_MARK.exec(cell.trim());
    if (match && match[2]?.length !== 3) return match[1] === ',' ? ',' : '.';
  }
  return separator === ';' ? ',' : '.';
}

/** A number as a spreadsheet writes it (`1,234.5`, `1.234,5`, `1 234,5`); NaN when the cell holds none. */
export function parseNumber(cell: string, decimal: DecimalMark): number {
  // Most cells are plain numbers already; they skip the clean-up.
  if (decimal === '.' && PLAIN_NUMBER.test(cell)) return Number(cell);
  const thousands = decimal === '.' ? ',' : '.';
  let text = cell.replace(/[\s\u00a0']/g, '').split(thousands).join('');
  if (decimal === ',') text = text.replace(',', '.');
  return PLAIN_NUMBER.test(text) ? Number(text) : Number.NaN;
}

/** A volume, which some exports abbreviate (`850.5M`, `3.72B`). */
export function parseVolume(cell: string, decimal: DecimalMark): number {
  if (decimal === '.' && PLAIN_NUMBER.test(cell)) return Number(cell);
  const match = /^(.*?)([KMB])$/i.exec(cell.trim());
  if (!match) return parseNumber(cell, decimal);
  return parseNumber(match[1] ?? '', decimal) * (SUFFIX[(match[2] ?? '').toUpperCase()] ?? Number.NaN);
}
