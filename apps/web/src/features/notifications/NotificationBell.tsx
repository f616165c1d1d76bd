import { Notifications, NotificationsOff } from '@mui/icons-material';
import { Badge, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { useSessions } from '../messenger/useSessions.js';
import { realtimeState } from './realtimeStore.js';

const STATE_COLOUR = { connected: 'success.main', error: 'error.main', disconnected: 'text.disabled' } as const;

/** The toolbar bell: the unread count, and a dot telling how the realtime connection stands. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const state = useStore(realtimeState);
  const { unread } = useSessions();
  return (
    <Box sx={{ position: 'relative', display: 'flex' }}>
      <Badge color="error" badgeContent={unread} max={99} data-testid="bell-unread">
        {state === 'disconnected' ? <NotificationsOff /> : <Notifications />}
      </Badge>
      <Box
        component="span"
        role="status"
        aria-label={t(`state.${state}`)}
        title={t(`state.${state}`)}
        data-testid="realtime-state"
        data-state={state}
        sx={{ position: 'absolute', left: -2, bottom: -2, width: 8, height: 8, borderRadius: '50%', bgcolor: STATE_COLOUR[state], border: 1, borderColor: 'background.paper' }}
      />
    </Box>
  );
}
