import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { changeColour } from '../../components/changeColour.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../i18n/formatDate.js';
import type { OptionContract } from './optionRows.js';

/** Spec §2: 100 rows a page. */
const ROWS_PER_PAGE = 100;

const number = (value: number, digits = 2) => value.toLocaleString(undefined, { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One side of a chain; contracts in the money are shaded, each opens its own chart. */
export function OptionTable({ rows }: { rows: OptionContract[] }) {
  const { t, i18n } = useTranslation(['options', 'common']);
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);

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
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((contract) => (
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
                <TableCell align="right">{number(contract.strike)}</TableCell>
                <TableCell align="right">{number(contract.lastPrice)}</TableCell>
                <TableCell align="right">{number(contract.bid)}</TableCell>
                <TableCell align="right">{number(contract.ask)}</TableCell>
                <TableCell align="right" sx={{ color: changeColour(contract.percentChange) }}>
                  {`${number(contract.percentChange)} %`}
                </TableCell>
                <TableCell align="right">{number(contract.volume, 0)}</TableCell>
                <TableCell align="right">{number(contract.openInterest, 0)}</TableCell>
                <TableCell align="right">{`${number(contract.impliedVolatility * 100)} %`}</TableCell>
              </TableRow>
            ))}
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
