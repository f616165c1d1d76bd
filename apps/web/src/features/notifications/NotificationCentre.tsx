import { Button, Stack, Typography } from '@mui/material';
import { hasRole } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { useAuth } from '../auth/useAuth.js';
import { MessageThread } from '../messenger/MessageThread.js';
import { realtimeState } from './realtimeStore.js';

/** The notification centre drawer: how the connection stands and the latest alerts of every session. */
export function NotificationCentre({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const { user } = useAuth();
  const state = useStore(realtimeState);
  const bell = useStore(localFlags.realtimeNotify);
  if (!user || !hasRole(user.role, 'member')) {
    return <Typography color="text.secondary">{t('centreEmpty')}</Typography>;
  }
  return (
    <Stack spacing={2} data-testid="notification-centre">
      <Typography variant="body2" color={state === 'error' ? 'error' : 'text.secondary'}>
        {t(`state.${state}`)}
      </Typography>
      {!bell && <Typography variant="body2">{t('turnOnBell')}</Typography>}
      <Button component={RouterLink} to="/apps/messenger" onClick={onNavigate} variant="outlined" size="small">
        {t('openMessenger')}
      </Button>
      <MessageThread sessionid={null} />
    </Stack>
  );
}
