import { DESKTOP_PLATFORMS, type DesktopPlatform } from '@signaldesk/contract';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { MarketingPageLayout } from './MarketingPageLayout.js';

function Command({ lines }: { lines: string[] }) {
  return (
    <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: '0.85rem', whiteSpace: 'pre' }}>
      <code>{lines.join('\n')}</code>
    </Box>
  );
}

function Step({ number, text, children }: { number: number; text: string; children?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body1">
        <strong>{number}.</strong> {text}
      </Typography>
      {children}
    </Stack>
  );
}

const platformOf = (value: string | null): DesktopPlatform | undefined =>
  DESKTOP_PLATFORMS.find((platform) => platform === value);

/**
 * Where a desktop download button leads while the server holds no build: how to run the assistant from the
 * repository today, and what is still coming.
 */
export function DesktopBuildPage() {
  const { t } = useTranslation('marketing');
  const [search] = useSearchParams();
  const params = useParams();
  // The path form is reached only where no server answers it, as under the development server without one.
  const platform = platformOf(search.get('platform') ?? params.platform ?? null);
  const server = window.location.origin;
  const start = `npm run desktop -- --no-window --server ${server}`;
  return (
    <MarketingPageLayout
      title={t('desktopBuild.title')}
      subtitle={platform ? t('desktopBuild.subtitlePlatform', { platform: t(`download.${platform}`) }) : t('desktopBuild.subtitle')}
    >
      <Alert severity="info" data-testid="desktop-build-coming">
        {t('desktopBuild.coming')}
      </Alert>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h5" component="h2">
              {t('desktopBuild.runTitle')}
            </Typography>
            <Step number={1} text={t('desktopBuild.stepInstall')}>
              <Command lines={['npm ci']} />
            </Step>
            <Step number={2} text={t('desktopBuild.stepAuthorise')} />
            <Step number={3} text={t('desktopBuild.stepStart')}>
              <Command lines={[`${start} --code <code> --export-dir ~/SignalDesk/charts`]} />
              <Typography variant="body2">{t('desktopBuild.stepAgain')}</Typography>
              <Command lines={[start]} />
            </Step>
            <Step number={4} text={t('desktopBuild.stepTry')}>
              <Command
                lines={[
                  'curl "http://127.0.0.1:4009/kline/panel/AAPL/1d?lang=zh"',
                  'curl -o aapl.png "http://127.0.0.1:4009/kline/chart/AAPL/1d?width=1200&height=800"',
                  'curl -d filepath=daily/aapl.png http://127.0.0.1:4009/kline/chart/AAPL/1d -o /dev/null',
                ]}
              />
            </Step>
            <Typography variant="body2" color="text.secondary">
              {t('desktopBuild.revoke')}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <Box>
        <Button variant="outlined" component={RouterLink} to="/download">
          {t('desktopBuild.back')}
        </Button>
      </Box>
    </MarketingPageLayout>
  );
}
