import { PRICES } from '@signaldesk/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function StandardPrice() {
  const { t } = useTranslation('marketing');
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {t('pricing.perYear', { price: PRICES.yearlyUsd })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('pricing.perMonth', { price: PRICES.monthlyUsd })}
      </Typography>
      <Typography variant="body2" color="success.main" sx={{ mt: 1, fontWeight: 500 }}>
        {t('pricing.discount', {
          percent: PRICES.yearlyDiscountPercent,
          yearly: PRICES.yearlyUsd,
          monthlyTotal: PRICES.monthlyUsd * 12,
        })}
      </Typography>
    </Box>
  );
}
