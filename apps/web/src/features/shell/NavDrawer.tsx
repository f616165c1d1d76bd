import { Box, Drawer, Toolbar } from '@mui/material';
import { NavMenu } from './NavMenu.js';

const NAV_WIDTH = 232;
const NAV_COLLAPSED_WIDTH = 68;

interface Props {
  wide: boolean;
  collapsed: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** The navigation panel: a collapsible column on wide screens, a temporary drawer on small ones. */
export function NavDrawer({ wide, collapsed, mobileOpen, onMobileClose }: Props) {
  const width = wide && collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  const paper = { width, boxSizing: 'border-box' as const, overflowX: 'hidden' as const, transition: 'width 150ms ease' };
  if (!wide) {
    return (
      <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose} slotProps={{ paper: { sx: paper } }}>
        <NavMenu collapsed={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  return (
    <Box component="div" sx={{ width, flexShrink: 0, transition: 'width 150ms ease' }}>
      <Drawer variant="permanent" open slotProps={{ paper: { sx: paper } }}>
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <NavMenu collapsed={collapsed} onNavigate={() => undefined} />
      </Drawer>
    </Box>
  );
}
