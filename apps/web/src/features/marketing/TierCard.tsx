import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type Plan, PLANS } from '@signaldesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntitlementList } from './EntitlementList.js';

interface TierCardProps {
  plan: Plan;
  price: ReactNode;
  highlighted?: boolean;
  /** How to buy this tier: none where this site neither sells by card nor has a support contact. */
  actions?: ReactNode;
}

/** One plan: its name, price and what it adds to the plan below, which it includes. */
export function TierCard({ plan, price, highlighted = false, actions }: TierCardProps) {
  const { t } = useTranslation('marketing');
  const below = PLANS[PLANS.indexOf(plan) - 1];
  return (
    <Card
      variant="outlined"
      data-testid={`tier-${plan}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
            {t(`plans.name.${plan}`)}
          </Typography>
          {highlighted && <Chip size="small" color="primary" label={t('pricing.popular')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`pricing.tagline.${plan}`)}
        </Typography>
        {price}
        {below && (
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('pricing.everythingIn', { tier: t(`plans.name.${below}`) })}
          </Typography>
        )}
        <EntitlementList plan={plan} />
      </CardContent>
      {actions && <CardActions sx={{ p: 2, pt: 0 }}>{actions}</CardActions>}
    </Card>
  );
}
