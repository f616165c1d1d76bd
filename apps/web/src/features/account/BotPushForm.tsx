import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { calls, type User } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { errorText } from '../auth/errorText.js';
import { useAppConfig } from '../auth/useAppConfig.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';
import { submitHandler } from '../../components/submitHandler.js';

export function BotPushForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common', 'messages']);
  const [telegramId, setTelegramId] = useState(user.telegramId ?? '');
  const [botPush, setBotPush] = useState(user.botPush);
  const [busy, setBusy] = useState(false);
  // Off and locked on a server without a bot, which refuses switching it on.
  const telegramDelivered = useAppConfig().data?.alertChannels.telegram !== false;

  const body = { telegramId: telegramId.trim() || null, botPush: botPush && telegramDelivered };
  const parsed = calls.users.updateBotPush.body.safeParse(body);
  const errorKey = parsed.success ? null : parsed.error.issues[0]?.message;
  const changed = body.telegramId !== user.telegramId || body.botPush !== (user.botPush && telegramDelivered);

  async function save() {
    setBusy(true);
    try {
      const answer = await request(callPaths.users.updateBotPush, body, { kind: 'block' });
      authStore.dispatch({ type: 'userUpdated', user: answer.user });
      snackbar.success(t('messages:botPushUpdated'));
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('botPush')} testId="bot-push-section">
      <Stack component="form" spacing={1} onSubmit={submitHandler(() => save())}>
        <TextField
          size="small"
          label={t('telegramId')}
          value={telegramId}
          onChange={(event) => setTelegramId(event.target.value)}
          error={Boolean(errorKey) && telegramId !== ''}
          helperText={errorKey && telegramId !== '' ? t(`messages:${errorKey}`) : t('telegramHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'telegram-id' } }}
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={<Switch checked={body.botPush} disabled={!telegramDelivered} onChange={(event) => setBotPush(event.target.checked)} />}
            label={t('botPushSwitch')}
          />
          <Button type="submit" variant="contained" disabled={busy || !parsed.success || !changed}>
            {t('common:save')}
          </Button>
        </Stack>
      </Stack>
      {!telegramDelivered && (
        <Typography variant="caption" color="text.secondary" data-testid="bot-push-unavailable">
          {t('messages:telegramUnavailable')}
        </Typography>
      )}
    </Section>
  );
}
