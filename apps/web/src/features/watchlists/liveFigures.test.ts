import type { WatchlistColumn, WatchlistRow } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { type FigureCell, figureWriter } from './liveFigures.js';
import { cellText } from './watchlistColumns.js';

const COLUMNS: WatchlistColumn[] = [
  { kind: 'quote', field: 'last' },
  { kind: 'quote', field: 'changePercent' },
  { kind: 'quote', field: 'dayRange' },
  { kind: 'earnings' },
  { kind: 'indicator', indicator: { id: 'rsi', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false }, line: 'rsi', duration: '1d' },
];
const SYMBOL = 'AAPL';
const changeColour = (change: number) => (change >= 0 ? 'green' : 'red');

/** A cell as the page keeps it, counting what the writer writes into it. */
function cell() {
  const writes = { text: 0, colour: 0 };
  let text: { nodeValue: string | null } | null = null;
  let colour = '';
  const made = {
    writes,
    get textContent() {
      return text?.nodeValue ?? '';
    },
    set textContent(value: string | null) {
      writes.text += 1;
      text = { nodeValue: value };
    },
    get firstChild() {
      if (!text) return null;
      const node = text;
      return {
        get nodeValue() {
          return node.nodeValue;
        },
        set nodeValue(value: string | null) {
          writes.text += 1;
          node.nodeValue = value;
        },
      };
    },
    style: {
      get color() {
        return colour;
      },
      set color(value: string) {
        writes.colour += 1;
        colour = value;
      },
    },
  };
  return made satisfies FigureCell;
}

const texts = (cells: FigureCell[]) => cells.map((each) => each.textContent);
const expected = (values: WatchlistRow['values'] | undefined, language: 'en' | 'zh' = 'en') =>
  COLUMNS.map((column, index) => cellText(column, values?.[index], language, SYMBOL));

describe('a row writing its figures', () => {
  it('writes the same text the cells rendered before, in both languages, and change % in its colour', () => {
    const values: WatchlistRow['values'] = [187.456, -1.234, [185.1, 189.9], '20261030', 55.5];
    for (const language of ['en', 'zh'] as const) {
      const cells = COLUMNS.map(cell);
      figureWriter(cells, { columns: COLUMNS, symbol: SYMBOL, language, changeColour })(values);
      expect(texts(cells)).toEqual(expected(values, language));
      expect(cells.map((each) => each.style.color)).toEqual(['', 'red', '', '', '']);
    }
  });

  it('shows no value as the dash, before any answer and for a column without one', () => {
    const cells = COLUMNS.map(cell);
    const write = figureWriter(cells, { columns: COLUMNS, symbol: SYMBOL, language: 'en', changeColour });
    write(undefined);
    expect(texts(cells)).toEqual(expected(undefined));
    write([null, null, null, null, null]);
    expect(texts(cells)).toEqual(expected([null, null, null, null, null]));
  });

  it('touches only the cells whose figure moved, and nothing for a row the answer kept', () => {
    const cells = COLUMNS.map(cell);
    const write = figureWriter(cells, { columns: COLUMNS, symbol: SYMBOL, language: 'en', changeColour });
    const first: WatchlistRow['values'] = [187.45, 1.2, [185.1, 189.9], '20261030', 55.5];
    write(first);
    const before = cells.map((each) => ({ ...each.writes }));
    write(first);
    expect(cells.map((each) => each.writes)).toEqual(before);

    const moved: WatchlistRow['values'] = [188.01, -0.4, [185.1, 189.9], '20261030', 55.5];
    write(moved);
    expect(texts(cells)).toEqual(expected(moved));
    expect(cells.map((each, index) => each.writes.text - before[index]!.text)).toEqual([1, 1, 0, 0, 0]);
    expect(cells.map((each, index) => each.writes.colour - before[index]!.colour)).toEqual([0, 1, 0, 0, 0]);
    expect(cells[1]!.style.color).toBe('red');
  });
});
