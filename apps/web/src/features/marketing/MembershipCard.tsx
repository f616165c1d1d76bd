import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, Button, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { PAYMENT_PLAN_IDS, PAYMENT_PLANS, type Plan, PLANS, PRICES, TICKET_TIERS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EntitlementList } from './EntitlementList.js';

/** The yearly price of a plan, as the checkout sells it. */
function yearlyUsd(plan: Plan): number | undefined {
  const id = PAYMENT_PLAN_IDS.find((candidate) => {
    const tier = TICKET_TIERS[PAYMENT_PLANS[candidate].ticketType];
    return tier.plan === plan && tier.validityDays === 365;
  });
  return id && PAYMENT_PLANS[id].prices.usd;
}

/** The no-access page's offer: what a plan adds, from the contract's list the server enforces, and its yearly price. */
export function MembershipCard({ plan = 'standard' }: { plan?: Plan }) {
  const { t } = useTranslation('marketing');
  const below = PLANS[PLANS.indexOf(plan) - 1];
  const price = yearlyUsd(plan);
  return (
    <Card
      variant="outlined"
      sx={{ width: '100%', maxWidth: 440, textAlign: 'left', borderColor: 'primary.main', borderWidth: 2 }}
      data-testid="membership-card"
      data-plan={plan}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <WorkspacePremiumIcon color="primary" />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('membership.title', { plan: t(`plans.name.${plan}`) })}
          </Typography>
        </Stack>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {below ? t(`pricing.tagline.${plan}`) : t('membership.pitch')}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('membership.permissionsTitle')}
        </Typography>
        {below && <Typography variant="subtitle2">{t('pricing.everythingIn', { tier: t(`plans.name.${below}`) })}</Typography>}
        <EntitlementList plan={plan} />
        {!below && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('membership.performance')}
          </Typography>
        )}
        <Divider sx={{ my: 2 }} />
        {price !== undefined && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {t('membership.price', { price })}
            </Typography>
            <Typography variant="body1" color="text.secondary">
              {t('membership.perYear')}
            </Typography>
          </Stack>
        )}
        {!below && (
          <Box sx={{ mt: 1 }}>
            <Chip
              color="success"
              variant="outlined"
              label={t('membership.discount', { percent: PRICES.yearlyDiscountPercent, monthly: PRICES.monthlyUsd })}
            />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth size="large" variant="contained" component={RouterLink} to="/pricing">
          {t('membership.purchase')}
        </Button>
      </CardActions>
    </Card>
  );
}
