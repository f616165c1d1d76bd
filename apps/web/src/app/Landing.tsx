import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth.js';
import { landingPath } from './landingPath.js';

/** The start page: the signed-in user's real role picks it, never super's "view as". */
export function Landing() {
  const { user } = useAuth();
  return <Navigate to={landingPath(user?.role ?? 'user')} replace />;
}
