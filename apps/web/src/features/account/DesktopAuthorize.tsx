import { Computer, Lock } from '@mui/icons-material';
import { Alert, Button, Link, Typography } from '@mui/material';
import { hasRole } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { useAuth } from '../auth/useAuth.js';
import { snackbar } from '../snackbar/snackbar.js';
import { DesktopCodeDialog } from './DesktopCodeDialog.js';
import { Section } from './Section.js';

export interface DesktopCode {
  code: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/**
 * The assistant signs in only by this authorisation: a member gets a one-time code here and enters it in the
 * assistant, which exchanges it for a desktop session of its own, listed below and revocable alone.
 */
export function DesktopAuthorize() {
  const { t } = useTranslation(['account', 'messages', 'errors']);
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<DesktopCode | null>(null);

  async function newCode() {
    setBusy(true);
    try {
      setShown(await request(callPaths.auth.desktopCode, {}, { kind: 'block' }));
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (!user || !hasRole(user.role, 'member')) {
    return (
      <Section title={t('desktop')} testId="desktop-section">
        <Alert severity="warning" icon={<Lock />} data-testid="desktop-upgrade">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('messages:accessDenied')}
          </Typography>
          <Typography variant="body2">{t('messages:upgradePrompt')}</Typography>
          <Link component={RouterLink} to="/pricing" variant="body2">
            {t('errors:payLink')}
          </Link>
        </Alert>
      </Section>
    );
  }

  return (
    <Section title={t('desktop')} testId="desktop-section">
      <Typography variant="body2" color="text.secondary">
        {t('desktopHelp')}
      </Typography>
      <Button variant="outlined" startIcon={<Computer />} onClick={() => void newCode()} disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="desktop-authorize">
        {t('desktopAuthorize')}
      </Button>
      {shown && <DesktopCodeDialog shown={shown} onNewCode={() => void newCode()} busy={busy} onClose={() => setShown(null)} />}
    </Section>
  );
}
