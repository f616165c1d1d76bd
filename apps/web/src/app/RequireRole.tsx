import { hasRole, type Role } from '@signaldesk/contract';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth.js';
import { ScreenLoading } from '../features/errors/ScreenLoading.js';

/**
 * Entry needs the route's minimum role; the real role decides, never super's "view as". A refusal says it is loading
 * while the no-access page's code arrives, rather than leaving the pane empty.
 */
export function RequireRole({ role }: { role: Role }) {
  const { user } = useAuth();
  if (!user || !hasRole(user.role, role))
    return (
      <>
        <Navigate to="/403" replace />
        <ScreenLoading />
      </>
    );
  return <Outlet />;
}
