import { Box, Grid, Paper, Tab, Tabs } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOptions } from './DownloadOptions.js';
import { FeaturesGrid } from './FeaturesGrid.js';
import { LandingHero } from './LandingHero.js';
import { MarketingPageLayout } from './MarketingPageLayout.js';
import { PricingPlans } from './PricingPlans.js';
import { QaList } from './QaList.js';

const TABS = {
  features: FeaturesGrid,
  pricing: PricingPlans,
  qas: QaList,
  download: DownloadOptions,
} as const;

type TabKey = keyof typeof TABS;
const TAB_KEYS = Object.keys(TABS) as TabKey[];

/** The /login page: the pitch and the sign-in form side by side, the product details in tabs below. */
export function LandingPage({ loginForm }: { loginForm: ReactNode }) {
  const { t } = useTranslation('marketing');
  const [tab, setTab] = useState<TabKey>('features');
  const Panel = TABS[tab];
  return (
    <MarketingPageLayout>
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <LandingHero />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
            {loginForm}
          </Paper>
        </Grid>
      </Grid>
      <Box>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {TAB_KEYS.map((key) => (
            <Tab key={key} value={key} label={t(`tabs.${key}`)} id={`landing-tab-${key}`} aria-controls="landing-panel" />
          ))}
        </Tabs>
        <Box role="tabpanel" id="landing-panel" aria-labelledby={`landing-tab-${tab}`}>
          <Panel />
        </Box>
      </Box>
    </MarketingPageLayout>
  );
}
