import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EquityChart } from './EquityChart.js';
import { MetricsTable } from './MetricsTable.js';
import { MonthlyReturnsTable } from './MonthlyReturnsTable.js';
import type { BacktestReport } from '@signaldesk/backtest';
import { SplitComparison } from './SplitComparison.js';
import { SweepHeatmap } from './SweepHeatmap.js';
import { TradeList } from './TradeList.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A finished backtest read like a fund's report: figures, curves, months, the split, the sweep and every trade. */
export function BacktestReportView({ report }: { report: BacktestReport }) {
  const { t } = useTranslation('cloud');
  return (
    <Stack spacing={2} data-testid="backtest-report">
      {report.skipped.length > 0 && (
        <Alert severity="info" data-testid="backtest-skipped">
          {t('report.skipped', { symbols: report.skipped.join(', ') })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
        <Paper variant="outlined" sx={{ p: 2, flex: { lg: '0 0 380px' } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('report.metrics.title')}
          </Typography>
          <MetricsTable metrics={report.metrics} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('report.chart.title')}
          </Typography>
          <EquityChart curve={report.curve} timeZone={report.timeZone} benchmarkSymbol={report.benchmark?.symbol ?? null} />
        </Paper>
      </Stack>
      <Section title={t('report.monthly.title')}>
        <MonthlyReturnsTable monthly={report.monthly} />
      </Section>
      {report.split && (
        <Section title={t('report.split.title')}>
          <SplitComparison split={report.split} />
        </Section>
      )}
      {report.sweep && (
        <Section title={t('report.sweep.title')}>
          <SweepHeatmap sweep={report.sweep} />
        </Section>
      )}
      <Section title={t('report.trades.title')}>
        <TradeList trades={report.trades} tradeCount={report.tradeCount} duration={report.duration} />
      </Section>
    </Stack>
  );
}
