import { alpha, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { YearReturns } from '@signaldesk/backtest';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { useRiseFall } from '../../riseFall/useRiseFall.js';
import { MISSING, percentOf } from './metricFormat.js';
import { type MonthCell, monthlyTable } from './monthlyTable.js';

/** Returns month by month, a year to a row with its total, each cell shaded in the rise or fall colour by its size. */
export function MonthlyReturnsTable({ monthly }: { monthly: readonly YearReturns[] }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const palette = useRiseFall();
  const rows = monthlyTable(monthly);
  const months = t('report.monthly.months', { returnObjects: true }) as string[];
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('report.monthly.empty')}</Typography>;
  const cell = (value: MonthCell, key: string, bold = false) => (
    <TableCell
      key={key}
      align="right"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: bold ? 'bold' : undefined,
        whiteSpace: 'nowrap',
        bgcolor: value.tone ? alpha(palette[value.tone].main, 0.12 + 0.5 * value.strength) : undefined,
      }}
      data-tone={value.tone ?? 'none'}
    >
      {value.value === null ? MISSING : percentOf(value.value, language)}
    </TableCell>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* Narrow cells: fourteen columns of percentages fit a report card at 1440 px, the year's total in sight. */}
      <Table size="small" data-testid="backtest-monthly" sx={{ '& .MuiTableCell-root': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('report.monthly.year')}</TableCell>
            {months.map((month) => (
              <TableCell key={month} align="right">
                {month}
              </TableCell>
            ))}
            <TableCell align="right">{t('report.monthly.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.year} data-testid={`backtest-monthly-${row.year}`}>
              <TableCell component="th" scope="row">
                {row.year}
              </TableCell>
              {row.months.map((month, i) => cell(month, String(i)))}
              {cell(row.total, 'total', true)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
