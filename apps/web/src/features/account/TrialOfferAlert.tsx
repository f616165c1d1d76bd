import { Alert, Button } from '@mui/material';
import { TICKET_TIERS, TRIAL_TICKET_TYPE } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { request } from '../../api/request.js';
import { landingPath } from '../../app/landingPath.js';
import { errorText } from '../auth/errorText.js';
import { renewAccessToken } from '../auth/renewAccessToken.js';
import { snackbar } from '../snackbar/snackbar.js';

/** The free trial on offer, and its start: the server grants it once per user. */
export function TrialOfferAlert() {
  const { t, i18n } = useTranslation(['account', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

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
