import { LIMITS } from '@signaldesk/contract';
import { Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STEPS = ['purchaseChoose', 'purchasePay', 'purchaseTicket', 'purchaseBind'] as const;

export function PurchaseSteps() {
  const { t } = useTranslation('marketing');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('contact.purchaseTitle')}
        </Typography>
        {/* Every step is marked active: this is a guide to read, not a form to fill in. */}
        <Stepper orientation="vertical" nonLinear>
          {STEPS.map((key) => (
            <Step key={key} active>
              <StepLabel>
                <Typography variant="body1">{t(`contact.${key}`, { length: LIMITS.ticketTokenLength })}</Typography>
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
