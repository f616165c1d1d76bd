import { AddAlertOutlined, DragIndicator, MoreVert } from '@mui/icons-material';
import { IconButton, Link, Stack, TableCell, TableRow, Tooltip, Typography, useTheme } from '@mui/material';
import type { WatchlistColumn, WatchlistItem, WatchlistRow } from '@signaldesk/contract';
import type { DragEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
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

interface Props {
  item: WatchlistItem;
  columns: readonly WatchlistColumn[];
  values: WatchlistRow['values'] | undefined;
  /** Off while the view is sorted: a drop would land in an order the trader does not see. */
  draggable: boolean;
  /** Where a dragged symbol would land against this row: above it, below it, or neither. */
  dropLine: 'above' | 'below' | null;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  onAlert: () => void;
  onMenu: (anchor: HTMLElement) => void;
}

/** One symbol: a click anywhere opens its chart; the bell sets a price alert; the menu moves or removes it. */
export function SymbolRow({ item, columns, values, draggable, dropLine, onDragStart, onDragOver, onDrop, onDragEnd, onAlert, onMenu }: Props) {
  const { t } = useTranslation('watchlist');
  const [language] = useLanguage();
  const { changeColour } = useRiseFall();
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
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
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
            <IconButton size="small" aria-label={t('row.alert', { symbol: item.symbol })} onClick={(event) => stop(event, onAlert)} data-testid="watchlist-row-alert">
              <AddAlertOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton
            size="small"
            aria-label={t('row.menu', { symbol: item.symbol })}
            aria-haspopup="menu"
            onClick={(event) => stop(event, () => onMenu(event.currentTarget))}
            data-testid="watchlist-row-menu"
          >
            <MoreVert fontSize="small" />
          </IconButton>
        </Stack>
      </TableCell>
      <TableCell sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {language === 'zh' && item.cnname ? item.cnname : item.name}
      </TableCell>
      {columns.map((column, index) => {
        const value = values?.[index];
        const change = column.kind === 'quote' && column.field === 'changePercent' && typeof value === 'number';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list's columns, which may repeat a kind
          <TableCell key={index} align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="watchlist-cell" data-column={index}>
            <Typography variant="body2" component="span" sx={change ? { color: changeColour(value) } : undefined}>
              {cellText(column, value, language, item.symbol)}
            </Typography>
          </TableCell>
        );
      })}
    </TableRow>
  );
}
