import { Chip } from '@mui/material';
import type { Ticket } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

export function TicketStatus({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  if (ticket.revertedAt !== null) return <Chip size="small" color="error" label={t('statusReverted')} />;
  if (ticket.checkedinAt !== null) return <Chip size="small" color="success" label={t('statusActivated')} />;
  return <Chip size="small" variant="outlined" label={t('statusUnused')} />;
}
