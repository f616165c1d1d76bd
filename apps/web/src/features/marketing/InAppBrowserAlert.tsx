import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isInAppBrowser } from './isInAppBrowser.js';

/**
 * Warns visitors inside a messaging app's web view, and answers an iOS invitation link (`?invite=ios`).
 * It floats above the page because it is mounted once for every route, outside any page layout.
 */
export function InAppBrowserAlert() {
  const { t } = useTranslation('marketing');
  const [searchParams] = useSearchParams();
  const [dismissed, setDismissed] = useState({ inApp: false, invite: false });
  const showInApp = !dismissed.inApp && typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);
  const showInvite = !dismissed.invite && searchParams.get('invite') === 'ios';
  if (!showInApp && !showInvite) return null;
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
          onClose={() => setDismissed((state) => ({ ...state, inApp: true }))}
        >
          <AlertTitle>{t('inApp.title')}</AlertTitle>
          {t('inApp.body')}
        </Alert>
      )}
      {showInvite && (
        <Alert
          severity="info"
          variant="filled"
          icon={<PhoneIphoneIcon />}
          onClose={() => setDismissed((state) => ({ ...state, invite: true }))}
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
              onClick={() => setDismissed((state) => ({ ...state, invite: true }))}
            >
              {t('inApp.inviteAction')}
            </Button>
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
