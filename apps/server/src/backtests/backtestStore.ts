import { randomBytes, randomUUID } from 'node:crypto';
import type {
  BacktestRequest,
  BacktestRun,
  BacktestRunSummary,
  BacktestStage,
  BacktestStatus,
} from '@signaldesk/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import type { BacktestRunsTable } from './backtestTables.js';

type Row = Selectable<BacktestRunsTable>;

export const backtestNotFound = () => new AppError(404, 'backtestNotFound');

/** Statuses of a run that has not ended. */
export const UNFINISHED: BacktestStatus[] = ['queued', 'running'];

const SUMMARY_COLUMNS = [
  'id',
  'userid',
  'name',
  'status',
  'done',
  'total',
  'stage',
  'duration',
  'error_key',
  'error_symbol',
  'created_at',
  'finished_at',
  'share_token',
  'summary',
] as const;

function summaryView(row: Pick<Row, (typeof SUMMARY_COLUMNS)[number]>): BacktestRunSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status as BacktestStatus,
    progress: { done: Number(row.done), total: Number(row.total), stage: row.stage as BacktestStage | null },
    duration: row.duration as BacktestRunSummary['duration'],
    errorKey: row.error_key,
    errorSymbol: row.error_symbol,
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    shared: row.share_token !== null,
    summary: row.summary === null ? null : JSON.parse(row.summary),
  };
}

/** A run as its owner sees it, or read-only through a share link. */
export function runView(row: Row, owned: boolean): BacktestRun {
  return {
    ...summaryView(row),
    request: JSON.parse(row.request),
    symbols: JSON.parse(row.symbols),
    owned,
    shareToken: owned ? row.share_token : null,
    result: row.result === null ? null : JSON.parse(row.result),
  };
}

export interface NewRun {
  userid: string;
  name: string;
  request: BacktestRequest;
  symbols: string[];
  duration: string;
}

export async function insertRun(db: Db, run: NewRun, now: number): Promise<Row> {
  const row: Row = {
    id: randomUUID(),
    userid: run.userid,
    name: run.name,
    request: JSON.stringify(run.request),
    symbols: JSON.stringify(run.symbols),
    duration: run.duration,
    status: 'queued',
    done: 0,
    total: run.symbols.length,
    stage: null,
    result: null,
    summary: null,
    error_key: null,
    error_symbol: null,
    created_at: now,
    started_at: null,
    finished_at: null,
    beat_at: null,
    claim: null,
    share_token: null,
  };
  await db.insertInto('backtest_runs').values(row).execute();
  return row;
}

export async function ownRuns(db: Db, userid: string): Promise<BacktestRunSummary[]> {
  const rows = await db
    .selectFrom('backtest_runs')
    .select(SUMMARY_COLUMNS)
    .where('userid', '=', userid)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(summaryView);
}

/** Runs of an owner that count against the limits: those not ended, and all kept. */
export async function runCounts(db: Db, userid: string): Promise<{ unfinished: number; kept: number }> {
  const rows = await db
    .selectFrom('backtest_runs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userid', '=', userid)
    .groupBy('status')
    .execute();
  let unfinished = 0;
  let kept = 0;
  for (const row of rows) {
    kept += Number(row.n);
    if (UNFINISHED.includes(row.status as BacktestStatus)) unfinished += Number(row.n);
  }
  return { unfinished, kept };
}

export async function readRun(db: Db, id: string): Promise<Row | undefined> {
  return db.selectFrom('backtest_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The owner's run; someone else's is as unknown as a run that never was. */
export async function ownRun(db: Db, userid: string, id: string): Promise<Row> {
  const row = await readRun(db, id);
  if (!row || row.userid !== userid) throw backtestNotFound();
  return row;
}

export async function renameRun(db: Db, userid: string, id: string, name: string): Promise<Row> {
  const row = await ownRun(db, userid, id);
  await db.updateTable('backtest_runs').set({ name }).where('id', '=', id).execute();
  return { ...row, name };
}

export async function removeRun(db: Db, userid: string, id: string): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('backtest_runs')
    .where('id', '=', id)
    .where('userid', '=', userid)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw backtestNotFound();
}

/** Cancels a run that has not ended; the runner stops before its next symbol. */
export async function cancelRun(db: Db, userid: string, id: string, now: number): Promise<Row> {
  const row = await ownRun(db, userid, id);
  if (row.status === 'cancelled') return row;
  if (!UNFINISHED.includes(row.status as BacktestStatus)) throw new AppError(409, 'backtestAlreadyFinished');
  await db
    .updateTable('backtest_runs')
    .set({ status: 'cancelled', finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', UNFINISHED)
    .execute();
  return (await readRun(db, id)) ?? row;
}

/** A share link's token is a secret of 128 bits: a member without it cannot guess their way to the run. */
export async function shareRun(db: Db, userid: string, id: string, shared: boolean): Promise<Row> {
  const row = await ownRun(db, userid, id);
  const share_token = shared ? (row.share_token ?? randomBytes(16).toString('base64url')) : null;
  await db.updateTable('backtest_runs').set({ share_token }).where('id', '=', id).execute();
  return { ...row, share_token };
}
