import { Add, NotificationsNone } from '@mui/icons-material';
import { Alert, Button, CircularProgress, Paper, Stack } from '@mui/material';
import type { PriceAlert } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useAuth } from '../auth/useAuth.js';
import { EmptyState } from '../shell/EmptyState.js';
import { snackbar } from '../snackbar/snackbar.js';
import { AlertDialog } from './AlertDialog.js';
import { AlertHistory } from './AlertHistory.js';
import { AlertTable } from './AlertTable.js';
import { type AlertForm, alertForm, newAlertForm, webhookAllowed } from './alertForm.js';
import { conditionWords } from './alertWords.js';
import { refusalText, useAlertActions, useAlertList } from './useAlerts.js';
import { WebhookSecret } from './WebhookSecret.js';

/** /apps/alerts: the trader's price alerts with their actions, and every firing with its webhook delivery. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const [language] = useLanguage();
  const { user } = useAuth();
  const webhook = webhookAllowed(user?.role);
  const { alerts, query } = useAlertList({ live: true });
  const { pause, resume, remove } = useAlertActions();
  const [dialog, setDialog] = useState<{ editing: PriceAlert | null; form: AlertForm } | null>(null);
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const busy = pause.isPending || resume.isPending;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ editing: null, form: newAlertForm('', '1d') })} data-testid="alert-new">
          {t('newAlert')}
        </Button>
      </PageHeader>
      <Stack spacing={3} data-testid="alerts-page" data-count={alerts.length} data-loaded={query.isSuccess}>
        <Paper variant="outlined">
          {query.isPending ? (
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress />
            </Stack>
          ) : query.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {`${t('loadFailed')}: ${refusalText(query.error)}`}
            </Alert>
          ) : alerts.length === 0 ? (
            <EmptyState icon={<NotificationsNone fontSize="large" />} text={t('empty')} />
          ) : (
            <AlertTable
              alerts={alerts}
              nowSeconds={nowSeconds}
              busy={busy}
              onPause={(alert) => pause.mutate(alert.id, { onSuccess: () => snackbar.success(t('paused')) })}
              onResume={(alert) => resume.mutate(alert.id, { onSuccess: () => snackbar.success(t('resumed')) })}
              onEdit={(alert) => setDialog({ editing: alert, form: alertForm(alert) })}
              onDelete={setDeleting}
            />
          )}
        </Paper>
        {webhook && <WebhookSecret />}
        <AlertHistory />
      </Stack>
      {dialog && <AlertDialog editing={dialog.editing} initial={dialog.form} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        text={deleting ? t('deleteText', { condition: conditionWords(deleting, language, t) }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              snackbar.success(t('deleted'));
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
