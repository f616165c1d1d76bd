import { pickLanguage } from '@signaldesk/contract';
import { AppBar, Box, Button, Container, Link, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/useAuth.js';

interface MarketingPageLayoutProps {
  title?: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The public pages hide the app shell, so they carry their own slim bar with the brand and language, and the way in:
 * sign-in for a visitor, the account and the app for a trader already signed in.
 */
export function MarketingPageLayout({ title, subtitle, children }: MarketingPageLayoutProps) {
  const { t, i18n } = useTranslation('marketing');
  const { pathname } = useLocation();
  const { user } = useAuth();
  const otherLanguage = pickLanguage(i18n.language) === 'zh' ? 'en' : 'zh';
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="transparent" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Link component={RouterLink} to="/login" underline="none" color="inherit" sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                {t('layout.brand')}
              </Typography>
            </Link>
            <Button color="inherit" onClick={() => i18n.changeLanguage(otherLanguage)} lang={otherLanguage}>
              {t('layout.switchLanguage')}
            </Button>
            {user ? (
              <>
                <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', sm: 'block' } }} data-testid="marketing-account">
                  {user.username}
                </Typography>
                <Button variant="contained" component={RouterLink} to="/" data-testid="marketing-open-app">
                  {t('layout.openApp')}
                </Button>
              </>
            ) : (
              pathname !== '/login' && (
                <Button variant="outlined" component={RouterLink} to="/login">
                  {t('layout.signIn')}
                </Button>
              )
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={4}>
          {title && (
            <Box>
              <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}>
                {title}
              </Typography>
              {subtitle && (
                <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1, fontWeight: 400 }}>
                  {subtitle}
                </Typography>
              )}
            </Box>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
