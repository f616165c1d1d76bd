import { Chip, Stack, Typography } from '@mui/material';
import type { CallReply } from '@signaldesk/contract';
import type { callPaths } from '@signaldesk/contract/callPaths';
import { useTranslation } from 'react-i18next';
import { formatJobTime } from './formatJobTime.js';

interface Props {
  queue: CallReply<typeof callPaths.jobs.list>['queue'];
  provider: string;
  /** When the polled list last arrived, in epoch milliseconds, so a stalled screen shows as stale. */
  updatedAt: number;
}

export function QueueSummary({ queue, provider, updatedAt }: Props) {
  const { t, i18n } = useTranslation('fire');
  // The server names its provider by its setting's value; the reader gets the source's name.
  const providerName = (id: string) => (id === 'demo' ? t('demo.label') : id === 'yahoo' ? t('source.yahoo') : id);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="queue-summary">
      <Chip variant="outlined" label={t('provider', { provider: providerName(provider) })} data-testid="queue-provider" />
      <Chip color={queue.depth > 0 ? 'primary' : 'default'} label={t('queueDepth', { depth: queue.depth })} data-testid="queue-depth" />
      {queue.running && <Chip variant="outlined" label={t('queueRunning', { series: queue.running })} data-testid="queue-running" />}
      {/* A poll can land between two tasks, so nothing running means idle only when nothing waits either. */}
      {!queue.running && queue.depth === 0 && <Chip variant="outlined" label={t('queueIdle')} data-testid="queue-idle" />}
      <Typography variant="caption" color="text.secondary">
        {t('updatedAt', { time: formatJobTime(Math.floor(updatedAt / 1000), i18n.language) })}
      </Typography>
    </Stack>
  );
}
