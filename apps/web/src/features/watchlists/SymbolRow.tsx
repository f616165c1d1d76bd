import { AddAlertOutlined, DragIndicator, MoreVert } from '@mui/icons-material';
import { IconButton, Link, Stack, Tooltip, useTheme } from '@mui/material';
import type { Language, WatchlistColumn, WatchlistItem, WatchlistRow } from '@signaldesk/contract';
import { type DragEvent, type MouseEvent, memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Store } from '../../app/createStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { chartPath } from '../stock/stockListParams.js';
import { cellText } from './watchlistColumns.js';
import { BODY_CLASSES, SYMBOL_WIDTH } from './watchlistTableStyle.js';

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

type Value = WatchlistRow['values'][number];

interface Props {
  item: WatchlistItem;
  columns: readonly WatchlistColumn[];
  /** The values, read by the row's figures for themselves: a tick re-renders the figures of the rows whose values changed. */
  values: Store<ValuesBySymbol>;
  /** The colour of a change, the trader's rise or fall colour. */
  changeColour: (change: number) => string;
  /** Off while the view is sorted: a drop would land in an order the trader does not see. */
  draggable: boolean;
  /** Where a dragged symbol would land against this row: above it, below it, or neither. */
  dropLine: 'above' | 'below' | null;
  actions: RowActions;
}

const CELL = `${BODY_CLASSES.cell} ${BODY_CLASSES.value}`;

/** One figure, written as the rest of the product writes it; change % in the rise or fall colour. Renders only when its value changed. */
const Figure = memo(function Figure({ column, index, value, symbol, language, changeColour }: { column: WatchlistColumn; index: number; value: Value | undefined; symbol: string; language: Language; changeColour: (change: number) => string }) {
  const change = column.kind === 'quote' && column.field === 'changePercent' && typeof value === 'number';
  return (
    <td className={CELL} style={change ? { color: changeColour(value) } : undefined} data-testid="watchlist-cell" data-column={index}>
      {cellText(column, value, language, symbol)}
    </td>
  );
});

/**
 * A row's figures, reading the row's values from the store for themselves: the answer keeps a row's values array
 * when none of them changed (TanStack Query's structural sharing), so a tick renders only the rows that moved.
 */
const Figures = memo(function Figures({ values, symbol, columns, language, changeColour }: { values: Store<ValuesBySymbol>; symbol: string; columns: readonly WatchlistColumn[]; language: Language; changeColour: (change: number) => string }) {
  const row = useSyncExternalStore(values.subscribe, () => values.get().get(symbol));
  return columns.map((column, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
    <Figure key={index} column={column} index={index} value={row?.[index]} symbol={symbol} language={language} changeColour={changeColour} />
  ));
});

/** One symbol: a click anywhere opens its chart; the bell sets a price alert; the menu moves or removes it. */
export const SymbolRow = memo(function SymbolRow({ item, columns, values, changeColour, draggable, dropLine, actions }: Props) {
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
    <tr
      className={BODY_CLASSES.row}
      draggable={draggable}
      onDragStart={(event) => actions.dragStart(item.symbol, event)}
      onDragOver={(event) => actions.dragOver(item.symbol, event)}
      onDrop={(event) => actions.drop(item.symbol, event)}
      onDragEnd={actions.dragEnd}
      onClick={() => navigate(chart)}
      style={dropLine ? { boxShadow: `inset 0 ${dropLine === 'above' ? 2 : -2}px 0 ${theme.palette.primary.main}` } : undefined}
      data-testid="watchlist-row"
      data-symbol={item.symbol}
      data-section={item.section}
    >
      <td className={`${BODY_CLASSES.cell} ${BODY_CLASSES.symbol}`}>
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
      </td>
      <td className={BODY_CLASSES.cell}>{language === 'zh' && item.cnname ? item.cnname : item.name}</td>
      <Figures values={values} symbol={item.symbol} columns={columns} language={language} changeColour={changeColour} />
    </tr>
  );
});
