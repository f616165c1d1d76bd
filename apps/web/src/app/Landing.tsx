import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth.js';
import { ScreenLoading } from '../features/errors/ScreenLoading.js';
import { landingPath } from './landingPath.js';

/**
 * The start page: the signed-in user's real role picks it, never super's "view as". The router keeps this in view
 * until the start screen's code has arrived, so it says it is loading rather than leaving the pane empty.
 */
export function Landing() {
  const { user } = useAuth();
  return (
    <>
      <Navigate to={landingPath(user?.role ?? 'user')} replace />
      <ScreenLoading />
    </>
  );
}
