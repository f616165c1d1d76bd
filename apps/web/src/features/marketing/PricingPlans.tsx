import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import type { PaymentCurrency } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSupport } from '../auth/useAppConfig.js';
import { type BuyChoice, BuyButtons } from '../payments/BuyButtons.js';
import { CurrencyChoice } from '../payments/CurrencyChoice.js';
import { usePaymentOptions } from '../payments/usePaymentOptions.js';
import { PlanPrice } from './PlanPrice.js';
import { AlertChannelList } from './AlertChannelList.js';
import { PricingFacts } from './PricingFacts.js';
import { StandardPrice } from './StandardPrice.js';
import { TierCard } from './TierCard.js';

const STANDARD: BuyChoice[] = [
  { plan: 'standardMonthly', label: 'buyMonth' },
  { plan: 'standardYearly', label: 'buyYear' },
];

function ContactToBuy({ highlighted }: { highlighted: boolean }) {
  const { t } = useTranslation('marketing');
  return (
    <Button fullWidth variant={highlighted ? 'contained' : 'outlined'} component={RouterLink} to="/wechat/contact">
      {t('pricing.choose')}
    </Button>
  );
}

export function PricingPlans() {
  const { t } = useTranslation(['marketing', 'payments', 'messages']);
  const options = usePaymentOptions();
  const { reachable } = useSupport();
  const [currency, setCurrency] = useState<PaymentCurrency>('usd');
  const offer = options.data?.card ? options.data : undefined;
  const card = offer !== undefined;
  const buy = (choices: BuyChoice[], highlighted = false) =>
    card ? <BuyButtons choices={choices} currency={currency} highlighted={highlighted} /> : reachable ? <ContactToBuy highlighted={highlighted} /> : undefined;
  return (
    <Stack spacing={4}>
      {options.isSuccess && !card && (
        <Alert severity="info" data-testid="card-unavailable">
          {reachable ? t('messages:paymentsUnavailable') : t('pricing.buyNone')}
        </Alert>
      )}
      {offer && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('payments:cardNote')}
          </Typography>
          {offer.currencies.includes('cny') && <CurrencyChoice currency={currency} onChange={setCurrency} cnyMethods={offer.cnyMethods} />}
        </Stack>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard highlighted plan="standard" price={<StandardPrice />} actions={buy(STANDARD, true)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard plan="plus" price={<PlanPrice plan="plusYearly" />} actions={buy([{ plan: 'plusYearly', label: 'buyYear' }])} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard plan="promax" price={<PlanPrice plan="promaxYearly" />} actions={buy([{ plan: 'promaxYearly', label: 'buyYear' }])} />
        </Grid>
      </Grid>
      <AlertChannelList />
      <PricingFacts card={card} />
    </Stack>
  );
}
