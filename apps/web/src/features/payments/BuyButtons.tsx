import { Button, Stack } from '@mui/material';
import { PAYMENT_PLANS, type PaymentCurrency, type PaymentPlanId } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { rememberedPath } from '../auth/rememberedPath.js';
import { useAuth } from '../auth/useAuth.js';
import { snackbar } from '../snackbar/snackbar.js';
import { useMoney } from './paymentAmount.js';

export interface BuyChoice {
  plan: PaymentPlanId;
  label: 'buyMonth' | 'buyYear';
}

/**
 * Sends a signed-in buyer to Stripe's payment page for the plan; a visitor signs in first and comes back to the
 * pricing page, since a ticket needs an account to be issued to.
 */
export function BuyButtons({ choices, currency, highlighted = false }: { choices: BuyChoice[]; currency: PaymentCurrency; highlighted?: boolean }) {
  const { t } = useTranslation('payments');
  const { status } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const money = useMoney();
  const [busy, setBusy] = useState(false);

  async function buy(plan: PaymentPlanId) {
    if (status !== 'signedIn') {
      rememberedPath.remember('/pricing');
      snackbar.info(t('signInToBuy'));
      if (pathname !== '/login') navigate('/login');
      return;
    }
    setBusy(true);
    try {
      const { url } = await request(callPaths.payments.checkout, { plan, currency }, { kind: 'block' });
      window.location.assign(url);
    } catch (error) {
      snackbar.error(errorText(error));
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {choices.map(({ plan, label }, index) => (
        <Button
          key={plan}
          fullWidth
          variant={highlighted && index === 0 ? 'contained' : 'outlined'}
          disabled={busy}
          onClick={() => void buy(plan)}
          data-testid={`buy-${plan}`}
        >
          {t(label, { price: money.price(PAYMENT_PLANS[plan].prices[currency], currency) })}
        </Button>
      ))}
    </Stack>
  );
}
