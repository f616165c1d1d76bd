import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSupport } from '../auth/useAppConfig.js';

type Notice = 'inApp' | 'invite';

/** The warning inside a messaging app's web view and the answer to an iOS invitation link. */
export function InAppBrowserNotices({ showInApp, showInvite, onDismiss }: { showInApp: boolean; showInvite: boolean; onDismiss: (notice: Notice) => void }) {
  const { t } = useTranslation('marketing');
  // The invitation's only answer is to contact support: without a contact there is nothing to say.
  const { reachable } = useSupport();
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100% - 32px))',
        zIndex: 'snackbar',
      }}
    >
      {showInApp && (
        <Alert
          severity="warning"
          variant="filled"
          icon={<OpenInBrowserIcon />}
          onClose={() => onDismiss('inApp')}
        >
          <AlertTitle>{t('inApp.title')}</AlertTitle>
          {t('inApp.body')}
        </Alert>
      )}
      {showInvite && reachable && (
        <Alert
          severity="info"
          variant="filled"
          icon={<PhoneIphoneIcon />}
          onClose={() => onDismiss('invite')}
        >
          <AlertTitle>{t('inApp.inviteTitle')}</AlertTitle>
          {t('inApp.inviteBody')}
          <Box sx={{ mt: 1 }}>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              component={RouterLink}
              to="/wechat/contact"
              onClick={() => onDismiss('invite')}
            >
              {t('inApp.inviteAction')}
            </Button>
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
