import { EXTENSION_DOWNLOAD_PATH } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import ExtensionIcon from '@mui/icons-material/Extension';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { useSupport } from '../auth/useAppConfig.js';
import { MarketingPageLayout } from '../marketing/MarketingPageLayout.js';

const STEPS = ['stepUnzip', 'stepDeveloper', 'stepLoad', 'stepConnect', 'stepUse'] as const;

/** The download page's extension button: the zip this server holds, and how to load it unpacked and connect it. */
export function ExtensionInstallPage() {
  const { t } = useTranslation('extension');
  const site = window.location.origin;
  const { data } = useQuery({ queryKey: ['downloads'], queryFn: () => request(callPaths.downloads.downloads, {}) });
  const { reachable } = useSupport();
  return (
    <MarketingPageLayout title={t('installTitle')} subtitle={t('installSubtitle', { site })}>
      {data?.extension === false ? (
        <Alert severity="info" data-testid="extension-missing" sx={{ overflowWrap: 'anywhere' }}>
          {t(reachable ? 'missing' : 'missingNoContact')}
        </Alert>
      ) : (
        <Box>
          <Button variant="contained" size="large" startIcon={<ExtensionIcon />} href={EXTENSION_DOWNLOAD_PATH} data-testid="extension-download">
            {t('download')}
          </Button>
        </Box>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} component="ol" sx={{ m: 0, pl: 3 }}>
            {STEPS.map((step) => (
              <Typography component="li" variant="body1" key={step} data-testid={`extension-${step}`}>
                {t(step)}
              </Typography>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('revoke')}
          </Typography>
        </CardContent>
      </Card>
      <Box>
        <Button variant="outlined" component={RouterLink} to="/download">
          {t('back')}
        </Button>
      </Box>
    </MarketingPageLayout>
  );
}
