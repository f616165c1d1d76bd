import type { Candle } from '../../types.js';
import type { ColumnLayout } from './columnLayout.js';
import type { Separator } from './csvCells.js';
import { dateAt, numberAt } from './csvFastCells.js';

/** Rounding an export leaves between a high or low and the open or close; only a real gap is an error. */
export const ROUNDING = 1e-9;

/** A good row's candle read off `text[from, to)`, or null when the row is left to the full rules (any doubt, any fault); one reader reads rows of one text. */
export type FastRowReader = (text: string, from: number, to: number) => Candle | null;

const IGNORED = 0;
const TIME = 1;
const CLOCK = 2;
const OPEN = 3;
const HIGH = 4;
const LOW = 5;
const CLOSE = 6;
const VOLUME = 7;

const TAB = 9;
const SPACE = 32;
const isEdgeSpace = (code: number) => code === SPACE || code === TAB;

/**
 * The fast reading of rows laid out as `layout`, for files whose decimal mark is
 * `.`: each wanted cell is read in place, without cutting the line into strings.
 * A row with a quote goes to the full rules: a quoted separator moves every
 * later cell, and they unquote it.
 */
export function fastRowReader(layout: ColumnLayout, separator: Separator, dayOnly: boolean): FastRowReader | null {
  const roles: number[] = [];
  const placed: Array<[number | null, number]> = [
    [layout.time, TIME],
    [layout.clock, CLOCK],
    [layout.open, OPEN],
    [layout.high, HIGH],
    [layout.low, LOW],
    [layout.close, CLOSE],
    [layout.volume, VOLUME],
  ];
  for (const [at, role] of placed) {
    if (at === null) continue;
    if (roles[at] !== undefined) return null;
    roles[at] = role;
  }
  const cellRoles = Array.from(roles, (role) => role ?? IGNORED);
  const hasClock = layout.clock !== null;
  // Where the next quote after `searchedFrom` is (Infinity: none), so a file read row by row is searched once.
  let searchedFrom = Number.POSITIVE_INFINITY;
  let nextQuote = 0;
  return (text, from, to) => {
    if (from < searchedFrom || nextQuote < from) {
      const at = text.indexOf('"', from);
      nextQuote = at < 0 ? Number.POSITIVE_INFINITY : at;
      searchedFrom = from;
    }
    if (nextQuote < to) return null;
    let timeFrom = 0;
    let timeTo = 0;
    let clockFrom = -1;
    let clockTo = -1;
    let open = Number.NaN;
    let high = Number.NaN;
    let low = Number.NaN;
    let close = Number.NaN;
    let volume = 0;
    let start = from;
    for (const role of cellRoles) {
      if (start > to) return null;
      let end = text.indexOf(separator, start);
      if (end < 0 || end > to) end = to;
      const next = end + 1;
      if (role !== IGNORED) {
        while (start < end && isEdgeSpace(text.charCodeAt(start))) start++;
        while (end > start && isEdgeSpace(text.charCodeAt(end - 1))) end--;
        if (role === TIME) {
          timeFrom = start;
          timeTo = end;
        } else if (role === CLOCK) {
          clockFrom = start;
          clockTo = end;
        } else {
          const value = numberAt(text, start, end);
          if (role === OPEN) open = value;
          else if (role === HIGH) high = value;
          else if (role === LOW) low = value;
          else if (role === CLOSE) close = value;
          else volume = value;
        }
      }
      start = next;
    }
    if (!(open > 0 && high > 0 && low > 0 && close > 0 && volume >= 0)) return null;
    if (!Number.isFinite(open + high + low + close + volume)) return null;
    const slack = ROUNDING * high;
    if (high < Math.max(open, close, low) - slack || low > Math.min(open, close) + slack) return null;
    const ts = dateAt(text, timeFrom, timeTo, dayOnly, hasClock ? clockFrom : -1, clockTo);
    if (Number.isNaN(ts)) return null;
    return { ts, open, high, low, close, volume };
  };
}
