import { Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PriceOnRequest } from './PriceOnRequest.js';
import { PricingFacts } from './PricingFacts.js';
import { StandardPrice } from './StandardPrice.js';
import { TierCard } from './TierCard.js';

export function PricingPlans() {
  const { t } = useTranslation('marketing');
  return (
    <Stack spacing={4}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard
            highlighted
            name={t('pricing.standard.name')}
            tagline={t('pricing.standard.tagline')}
            price={<StandardPrice />}
            items={[
              t('pricing.standard.charts'),
              t('pricing.standard.screener'),
              t('pricing.standard.alerts'),
              t('pricing.standard.research'),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard
            name={t('pricing.plus.name')}
            tagline={t('pricing.plus.tagline')}
            price={<PriceOnRequest />}
            includes={t('pricing.standard.name')}
            items={[t('pricing.plus.optionChain'), t('pricing.plus.opportunities')]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard
            name={t('pricing.promax.name')}
            tagline={t('pricing.promax.tagline')}
            price={<PriceOnRequest />}
            includes={t('pricing.plus.name')}
            items={[t('pricing.promax.phone')]}
          />
        </Grid>
      </Grid>
      <PricingFacts />
    </Stack>
  );
}
