import { Alert } from '@mui/material';
import { PRICES } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MarketingPageLayout } from './MarketingPageLayout.js';
import { PricingPlans } from './PricingPlans.js';

/** The plans on a page of their own: where the buy buttons lead a visitor back after sign-in, and Stripe's cancel. */
export function PricingPage() {
  const { t } = useTranslation(['marketing', 'payments']);
  const [params] = useSearchParams();
  return (
    <MarketingPageLayout title={t('pricing.title')} subtitle={t('pricing.subtitle', { days: PRICES.trialDays })}>
      {params.get('checkout') === 'cancelled' && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="checkout-cancelled">
          {t('payments:cancelled')}
        </Alert>
      )}
      <PricingPlans />
    </MarketingPageLayout>
  );
}
