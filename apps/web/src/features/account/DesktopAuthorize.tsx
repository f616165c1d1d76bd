import { Computer } from '@mui/icons-material';
import { Button, Typography } from '@mui/material';
import { calls } from '@signaldesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';

/**
 * Opens a desktop session and copies its tokens for the desktop assistant to read, as JSON: the access token to
 * start with, and the refresh token it spends for each new one (it lives minutes; the session a year).
 */
export function DesktopAuthorize() {
  const { t } = useTranslation(['account', 'messages']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function authorize() {
    setBusy(true);
    try {
      const { access_token, refresh_token } = await request(calls.auth.desktopAuthorize, { name: t('desktopSessionName') }, { kind: 'block' });
      await navigator.clipboard.writeText(JSON.stringify({ access_token, refresh_token }));
      snackbar.success(t('messages:desktopAuthorized'));
    } catch {
      snackbar.error(t('messages:desktopAuthorizeFailed'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    }
  }

  return (
    <Section title={t('desktop')} testId="desktop-section">
      <Typography variant="body2" color="text.secondary">
        {t('desktopHelp')}
      </Typography>
      <Button variant="outlined" startIcon={<Computer />} onClick={() => void authorize()} disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="desktop-authorize">
        {t('desktopAuthorize')}
      </Button>
    </Section>
  );
}
