import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { Watchlist, WatchlistItem } from '@signaldesk/contract';
import { type DragEvent, Fragment, memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { AlertDialog } from '../alerts/AlertDialog.js';
import { newAlertForm } from '../alerts/alertForm.js';
import { PaperTicket } from '../paper/PaperTicket.js';
import { paperMarketOf } from '../paper/paperMarket.js';
import { RowMenu } from './RowMenu.js';
import { SectionRow } from './SectionRow.js';
import { type RowActions, STICKY_CELL, SYMBOL_WIDTH, SymbolRow, type ValuesBySymbol } from './SymbolRow.js';
import { columnLabel } from './watchlistColumns.js';
import type { SortKey, ViewSort } from './watchlistSort.js';
import { type Landing, landingOnHeader, landingOnRow, type Section } from './watchlistSections.js';

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

const lowerHalf = (event: DragEvent) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

/**
 * The list's symbols under their sections' headers with the list's columns. A header click sorts the view within
 * each section; rows are dragged into place, or moved from their menu, while the view is unsorted.
 */
export const WatchlistTable = memo(function WatchlistTable({ list, arranged, shown, sort, values, onSort, onMove, onRemove, onRenameSection, onRemoveSection }: Props) {
  const { t } = useTranslation(['watchlist', 'chart', 'indicators']);
  const [language] = useLanguage();
  const dragged = useRef<string | null>(null);
  const [spot, setSpot] = useState<DropSpot | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; symbol: string } | null>(null);
  const [alerting, setAlerting] = useState<WatchlistItem | null>(null);
  const [trading, setTrading] = useState<string | null>(null);
  const draggable = sort === null;
  const span = 2 + list.columns.length;
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
      <Table size="small" data-testid="watchlist-table" data-sorted={sort !== null}>
        <TableHead>
          <TableRow>
            {/* Past the drag handle, over the ticker. */}
            <TableCell sx={{ ...STICKY_CELL, pl: 3.5, minWidth: SYMBOL_WIDTH }}>{sortLabel('symbol', t('symbol'))}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{sortLabel('name', t('symbolName'))}</TableCell>
            {list.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
              <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="watchlist-column" data-column={index}>
                {sortLabel(index, columnLabel(column, language, t))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((section) => (
            <Fragment key={section.name}>
              {list.sections.length > 0 && (
                <SectionRow
                  name={section.name}
                  count={section.items.length}
                  span={span}
                  targeted={spot !== null && 'section' in spot && spot.section === section.name}
                  onDragOver={over({ section: section.name })}
                  onDrop={drop(landingOnHeader(arranged, section.name))}
                  onRename={() => onRenameSection(section.name)}
                  onRemove={() => onRemoveSection(section.name)}
                />
              )}
              {section.items.map((item) => (
                <SymbolRow
                  key={item.symbol}
                  item={item}
                  columns={list.columns}
                  values={values}
                  draggable={draggable}
                  dropLine={spot !== null && 'symbol' in spot && spot.symbol === item.symbol ? (spot.lower ? 'below' : 'above') : null}
                  actions={actions}
                />
              ))}
            </Fragment>
          ))}
        </TableBody>
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
