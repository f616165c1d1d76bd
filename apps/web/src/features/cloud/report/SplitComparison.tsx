import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { Divergence, SplitMetrics } from '@signaldesk/backtest';
import type { Language } from '@signaldesk/contract';
import { formatFixed } from '@signaldesk/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { formatBarTime } from '../../chart/formatBarTime.js';
import { METRIC_ROWS, MISSING, metricHint, metricText, percentOf } from './metricFormat.js';

/** A divergent figure as the warning quotes it: rates as percentages, ratios as numbers. */
function divergenceValue(metric: Divergence['metric'], value: number | null, language: Language): string {
  if (value === null) return MISSING;
  if (metric === 'sharpe' || metric === 'profitFactor') return formatFixed(value, language, 2);
  if (metric === 'maxDrawdown') return percentOf(-value, language);
  return percentOf(value, language, metric !== 'winRate');
}

/** The warning sentence of one divergence, naming the metric and both halves' figures. */
export function divergenceText(divergence: Divergence, language: Language, t: TFunction): string {
  const metric = divergence.metric === 'expectancyReturn' ? t('report.split.expectancyReturn') : t(`report.metrics.labels.${divergence.metric}`);
  return t(`report.split.warnings.${divergence.reason}`, {
    metric,
    inSample: divergenceValue(divergence.metric, divergence.inSample, language),
    outOfSample: divergenceValue(divergence.metric, divergence.outOfSample, language),
  });
}

/** Every metric for the bars before and after the split date side by side, with a warning where they part ways. */
export function SplitComparison({ split }: { split: SplitMetrics }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const halves = [split.inSample, split.outOfSample] as const;
  return (
    <Stack spacing={1.5} data-testid="backtest-split">
      {/* The split is the chosen day's 00:00 UTC: read in UTC it is that day everywhere. */}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('report.split.splitAt', { date: formatBarTime(split.splitTime, 'UTC', '1d', language) })}
      </Typography>
      {split.divergence.length > 0 ? (
        <Alert severity="warning" data-testid="backtest-split-warnings">
          <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
            {t('report.split.divergent')}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {split.divergence.map((divergence) => (
              <li key={divergence.metric}>{divergenceText(divergence, language, t)}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Alert severity="success">{t('report.split.steady')}</Alert>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('report.split.inSample')}</TableCell>
            <TableCell align="right">{t('report.split.outOfSample')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {METRIC_ROWS.map((row) => (
            <TableRow key={row} hover>
              <TableCell component="th" scope="row">
                {t(`report.metrics.labels.${row}`)}
              </TableCell>
              {halves.map((half, i) => (
                <Tooltip key={i === 0 ? 'in' : 'out'} title={metricHint(row, half, language, t)} describeChild>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {metricText(row, half, language, t) ?? MISSING}
                  </TableCell>
                </Tooltip>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
