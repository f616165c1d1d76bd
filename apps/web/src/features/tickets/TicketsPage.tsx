import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { PaymentTable } from '../payments/PaymentTable.js';
import { DispatchForm } from './DispatchForm.js';
import { TicketFilters } from './TicketFilters.js';
import { ticketFilter } from './ticketFilter.js';
import { TicketTable } from './TicketTable.js';

/** Super's ticket administration: issue, filter, copy and revert subscription tickets, and the card payments beside them. */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const params = useParams();
  const filter = ticketFilter(params);
  const key = JSON.stringify(filter);
  return (
    <Stack spacing={3} data-testid="tickets-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <DispatchForm />
      <TicketFilters key={`filters-${key}`} filter={filter} />
      <TicketTable key={`table-${key}`} filter={filter} />
      <PaymentTable key={`payments-${key}`} consumer={'consumer' in filter ? filter.consumer : undefined} />
    </Stack>
  );
}
