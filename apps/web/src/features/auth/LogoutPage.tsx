import { Typography } from '@mui/material';
import { LIMITS } from '@signaldesk/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CenteredScreen } from '../errors/CenteredScreen.js';
import { BrandMark } from '../shell/BrandMark.js';
import { signOut } from './signOut.js';

export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      void signOut().then(() => navigate('/', { replace: true }));
    }, LIMITS.logoutDelayMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <CenteredScreen>
      <BrandMark size={48} />
      <Typography variant="h5" data-testid="logout-text">
        {t('loggedOut')}
      </Typography>
    </CenteredScreen>
  );
}
