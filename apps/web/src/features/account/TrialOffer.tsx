import { Alert, Button } from '@mui/material';
import { TICKET_TIERS, TRIAL_TICKET_TYPE } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { request } from '../../api/request.js';
import { landingPath } from '../../app/landingPath.js';
import { errorText } from '../auth/errorText.js';
import { renewAccessToken } from '../auth/renewAccessToken.js';
import { useAuth } from '../auth/useAuth.js';
import { snackbar } from '../snackbar/snackbar.js';

/**
 * The free trial the landing page promises, offered to a plain user who never activated a ticket. The server
 * grants it once per user; afterwards the new role opens the member screens at once.
 */
export function TrialOffer() {
  const { t, i18n } = useTranslation(['account', 'messages']);
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const plainUser = user?.role === 'user';
  const tickets = useQuery({ queryKey: ['tickets', 'mine'], queryFn: () => request(callPaths.tickets.mine, {}), enabled: plainUser });
  if (!plainUser || tickets.data?.list.length !== 0) return null;

  async function start() {
    setBusy(true);
    try {
      const { user: member } = await request(callPaths.tickets.trial, {}, { kind: 'block' });
      await renewAccessToken();
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'mine'] });
      snackbar.success(member.exp === null ? t('messages:ticketActivated') : t('trialStarted', { date: formatDate(member.exp, i18n.language) }));
      navigate(landingPath(member.role), { replace: true });
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="trial-offer"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => void start()} disabled={busy} data-testid="trial-start">
          {t('trialStart')}
        </Button>
      }
    >
      {t('trialOffer', { days: TICKET_TIERS[TRIAL_TICKET_TYPE].validityDays })}
    </Alert>
  );
}
