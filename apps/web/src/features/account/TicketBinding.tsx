import { Button, Stack, TextField } from '@mui/material';
import { ticketTokenField } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { renewAccessToken } from '../auth/renewAccessToken.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';
import { useTextField } from './useTextField.js';
import { submitHandler } from '../../components/submitHandler.js';

/**
 * Activates a subscription ticket. The role and expiry travel in the access token, so it is renewed at once: the
 * profile, the menu and the screens show the new subscription without the trader pressing "Refresh permissions".
 */
export function TicketBinding() {
  const { t } = useTranslation(['account', 'messages']);
  const queryClient = useQueryClient();
  const token = useTextField('', ticketTokenField);
  const [busy, setBusy] = useState(false);

  async function activate() {
    setBusy(true);
    try {
      await request(callPaths.tickets.activate, { token: token.parsed }, { kind: 'block' });
      token.reset();
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'mine'] });
      await renewAccessToken();
      snackbar.success(t('messages:ticketActivated'));
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('ticket')} testId="ticket-section">
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submitHandler(() => activate())}>
        <TextField
          size="small"
          label={t('ticketToken')}
          value={token.value}
          onChange={(event) => token.setValue(event.target.value)}
          error={Boolean(token.errorKey)}
          helperText={token.errorKey ? t(`messages:${token.errorKey}`) : t('ticketHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'ticket-token', spellCheck: false } }}
          sx={{ flex: 1, '& input': { fontFamily: 'monospace' } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !token.valid || !token.changed} sx={{ alignSelf: 'flex-start', height: 40 }}>
          {t('activate')}
        </Button>
      </Stack>
    </Section>
  );
}
