import { SystemUpdateAlt } from '@mui/icons-material';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { appUpdate } from './appUpdate.js';

export function NewVersionDialog() {
  const { t } = useTranslation('update');
  const state = useStore(appUpdate.state);
  const newVersion = useStore(appUpdate.newVersion);
  const upgrading = state === 'upgrading';
  return (
    <Dialog open={state === 'open' || upgrading} onClose={upgrading ? undefined : appUpdate.later} maxWidth="xs" fullWidth>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SystemUpdateAlt color="primary" />
        {t('title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>{t('text')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('current', { version: __APP_VERSION__ })}
          </Typography>
          {newVersion && (
            <Typography variant="body2" color="text.secondary">
              {t('next', { version: newVersion })}
            </Typography>
          )}
          {upgrading && <LinearProgress aria-label={t('upgrading')} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={appUpdate.later} disabled={upgrading}>
          {t('later')}
        </Button>
        <Button variant="contained" onClick={appUpdate.upgradeNow} disabled={upgrading}>
          {t('now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
