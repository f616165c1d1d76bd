import { Search } from '@mui/icons-material';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { TICKET_TIERS, TICKET_TYPES, type TicketType } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type TicketFilter, ticketFilterPath } from './ticketFilter.js';
import { submitHandler } from '../../components/submitHandler.js';

/** Filters by type, consumer or token; each choice becomes the page's URL. */
export function TicketFilters({ filter }: { filter: TicketFilter }) {
  const { t } = useTranslation(['tickets', 'common']);
  const navigate = useNavigate();
  const [consumer, setConsumer] = useState('consumer' in filter ? filter.consumer : '');
  const [token, setToken] = useState('token' in filter ? filter.token : '');
  const go = (next: TicketFilter) => navigate(ticketFilterPath(next));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('type')}
        value={'type' in filter ? filter.type : ''}
        onChange={(event) => go(event.target.value === '' ? {} : { type: Number(event.target.value) as TicketType })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('allTypes')}</MenuItem>
        {TICKET_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {`${value} · ${t(`common:tiers.${TICKET_TIERS[value].tier}`)}`}
          </MenuItem>
        ))}
      </TextField>
      <Stack component="form" direction="row" spacing={1} onSubmit={submitHandler(() => go(consumer.trim() ? { consumer: consumer.trim() } : {}))}>
        <TextField size="small" label={t('consumer')} value={consumer} onChange={(event) => setConsumer(event.target.value)} />
        <Button type="submit" startIcon={<Search />}>
          {t('common:search')}
        </Button>
      </Stack>
      <Stack component="form" direction="row" spacing={1} onSubmit={submitHandler(() => go(token.trim() ? { token: token.trim() } : {}))}>
        <TextField size="small" label={t('token')} value={token} onChange={(event) => setToken(event.target.value)} sx={{ minWidth: 260 }} />
        <Button type="submit" startIcon={<Search />}>
          {t('common:search')}
        </Button>
      </Stack>
    </Stack>
  );
}
