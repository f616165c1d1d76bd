import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { PAYMENT_PLANS, pickLanguage } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Section } from '../account/Section.js';
import { useMoney } from './paymentAmount.js';
import { PaymentStatusChip } from './PaymentStatusChip.js';

/** The user's card payments with Stripe's receipts; shown once there is one. */
export function MyPayments() {
  const { t, i18n } = useTranslation('payments');
  const language = pickLanguage(i18n.language);
  const money = useMoney();
  const payments = useQuery({ queryKey: ['payments', 'mine'], queryFn: () => request(callPaths.payments.mine, {}) });
  const list = payments.data?.list ?? [];
  if (payments.isError) return <Typography color="error">{payments.error.message}</Typography>;
  if (list.length === 0) return null;
  return (
    <Section title={t('myPayments')} testId="my-payments">
      <List dense disablePadding>
        {list.map((payment) => (
          <ListItem key={payment.sessionId} disableGutters secondaryAction={<PaymentStatusChip status={payment.status} />} data-testid="my-payment">
            <ListItemText
              primary={`${PAYMENT_PLANS[payment.plan].name[language]} · ${money.paid(payment.amount, payment.currency)}`}
              secondary={
                <>
                  {payment.paidAt !== null && t('paidOn', { date: formatDate(payment.paidAt, i18n.language) })}
                  {payment.receiptUrl && (
                    <>
                      {' · '}
                      <Link href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" data-testid="payment-receipt">
                        {t('receipt')}
                      </Link>
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
