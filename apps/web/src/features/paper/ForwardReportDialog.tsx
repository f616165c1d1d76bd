import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type BacktestReport, drawdownCurve, type Metrics } from '@signaldesk/backtest';
import type { ForwardReport } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { EquityChart } from '../cloud/report/EquityChart.js';
import { MetricsTable } from '../cloud/report/MetricsTable.js';
import { TradeList } from '../cloud/report/TradeList.js';
import { FillsTable } from './FillsTable.js';
import { useForwardReport } from './forwardTests.js';

/** The forward test's curve as the equity chart draws a strategy's: no buy-and-hold or benchmark of its own. */
function forwardCurve({ time, equity }: ForwardReport['equity']) {
  const drawdown = drawdownCurve({ time: Float64Array.from(time), equity: Float64Array.from(equity), invested: new Float64Array(time.length) });
  return { bars: time.length, time, equity, buyAndHold: null, drawdown: Array.from(drawdown), benchmark: null };
}

/** A forward test's results beside its strategy's backtest over the same candles, in the backtest report's own parts. */
export function ForwardReportDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['paper', 'messages']);
  const [language] = useLanguage();
  const report = useForwardReport(id);
  const data = report.data;
  const backtest = (data?.backtest ?? null) as BacktestReport | null;
  const curve = useMemo(() => (data ? forwardCurve(data.equity) : null), [data]);
  const beside = useMemo(
    () => (backtest ? { name: t('forward.backtestSide'), time: backtest.curve.time, equity: backtest.curve.equity } : undefined),
    [backtest, t],
  );

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="forward-report-dialog">
      <DialogTitle>{data ? t('forward.reportTitle', { name: data.forwardTest.strategyName }) : t('forward.report')}</DialogTitle>
      <DialogContent>
        {report.isError && <Alert severity="error">{refusalText(report.error)}</Alert>}
        {!data && !report.isError && <CircularProgress size={24} />}
        {data && (
          <Stack spacing={2}>
            {data.forwardTest.stopReason && (
              <Alert severity="info" data-testid="forward-report-stop-reason">
                {t(`messages:${data.forwardTest.stopReason}`)}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Box sx={{ flex: 1, minWidth: 0 }} data-testid="forward-side">
                <Typography variant="subtitle1">{t('forward.forwardSide')}</Typography>
                <MetricsTable metrics={data.metrics as Metrics} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }} data-testid="backtest-side">
                <Typography variant="subtitle1">{t('forward.backtestSide')}</Typography>
                {backtest ? <MetricsTable metrics={backtest.metrics} /> : <Typography color="text.secondary">{t('forward.noBacktest')}</Typography>}
              </Box>
            </Stack>
            {curve && curve.bars > 0 && (
              <Box data-testid="forward-equity">
                <Typography variant="subtitle1">{t('forward.equity')}</Typography>
                <EquityChart curve={curve} timeZone={backtest?.timeZone ?? 'UTC'} benchmarkSymbol={null} strategyName={t('forward.forwardSide')} beside={beside} />
              </Box>
            )}
            <Typography variant="subtitle1">{t('forward.signals')}</Typography>
            <Table size="small" data-testid="forward-signals">
              <TableHead>
                <TableRow>
                  {(['candle', 'symbol', 'side', 'outcome'] as const).map((column) => (
                    <TableCell key={column}>{t(`forward.signalColumns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.signals.map((signal) => (
                  <TableRow key={`${signal.symbol}-${signal.candleTime}-${signal.side}`}>
                    <TableCell>{formatDate(signal.candleTime, language)}</TableCell>
                    <TableCell>{signal.symbol}</TableCell>
                    <TableCell>{t(`sides.${signal.side}`)}</TableCell>
                    <TableCell>{signal.orderId ? t('forward.placed') : signal.reason ? t(`messages:${signal.reason}`) : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle1">{t('fills.title')}</Typography>
            <FillsTable fills={data.fills} />
            {backtest && (
              <>
                <Typography variant="subtitle1">{t('forward.backtestSide')}</Typography>
                <TradeList trades={backtest.trades} tradeCount={backtest.tradeCount} duration={backtest.duration} />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="forward-report-close">
          {t('forward.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
