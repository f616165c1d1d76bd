import { PRICES } from '@signaldesk/contract';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ReplayIcon from '@mui/icons-material/Replay';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UpdateIcon from '@mui/icons-material/Update';
import { Grid, Link, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSupport } from '../auth/useAppConfig.js';
import { FeatureCard } from './FeatureCard.js';

/** Trial, refund, payment channels and data freshness: what buyers weigh next to the price. */
export function PricingFacts({ card }: { card: boolean }) {
  const { t } = useTranslation('marketing');
  const { contacts, reachable } = useSupport();
  const wechat = contacts.wechat !== null || contacts.wechatQr !== null;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FeatureCard
          icon={<ScheduleIcon />}
          title={t('pricing.trialTitle', { days: PRICES.trialDays })}
          body={t('pricing.trialBody', { days: PRICES.trialDays })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FeatureCard icon={<ReplayIcon />} title={t('pricing.refundTitle')} body={t(reachable ? 'pricing.refundBody' : 'pricing.refundBodyNoContact')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FeatureCard
          icon={<CreditCardIcon />}
          title={t('pricing.buyTitle')}
          body={
            <List dense disablePadding data-testid="pricing-buy-ways">
              {reachable && (
                <ListItem disableGutters>
                  <ListItemText>
                    <Link component={RouterLink} to="/wechat/contact">
                      {t('pricing.buyContact')}
                    </Link>
                  </ListItemText>
                </ListItem>
              )}
              {wechat && (
                <ListItem disableGutters>
                  <ListItemText primary={t('pricing.buyMessaging')} />
                </ListItem>
              )}
              {/* A card link from support needs a support to send it. */}
              {(card || reachable) && (
                <ListItem disableGutters>
                  <ListItemText primary={t(card ? 'pricing.buyCardHere' : 'pricing.buyCard')} />
                </ListItem>
              )}
              {!card && !reachable && (
                <ListItem disableGutters>
                  <ListItemText primary={t('pricing.buyNone')} />
                </ListItem>
              )}
            </List>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FeatureCard
          icon={<UpdateIcon />}
          title={t('pricing.freshnessTitle')}
          body={
            <List dense disablePadding>
              <ListItem disableGutters>
                <ListItemText primary={t('pricing.freshnessOrdinary')} />
              </ListItem>
              <ListItem disableGutters>
                <ListItemText primary={t('pricing.freshnessAdvanced')} />
              </ListItem>
            </List>
          }
        />
      </Grid>
    </Grid>
  );
}
