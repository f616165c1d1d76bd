import { Alert, Button, Stack, TextField } from '@mui/material';
import { ticketTokenField } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';
import { useTextField } from './useTextField.js';
import { submitHandler } from '../../components/submitHandler.js';

export function TicketBinding({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation(['account', 'messages']);
  const queryClient = useQueryClient();
  const token = useTextField('', ticketTokenField);
  const [busy, setBusy] = useState(false);
  const [activated, setActivated] = useState(false);

  async function activate() {
    setBusy(true);
    try {
      await request(callPaths.tickets.activate, { token: token.parsed }, { kind: 'block' });
      snackbar.success(t('messages:ticketActivated'));
      setActivated(true);
      token.reset();
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'mine'] });
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
      {activated && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={onRefresh} disabled={refreshing} data-testid="refresh-after-activation">
              {t('refreshPermissions')}
            </Button>
          }
        >
          {t('messages:ticketActivated')}
        </Alert>
      )}
    </Section>
  );
}
