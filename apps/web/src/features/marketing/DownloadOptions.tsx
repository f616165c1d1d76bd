import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import ExtensionIcon from '@mui/icons-material/Extension';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TerminalIcon from '@mui/icons-material/Terminal';
import WindowIcon from '@mui/icons-material/Window';
import { Button, Grid } from '@mui/material';
import { desktopDownloadPath, EXTENSION_INSTALL_PATH } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSupport } from '../auth/useAppConfig.js';
import { DownloadCard } from './DownloadCard.js';
import { desktopOffer } from './offeredBuilds.js';
import { useDownloads } from './useDesktopBuilds.js';

/**
 * Desktop builds are served by the server, outside the single-page app, hence plain anchors; a system this server
 * does not offer keeps its button, disabled, so the trader sees which systems there are. Until the server has
 * answered every button is live: the server's address sends a missing build back to this page by itself.
 */
const DESKTOP = [
  { os: 'windows', icon: <WindowIcon /> },
  { os: 'mac', icon: <AppleIcon /> },
  { os: 'linux', icon: <TerminalIcon /> },
] as const;

export function DownloadOptions() {
  const { t } = useTranslation('marketing');
  const downloads = useDownloads();
  const offer = downloads && desktopOffer(downloads.desktop);
  const { reachable } = useSupport();
  const offerKey = offer?.key === 'download.offersNone' && !reachable ? 'download.offersNoneNoContact' : offer?.key;
  const names = (offer?.offered ?? []).map((platform) => t(`download.${platform}`)).join(t('download.listSeparator'));
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DownloadCard
          icon={<DesktopWindowsIcon />}
          title={t('download.desktopTitle')}
          body={offerKey ? `${t('download.desktopBody')} ${t(offerKey, { systems: names })}` : t('download.desktopBody')}
          actions={DESKTOP.map(({ os, icon }) =>
            !offer || offer.offered.includes(os) ? (
              <Button key={os} variant="contained" startIcon={icon} href={desktopDownloadPath(os)}>
                {t(`download.${os}`)}
              </Button>
            ) : (
              <Button key={os} variant="outlined" startIcon={icon} disabled>
                {t('download.notOffered', { platform: t(`download.${os}`) })}
              </Button>
            ),
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DownloadCard
          icon={<ExtensionIcon />}
          title={t('download.extensionTitle')}
          body={t('download.extensionBody')}
          actions={
            <Button variant="contained" startIcon={<ExtensionIcon />} component={RouterLink} to={EXTENSION_INSTALL_PATH}>
              {t('download.extensionButton')}
            </Button>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DownloadCard
          icon={<PhoneIphoneIcon />}
          title={t('download.iosTitle')}
          body={t(reachable ? 'download.iosBody' : 'download.iosBodyNoContact')}
          actions={
            <Button variant="outlined" startIcon={<AppleIcon />} disabled>
              {t('download.iosButton')}
            </Button>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DownloadCard
          icon={<AndroidIcon />}
          title={t('download.androidTitle')}
          body={t('download.androidBody')}
          actions={
            <Button variant="outlined" startIcon={<AndroidIcon />} disabled>
              {t('download.androidButton')}
            </Button>
          }
        />
      </Grid>
    </Grid>
  );
}
