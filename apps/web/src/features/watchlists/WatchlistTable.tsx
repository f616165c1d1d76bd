import { Table, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, useTheme } from '@mui/material';
import type { Watchlist, WatchlistItem } from '@signaldesk/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type DragEvent, memo, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { AlertDialog } from '../alerts/AlertDialog.js';
import { newAlertForm } from '../alerts/alertForm.js';
import { PaperTicket } from '../paper/PaperTicket.js';
import { paperMarketOf } from '../paper/paperMarket.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { RowMenu } from './RowMenu.js';
import { SectionRow } from './SectionRow.js';
import { type RowActions, SymbolRow, type ValuesBySymbol } from './SymbolRow.js';
import { columnLabel } from './watchlistColumns.js';
import { type Landing, landingOnHeader, landingOnRow, type Section } from './watchlistSections.js';
import type { SortKey, ViewSort } from './watchlistSort.js';
import { bodyStyle, columnWidth, NAME_MIN_WIDTH, ROW_HEIGHT, STICKY_CELL, SECTION_HEIGHT, SYMBOL_COLUMN_WIDTH, SYMBOL_WIDTH } from './watchlistTableStyle.js';

interface Props {
  list: Watchlist;
  /** The sections in the trader's order, which moves change. */
  arranged: readonly Section[];
  /** The sections as shown: the trader's order, or each section sorted by the view. */
  shown: readonly Section[];
  sort: ViewSort | null;
  values: Store<ValuesBySymbol>;
  onSort: (key: SortKey) => void;
  onMove: (symbol: string, landing: Landing) => void;
  onRemove: (symbol: string) => void;
  onRenameSection: (name: string) => void;
  onRemoveSection: (name: string) => void;
}

/** Where a dragged symbol is over now: a row's upper or lower half, or a section's header. */
type DropSpot = { symbol: string; lower: boolean } | { section: string };

/** The table's lines from top to bottom: each section's header (once the list has named sections) and its symbols. */
type Line = { kind: 'section'; section: Section } | { kind: 'symbol'; item: WatchlistItem };

const linesOf = (shown: readonly Section[], headed: boolean): Line[] =>
  shown.flatMap((section) => [...(headed ? [{ kind: 'section', section } as const] : []), ...section.items.map((item) => ({ kind: 'symbol', item }) as const)]);

const lineKey = (line: Line | undefined) => (line?.kind === 'section' ? `section:${line.section.name}` : `symbol:${line?.item.symbol}`);

/** Lines drawn past the window's edges, so a scroll or a keyboard's focus moving on finds the next rows already there. */
const OVERSCAN = 10;

/**
 * Where the table's body starts in the page, which the rows in view are counted from. Measured again whenever the
 * page's height changes, as it does when something above the table (a note, an import's report) comes or goes.
 */
function useTopInPage(body: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [body]);
  return top;
}

/** The height of the rows not drawn, above or below those in view, so the page scrolls as if they were there. */
const Spacer = ({ height, span }: { height: number; span: number }) => (
  <tr aria-hidden>
    <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
  </tr>
);

const lowerHalf = (event: DragEvent) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

/**
 * The list's symbols under their sections' headers with the list's columns. A header click sorts the view within
 * each section; rows are dragged into place, or moved from their menu, while the view is unsorted. Only the rows in
 * the window (and a few either side) are drawn, the others stood in for by their height, and the columns have fixed
 * widths, so a tick's new figures lay out only themselves.
 */
