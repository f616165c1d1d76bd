import { Box, FormControl, InputLabel, MenuItem, Select, Stack, Tooltip, Typography } from '@mui/material';
import type { BacktestReport, Metrics, SweepCell } from '@signaldesk/backtest';
import { axisValues, type Language, type SweepAxis, screenerField } from '@signaldesk/contract';
import { formatFixed } from '@signaldesk/format';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { useRiseFall } from '../../riseFall/useRiseFall.js';
import { divergingScale, heatmapGrid, SWEEP_METRICS, type SweepMetric } from './heatmapScale.js';
import { MISSING, percentOf } from './metricFormat.js';

/** Decimals an axis's values need: as many as its step has. */
const axisDigits = (axis: SweepAxis) => Math.min(6, (String(axis.step).split('.')[1] ?? '').length);

const axisValueText = (axis: SweepAxis, value: number, language: Language) => formatFixed(value, language, axisDigits(axis));

function axisLabel(axis: SweepAxis, language: Language, t: TFunction): string {
  return t('report.sweep.axis', {
    field: screenerField(axis.field)?.name[language] ?? axis.field,
    side: t(`report.sweep.side.${axis.side}`),
    bound: t(`report.sweep.bound.${axis.bound}`),
  });
}

const metricLabel = (metric: SweepMetric, t: TFunction) =>
  metric === 'expectancyReturn' ? t('report.split.expectancyReturn') : t(`report.metrics.labels.${metric}`);

/** One figure of a sweep's run. */
function summaryText(metric: SweepMetric, m: Metrics, language: Language): string {
  const value = m[metric];
  if (value === null) return MISSING;
  if (metric === 'trades') return formatFixed(value, language, 0);
  if (metric === 'sharpe' || metric === 'sortino' || metric === 'calmar' || metric === 'profitFactor') return formatFixed(value, language, 2);
  if (metric === 'maxDrawdown') return percentOf(-value, language);
  return percentOf(value, language, metric !== 'winRate');
}

/**
 * The chosen metric over two thresholds of a sweep (a third, if any, fixed at a chosen value), on a diverging
 * scale: a broad even area is a result that holds when the thresholds move, a lone bright cell is luck.
 */
export function SweepHeatmap({ sweep }: { sweep: NonNullable<BacktestReport['sweep']> }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const palette = useRiseFall();
  const { axes } = sweep;
  const [metric, setMetric] = useState<SweepMetric>('sharpe');
  const thirdValues = axes[2] ? axisValues(axes[2]) : [];
  const [fixed, setFixed] = useState<number | null>(thirdValues[0] ?? null);
  const grid = heatmapGrid(axes, sweep.cells, 0, axes.length > 1 ? 1 : null, fixed);
  const colour = divergingScale(
    grid.cells.map((cell) => cell?.summary[metric] ?? null),
    metric,
    palette,
  );
  const hover = (cell: SweepCell<Metrics>) => (
    <Stack spacing={0.25}>
      {cell.values.map((value, k) => (
        <span key={axes[k]!.field + axes[k]!.side + axes[k]!.bound}>
          {t('report.sweep.value', { label: axisLabel(axes[k]!, language, t), value: axisValueText(axes[k]!, value, language) })}
        </span>
      ))}
      {(Object.keys(SWEEP_METRICS) as SweepMetric[]).map((key) => (
        <span key={key}>{t('report.sweep.value', { label: metricLabel(key, t), value: summaryText(key, cell.summary, language) })}</span>
      ))}
    </Stack>
  );
  return (
    <Stack spacing={1.5} data-testid="backtest-sweep">
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="sweep-metric">{t('report.sweep.metric')}</InputLabel>
          <Select
            labelId="sweep-metric"
            label={t('report.sweep.metric')}
            value={metric}
            onChange={(event) => setMetric(event.target.value as SweepMetric)}
            data-testid="backtest-sweep-metric"
          >
            {(Object.keys(SWEEP_METRICS) as SweepMetric[]).map((key) => (
              <MenuItem key={key} value={key}>
                {metricLabel(key, t)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {axes[2] && (
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="sweep-fixed">{t('report.sweep.fixed', { field: axisLabel(axes[2], language, t) })}</InputLabel>
            <Select
              labelId="sweep-fixed"
              label={t('report.sweep.fixed', { field: axisLabel(axes[2], language, t) })}
              value={fixed ?? ''}
              onChange={(event) => setFixed(Number(event.target.value))}
              data-testid="backtest-sweep-fixed"
            >
              {thirdValues.map((value) => (
                <MenuItem key={value} value={value}>
                  {axisValueText(axes[2]!, value, language)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', fontSize: 12, fontVariantNumeric: 'tabular-nums', '& td, & th': { p: 0.5, textAlign: 'center' } }}
        >
          <thead>
            <tr>
              <Box component="th" sx={{ fontWeight: 'normal', color: 'text.secondary', textAlign: 'left !important' }}>
                {axes[1] ? `${axisLabel(axes[1], language, t)} \\ ${axisLabel(axes[0]!, language, t)}` : axisLabel(axes[0]!, language, t)}
              </Box>
              {grid.columns.map((column) => (
                <th key={column}>{axisValueText(axes[0]!, column, language)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => (
              <tr key={String(row)}>
                <th>{axes[1] ? axisValueText(axes[1], row, language) : ''}</th>
                {grid.columns.map((column, c) => {
                  const cell = grid.cells[r * grid.columns.length + c] ?? null;
                  if (!cell) return <td key={column}>{MISSING}</td>;
                  const { background, text } = colour(cell.summary[metric]);
                  return (
                    <Tooltip key={column} title={hover(cell)} disableInteractive>
                      <Box component="td" sx={{ bgcolor: background, color: text, minWidth: 44 }} data-testid="backtest-sweep-cell">
                        {summaryText(metric, cell.summary, language)}
                      </Box>
                    </Tooltip>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('report.sweep.plateau')}
      </Typography>
    </Stack>
  );
}
