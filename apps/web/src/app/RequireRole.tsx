import { hasRole, type Role } from '@signaldesk/contract';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth.js';

/** Entry needs the route's minimum role; the real role decides, never super's "view as". */
export function RequireRole({ role }: { role: Role }) {
  const { user } = useAuth();
  if (!user || !hasRole(user.role, role)) return <Navigate to="/403" replace />;
  return <Outlet />;
}
