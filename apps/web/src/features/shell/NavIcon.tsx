import {
  AccountBalanceWallet,
  AdminPanelSettings,
  Analytics,
  AutoGraph,
  CalendarMonth,
  CandlestickChart,
  Cloud,
  ConfirmationNumber,
  Download,
  Forum,
  GridView,
  LocalFireDepartment,
  Leaderboard,
  ListAlt,
  NotificationsActive,
  RateReview,
  School,
  SpaceDashboard,
  Star,
  TravelExplore,
} from '@mui/icons-material';
import { Avatar } from '@mui/material';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  quote: <CandlestickChart />,
  layout: <SpaceDashboard />,
  watchlist: <ListAlt />,
  ranking: <Leaderboard />,
  stock: <TravelExplore />,
  assess: <Analytics />,
  strategy: <AutoGraph />,
  featured: <Star />,
  messenger: <Forum />,
  alerts: <NotificationsActive />,
  cloud: <Cloud />,
  paper: <AccountBalanceWallet />,
  academy: <School />,
  calendar: <CalendarMonth />,
  heatmap: <GridView />,
  ticket: <ConfirmationNumber />,
  user: <AdminPanelSettings />,
  annotion: <RateReview />,
  fire: <LocalFireDepartment />,
  builds: <Download />,
};

/** The menu icon of an app; the tick item shows the letter T instead. */
export function NavIcon({ id }: { id: string }) {
  if (id === 'tick') {
    return <Avatar sx={{ width: 24, height: 24, fontSize: 14, fontWeight: 800, bgcolor: 'primary.main' }}>T</Avatar>;
  }
  return ICONS[id] ?? null;
}
