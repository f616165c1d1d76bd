import { DESKTOP_BUILD_FILES, DESKTOP_PLATFORMS, type DesktopPlatform } from '@signaldesk/contract';
import { Alert, Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.js';

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

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The administrator's own system, as the browser names it; Linux for anything else, as the build script's default. */
function visitorPlatform(): DesktopPlatform {
  const agent = navigator.userAgent;
  if (/Windows/i.test(agent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(agent)) return 'mac';
  return 'linux';
}

/** `npm run build:desktop -- --platform` names the Mac build after its system. */
const BUILD_PLATFORM: Record<DesktopPlatform, string> = { windows: 'windows', mac: 'macos', linux: 'linux' };

/** How the built file is started from a terminal in its folder. */
const runFile = (platform: DesktopPlatform) => (platform === 'windows' ? `.\\${DESKTOP_BUILD_FILES.windows}` : `./${DESKTOP_BUILD_FILES[platform]}`);

/**
 * The administrators' screen on what the download page offers: how to build each system's executable and the
 * browser extension into the folder this server serves, how to run the assistant from the repository, and its form
 * without a window for scripts. Traders see only which builds there are (the download page).
 */
export function BuildsPage() {
  const { t } = useTranslation('marketing');
  const [platform, setPlatform] = useState<DesktopPlatform>(visitorPlatform);
  const server = window.location.origin;
  const name = t(`download.${platform}`);
  const file = DESKTOP_BUILD_FILES[platform];
  const run = `${runFile(platform)} --server ${server}`;
  return (
    <Stack spacing={3} data-testid="builds-admin-page">
      <PageHeader title={t('desktopBuild.title')} subtitle={t('desktopBuild.subtitle')} />
      <Alert severity="info" data-testid="desktop-build-intro">
        {t('desktopBuild.intro')}
      </Alert>
      <Section title={t('desktopBuild.buildTitle', { platform: name })} testId="desktop-build-steps">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('desktopBuild.platformPick')}</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={platform}
            onChange={(_event, next: DesktopPlatform | null) => next && setPlatform(next)}
            aria-label={t('desktopBuild.platformPick')}
          >
            {DESKTOP_PLATFORMS.map((option) => (
              <ToggleButton key={option} value={option}>
                {t(`download.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Step number={1} text={t('desktopBuild.stepInstall')}>
          <Command lines={['npm ci']} />
        </Step>
        <Step number={2} text={t('desktopBuild.stepBuild', { platform: name, file })}>
          <Command lines={[`npm run build:desktop -- --platform ${BUILD_PLATFORM[platform]}`]} />
          <Typography variant="body2">{t('desktopBuild.stepBuildServed')}</Typography>
        </Step>
        <Step number={3} text={t(`desktopBuild.stepRun.${platform}`, { file })}>
          <Command
            lines={
              platform === 'mac'
                ? [`chmod +x ${file}`, `xattr -d com.apple.quarantine ${file}`, `codesign --sign - ${file}`, run]
                : platform === 'linux'
                  ? [`chmod +x ${file}`, run]
                  : [run]
            }
          />
          {platform === 'mac' && <Typography variant="body2">{t('desktopBuild.macBuiltThere')}</Typography>}
        </Step>
        <Typography variant="body2" color="text.secondary">
          {t('desktopBuild.browser')}
        </Typography>
      </Section>
      <Section title={t('desktopBuild.checkoutTitle')} testId="desktop-build-checkout">
        <Step number={1} text={t('desktopBuild.checkoutStart')}>
          <Command lines={[`npm run desktop -- --server ${server}`]} />
        </Step>
        <Step number={2} text={t('desktopBuild.checkoutSignIn')} />
        <Typography variant="body2" color="text.secondary">
          {t('desktopBuild.revoke')}
        </Typography>
      </Section>
      <Section title={t('desktopBuild.scriptsTitle')} testId="desktop-build-scripts">
        <Step number={1} text={t('desktopBuild.scriptsStart')}>
          <Command lines={[`npm run desktop -- --no-window --server ${server} --code <code> --export-dir ~/SignalDesk/charts`]} />
          <Typography variant="body2">{t('desktopBuild.scriptsAgain')}</Typography>
        </Step>
        <Step number={2} text={t('desktopBuild.stepTry')}>
          <Command
            lines={[
              'curl "http://127.0.0.1:4009/kline/panel/AAPL/1d?lang=zh"',
              'curl -o aapl.png "http://127.0.0.1:4009/kline/chart/AAPL/1d?width=1200&height=800"',
              'curl -d filepath=daily/aapl.png http://127.0.0.1:4009/kline/chart/AAPL/1d -o /dev/null',
            ]}
          />
        </Step>
      </Section>
      <Section title={t('desktopBuild.extensionTitle')} testId="desktop-build-extension">
        <Step number={1} text={t('desktopBuild.extensionBuild')}>
          <Command lines={[`SIGNALDESK_URL=${server} npm run build -w apps/extension`]} />
        </Step>
      </Section>
    </Stack>
  );
}
