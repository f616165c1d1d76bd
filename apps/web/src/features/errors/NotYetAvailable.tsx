import { Construction } from '@mui/icons-material';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The honest screen for an app whose market-analysis feature is not built yet. */
export function NotYetAvailable({ title }: { title: string }) {
  const { t } = useTranslation('errors');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 3 }} data-testid="not-yet-available">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Construction color="primary" fontSize="large" />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t('notYetAvailable')}</Typography>
      </Stack>
    </Paper>
  );
}
