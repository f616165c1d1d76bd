import { nicknameField, type User } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';
import { TextFieldForm } from './TextFieldForm.js';
import { useTextField } from './useTextField.js';

export function NicknameForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'messages']);
  const field = useTextField(user.username, nicknameField);
  return (
    <Section title={t('nickname')} testId="nickname-section">
      <TextFieldForm
        label={t('nickname')}
        field={field}
        testId="nickname"
        save={async (username) => {
          const answer = await request(callPaths.users.updateName, { username }, { kind: 'block' });
          authStore.dispatch({ type: 'userUpdated', user: answer.user });
          snackbar.success(t('messages:nicknameUpdated'));
        }}
      />
    </Section>
  );
}
