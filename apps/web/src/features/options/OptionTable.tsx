import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { formatDate, formatFixed, formatPercent } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { contractGreeks } from './optionGreeks.js';
import type { OptionContract, OptionSide } from './optionRows.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';

/** Spec §2: 100 rows a page. */
const ROWS_PER_PAGE = 100;

/** The Greeks' columns: decimals a trader reads them to. */
const GREEKS = [
  ['delta', 3],
  ['gamma', 4],
  ['theta', 3],
  ['vega', 3],
] as const;

interface Props {
  rows: OptionContract[];
  side: OptionSide;
  /** Price of the underlying the Greeks are taken at. */
  spot: number;
}

/** One side of a chain with each contract's Greeks; contracts in the money are shaded, each opens its own chart. */
export function OptionTable({ rows, side, spot }: Props) {
  const { t, i18n } = useTranslation(['options', 'common']);
  const [language] = useLanguage();
  // Options trade in cents at any premium, so their prices keep two decimals rather than a small coin's four digits.
  const cents = (value: number) => formatFixed(value, language, 2);
  const { changeColour } = useRiseFall();
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  const now = Date.now() / 1000;

  return (
    <>
      <TableContainer sx={{ flex: 1, minHeight: 0 }}>
        <Table size="small" stickyHeader data-testid="option-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.contract')}</TableCell>
              <TableCell>{t('columns.lastTradeDate')}</TableCell>
              <TableCell align="right">{t('columns.strike')}</TableCell>
              <TableCell align="right">{t('columns.lastPrice')}</TableCell>
              <TableCell align="right">{t('columns.bid')}</TableCell>
              <TableCell align="right">{t('columns.ask')}</TableCell>
              <TableCell align="right">{t('columns.percentChange')}</TableCell>
              <TableCell align="right">{t('columns.volume')}</TableCell>
              <TableCell align="right">{t('columns.openInterest')}</TableCell>
              <TableCell align="right">{t('columns.impliedVolatility')}</TableCell>
              {GREEKS.map(([greek]) => (
                <TableCell key={greek} align="right" title={t(`greekHints.${greek}`)}>
                  {t(`columns.${greek}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((contract) => {
              const greeks = contractGreeks(contract, side, spot, now);
              return (
                <TableRow
                  key={contract.contractSymbol}
                  hover
                  data-testid="option-row"
                  sx={contract.inTheMoney ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={`/apps/quote/folder/option/${encodeURIComponent(contract.contractSymbol)}`}>
                      {contract.contractSymbol}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(contract.lastTradeDate, i18n.language)}</TableCell>
                  <TableCell align="right">{cents(contract.strike)}</TableCell>
                  <TableCell align="right">{cents(contract.lastPrice)}</TableCell>
                  <TableCell align="right">{cents(contract.bid)}</TableCell>
                  <TableCell align="right">{cents(contract.ask)}</TableCell>
                  <TableCell align="right" sx={{ color: changeColour(contract.percentChange) }}>
                    {formatPercent(contract.percentChange, language)}
                  </TableCell>
                  <TableCell align="right">{formatFixed(contract.volume, language, 0)}</TableCell>
                  <TableCell align="right">{formatFixed(contract.openInterest, language, 0)}</TableCell>
                  <TableCell align="right">{formatPercent(contract.impliedVolatility * 100, language, false)}</TableCell>
                  {GREEKS.map(([greek, digits]) => (
                    <TableCell key={greek} align="right" data-testid={`option-${greek}`}>
                      {greeks ? formatFixed(greeks[greek], language, digits) : '—'}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={ROWS_PER_PAGE}
        rowsPerPageOptions={[ROWS_PER_PAGE]}
        labelRowsPerPage={t('common:rowsPerPage')}
      />
    </>
  );
}
