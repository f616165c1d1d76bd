import { Alert, Box, Stack, Typography } from '@mui/material';
import { BENCHMARKS } from '@signaldesk/backtest';
import type { PaperAccount, PaperCurrency, PaperFill, PaperMarket, PaperPosition } from '@signaldesk/contract';
import { COMPARE_LIMITS } from '@signaldesk/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../alerts/useAlerts.js';
import { EquityChart } from '../cloud/report/EquityChart.js';
import { MetricsTable } from '../cloud/report/MetricsTable.js';
import { equityReport } from './equityReport.js';
import { useDailyCloses, usePaperEquity } from './usePaper.js';

/** The market an account's benchmark is the index of: its currency's home. */
const HOME_MARKET: Record<PaperCurrency, PaperMarket> = { USD: 'US', HKD: 'HK', CNY: 'CN' };

interface Props {
  account: PaperAccount;
  run: number;
  fills: readonly PaperFill[];
  /** The positions held now: open trades of the current run, none for an earlier one. */
  positions: readonly PaperPosition[];
}

/**
 * A run's equity curve and figures, drawn and measured by the backtest report's own parts: against buy-and-hold of
 * the symbols the run traded and the home market's benchmark.
 */
export function EquityPanel({ account, run, fills, positions }: Props) {
  const { t } = useTranslation('paper');
  const equity = usePaperEquity(account.id, run);
  const benchmark = BENCHMARKS[HOME_MARKET[account.currency]];
  const traded = useMemo(() => [...new Set(fills.map((fill) => fill.symbol))].sort().slice(0, COMPARE_LIMITS.symbols - 1), [fills]);
  const closes = useDailyCloses([benchmark, ...traded]);
  const report = useMemo(() => {
    if (!equity.data || equity.data.points.length === 0) return null;
    const series = closes.data ?? [];
    return equityReport({
      points: equity.data.points,
      startingBalance: equity.data.startingBalance,
      held: series.filter((one) => traded.includes(one.symbol)),
      benchmark: series.find((one) => one.symbol === benchmark) ?? null,
      fills,
      positions,
    });
  }, [equity.data, closes.data, traded, benchmark, fills, positions]);

  if (equity.isError) return <Alert severity="error">{t('loadFailed', { error: refusalText(equity.error) })}</Alert>;
  if (!report) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('equity.empty')}
      </Typography>
    );
  }
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }} data-testid="paper-equity" data-points={report.curve.bars}>
      <Box sx={{ flex: { lg: '0 0 360px' } }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {t('equity.metrics')}
        </Typography>
        <MetricsTable metrics={report.metrics} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* Days are drawn at midnight UTC of their own date, so the chart writes the account's dates. */}
        <EquityChart curve={report.curve} timeZone="UTC" benchmarkSymbol={report.curve.benchmark ? benchmark : null} />
      </Box>
    </Stack>
  );
}
