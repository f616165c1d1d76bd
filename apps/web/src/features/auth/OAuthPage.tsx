import { Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { CenteredScreen } from '../errors/CenteredScreen.js';
import { LoadingScreen } from '../errors/LoadingScreen.js';
import { snackbar } from '../snackbar/snackbar.js';
import { errorText } from './errorText.js';
import { signInWithToken } from './signInWithToken.js';

/** Signs in with the token of an e-mailed link. */
export function OAuthPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signInWithToken(token).then(
      () => {
        snackbar.success(t('messages:loginSucceeded'));
        navigate('/', { replace: true });
      },
      (error: unknown) => setFailure(t('messages:loginFailed', { msg: errorText(error) })),
    );
  }, [token, navigate, t]);

  if (failure === null) return <LoadingScreen text={t('messages:loggingIn')} />;
  return (
    <CenteredScreen>
      <Typography variant="h5" color="error" data-testid="oauth-failed">
        {failure}
      </Typography>
      <Link component={RouterLink} to="/login">
        {t('backToLogin')}
      </Link>
    </CenteredScreen>
  );
}
