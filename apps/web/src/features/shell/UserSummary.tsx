import { Logout, ManageAccounts, Refresh } from '@mui/icons-material';
import { Avatar, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ExpiryText } from '../account/ExpiryText.js';
import { errorText } from '../auth/errorText.js';
import { renewAccessToken } from '../auth/renewAccessToken.js';
import { useAuth } from '../auth/useAuth.js';
import { snackbar } from '../snackbar/snackbar.js';

/** The user-info drawer: who is signed in, and the ways into account settings and out. */
export function UserSummary({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation(['account', 'shell', 'common']);
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  async function refresh() {
    setBusy(true);
    try {
      await renewAccessToken();
      snackbar.success(t('account:permissionsRefreshed'));
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'primary.main' }}>{user.username.slice(0, 1).toUpperCase()}</Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">{user.username}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
        <Chip size="small" color="primary" label={t(`common:roles.${user.role}`)} />
        <ExpiryText exp={user.exp} />
      </Stack>
      <Button fullWidth variant="contained" startIcon={<ManageAccounts />} onClick={onOpenSettings} data-testid="open-user-info">
        {t('account:title')}
      </Button>
      <Button fullWidth variant="outlined" startIcon={<Refresh />} onClick={() => void refresh()} disabled={busy}>
        {t('account:refreshPermissions')}
      </Button>
      <Button fullWidth color="inherit" startIcon={<Logout />} component={RouterLink} to="/logout">
        {t('shell:signOut')}
      </Button>
    </Stack>
  );
}
