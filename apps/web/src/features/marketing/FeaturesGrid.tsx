import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import CloudIcon from '@mui/icons-material/Cloud';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import SchoolIcon from '@mui/icons-material/School';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard.js';

/** Charts lead at double width: they are what every other feature is read on. */
const FEATURES = [
  { key: 'charts', icon: <CandlestickChartIcon />, wide: true },
  { key: 'screener', icon: <FilterAltIcon />, wide: false },
  { key: 'cloud', icon: <CloudIcon />, wide: false },
  { key: 'calendars', icon: <CalendarMonthIcon />, wide: false },
  { key: 'options', icon: <AutoGraphIcon />, wide: false },
  { key: 'academy', icon: <SchoolIcon />, wide: false },
  { key: 'desktop', icon: <DesktopWindowsIcon />, wide: false },
] as const;

export function FeaturesGrid() {
  const { t } = useTranslation('marketing');
  return (
    <Grid container spacing={3}>
      {FEATURES.map(({ key, icon, wide }) => (
        <Grid key={key} size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 6 : 3 }}>
          <FeatureCard icon={icon} title={t(`features.${key}.title`)} body={t(`features.${key}.body`)} />
        </Grid>
      ))}
    </Grid>
  );
}
