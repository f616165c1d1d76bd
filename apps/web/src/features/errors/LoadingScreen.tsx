import { CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../shell/BrandMark.js';
import { CenteredScreen } from './CenteredScreen.js';

export function LoadingScreen({ text }: { text?: string }) {
  const { t } = useTranslation('errors');
  return (
    <CenteredScreen>
      <BrandMark size={48} />
      <CircularProgress size={28} />
      <Typography color="text.secondary" data-testid="loading-screen">
        {text ?? t('loading')}
      </Typography>
    </CenteredScreen>
  );
}
