import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DownloadOptions } from './DownloadOptions.js';
import { MarketingPageLayout } from './MarketingPageLayout.js';
import { missingPlatformOf } from './offeredBuilds.js';

export function DownloadPage() {
  const { t } = useTranslation('marketing');
  // The server sends the address of a build it does not offer back here, naming the system.
  const missing = missingPlatformOf(useSearchParams()[0].get('missing'));
  return (
    <MarketingPageLayout title={t('download.title')} subtitle={t('download.subtitle')}>
      {missing && (
        <Alert severity="info" data-testid="download-missing">
          {t('download.missing', { platform: t(`download.${missing}`) })}
        </Alert>
      )}
      <DownloadOptions />
    </MarketingPageLayout>
  );
}
