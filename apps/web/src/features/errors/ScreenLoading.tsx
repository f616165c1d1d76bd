import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Stands in the shell's pane while a screen's code arrives, so the frame never shows an empty pane. */
export function ScreenLoading() {
  const { t } = useTranslation('errors');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }} data-testid="screen-loading">
      <CircularProgress size={28} />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Stack>
  );
}
