import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSupport } from '../auth/useAppConfig.js';
import { CenteredScreen } from './CenteredScreen.js';

export function ErrorPage({ code }: { code: 404 | 500 }) {
  const { t } = useTranslation('errors');
  const { reachable } = useSupport();
  return (
    <CenteredScreen>
      <Typography variant="h1" sx={{ fontWeight: 800, fontSize: { xs: 72, md: 120 }, color: 'primary.main', lineHeight: 1 }}>
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        {t(`title${code}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t(code === 500 && !reachable ? 'text500NoContact' : `text${code}`)}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={RouterLink} to="/">
          {t('home')}
        </Button>
        {reachable && (
          <Button component={RouterLink} to="/wechat/contact">
            {t('contact')}
          </Button>
        )}
      </Stack>
    </CenteredScreen>
  );
}
