import { Bolt } from '@mui/icons-material';
import { alpha, Button, Chip, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import type { Job } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { formatJobTime } from './formatJobTime.js';

interface Props {
  job: Job;
  /** Only scheduled jobs can be fired whole; the one-series jobs are run from the form. */
  onFire: (() => void) | undefined;
  busy: boolean;
}

export function JobRow({ job, onFire, busy }: Props) {
  const { t, i18n } = useTranslation('fire');
  const time = (value: number | null, none: string) => (value === null ? none : formatJobTime(value, i18n.language));
  const failing = job.failures > 0;
  return (
    <TableRow
      hover
      data-testid="job-row"
      data-job={job.name}
      data-failing={failing}
      sx={failing ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) } : undefined}
    >
      <TableCell>
        <Stack>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {job.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {/* Job names contain ':', which i18next would otherwise read as a namespace. */}
            {t(`jobs.${job.name}`, { nsSeparator: false })}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="job-last-run">
        {time(job.lastRun, t('never'))}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(job.nextRun, t('byHand'))}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(job.lastSuccess, t('never'))}</TableCell>
      <TableCell align="right" data-testid="job-runs">
        {job.runs}
      </TableCell>
      <TableCell align="right" data-testid="job-failures">
        {failing ? <Chip size="small" color="error" label={job.failures} /> : job.failures}
      </TableCell>
      <TableCell sx={{ maxWidth: 280 }}>
        {job.lastError && (
          <Tooltip title={job.lastError}>
            {/* An error older than the last complete success stays readable but no longer alarms. */}
            <Typography variant="body2" noWrap color={failing ? 'error' : 'text.secondary'}>
              {job.lastError}
            </Typography>
          </Tooltip>
        )}
      </TableCell>
      <TableCell align="right">
        {onFire && (
          <Button
            size="small"
            color="warning"
            startIcon={<Bolt />}
            disabled={busy}
            onClick={onFire}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="job-fire"
          >
            {t('fire')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
