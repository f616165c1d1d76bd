import { AddAlertOutlined, DragIndicator, MoreVert } from '@mui/icons-material';
import { IconButton, Link, Stack, TableCell, TableRow, Tooltip, useTheme } from '@mui/material';
import type { Language, WatchlistColumn, WatchlistItem, WatchlistRow } from '@signaldesk/contract';
import { type DragEvent, type MouseEvent, memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Store } from '../../app/createStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { chartPath } from '../stock/stockListParams.js';
import { cellText } from './watchlistColumns.js';

/**
 * The first cell, the symbol with its actions, stays at the left edge while a phone scrolls the table sideways, so a
 * row says what it is and its actions stay in reach.
 */
export const STICKY_CELL = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** Room for most tickers (EURUSD=X, 0700.HK), so the actions after them line up. */
export const SYMBOL_WIDTH = 96;

/** Each symbol's value in each column, as the last answer gave them. */
export type ValuesBySymbol = ReadonlyMap<string, WatchlistRow['values']>;

/** What a row's gestures do, the same functions for every row and every render, so that a row renders only when its own props change. */
export interface RowActions {
  dragStart: (symbol: string, event: DragEvent) => void;
  dragOver: (symbol: string, event: DragEvent) => void;
  drop: (symbol: string, event: DragEvent) => void;
  dragEnd: () => void;
  alert: (item: WatchlistItem) => void;
  menu: (symbol: string, anchor: HTMLElement) => void;
}

interface Props {
  item: WatchlistItem;
  columns: readonly WatchlistColumn[];
  /** The values, read by each cell for itself: a tick re-renders the cells whose value changed, not the rows. */
  values: Store<ValuesBySymbol>;
  /** Off while the view is sorted: a drop would land in an order the trader does not see. */
  draggable: boolean;
  /** Where a dragged symbol would land against this row: above it, below it, or neither. */
  dropLine: 'above' | 'below' | null;
  actions: RowActions;
}

/** One cell's text, written as the rest of the product writes the figure; change % in the rise or fall colour. */
function CellValue({ values, symbol, column, index, language }: { values: Store<ValuesBySymbol>; symbol: string; column: WatchlistColumn; index: number; language: Language }) {
  const { changeColour } = useRiseFall();
  const value = useSyncExternalStore(values.subscribe, () => values.get().get(symbol)?.[index]);
  const change = column.kind === 'quote' && column.field === 'changePercent' && typeof value === 'number';
  return <span style={change ? { color: changeColour(value) } : undefined}>{cellText(column, value, language, symbol)}</span>;
}

/** One symbol: a click anywhere opens its chart; the bell sets a price alert; the menu moves or removes it. */
export const SymbolRow = memo(function SymbolRow({ item, columns, values, draggable, dropLine, actions }: Props) {
  const { t } = useTranslation('watchlist');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const theme = useTheme();
  // A symbol the symbol list has since dropped keeps its place here without a region; the all-markets folder opens it.
  const chart = chartPath(item.region || 'all', item.symbol);
  const stop = (event: MouseEvent, action: () => void) => {
    event.stopPropagation();
    action();
  };

  return (
    <TableRow
      hover
      draggable={draggable}
      onDragStart={(event) => actions.dragStart(item.symbol, event)}
      onDragOver={(event) => actions.dragOver(item.symbol, event)}
      onDrop={(event) => actions.drop(item.symbol, event)}
      onDragEnd={actions.dragEnd}
      onClick={() => navigate(chart)}
      sx={{ cursor: 'pointer', boxShadow: dropLine ? `inset 0 ${dropLine === 'above' ? 2 : -2}px 0 ${theme.palette.primary.main}` : undefined }}
      data-testid="watchlist-row"
      data-symbol={item.symbol}
      data-section={item.section}
    >
      <TableCell sx={{ ...STICKY_CELL, whiteSpace: 'nowrap', py: 0, pl: 0.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <DragIndicator
            fontSize="small"
            titleAccess={draggable ? t('row.drag', { symbol: item.symbol }) : undefined}
            sx={{ color: 'text.disabled', cursor: 'grab', visibility: draggable ? 'visible' : 'hidden' }}
          />
          <Link
            component={RouterLink}
            to={chart}
            underline="hover"
            color="inherit"
            aria-label={t('row.chart', { symbol: item.symbol })}
            onClick={(event: MouseEvent) => event.stopPropagation()}
            sx={{ fontWeight: 600, minWidth: SYMBOL_WIDTH, ml: 0.5 }}
            data-testid="watchlist-row-chart"
          >
            {item.symbol}
          </Link>
          <Tooltip title={t('row.alert', { symbol: item.symbol })}>
            <IconButton size="small" aria-label={t('row.alert', { symbol: item.symbol })} onClick={(event) => stop(event, () => actions.alert(item))} data-testid="watchlist-row-alert">
              <AddAlertOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton
            size="small"
            aria-label={t('row.menu', { symbol: item.symbol })}
            aria-haspopup="menu"
            onClick={(event) => stop(event, () => actions.menu(item.symbol, event.currentTarget))}
            data-testid="watchlist-row-menu"
          >
            <MoreVert fontSize="small" />
          </IconButton>
        </Stack>
      </TableCell>
      <TableCell sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {language === 'zh' && item.cnname ? item.cnname : item.name}
      </TableCell>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
        <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="watchlist-cell" data-column={index}>
          <CellValue values={values} symbol={item.symbol} column={column} index={index} language={language} />
        </TableCell>
      ))}
    </TableRow>
  );
});
