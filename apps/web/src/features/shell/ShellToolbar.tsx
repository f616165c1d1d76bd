import {
  AccountCircle,
  CalendarToday,
  Fullscreen,
  FullscreenExit,
  HorizontalRule,
  Menu as MenuIcon,
  SwapHoriz,
  SystemUpdateAlt,
  TableChart,
  Cloud,
} from '@mui/icons-material';
import { AppBar, Box, IconButton, Stack, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { useAuth } from '../auth/useAuth.js';
import { NotificationBell } from '../notifications/NotificationBell.js';
import { SymbolSearch } from '../search/SymbolSearch.js';
import { appUpdate } from '../update/appUpdate.js';
import { BrandMark } from './BrandMark.js';
import { DebugMenu } from './DebugMenu.js';
import { DemoDataChip } from './DemoDataChip.js';
import type { DrawerId } from './DrawerId.js';
import { LanguageToggle } from './LanguageToggle.js';
import { PhoneMenu } from './PhoneMenu.js';
import { PhoneSearch } from './PhoneSearch.js';
import { RegionChooser } from './RegionChooser.js';
import { SettingsMenu } from './SettingsMenu.js';
import { ToolbarButton } from './ToolbarButton.js';
import { useFullscreen } from './useFullscreen.js';
import { ShellTooltip } from './ShellTooltip.js';

interface Props {
  onMenu: () => void;
  onDrawer: (id: DrawerId) => void;
}

export function ShellToolbar({ onMenu, onDrawer }: Props) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const helpLine = useStore(localFlags.helpLine);
  const scrollChart = useStore(localFlags.scrollChart);
  const update = useStore(appUpdate.state);
  // One search box in the page: the phone's opens across the bar, so the two never stand side by side.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: { xs: 0.25, sm: 1 }, minHeight: 56, px: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" color="inherit" onClick={onMenu} aria-label={t('toggleMenu')} data-testid="nav-toggle">
          <MenuIcon />
        </IconButton>
        <Stack direction="row" spacing={1} component={RouterLink} to="/" sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}>
          <BrandMark size={28} />
          <Typography variant="h6" sx={{ fontWeight: 800, display: { xs: 'none', sm: 'block' }, letterSpacing: 0.3 }}>
            SignalDesk
          </Typography>
        </Stack>
        <DemoDataChip />
        <Box sx={{ flex: 1 }} />
        {phone ? <PhoneSearch /> : <SymbolSearch />}
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <RegionChooser />
        </Box>
        <Stack direction="row" sx={{ display: { xs: 'none', md: 'flex' } }}>
          <ToolbarButton title={t('todayEconomics')} onClick={() => onDrawer('calendar')} testId="tool-calendar">
            <CalendarToday />
          </ToolbarButton>
          <ToolbarButton title={t('optionChain')} onClick={() => onDrawer('optionChain')} testId="tool-option-chain">
            <TableChart />
          </ToolbarButton>
          <ToolbarButton title={t('helpLine')} onClick={() => localFlags.helpLine.set(!helpLine)} active={helpLine} testId="tool-help-line">
            <HorizontalRule />
          </ToolbarButton>
          <ToolbarButton
            title={t('scrollChart')}
            onClick={() => localFlags.scrollChart.set(!scrollChart)}
            active={scrollChart}
            testId="tool-scroll-chart"
          >
            <SwapHoriz />
          </ToolbarButton>
          <ToolbarButton title={t('stockCloud')} onClick={() => onDrawer('stockCloud')} testId="tool-stock-cloud">
            <Cloud />
          </ToolbarButton>
          <ToolbarButton title={t('fullScreen')} onClick={toggleFullscreen} active={fullscreen} testId="tool-fullscreen">
            {fullscreen ? <FullscreenExit /> : <Fullscreen />}
          </ToolbarButton>
        </Stack>
        <ToolbarButton title={t('message')} onClick={() => onDrawer('notifications')} testId="tool-message">
          <NotificationBell />
        </ToolbarButton>
        {update === 'dismissed' && (
          <ShellTooltip title={t('newVersion')}>
            <IconButton color="warning" onClick={appUpdate.show} aria-label={t('newVersion')}>
              <SystemUpdateAlt />
            </IconButton>
          </ShellTooltip>
        )}
        <Stack direction="row" sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
          <LanguageToggle />
          <SettingsMenu />
        </Stack>
        {user?.role === 'super' && <DebugMenu />}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <ToolbarButton title={t('userInfo')} onClick={() => onDrawer('userInfo')} testId="tool-user-info">
            <AccountCircle />
          </ToolbarButton>
        </Box>
        <Box sx={{ display: { sm: 'none' } }}>
          <PhoneMenu onDrawer={onDrawer} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
