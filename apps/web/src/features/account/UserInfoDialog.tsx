import { Close } from '@mui/icons-material';
import { Dialog, DialogContent, DialogTitle, Divider, Grid, IconButton, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import { renewAccessToken } from '../auth/renewAccessToken.js';
import { useAuth } from '../auth/useAuth.js';
import { snackbar } from '../snackbar/snackbar.js';
import { hasRole } from '@signaldesk/contract';
import { ExtensionConnect } from '../extension/ExtensionConnect.js';
import { ChannelSettings } from '../messenger/ChannelSettings.js';
import { MyPayments } from '../payments/MyPayments.js';
import { BotPushForm } from './BotPushForm.js';
import { DesktopAuthorize } from './DesktopAuthorize.js';
import { MyTickets } from './MyTickets.js';
import { NicknameForm } from './NicknameForm.js';
import { ProfileSection } from './ProfileSection.js';
import { PushEmailForm } from './PushEmailForm.js';
import { SessionList } from './SessionList.js';
import { TicketBinding } from './TicketBinding.js';

export function UserInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const { user } = useAuth();
  const [refreshing, setRefreshing] = useState(false);
  if (!user) return null;

  async function refresh() {
    setRefreshing(true);
    try {
      await renewAccessToken();
      snackbar.success(t('permissionsRefreshed'));
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={small}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flex: 1 }}>{t('title')}</span>
        <IconButton onClick={onClose} aria-label={t('common:close')} data-testid="user-info-close">
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers data-testid="user-info-dialog">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3} divider={<Divider flexItem />}>
              <ProfileSection user={user} onRefresh={() => void refresh()} refreshing={refreshing} />
              <TicketBinding />
              <MyTickets />
              <MyPayments />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3} divider={<Divider flexItem />}>
              <NicknameForm key={`name-${user.username}`} user={user} />
              <PushEmailForm key={`push-${user.pushemail}-${user.pushemailConfirmed}`} user={user} />
              <BotPushForm key={`bot-${user.telegramId}-${user.botPush}`} user={user} />
              {hasRole(user.role, 'member') && <ChannelSettings />}
              <DesktopAuthorize />
              {hasRole(user.role, 'member') && <ExtensionConnect />}
              <SessionList />
            </Stack>
          </Grid>
        </Grid>
      </DialogContent>
    </Dialog>
  );
}
