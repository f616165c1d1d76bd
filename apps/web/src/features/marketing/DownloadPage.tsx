import { useTranslation } from 'react-i18next';
import { DownloadOptions } from './DownloadOptions.js';
import { MarketingPageLayout } from './MarketingPageLayout.js';

export function DownloadPage() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPageLayout title={t('download.title')} subtitle={t('download.subtitle')}>
      <DownloadOptions />
    </MarketingPageLayout>
  );
}
