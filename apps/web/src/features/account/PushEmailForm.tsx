import { Typography } from '@mui/material';
import { pushEmailField, type User } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { snackbar } from '../snackbar/snackbar.js';
import { PushEmailCode, pendingPushEmailKey } from './PushEmailCode.js';
import { Section } from './Section.js';
import { TextFieldForm } from './TextFieldForm.js';
import { useTextField } from './useTextField.js';

/**
 * The address alerts are mailed to. A new one gets a code by mail and takes over once the code is typed here; an
 * address never confirmed starts the field empty, so the member can ask for its code.
 */
export function PushEmailForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'messages']);
  const queryClient = useQueryClient();
  const field = useTextField(user.pushemailConfirmed ? (user.pushemail ?? '') : '', pushEmailField);
  const pending = useQuery({ queryKey: pendingPushEmailKey, queryFn: async () => (await request(callPaths.users.pendingPushEmail, {})).pending });

  return (
    <Section title={t('pushEmail')} testId="push-email-section">
      {user.pushemail && (
        <Typography
          variant="body2"
          color={user.pushemailConfirmed ? 'text.secondary' : 'warning.main'}
          data-testid="push-email-status"
          data-confirmed={String(user.pushemailConfirmed)}
        >
          {t(user.pushemailConfirmed ? 'pushEmailConfirmed' : 'pushEmailUnconfirmed', { email: user.pushemail })}
        </Typography>
      )}
      <TextFieldForm
        label={t('pushEmail')}
        field={field}
        testId="push-email"
        submitLabel={t('sendCode')}
        save={async (email) => {
          const answer = await request(callPaths.users.updatePushEmail, { email }, { kind: 'block' });
          authStore.dispatch({ type: 'userUpdated', user: answer.user });
          queryClient.setQueryData(pendingPushEmailKey, answer.pending);
          if (answer.pending) snackbar.success(t('messages:pushEmailCodeSent', { email: answer.pending.email }));
        }}
      />
      {pending.data && <PushEmailCode key={`${pending.data.email}-${pending.data.expiresAt}`} pending={pending.data} />}
    </Section>
  );
}
