import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.js';
import { errorText } from '../auth/errorText.js';
import { FireDemoNotice } from './FireDemoNotice.js';
import { JobTable } from './JobTable.js';
import { QueueSummary } from './QueueSummary.js';
import { QueuesPanel } from './QueuesPanel.js';
import { SeriesRunForm } from './SeriesRunForm.js';
import { useMarketJobs } from './useMarketJobs.js';

/** Super's market-jobs screen: the scheduler's ledger and queue, every work queue's counts, polled while open, and jobs fired by hand. */
export function FirePage() {
  const { t } = useTranslation('fire');
  const jobs = useMarketJobs();
  return (
    <Stack spacing={3} data-testid="fire-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {jobs.data?.provider === 'demo' && <FireDemoNotice />}
      {jobs.isError && (
        <Alert severity="error" data-testid="fire-error">
          {errorText(jobs.error)}
        </Alert>
      )}
      {jobs.data && <QueueSummary queue={jobs.data.queue} provider={jobs.data.provider} updatedAt={jobs.dataUpdatedAt} />}
      <SeriesRunForm />
      {jobs.data && <JobTable jobs={jobs.data.list} />}
      <QueuesPanel />
    </Stack>
  );
}
