import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The fire screen says outright that the demo provider generates every price, and how to switch to real quotes. */
export function FireDemoNotice() {
  const { t } = useTranslation('fire');
  return (
    <Alert severity="warning" variant="outlined" data-testid="fire-demo-notice">
      {t('demo.notice')}
    </Alert>
  );
}
