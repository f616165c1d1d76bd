import { Lock } from '@mui/icons-material';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { PLANS, PRICES } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MembershipCard } from '../../app/externalPages.js';

/** Where a screen or call needs a plan the user lacks; `?plan=plus` offers that plan, Standard otherwise. */
export function NoAccessPage() {
  const { t } = useTranslation(['errors', 'messages', 'marketing']);
  const [params] = useSearchParams();
  const plan = PLANS.find((candidate) => candidate === params.get('plan')) ?? 'standard';
  return (
    <Stack spacing={4} sx={{ alignItems: 'center', py: { xs: 3, md: 6 } }} data-testid="no-access">
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 640 }}>
        <Box sx={{ p: 2, borderRadius: '50%', bgcolor: 'warning.main', color: 'warning.contrastText', display: 'flex' }}>
          <Lock fontSize="large" />
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('messages:accessDenied')}
        </Typography>
        <Link component={RouterLink} to="/pricing" variant="h6" underline="hover">
          {t('payLink')}
        </Link>
        <Typography color="text.secondary">{t('messages:upgradePrompt')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, width: '100%', maxWidth: 760, textAlign: 'center', borderRadius: 3 }}>
        <Typography variant="h3" component="h2" sx={{ fontWeight: 800 }}>
          {t('subscribe')}
        </Typography>
        {plan === 'standard' ? (
          <>
            <Typography variant="h6" color="text.secondary">
              {t('allFeatures')}
            </Typography>
            <Typography sx={{ color: 'success.main', fontWeight: 600, mt: 1 }}>
              {t('discount', { percent: PRICES.yearlyDiscountPercent, yearly: PRICES.yearlyUsd, monthly: PRICES.monthlyUsd })}
            </Typography>
          </>
        ) : (
          <Typography variant="h6" color="text.secondary">
            {t('needsPlan', { plan: t(`marketing:plans.name.${plan}`) })}
          </Typography>
        )}
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <MembershipCard plan={plan} />
        </Box>
      </Paper>
    </Stack>
  );
}
