import { Chip } from '@mui/material';
import type { PaymentStatus } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

const COLOURS = { open: 'default', paid: 'success', refunded: 'warning', disputeLost: 'error', expired: 'default', failed: 'error' } as const;

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />;
}
