import { type Job, type JobName, JOB_NAMES } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import type { JobsTable } from '../db/schema.js';

const toJob = (row: JobsTable): Job => ({
  name: row.name as JobName,
  lastRun: row.last_run === null ? null : Number(row.last_run),
  nextRun: row.next_run === null ? null : Number(row.next_run),
  lastSuccess: row.last_success === null ? null : Number(row.last_success),
  failures: Number(row.failures),
  lastError: row.last_error,
  runs: Number(row.runs),
});

/** The job ledger the fire screen reads: one row per job, written as runs start, fail and finish. */
export class JobRecords {
  constructor(private readonly db: Db) {}

  /** Adds the rows of jobs never seen; `firstRun` tells when each scheduled one should run first. */
  async ensure(firstRun: (name: JobName) => number | null): Promise<void> {
    const known = new Set((await this.db.selectFrom('jobs').select('name').execute()).map((r) => r.name));
    const missing = JOB_NAMES.filter((name) => !known.has(name));
    if (missing.length === 0) return;
    await this.db
      .insertInto('jobs')
      .values(missing.map((name) => ({ name, next_run: firstRun(name), failures: 0, runs: 0 })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  async list(): Promise<Job[]> {
    const rows = await this.db.selectFrom('jobs').selectAll().execute();
    const order = new Map<string, number>(JOB_NAMES.map((name, i) => [name, i]));
    return rows.map(toJob).sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  }

  async get(name: JobName): Promise<Job> {
    const row = await this.db.selectFrom('jobs').selectAll().where('name', '=', name).executeTakeFirst();
    return row ? toJob(row) : { name, lastRun: null, nextRun: null, lastSuccess: null, failures: 0, lastError: null, runs: 0 };
  }

  /** Jobs whose next run has come, with the time it came: with the name it tells one run from every other. */
  async due(now: number): Promise<{ name: JobName; dueAt: number }[]> {
    const rows = await this.db.selectFrom('jobs').select(['name', 'next_run']).where('next_run', '<=', now).execute();
    return rows.map((r) => ({ name: r.name as JobName, dueAt: Number(r.next_run) }));
  }

  async started(name: JobName, now: number, nextRun: number | null): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ last_run: now, next_run: nextRun, runs: eb('runs', '+', 1) }))
      .where('name', '=', name)
      .execute();
  }

  /**
   * Starts a due job unless another process (or an earlier tick) started it since `due` looked: the update only
   * takes a row whose next run is still due, so two schedulers ticking at once never start one sweep twice.
   */
  async claim(name: JobName, now: number, nextRun: number | null): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set((eb) => ({ last_run: now, next_run: nextRun, runs: eb('runs', '+', 1) }))
      .where('name', '=', name)
      .where('next_run', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async failed(name: JobName, error: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ failures: eb('failures', '+', 1), last_error: error.slice(0, 500) }))
      .where('name', '=', name)
      .execute();
  }

  /** A run that ended without a single failed series clears the failure count. */
  async succeeded(name: JobName, now: number): Promise<void> {
    await this.db.updateTable('jobs').set({ last_success: now, failures: 0 }).where('name', '=', name).execute();
  }
}
