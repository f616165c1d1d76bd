import { Alert, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { WorkQueue } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import { formatJobTime } from './formatJobTime.js';
import { useWorkQueues } from './useWorkQueues.js';

const COUNTS = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

function QueueFailures({ queue }: { queue: WorkQueue }) {
  const { t, i18n } = useTranslation('fire');
  if (queue.failures.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid={`queue-failures-${queue.name}`}>
      <Typography variant="subtitle2">{t('queues.latestFailures', { queue: t(`queues.names.${queue.name}`) })}</Typography>
      {queue.failures.map((failure) => (
        <Typography key={failure.id} variant="body2" color="text.secondary" data-testid="queue-failure">
          {t('queues.failure', { job: failure.name, error: failure.error, time: formatJobTime(failure.at, i18n.language), attempts: failure.attempts })}
        </Typography>
      ))}
    </Stack>
  );
}

/** Every work queue's counts and latest failures: BullMQ's in a scaled-out deployment, the embedded process's otherwise. */
export function QueuesPanel() {
  const { t } = useTranslation('fire');
  const queues = useWorkQueues();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="queues-panel">
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h2">
            {t('queues.title')}
          </Typography>
          {queues.data && (
            <Typography variant="body2" color="text.secondary" data-testid="queues-role">
              {t(`queues.roles.${queues.data.processRole}`)}
            </Typography>
          )}
        </Stack>
        {queues.isError && <Alert severity="error">{errorText(queues.error)}</Alert>}
        {queues.data && (
          <TableContainer>
            <Table size="small" data-testid="queues-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('queues.queue')}</TableCell>
                  {COUNTS.map((count) => (
                    <TableCell key={count} align="right">
                      {t(`queues.${count}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {queues.data.queues.map((queue) => (
                  <TableRow key={queue.name} data-testid={`queue-row-${queue.name}`}>
                    <TableCell>{t(`queues.names.${queue.name}`)}</TableCell>
                    {COUNTS.map((count) => (
                      <TableCell key={count} align="right" data-testid={`queue-${count}`}>
                        {queue[count]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {queues.data?.queues.map((queue) => (
          <QueueFailures key={queue.name} queue={queue} />
        ))}
      </Stack>
    </Paper>
  );
}
