import { Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { TICKET_TIERS } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { Section } from './Section.js';

export function MyTickets() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const tickets = useQuery({ queryKey: ['tickets', 'mine'], queryFn: () => request(callPaths.tickets.mine, {}) });
  const list = tickets.data?.list ?? [];
  return (
    <Section title={t('myTickets')} testId="my-tickets">
      {tickets.isPending && <Skeleton variant="rounded" height={48} />}
      {tickets.isError && <Typography color="error">{tickets.error.message}</Typography>}
      {tickets.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('noTickets')}
        </Typography>
      )}
      <List dense disablePadding>
        {list.map((ticket) => (
          <ListItem key={ticket.token} disableGutters secondaryAction={ticket.revertedAt ? <Chip size="small" color="error" label={t('reverted')} /> : null}>
            <ListItemText
              primary={`${t(`common:tiers.${TICKET_TIERS[ticket.type].tier}`)} · ${t('days', { days: ticket.days })}`}
              secondary={
                <>
                  <Typography component="span" variant="caption" sx={{ fontFamily: 'monospace', display: 'block' }}>
                    {ticket.token}
                  </Typography>
                  {ticket.expiredAt !== null && t('validUntil', { date: formatDate(ticket.expiredAt, i18n.language) })}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
