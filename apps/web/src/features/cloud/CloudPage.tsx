import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, TextField, Typography } from '@mui/material';
import { type BacktestRunSummary, backtestNameField, type MessageKey } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { CopyButton } from '../../components/CopyButton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { BacktestProgress } from './report/BacktestProgress.js';
import { BacktestReportView } from './report/BacktestReportView.js';
import type { BacktestReport } from '@signaldesk/backtest';
import { RunForm } from './RunForm.js';
import { RunsList } from './RunsList.js';
import { SignalListLinks } from './signals/SignalListLinks.js';
import { SignalSourcesPanel } from './signals/SignalSourcesPanel.js';
import { useBacktestActions, useBacktestRun, useBacktestRuns } from './useBacktests.js';

const runPath = (id: string) => `/apps/cloud/run/${encodeURIComponent(id)}`;

/** /apps/cloud and /apps/cloud/run/<id>[?share=<token>]: the signal lists, the run form, the trader's runs and the open run. */
export function CloudPage() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const { id = null } = useParams();
  const [params] = useSearchParams();
  const share = params.get('share');
  const runs = useBacktestRuns();
  const actions = useBacktestActions();
  const [renaming, setRenaming] = useState<BacktestRunSummary | null>(null);
  const [deleting, setDeleting] = useState<BacktestRunSummary | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);

  const shareRun = (run: BacktestRunSummary) =>
    actions.share.mutate(run.id, {
      onSuccess: (shared) => setSharing(`${window.location.origin}${runPath(shared.id)}?share=${encodeURIComponent(shared.shareToken ?? '')}`),
    });

  return (
    <Stack spacing={2} data-testid="cloud-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')}>
        {id && (
          <Button onClick={() => navigate('/apps/cloud')} data-testid="run-new">
            {t('page.newRun')}
          </Button>
        )}
      </PageHeader>
      <SignalListLinks />
      {id ? <RunView id={id} share={share} /> : <RunForm onCreated={(created) => navigate(runPath(created))} />}
      <RunsList runs={runs} selected={id} onOpen={(open) => navigate(runPath(open))} onRename={setRenaming} onShare={shareRun} onDelete={setDeleting} />
      <SignalSourcesPanel />
      {renaming && <RenameDialog run={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('runs.deleteTitle')}
        text={t('runs.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('runs.delete')}
        busy={actions.remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          actions.remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === id) navigate('/apps/cloud');
              setDeleting(null);
            },
          });
        }}
        onClose={() => setDeleting(null)}
      />
      <Dialog open={sharing !== null} onClose={() => setSharing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('runs.shareTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('runs.shareText')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField size="small" fullWidth value={sharing ?? ''} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'run-share-link' } }} />
            <CopyButton text={sharing ?? ''} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSharing(null)} data-testid="run-share-close">
            {t('runs.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** One run: its progress while it runs, its report once done, why it stopped otherwise. */
function RunView({ id, share }: { id: string; share: string | null }) {
  const { t } = useTranslation('cloud');
  const { run, failed } = useBacktestRun(id, share);
  const { cancel } = useBacktestActions();
  if (failed) return <Alert severity="error">{t('run.notFound')}</Alert>;
  if (!run) return null;
  const running = run.status === 'queued' || run.status === 'running';
  return (
    <Stack spacing={2} data-testid="run-view">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" data-testid="run-view-name">
            {run.name}
          </Typography>
          <Typography color="text.secondary" data-testid="run-view-status">
            {t(`runs.statuses.${run.status}`)}
            {!run.owned && ` · ${t('run.readOnly')}`}
          </Typography>
          {running && run.owned && (
            <BacktestProgress run={run} cancelling={cancel.isPending} onCancel={() => cancel.mutate(run.id)} />
          )}
          {run.status === 'failed' && run.errorKey && (
            <Alert severity="error">{t(`messages:${run.errorKey}`, { symbol: run.errorSymbol ?? '' })}</Alert>
          )}
        </Stack>
      </Paper>
      {run.status === 'done' && run.result !== null && <BacktestReportView report={run.result as BacktestReport} />}
    </Stack>
  );
}

function RenameDialog({ run, onClose }: { run: BacktestRunSummary; onClose: () => void }) {
  const { t } = useTranslation('cloud');
  const { rename } = useBacktestActions();
  const [name, setName] = useState(run.name);
  const [error, setError] = useState<MessageKey | null>(null);
  const save = () => {
    const parsed = backtestNameField.safeParse(name);
    if (!parsed.success) {
      setError((parsed.error.issues[0]?.message ?? 'backtestNameRequired') as MessageKey);
      return;
    }
    rename.mutate({ id: run.id, name: parsed.data }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('runs.renameTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={t('form.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== null}
          helperText={error ? t(`messages:${error}`) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'run-rename-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('runs.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={rename.isPending} data-testid="run-rename-save">
          {t('runs.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