export const WatchlistTable = memo(function WatchlistTable({ list, arranged, shown, sort, values, onSort, onMove, onRemove, onRenameSection, onRemoveSection }: Props) {
  const { t } = useTranslation(['watchlist', 'chart', 'indicators']);
  const [language] = useLanguage();
  const theme = useTheme();
  const { changeColour } = useRiseFall();
  const dragged = useRef<string | null>(null);
  const [spot, setSpot] = useState<DropSpot | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; symbol: string } | null>(null);
  const [alerting, setAlerting] = useState<WatchlistItem | null>(null);
  const [trading, setTrading] = useState<string | null>(null);
  const draggable = sort === null;
  const span = 2 + list.columns.length;
  const labels = list.columns.map((column) => columnLabel(column, language, t));
  const widths = list.columns.map((column, index) => columnWidth(column, labels[index]!, theme));
  const lines = useMemo(() => linesOf(shown, list.sections.length > 0), [shown, list.sections.length]);
  const body = useRef<HTMLTableSectionElement>(null);
  const top = useTopInPage(body);
  const drawn = useWindowVirtualizer({
    count: lines.length,
    estimateSize: (index) => (lines[index]?.kind === 'section' ? SECTION_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => lineKey(lines[index]),
    overscan: OVERSCAN,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const inView = drawn.getVirtualItems();
  const above = (inView[0]?.start ?? top) - top;
  const below = drawn.getTotalSize() - ((inView.at(-1)?.end ?? top) - top);
  const lastColumn = list.columns.findIndex((column) => column.kind === 'quote' && column.field === 'last');
  // What a drop reads, for the rows' actions, which stay the same functions from render to render.
  const moving = useRef({ arranged, onMove });
  moving.current = { arranged, onMove };

  const over = (next: DropSpot) => (event: DragEvent) => {
    if (dragged.current === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setSpot((current) => (JSON.stringify(next) === JSON.stringify(current) ? current : next));
  };
  const drop = (landing: Landing | null) => (event: DragEvent) => {
    event.preventDefault();
    const symbol = dragged.current;
    dragged.current = null;
    setSpot(null);
    if (symbol !== null && landing) moving.current.onMove(symbol, landing);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actions read the latest arrangement through `moving`, so that memoised rows keep them
  const actions = useMemo<RowActions>(
    () => ({
      dragStart: (symbol, event) => {
        dragged.current = symbol;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', symbol);
      },
      dragOver: (symbol, event) => over({ symbol, lower: lowerHalf(event) })(event),
      drop: (symbol, event) => drop(landingOnRow(moving.current.arranged, symbol, lowerHalf(event)))(event),
      dragEnd: () => {
        dragged.current = null;
        setSpot(null);
      },
      alert: setAlerting,
      menu: (symbol, anchor) => setMenu({ anchor, symbol }),
    }),
    [],
  );
  const sortLabel = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort?.key === key}
      direction={sort?.key === key ? sort.direction : 'asc'}
      onClick={() => onSort(key)}
      data-testid="watchlist-sort"
      data-key={key}
      data-direction={sort?.key === key ? sort.direction : 'none'}
    >
      {label}
    </TableSortLabel>
  );
  const lastOf = (symbol: string) => {
    const value = lastColumn < 0 ? null : values.get().get(symbol)?.[lastColumn];
    return typeof value === 'number' ? value : null;
  };

  return (
    // On a phone the table scrolls sideways within itself rather than widen the page.
    <TableContainer>
      <Table
        size="small"
        sx={{ ...bodyStyle(theme), minWidth: SYMBOL_COLUMN_WIDTH + NAME_MIN_WIDTH + widths.reduce((sum, width) => sum + width, 0) }}
        data-testid="watchlist-table"
        data-sorted={sort !== null}
      >
        <colgroup>
          <col style={{ width: SYMBOL_COLUMN_WIDTH }} />
          <col />
          {widths.map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {/* Past the drag handle, over the ticker. */}
            <TableCell sx={{ ...STICKY_CELL, pl: 3.5, minWidth: SYMBOL_WIDTH }}>{sortLabel('symbol', t('symbol'))}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{sortLabel('name', t('symbolName'))}</TableCell>
            {labels.map((label, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
              <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="watchlist-column" data-column={index}>
                {sortLabel(index, label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <tbody ref={body}>
          {above > 0 && <Spacer height={above} span={span} />}
          {inView.map(({ index, key }) => {
            const line = lines[index]!;
            return line.kind === 'section' ? (
              <SectionRow
                key={key}
                name={line.section.name}
                count={line.section.items.length}
                span={span}
                targeted={spot !== null && 'section' in spot && spot.section === line.section.name}
                onDragOver={over({ section: line.section.name })}
                onDrop={drop(landingOnHeader(arranged, line.section.name))}
                onRename={() => onRenameSection(line.section.name)}
                onRemove={() => onRemoveSection(line.section.name)}
              />
            ) : (
              <SymbolRow
                key={key}
                item={line.item}
                columns={list.columns}
                values={values}
                changeColour={changeColour}
                draggable={draggable}
                dropLine={spot !== null && 'symbol' in spot && spot.symbol === line.item.symbol ? (spot.lower ? 'below' : 'above') : null}
                actions={actions}
              />
            );
          })}
          {below > 0 && <Spacer height={below} span={span} />}
        </tbody>
      </Table>
      {menu && (
        <RowMenu
          anchor={menu.anchor}
          symbol={menu.symbol}
          sections={arranged}
          sorted={sort !== null}
          onMove={(landing) => onMove(menu.symbol, landing)}
          onRemove={() => onRemove(menu.symbol)}
          onTrade={paperMarketOf(menu.symbol) ? () => setTrading(menu.symbol) : null}
          onClose={() => setMenu(null)}
        />
      )}
      {trading && <PaperTicket symbol={trading} side="buy" source="watchlist" onClose={() => setTrading(null)} />}
      {alerting && (
        <AlertDialog key={alerting.symbol} editing={null} initial={newAlertForm(alerting.symbol, '1d', lastOf(alerting.symbol))} onClose={() => setAlerting(null)} />
      )}
    </TableContainer>
  );
});
