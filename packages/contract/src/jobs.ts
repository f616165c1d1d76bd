import { z } from 'zod';

/** Jobs the scheduler runs on its own, and the two a super user can fire by hand for one series. */
export const SCHEDULED_JOBS = ['daily:US', 'daily:HK', 'daily:CN', 'daily:USD', 'daily:GF', 'hot'] as const;
export const MANUAL_JOBS = ['update', 'compute', 'refresh'] as const;
export const JOB_NAMES = [...SCHEDULED_JOBS, ...MANUAL_JOBS] as const;
export const jobNameSchema = z.enum(JOB_NAMES);
export type JobName = z.infer<typeof jobNameSchema>;

export const jobSchema = z.object({
  name: jobNameSchema,
  /** Epoch seconds; null when the job never ran or has no schedule. */
  lastRun: z.number().int().nullable(),
  nextRun: z.number().int().nullable(),
  lastSuccess: z.number().int().nullable(),
  /** Series that failed since the job last succeeded completely. */
  failures: z.number().int(),
  lastError: z.string().nullable(),
  runs: z.number().int(),
});
export type Job = z.infer<typeof jobSchema>;

export const queueStateSchema = z.object({
  /** Series waiting to be updated or computed. */
  depth: z.number().int(),
  /** The series being worked on now, as symbol:duration. */
  running: z.string().nullable(),
});
