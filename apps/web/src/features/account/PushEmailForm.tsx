import { calls, pushEmailField, type User } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';
import { TextFieldForm } from './TextFieldForm.js';
import { useTextField } from './useTextField.js';

export function PushEmailForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'messages']);
  const field = useTextField(user.pushemail ?? '', pushEmailField);
  return (
    <Section title={t('pushEmail')} testId="push-email-section">
      <TextFieldForm
        label={t('pushEmail')}
        field={field}
        testId="push-email"
        save={async (email) => {
          const answer = await request(calls.users.updatePushEmail, { email }, { kind: 'block' });
          authStore.dispatch({ type: 'userUpdated', user: answer.user });
          snackbar.success(t('messages:pushEmailUpdated'));
        }}
      />
    </Section>
  );
}
