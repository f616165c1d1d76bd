import { Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { PAYMENT_PLANS, pickLanguage } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { PagedTableFooter } from '../../components/PagedTableFooter.js';
import { useMoney } from './paymentAmount.js';
import { PaymentStatusChip } from './PaymentStatusChip.js';

/** Super's view of card payments beside the tickets they issued, of one buyer when the ticket filter names one. */
export function PaymentTable({ consumer }: { consumer?: string | undefined }) {
  const { t, i18n } = useTranslation('payments');
  const language = pickLanguage(i18n.language);
  const money = useMoney();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const date = (value: number | null) => (value === null ? '—' : formatDate(value, i18n.language));
  const payments = useQuery({
    queryKey: ['payments', 'list', consumer, page, pageSize],
    queryFn: () => request(callPaths.payments.list, { ...(consumer ? { consumer } : {}), page: page + 1, pageSize }, { kind: 'kill' }),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('adminTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" data-testid="payment-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('buyer')}</TableCell>
              <TableCell>{t('plan')}</TableCell>
              <TableCell>{t('price')}</TableCell>
              <TableCell>{t('statusHeader')}</TableCell>
              <TableCell>{t('ticket')}</TableCell>
              <TableCell>{t('started')}</TableCell>
              <TableCell>{t('paid')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.data?.list.map((payment) => (
              <TableRow key={payment.sessionId} hover data-testid="payment-row">
                <TableCell>
                  <Link component={RouterLink} to={`/apps/ticket/comsumer/${encodeURIComponent(payment.userid)}`}>
                    {payment.email ?? payment.userid}
                  </Link>
                </TableCell>
                <TableCell>{PAYMENT_PLANS[payment.plan].name[language]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{money.paid(payment.amount, payment.currency)}</TableCell>
                <TableCell>
                  <PaymentStatusChip status={payment.status} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {payment.ticket ? (
                    <Link component={RouterLink} to={`/apps/ticket/token/${payment.ticket}`}>
                      {payment.ticket}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(payment.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(payment.paidAt)}</TableCell>
                <TableCell>
                  {payment.receiptUrl && (
                    <Link href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
                      {t('receipt')}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedTableFooter answer={payments} emptyText={t('empty')} page={page} pageSize={pageSize} onPage={setPage} onPageSize={setPageSize} />
    </Paper>
  );
}
