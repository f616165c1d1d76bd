import { useTranslation } from 'react-i18next';
import { MarketingPageLayout } from './MarketingPageLayout.js';
import { QaList } from './QaList.js';

export function QasPage() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPageLayout title={t('qas.title')} subtitle={t('qas.subtitle')}>
      <QaList />
    </MarketingPageLayout>
  );
}
