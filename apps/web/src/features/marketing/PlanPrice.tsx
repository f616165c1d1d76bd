import { PAYMENT_PLANS, type PaymentPlanId } from '@signaldesk/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A yearly tier's price, read from the plans the checkout sells. */
export function PlanPrice({ plan }: { plan: PaymentPlanId }) {
  const { t } = useTranslation('marketing');
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {t('pricing.perYear', { price: PAYMENT_PLANS[plan].prices.usd })}
      </Typography>
    </Box>
  );
}
