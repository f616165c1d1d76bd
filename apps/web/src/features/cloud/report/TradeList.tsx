import { Box, Link, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import type { Trade } from '@signaldesk/backtest';
import type { Duration } from '@signaldesk/contract';
import { formatFixed, formatPrice } from '@signaldesk/format';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { formatBarTime } from '../../chart/formatBarTime.js';
import { useRiseFall } from '../../riseFall/useRiseFall.js';
import { MISSING, percentOf } from './metricFormat.js';
import { tradeQuoteLink } from './tradeLink.js';

const PAGE_SIZES = [25, 50, 100];

/**
 * Every trade of a run, a page at a time so thousands stay quick, its times on its own exchange's clock; a trade
 * opens its symbol's quote chart with the entry and exit marked.
 */
export function TradeList({ trades, tradeCount, duration }: { trades: readonly Trade[]; tradeCount: number; duration: Duration }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { changeColour } = useRiseFall();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  if (trades.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('report.trades.empty')}</Typography>;
  const shown = trades.slice(page * pageSize, (page + 1) * pageSize);
  const time = (ts: number | null, symbol: string) => (ts === null ? MISSING : formatBarTime(ts, timeZoneOf(symbol), duration, language));
  const price = (value: number | null, symbol: string) => (value === null ? MISSING : formatPrice(value, language, 0, symbol));
  return (
    <Box data-testid="backtest-trades">
      {tradeCount > trades.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('report.trades.truncated', { shown: formatFixed(trades.length, language, 0), count: formatFixed(tradeCount, language, 0) })}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['symbol', 'direction', 'entryTime', 'entryPrice', 'exitTime', 'exitPrice', 'reason', 'return', 'barsHeld'] as const).map((column) => (
                <TableCell key={column} align={column.endsWith('Price') || column === 'return' || column === 'barsHeld' ? 'right' : 'left'}>
                  {t(`report.trades.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((trade) => {
              const link = tradeQuoteLink(trade, duration);
              return (
                <TableRow
                  key={`${trade.symbol}-${trade.entryTime}`}
                  hover
                  onClick={() => navigate(link)}
                  sx={{ cursor: 'pointer', '& td': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }}
                  data-testid="backtest-trade"
                >
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={link}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={t('report.trades.openOnChart', { symbol: trade.symbol })}
                    >
                      {trade.symbol}
                    </Link>
                  </TableCell>
                  <TableCell>{t(`report.trades.${trade.direction}`)}</TableCell>
                  <TableCell>{time(trade.entryTime, trade.symbol)}</TableCell>
                  <TableCell align="right">{price(trade.entryPrice, trade.symbol)}</TableCell>
                  <TableCell>{time(trade.exitTime, trade.symbol)}</TableCell>
                  <TableCell align="right">{price(trade.exitPrice, trade.symbol)}</TableCell>
                  <TableCell>{trade.exitReason === null ? t('report.trades.open') : t(`report.trades.reasons.${trade.exitReason}`)}</TableCell>
                  <TableCell align="right" sx={{ color: changeColour(trade.return) }}>
                    {percentOf(trade.return, language)}
                  </TableCell>
                  <TableCell align="right">{formatFixed(trade.barsHeld, language, 0)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={trades.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('report.trades.rowsPerPage')}
        getItemAriaLabel={(type) => t(`report.trades.pages.${type}`)}
        labelDisplayedRows={({ from, to, count }) =>
          t('report.trades.rangeOf', { from: formatFixed(from, language, 0), to: formatFixed(to, language, 0), count: formatFixed(count, language, 0) })
        }
      />
    </Box>
  );
}
