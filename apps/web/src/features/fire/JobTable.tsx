import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { type Job, type JobName, SCHEDULED_JOBS } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { JobRow } from './JobRow.js';

const scheduled = new Set<string>(SCHEDULED_JOBS);

/** The job ledger; a scheduled job can be fired now after a confirmation. */
export function JobTable({ jobs }: { jobs: Job[] }) {
  const { t } = useTranslation('fire');
  const queryClient = useQueryClient();
  const [firing, setFiring] = useState<JobName | null>(null);

  const fire = useMutation({
    mutationFn: (name: JobName) => request(callPaths.jobs.run, { name }, { kind: 'block' }),
    onSuccess: ({ job, queue }) => {
      snackbar.success(t('fired', { job: job.name, depth: queue.depth }));
      setFiring(null);
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="job-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('job')}</TableCell>
              <TableCell>{t('lastRun')}</TableCell>
              <TableCell>{t('nextRun')}</TableCell>
              <TableCell>{t('lastSuccess')}</TableCell>
              <TableCell align="right">{t('runs')}</TableCell>
              <TableCell align="right">{t('failures')}</TableCell>
              <TableCell>{t('lastError')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <JobRow
                key={job.name}
                job={job}
                busy={fire.isPending}
                onFire={scheduled.has(job.name) ? () => setFiring(job.name) : undefined}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {jobs.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('empty')}
        </Typography>
      )}
      <ConfirmDialog
        open={firing !== null}
        title={t('fireTitle', { job: firing ?? '' })}
        text={t('fireText')}
        confirmLabel={t('fire')}
        busy={fire.isPending}
        onConfirm={() => firing && fire.mutate(firing)}
        onClose={() => setFiring(null)}
      />
    </Paper>
  );
}
