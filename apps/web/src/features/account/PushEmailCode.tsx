import { Alert, Button, Stack, TextField } from '@mui/material';
import { emailCodeField, LIMITS, type PendingPushEmail } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { submitHandler } from '../../components/submitHandler.js';
import { authStore } from '../auth/authStore.js';
import { errorText } from '../auth/errorText.js';
import { messengerKeys } from '../messenger/messengerKeys.js';
import { snackbar } from '../snackbar/snackbar.js';

export const pendingPushEmailKey = ['pushEmail', 'pending'] as const;

/** The address waiting for its code, and the field to type the code into; a refusal shows under the field. */
export function PushEmailCode({ pending }: { pending: PendingPushEmail }) {
  const { t } = useTranslation(['account', 'messages']);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await request(callPaths.users.confirmPushEmail, { code }, { kind: 'block' });
      queryClient.setQueryData(pendingPushEmailKey, null);
      void queryClient.invalidateQueries({ queryKey: messengerKeys.channels });
      authStore.dispatch({ type: 'userUpdated', user: answer.user });
      snackbar.success(t('messages:pushEmailUpdated'));
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} data-testid="push-email-pending" data-email={pending.email}>
      <Alert severity="info">{t('pushEmailPending', { email: pending.email })}</Alert>
      <Stack component="form" direction="row" spacing={1} onSubmit={submitHandler(() => confirm())} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('pushEmailCode')}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
          error={refusal !== null}
          helperText={refusal ?? t('pushEmailCodeHelp', { minutes: LIMITS.emailCodeTtlSeconds / 60 })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.emailCodeLength, autoComplete: 'one-time-code', 'data-testid': 'push-email-code' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy || !emailCodeField.safeParse(code).success} sx={{ height: 40 }} data-testid="push-email-confirm">
          {t('confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
