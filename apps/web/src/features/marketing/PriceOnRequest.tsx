import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The specification prices only the Standard subscription; the other tiers are quoted by support. */
export function PriceOnRequest() {
  const { t } = useTranslation('marketing');
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {t('pricing.priceOnRequest')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('pricing.priceOnRequestBody')}
      </Typography>
    </Box>
  );
}
