import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { rememberedPath } from '../features/auth/rememberedPath.js';
import { useAuth } from '../features/auth/useAuth.js';

/** Signed-out visitors go to /login; the path they asked for is remembered for after sign-in. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const signedIn = status === 'signedIn';

  useEffect(() => {
    if (signedIn) rememberedPath.clear();
  }, [signedIn]);

  if (!signedIn) {
    rememberedPath.remember(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
