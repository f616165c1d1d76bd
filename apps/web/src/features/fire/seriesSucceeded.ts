import type { Job } from '@signaldesk/contract';

/** The run call answers even when the series failed; only a success stamped at or after the run's start says it worked. */
export function seriesSucceeded(job: Job): boolean {
  return job.lastRun !== null && job.lastSuccess !== null && job.lastSuccess >= job.lastRun;
}
