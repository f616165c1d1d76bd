import { Box, Container, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { LIMITS } from '@signaldesk/contract';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenLoading } from '../errors/ScreenLoading.js';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { TrialOffer } from '../account/TrialOffer.js';
import type { DrawerId } from './DrawerId.js';
import { NavDrawer } from './NavDrawer.js';
import { ShellToolbar } from './ShellToolbar.js';
import { useOpenedOnce } from './useOpenedOnce.js';
import { useTopOfNewPage } from './useTopOfNewPage.js';
import { shellPart } from './shellPart.js';

// Shown only when the trader turns them on or opens them, so they are not part of the shell's first download.
const MessengerPanel = lazy(() => import('./MessengerPanel.js').then(({ MessengerPanel }) => ({ default: MessengerPanel })));
// Draws nothing: the notification connection starts once the first screen is up, rather than delaying it.
const NotificationBridge = shellPart('NotificationBridge');
// Fetched as soon as the first screen is up, so each drawer slides in from its first opening.
const ShellDrawers = shellPart('ShellDrawers');
const UserInfoDialog = lazy(() => import('../account/UserInfoDialog.js').then(({ UserInfoDialog }) => ({ default: UserInfoDialog })));

/** The signed-in frame: toolbar, navigation, right-side drawers, messenger panel and the user-info dialog. */
export function Shell() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const collapsed = useStore(localFlags.navCollapsed);
  const messengerSidebar = useStore(localFlags.messengerSidebar);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [drawer, setDrawer] = useState<DrawerId | null>(null);
  const [userDialog, setUserDialog] = useState(false);
  const userDialogOpened = useOpenedOnce(userDialog);
  useTopOfNewPage();

  const toggleMenu = () => (wide ? localFlags.navCollapsed.set(!collapsed) : setMobileOpen(!mobileOpen));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <ShellToolbar onMenu={toggleMenu} onDrawer={setDrawer} />
      <NavDrawer wide={wide} collapsed={collapsed} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <Container maxWidth={false} sx={{ maxWidth: LIMITS.pageContainerWidth, py: { xs: 2, md: 3 }, px: { xs: 1.5, md: 3 } }}>
          <TrialOffer />
          {/* The frame is drawn at once; the screen joins it when its code has arrived, a loading state till then. */}
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      {/* A boundary each, so the panel stays in view while the dialog is fetched. */}
      <Suspense>{messengerSidebar && <MessengerPanel />}</Suspense>
      <Suspense>{userDialogOpened && <UserInfoDialog open={userDialog} onClose={() => setUserDialog(false)} />}</Suspense>
      <Suspense>
        <ShellDrawers open={drawer} onClose={() => setDrawer(null)} onOpenUserDialog={() => setUserDialog(true)} />
      </Suspense>
      <Suspense>
        <NotificationBridge />
      </Suspense>
    </Box>
  );
}
