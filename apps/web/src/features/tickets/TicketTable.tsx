import { Undo } from '@mui/icons-material';
import {
  Button,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { type Ticket, TICKET_TIERS } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PagedTableFooter } from '../../components/PagedTableFooter.js';
import { CopyButton } from '../../components/CopyButton.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import type { TicketFilter } from './ticketFilter.js';
import { TicketStatus } from './TicketStatus.js';

export function TicketTable({ filter }: { filter: TicketFilter }) {
  const { t, i18n } = useTranslation(['tickets', 'common']);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [reverting, setReverting] = useState<Ticket | null>(null);
  const date = (value: number | null) => (value === null ? '—' : formatDate(value, i18n.language));

  const tickets = useQuery({
    queryKey: ['tickets', 'list', filter, page, pageSize],
    queryFn: () => request(callPaths.tickets.list, { ...filter, page: page + 1, pageSize }, { kind: 'kill' }),
    placeholderData: keepPreviousData,
  });
  const revert = useMutation({
    mutationFn: (token: string) => request(callPaths.tickets.revert, { token }, { kind: 'block' }),
    onSuccess: () => {
      snackbar.success(t('reverted'));
      setReverting(null);
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="ticket-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('token')}</TableCell>
              <TableCell>{t('type')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('consumer')}</TableCell>
              <TableCell>{t('created')}</TableCell>
              <TableCell>{t('activated')}</TableCell>
              <TableCell>{t('expires')}</TableCell>
              <TableCell>{t('note')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {tickets.data?.list.map((ticket) => (
              <TableRow key={ticket.token} hover data-testid="ticket-row">
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {ticket.token}
                  <CopyButton text={ticket.token} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${ticket.type} · ${t(`common:tiers.${TICKET_TIERS[ticket.type].tier}`)}`}</TableCell>
                <TableCell>
                  <TicketStatus ticket={ticket} />
                </TableCell>
                <TableCell>
                  {ticket.consumer ? (
                    <Link component={RouterLink} to={`/apps/ticket/comsumer/${encodeURIComponent(ticket.consumer)}`}>
                      {ticket.consumerEmail ?? ticket.consumer}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(ticket.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(ticket.checkedinAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(ticket.expiredAt)}</TableCell>
                <TableCell>{ticket.note}</TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" startIcon={<Undo />} disabled={ticket.revertedAt !== null} onClick={() => setReverting(ticket)}>
                    {t('revert')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedTableFooter
        answer={tickets}
        emptyText={t('empty')}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={setPageSize}
      />
      <ConfirmDialog
        open={reverting !== null}
        title={t('revertTitle')}
        text={t('revertText', { token: reverting?.token ?? '' })}
        confirmLabel={t('revert')}
        busy={revert.isPending}
        onConfirm={() => reverting && revert.mutate(reverting.token)}
        onClose={() => setReverting(null)}
      />
    </Paper>
  );
}
