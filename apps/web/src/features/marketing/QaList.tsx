import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { LIMITS, PLANS, PRICES, type SupportContacts } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useSupport } from '../auth/useAppConfig.js';
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
  length: LIMITS.ticketTokenLength,
  warningDays: LIMITS.expiryWarningDays,
  emailLength: LIMITS.emailCodeLength,
  emailMinutes: LIMITS.emailCodeTtlSeconds / 60,
  wechatSeconds: LIMITS.wechatCaptchaTtlSeconds,
};

type Question = (typeof QUESTIONS)[number];

/**
 * Answers that send the trader to support: the refund answer names the support address where one is set, else the
 * contact page; where no contact is set at all, these answers leave support out.
 */
function answerKey(key: Question, contacts: SupportContacts, reachable: boolean): string {
  if (key === 'refund' && contacts.email === null) return reachable ? 'qas.refund.aContact' : 'qas.refund.aNoContact';
  if ((key === 'cancel' || key === 'purchase') && !reachable) return `qas.${key}.aNoContact`;
  return `qas.${key}.a`;
}

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
  const { contacts, reachable } = useSupport();
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
            <Typography color="text.secondary">{t(answerKey(key, contacts, reachable), { ...VALUES, email: contacts.email })}</Typography>
            {key === 'tiers' && <PlanDifferences />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
