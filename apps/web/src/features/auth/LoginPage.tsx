import { Navigate } from 'react-router-dom';
import { LandingPage } from '../../app/externalPages.js';
import { LoginForm } from './LoginForm.js';
import { rememberedPath } from './rememberedPath.js';
import { useAuth } from './useAuth.js';

export function LoginPage() {
  const { status } = useAuth();
  if (status === 'signedIn') return <Navigate to={rememberedPath.read()} replace />;
  return <LandingPage loginForm={<LoginForm />} />;
}
