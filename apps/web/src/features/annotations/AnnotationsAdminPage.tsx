import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { AnnotationAdminTable } from './AnnotationAdminTable.js';
import { AnnotationSymbolFilter } from './AnnotationSymbolFilter.js';

/** Super's annotation administration: /apps/annotion for all, /apps/annotion/symbol/:symbol for one stock. */
export function AnnotationsAdminPage() {
  const { t } = useTranslation('annotations');
  const symbol = useParams().symbol?.toUpperCase();

  return (
    <Stack spacing={3} data-testid="annotations-admin-page">
      <PageHeader title={symbol ? t('admin.symbolTitle', { symbol }) : t('admin.title')} subtitle={t('admin.subtitle')}>
        <AnnotationSymbolFilter key={symbol ?? ''} symbol={symbol} />
      </PageHeader>
      <AnnotationAdminTable key={symbol ?? ''} symbol={symbol} />
    </Stack>
  );
}
