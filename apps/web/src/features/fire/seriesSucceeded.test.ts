import type { Job } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { seriesSucceeded } from './seriesSucceeded.js';

const job: Job = { name: 'update', lastRun: 100, nextRun: null, lastSuccess: null, failures: 0, lastError: null, runs: 1 };

describe('seriesSucceeded', () => {
  it('is true when the last success is stamped at or after the last run', () => {
    expect(seriesSucceeded({ ...job, lastSuccess: 100 })).toBe(true);
    expect(seriesSucceeded({ ...job, lastSuccess: 130 })).toBe(true);
  });

  it('is false when the run never succeeded or an earlier success is all there is', () => {
    expect(seriesSucceeded(job)).toBe(false);
    expect(seriesSucceeded({ ...job, lastSuccess: 90, failures: 1, lastError: 'timeout' })).toBe(false);
    expect(seriesSucceeded({ ...job, lastRun: null })).toBe(false);
  });
});
