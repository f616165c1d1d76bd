import { PRICES } from '@signaldesk/contract';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const POINTS = [
  { key: 'pointIndicators', icon: <ShowChartIcon color="primary" /> },
  { key: 'pointCloud', icon: <CloudIcon color="primary" /> },
  { key: 'pointScreener', icon: <FilterAltIcon color="primary" /> },
  { key: 'pointAlerts', icon: <NotificationsActiveIcon color="primary" /> },
] as const;

export function LandingHero() {
  const { t } = useTranslation('marketing');
  return (
    <Stack spacing={2.5}>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 600, letterSpacing: 1.2 }}>
        {t('hero.eyebrow')}
      </Typography>
      <Typography
        variant="h2"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.1 }}
      >
        {t('hero.title')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
        {t('hero.body')}
      </Typography>
      <List dense disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {POINTS.map(({ key, icon }) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
            <ListItemText primary={t(`hero.${key}`)} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {t('hero.trial', { days: PRICES.trialDays })}
      </Typography>
    </Stack>
  );
}
