import { Table, TableBody, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import type { Metrics } from '@signaldesk/backtest';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { useRiseFall } from '../../riseFall/useRiseFall.js';
import { METRIC_ROWS, MISSING, metricHint, metricSign, metricText, percentOf } from './metricFormat.js';

/** Every figure of a run, each with its definition on hover; a figure the run cannot define shows a dash and why. */
export function MetricsTable({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { changeColour } = useRiseFall();
  const riskFree = t('report.metrics.riskFree', { rate: percentOf(metrics.riskFreeRate, language, false) });
  return (
    <Table size="small" data-testid="backtest-metrics">
      <TableBody>
        {METRIC_ROWS.map((row) => {
          const text = metricText(row, metrics, language, t);
          const sign = metricSign(row, metrics);
          return (
            <Tooltip key={row} title={metricHint(row, metrics, language, t)} placement="left" describeChild>
              <TableRow hover data-testid={`backtest-metric-${row}`}>
                <TableCell component="th" scope="row">
                  {t(`report.metrics.labels.${row}`)}
                  {(row === 'sharpe' || row === 'sortino') && (
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 0.5 }}>
                      {riskFree}
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums', color: sign === null || text === null ? undefined : changeColour(sign) }}
                  aria-label={text ?? t('report.metrics.missing')}
                >
                  {text ?? MISSING}
                </TableCell>
              </TableRow>
            </Tooltip>
          );
        })}
      </TableBody>
    </Table>
  );
}
