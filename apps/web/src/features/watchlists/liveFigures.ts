import type { Language, WatchlistColumn, WatchlistRow } from '@signaldesk/contract';
import { sameValue } from './keptRows.js';
import { cellText } from './watchlistColumns.js';

type Value = WatchlistRow['values'][number];

/** What of a figure's cell the writer touches: its text and its colour. */
export interface FigureCell {
  textContent: string | null;
  firstChild: { nodeValue: string | null } | null;
  style: { color: string };
}

/** How a row's figures are written: in the reader's language, change % in the trader's rise or fall colour. */
export interface FigureStyle {
  columns: readonly WatchlistColumn[];
  symbol: string;
  language: Language;
  changeColour: (change: number) => string;
}

/** The colour of a figure: a change % in the rise or fall colour; the rest, '', in the table's. */
const figureColour = (column: WatchlistColumn, value: Value | undefined, changeColour: (change: number) => string): string =>
  column.kind === 'quote' && column.field === 'changePercent' && typeof value === 'number' ? changeColour(value) : '';

/** A cell's text node's value is set in place: replacing the node, as `textContent` does, costs more on every tick. */
function writeText(cell: FigureCell, text: string) {
  if (cell.firstChild) cell.firstChild.nodeValue = text;
  else cell.textContent = text;
}

/**
 * Keeps one row's figure cells showing the row's values, writing straight to the page rather than through React:
 * a tick then renders nothing, and touches only the cells whose figure moved. The answer keeps a row's values array
 * when none of them changed (TanStack Query's structural sharing), so a row that did not move costs one comparison.
 * The cells start empty and get every figure at the first write.
 */
export function figureWriter(cells: readonly FigureCell[], { columns, symbol, language, changeColour }: FigureStyle): (values: WatchlistRow['values'] | undefined) => void {
  let written: WatchlistRow['values'] | undefined | null = null;
  const shown: (Value | undefined)[] = [];
  const colours: string[] = [];
  return (values) => {
    if (values === written) return;
    const first = written === null;
    written = values;
    columns.forEach((column, index) => {
      const cell = cells[index];
      const value = values?.[index];
      if (!cell || (!first && sameValue(value, shown[index]))) return;
      shown[index] = value;
      writeText(cell, cellText(column, value, language, symbol));
      const colour = figureColour(column, value, changeColour);
      if (first || colour !== colours[index]) cell.style.color = colour;
      colours[index] = colour;
    });
  };
}
