import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { LIMITS, PLANS, PRICES, SUPPORT } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { EntitlementList } from './EntitlementList.js';

const QUESTIONS = [
  'freshness',
  'trial',
  'price',
  'tiers',
  'ticket',
  'purchase',
  'refund',
  'cancel',
  'markets',
  'alerts',
  'desktop',
  'security',
  'advice',
] as const;

/** Every answer reads the figures it needs from the contract, so a changed price or limit changes the text too. */
const VALUES = {
  days: PRICES.trialDays,
  yearly: PRICES.yearlyUsd,
  monthly: PRICES.monthlyUsd,
  plusYearly: PRICES.plusYearlyUsd,
  promaxYearly: PRICES.promaxYearlyUsd,
  percent: PRICES.yearlyDiscountPercent,
  email: SUPPORT.email,
  length: LIMITS.ticketTokenLength,
  warningDays: LIMITS.expiryWarningDays,
  emailLength: LIMITS.emailCodeLength,
  emailMinutes: LIMITS.emailCodeTtlSeconds / 60,
  wechatSeconds: LIMITS.wechatCaptchaTtlSeconds,
};

/** The plans' answer is the contract's list itself, so it can never say other than the pricing page and the server. */
function PlanDifferences() {
  const { t } = useTranslation('marketing');
  return (
    <Box data-testid="qa-plan-differences">
      {PLANS.map((plan) => (
        <Box key={plan} sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h4">
            {t(`plans.name.${plan}`)}
          </Typography>
          <EntitlementList plan={plan} />
        </Box>
      ))}
    </Box>
  );
}

export function QaList() {
  const { t } = useTranslation('marketing');
  return (
    <Box>
      {QUESTIONS.map((key) => (
        <Accordion key={key} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`qa-${key}`} aria-controls={`qa-${key}-answer`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t(`qas.${key}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`qas.${key}.a`, VALUES)}</Typography>
            {key === 'tiers' && <PlanDifferences />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
