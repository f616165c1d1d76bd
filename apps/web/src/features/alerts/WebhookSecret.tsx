import { Key, Visibility, VisibilityOff } from '@mui/icons-material';
import { Alert, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { CopyButton } from '../../components/CopyButton.js';
import { snackbar } from '../snackbar/snackbar.js';
import { refusalText } from './useAlerts.js';

const secretKey = ['alerts', 'webhookSecret'] as const;

/**
 * The secret a Plus trader's receiver checks each delivery's signature with (docs/alerts.md, verifying the
 * signature), hidden until asked for, with its replacement after a confirmation.
 */
export function WebhookSecret() {
  const { t } = useTranslation('alerts');
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [rotating, setRotating] = useState(false);
  const secret = useQuery({ queryKey: secretKey, queryFn: () => request(callPaths.alerts.webhookSecret, {}).then((reply) => reply.secret) });
  const rotate = useMutation({
    mutationFn: () => request(callPaths.alerts.rotateWebhookSecret, {}, { kind: 'block' }).then((reply) => reply.secret),
    onSuccess: (next) => {
      queryClient.setQueryData(secretKey, next);
      setRotating(false);
      snackbar.success(t('secret.rotated'));
    },
    onError: (error) => snackbar.error(refusalText(error)),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="webhook-secret">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('secret.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('secret.help')}
          </Typography>
        </Stack>
        {secret.isError ? (
          <Alert severity="error">{refusalText(secret.error)}</Alert>
        ) : (
          secret.data && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {shown ? secret.data : `${secret.data.slice(0, 6)}${'•'.repeat(16)}`}
              </Typography>
              <Tooltip title={shown ? t('secret.hide') : t('secret.show')}>
                <IconButton size="small" aria-label={shown ? t('secret.hide') : t('secret.show')} onClick={() => setShown(!shown)}>
                  {shown ? <VisibilityOff fontSize="inherit" /> : <Visibility fontSize="inherit" />}
                </IconButton>
              </Tooltip>
              <CopyButton text={secret.data} />
            </Stack>
          )
        )}
        <Button startIcon={<Key />} onClick={() => setRotating(true)} disabled={!secret.data}>
          {t('secret.rotate')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={rotating}
        title={t('secret.rotateTitle')}
        text={t('secret.rotateText')}
        confirmLabel={t('secret.rotate')}
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate()}
        onClose={() => setRotating(false)}
      />
    </Paper>
  );
}
