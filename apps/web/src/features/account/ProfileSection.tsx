import { Refresh } from '@mui/icons-material';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { User } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { ExpiryText } from './ExpiryText.js';
import { Section } from './Section.js';

interface Props {
  user: User;
  onRefresh: () => void;
  refreshing: boolean;
}

export function ProfileSection({ user, onRefresh, refreshing }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const rows: [string, string | null][] = [
    [t('userId'), user.userid],
    [t('email'), user.email],
  ];
  return (
    <Section title={t('profile')} testId="profile-section">
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" spacing={2}>
          <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
            {label}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: label === t('userId') ? 'monospace' : undefined }}>
            {value ?? '—'}
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
          {t('role')}
        </Typography>
        <Chip size="small" color="primary" label={t(`common:roles.${user.role}`)} data-testid="profile-role" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
          {t('subscription')}
        </Typography>
        <ExpiryText exp={user.exp} />
      </Stack>
      <Button
        variant="outlined"
        startIcon={<Refresh />}
        onClick={onRefresh}
        disabled={refreshing}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="refresh-permissions"
      >
        {t('refreshPermissions')}
      </Button>
    </Section>
  );
}
