import { Send } from '@mui/icons-material';
import { Box, Button, Card, CardContent, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { calls, type Ticket, TICKET_TIERS, TICKET_TYPES, type TicketType } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { CopyButton } from '../../components/CopyButton.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { submitHandler } from '../../components/submitHandler.js';

const dispatchBody = calls.tickets.dispatch.body;

/** Issues new tickets of one type and lists the codes just issued. */
export function DispatchForm() {
  const { t } = useTranslation(['tickets', 'common']);
  const queryClient = useQueryClient();
  const [type, setType] = useState<TicketType>(100);
  const [count, setCount] = useState('1');
  const [note, setNote] = useState('');
  const [issued, setIssued] = useState<Ticket[]>([]);
  const body = { type, count: Number(count), note };
  const valid = dispatchBody.safeParse(body).success;

  const dispatch = useMutation({
    mutationFn: () => request(callPaths.tickets.dispatch, body, { kind: 'block' }),
    onSuccess: ({ list }) => {
      setIssued(list);
      snackbar.success(t('dispatched', { number: list.length }));
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Card variant="outlined" data-testid="dispatch-form">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('dispatchTitle')}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1.5} onSubmit={submitHandler(() => dispatch.mutate())}>
          <TextField
            select
            size="small"
            label={t('type')}
            value={type}
            onChange={(event) => setType(Number(event.target.value) as TicketType)}
            sx={{ minWidth: 240 }}
          >
            {TICKET_TYPES.map((value) => (
              <MenuItem key={value} value={value} data-testid={`dispatch-type-${value}`}>
                {t('typeOption', { type: value, tier: t(`common:tiers.${TICKET_TIERS[value].tier}`), days: TICKET_TIERS[value].validityDays })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('count')}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={!valid && count !== ''}
            slotProps={{ htmlInput: { min: 1, max: 100, 'data-testid': 'dispatch-count' } }}
            sx={{ width: 120 }}
          />
          <TextField size="small" label={t('note')} value={note} onChange={(event) => setNote(event.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'dispatch-note' } }} />
          <Button type="submit" variant="contained" startIcon={<Send />} disabled={!valid || dispatch.isPending} data-testid="dispatch-submit">
            {t('dispatch')}
          </Button>
        </Stack>
        {issued.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" color="text.secondary">
              {t('issued')}
            </Typography>
            <List dense data-testid="issued-tickets">
              {issued.map((ticket) => (
                <ListItem key={ticket.token} disableGutters secondaryAction={<CopyButton text={ticket.token} />}>
                  <Typography variant="body2" data-testid="issued-token" sx={{ fontFamily: 'monospace' }}>
                    {ticket.token}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
