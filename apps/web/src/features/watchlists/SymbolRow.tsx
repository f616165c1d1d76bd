import { AddAlertOutlined, DragIndicator, MoreVert } from '@mui/icons-material';
import { IconButton, Link, Stack, Tooltip, useTheme } from '@mui/material';
import type { WatchlistColumn, WatchlistItem, WatchlistRow } from '@signaldesk/contract';
import { type DragEvent, type MouseEvent, memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Store } from '../../app/createStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { chartPath } from '../stock/stockListParams.js';
import { figureWriter } from './liveFigures.js';
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

interface Props {
  item: WatchlistItem;
  columns: readonly WatchlistColumn[];
  /** The values, which the row writes into its figures' cells itself: a tick renders no row. */
  values: Store<ValuesBySymbol>;
  /** The colour of a change, the trader's rise or fall colour. */
  changeColour: (change: number) => string;
  /** Off while the view is sorted: a drop would land in an order the trader does not see. */
  draggable: boolean;
  /** Where a dragged symbol would land against this row: above it, below it, or neither. */
  dropLine: 'above' | 'below' | null;
  actions: RowActions;
}

const FIGURE_CELL = `${BODY_CLASSES.cell} ${BODY_CLASSES.value}`;

/** The symbol's cell and the name's come before the figures. */
const FIRST_FIGURE = 2;

/** One symbol: a click anywhere opens its chart; the bell sets a price alert; the menu moves or removes it. */
export const SymbolRow = memo(function SymbolRow({ item, columns, values, changeColour, draggable, dropLine, actions }: Props) {
  const { t } = useTranslation('watchlist');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const theme = useTheme();
  const row = useRef<HTMLTableRowElement>(null);
  // The figures' cells follow the symbol's and the name's; the store's values are written before the row is first painted.
  useLayoutEffect(() => {
    const cells = Array.from(row.current?.cells ?? []).slice(FIRST_FIGURE);
    const write = figureWriter(cells, { columns, symbol: item.symbol, language, changeColour });
    write(values.get().get(item.symbol));
    return values.subscribe(() => write(values.get().get(item.symbol)));
  }, [values, item.symbol, columns, language, changeColour]);
  // A symbol the symbol list has since dropped keeps its place here without a region; the all-markets folder opens it.
  const chart = chartPath(item.region || 'all', item.symbol);
  const stop = (event: MouseEvent, action: () => void) => {
    event.stopPropagation();
    action();
  };

  return (
    <tr
      ref={row}
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
      {columns.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
        <td key={index} className={FIGURE_CELL} data-testid="watchlist-cell" data-column={index} />
      ))}
    </tr>
  );
});
