import { Box, Paper, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { DRAWER_BACKGROUND } from '../../app/theme.js';
import { NavMenu } from './NavMenu.js';
import { shellPart } from './shellPart.js';

// Only a phone's screen uses it, fetched there once the first screen is up so it slides in from its first opening.
const PhoneNavDrawer = shellPart('PhoneNavDrawer');

export const NAV_WIDTH = 232;
const NAV_COLLAPSED_WIDTH = 68;

interface Props {
  wide: boolean;
  collapsed: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * The navigation panel: a collapsible column on wide screens, a temporary drawer on small ones. The column is a
 * plain fixed panel drawn like MUI's permanent drawer, which would bring its modal machinery into the first download.
 */
export function NavDrawer({ wide, collapsed, mobileOpen, onMobileClose }: Props) {
  if (!wide) {
    return (
      <Suspense>
        <PhoneNavDrawer open={mobileOpen} onClose={onMobileClose} />
      </Suspense>
    );
  }
  const width = collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  return (
    <Box sx={{ width, flexShrink: 0, transition: 'width 150ms ease' }}>
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          width,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          transition: 'width 150ms ease',
          zIndex: (theme) => theme.zIndex.drawer,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: DRAWER_BACKGROUND,
        }}
      >
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <NavMenu collapsed={collapsed} onNavigate={() => undefined} />
      </Paper>
    </Box>
  );
}
