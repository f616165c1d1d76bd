import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth.js';
import { LoadingScreen } from '../features/errors/LoadingScreen.js';
import { SnackbarHost } from '../features/snackbar/SnackbarHost.js';
import { SubscriptionNotices } from '../features/auth/SubscriptionNotices.js';
import { UpdateDialog } from '../features/update/UpdateDialog.js';
import { InAppBrowserAlert } from '../features/marketing/InAppBrowserAlert.js';

/** Everything every route shares: the start-up splash, snackbars, notices and the new-version dialog. */
export function Root() {
  const { status } = useAuth();
  return (
    <>
      {status === 'loading' ? (
        <LoadingScreen />
      ) : (
        <Suspense>
          <Outlet />
        </Suspense>
      )}
      <InAppBrowserAlert />
      <SubscriptionNotices />
      <UpdateDialog />
      <SnackbarHost />
    </>
  );
}
