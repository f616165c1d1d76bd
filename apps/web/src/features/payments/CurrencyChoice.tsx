import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { CnyPaymentMethod, PaymentCurrency } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** Shown when the server also sells in CNY: there the wallets the account enables join card. */
export function CurrencyChoice({
  currency,
  onChange,
  cnyMethods,
}: {
  currency: PaymentCurrency;
  onChange: (currency: PaymentCurrency) => void;
  cnyMethods: CnyPaymentMethod[];
}) {
  const { t, i18n } = useTranslation('payments');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('currency')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={currency}
        onChange={(_, value: PaymentCurrency | null) => value && onChange(value)}
        data-testid="currency-choice"
      >
        <ToggleButton value="usd">{t('currencyUsd')}</ToggleButton>
        <ToggleButton value="cny">{t('currencyCny')}</ToggleButton>
      </ToggleButtonGroup>
      {currency === 'cny' && (
        <Typography variant="body2" color="text.secondary">
          {t('cnyMethods', { methods: list.format(cnyMethods.map((method) => t(`methods.${method}`))) })}
        </Typography>
      )}
    </Stack>
  );
}
