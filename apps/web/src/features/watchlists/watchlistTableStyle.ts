import type { Theme } from '@mui/material';
import type { WatchlistColumn } from '@signaldesk/contract';

/**
 * The body's rows and cells are plain elements with these classes, styled once by the table's rule below: a styled
 * cell a value would make each of the list's cells a styled component of its own, the most of a render's cost.
 */
export const BODY_CLASSES = { row: 'watchlist-row', cell: 'watchlist-cell', symbol: 'watchlist-symbol-cell', value: 'watchlist-value-cell' } as const;

/**
 * Every symbol row is this tall and no taller, so the rows out of view are stood in for by their height alone
 * (`ROW_HEIGHT` times their count) and a row never changes height with its values.
 */
export const ROW_HEIGHT = 33;
/** A section's header: its rename and remove buttons with the header's padding. */
export const SECTION_HEIGHT = 39;

/** The first column: the drag handle, the ticker's room (most tickers: EURUSD=X, 0700.HK) and the two actions. */
export const SYMBOL_COLUMN_WIDTH = 204;
/** Room for the ticker itself, so the actions after it line up. */
export const SYMBOL_WIDTH = 96;
/** The name takes the room the figures leave, at least this much. */
export const NAME_MIN_WIDTH = 160;

/** Room for a figure: a price or a reading to its decimals, a day; a day range holds two prices. */
const FIGURE_WIDTH = 112;
const DAY_RANGE_WIDTH = 176;
/** A header cell's padding either side, its sort arrow's room, and a little for a font that falls back wider. */
const HEADER_ROOM = 16 * 2 + 26 + 4;

let measuring: CanvasRenderingContext2D | null = null;
/** The width a header's text takes in the header's font, measured without laying the table out. */
function textWidth(text: string, font: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * 8;
  measuring.font = font;
  return measuring.measureText(text).width;
}

/**
 * A column's width, fixed so a tick that changes its figures never lays the table out again: its figures' room, or
 * its header's on one line when that is wider.
 */
export function columnWidth(column: WatchlistColumn, label: string, theme: Theme): number {
  const figure = column.kind === 'quote' && column.field === 'dayRange' ? DAY_RANGE_WIDTH : FIGURE_WIDTH;
  const size = Number.parseFloat(String(theme.typography.body2.fontSize)) * theme.typography.htmlFontSize;
  const font = `${theme.typography.fontWeightMedium} ${size}px ${theme.typography.fontFamily}`;
  return Math.max(figure, Math.ceil(textWidth(label, font)) + HEADER_ROOM);
}

/** The first cell stays at the left edge while a phone scrolls the table sideways, so a row says what it is and its actions stay in reach. */
export const STICKY_CELL = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** The body's look, as MUI's small table cells draw it, for the plain cells of `BODY_CLASSES`. */
export const bodyStyle = (theme: Theme) => ({
  tableLayout: 'fixed',
  [`& .${BODY_CLASSES.row}`]: { height: ROW_HEIGHT, cursor: 'pointer' },
  [`& .${BODY_CLASSES.row}:hover`]: { bgcolor: 'action.hover' },
  [`& .${BODY_CLASSES.cell}`]: {
    ...theme.typography.body2,
    color: 'text.primary',
    padding: '6px 16px',
    borderBottom: theme.vars
      ? `1px solid ${theme.vars.palette.TableCell.border}`
      : `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [`& .${BODY_CLASSES.symbol}`]: { ...STICKY_CELL, py: 0, pl: 0.5, pr: 2, overflow: 'visible' },
  [`& .${BODY_CLASSES.value}`]: { textAlign: 'right' },
});
