import { History } from '@mui/icons-material';
import { Alert, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { WebhookDeliveryStatus } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { EmptyState } from '../shell/EmptyState.js';
import { levelText, webhookWords } from './alertWords.js';
import { ALERTS_REFRESH_MS, alertHistoryKey, refusalText } from './useAlerts.js';

const DELIVERY_COLOURS: Record<WebhookDeliveryStatus, string> = { delivered: 'success.main', pending: 'warning.main', failed: 'error.main' };

/** Every firing of the trader's alerts, newest first, with how its webhook delivery stands. */
export function AlertHistory() {
  const { t } = useTranslation('alerts');
  const [language] = useLanguage();
  const history = useQuery({
    queryKey: alertHistoryKey,
    queryFn: () => request(callPaths.alerts.history, {}).then((reply) => reply.list),
    refetchInterval: ALERTS_REFRESH_MS,
  });
  const firings = history.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="alert-history" data-count={firings.length}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.isError ? (
        <Alert severity="error">{`${t('history.loadFailed')}: ${refusalText(history.error)}`}</Alert>
      ) : history.isSuccess && firings.length === 0 ? (
        <EmptyState icon={<History fontSize="large" />} text={t('history.empty')} />
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.columns.firedAt')}</TableCell>
                <TableCell>{t('history.columns.symbol')}</TableCell>
                <TableCell>{t('history.columns.chart')}</TableCell>
                <TableCell align="right">{t('history.columns.value')}</TableCell>
                <TableCell>{t('history.columns.webhook')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {firings.map((firing) => (
                <TableRow key={firing.key} data-testid="alert-firing">
                  <TableCell>{formatDate(firing.firedAt, language)}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{firing.symbol}</TableCell>
                  <TableCell>{t(`chart.${firing.duration}`)}</TableCell>
                  <TableCell align="right">{levelText(firing.value, language, firing.symbol)}</TableCell>
                  <TableCell>
                    {firing.webhook === null ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('history.noWebhook')}
                      </Typography>
                    ) : (
                      <Typography variant="body2" color={DELIVERY_COLOURS[firing.webhook.status]} data-testid="alert-webhook" data-status={firing.webhook.status}>
                        {webhookWords(firing.webhook, language, t)}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
