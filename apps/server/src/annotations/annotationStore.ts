import { randomUUID } from 'node:crypto';
import { type AdminAnnotation, type Annotation, ANNOTATION_LIMITS, type Duration } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import type { AnnotationsTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { annotationView } from './annotationRows.js';

const notFound = () => new AppError(404, 'annotationNotFound', {}, 'aid');

export interface NewAnnotation {
  symbol: string;
  duration: Duration;
  ts: number;
  title: string;
  mark: string;
}

export interface AnnotationChange {
  title?: string | undefined;
  mark?: string | undefined;
}

/** One trader's annotations on one chart, in candle order so markers come out sorted. */
export async function ownAnnotations(db: Db, userid: string, symbol: string, duration: Duration): Promise<Annotation[]> {
  const rows = await db
    .selectFrom('annotations')
    .selectAll()
    .where('userid', '=', userid)
    .where('symbol', '=', symbol)
    .where('duration', '=', duration)
    .orderBy('ts')
    .orderBy('created_at')
    .execute();
  return rows.map(annotationView);
}

export async function createAnnotation(db: Db, userid: string, input: NewAnnotation, now: number): Promise<Annotation> {
  const { kept } = await db
    .selectFrom('annotations')
    .select((eb) => eb.fn.countAll<number>().as('kept'))
    .where('userid', '=', userid)
    .executeTakeFirstOrThrow();
  if (Number(kept) >= ANNOTATION_LIMITS.perUser) throw new AppError(409, 'annotationLimitReached', { limit: ANNOTATION_LIMITS.perUser });
  const row: AnnotationsTable = { aid: randomUUID(), userid, ...input, created_at: now, updated_at: now };
  await db.insertInto('annotations').values(row).execute();
  return annotationView(row);
}

/** Changes the owner's annotation only; someone else's reads as missing, so its existence is not revealed. */
export async function updateAnnotation(db: Db, userid: string, aid: string, change: AnnotationChange, now: number): Promise<Annotation> {
  const row = await db
    .updateTable('annotations')
    .set({
      ...(change.title === undefined ? {} : { title: change.title }),
      ...(change.mark === undefined ? {} : { mark: change.mark }),
      updated_at: now,
    })
    .where('aid', '=', aid)
    .where('userid', '=', userid)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return annotationView(row);
}

/** Drops an annotation; with an owner, only when it is theirs. */
export async function removeAnnotation(db: Db, aid: string, owner?: string): Promise<void> {
  let query = db.deleteFrom('annotations').where('aid', '=', aid);
  if (owner !== undefined) query = query.where('userid', '=', owner);
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

export interface AdminQuery {
  symbol?: string | undefined;
  page: number;
  pageSize: number;
}

/** Super's view across traders, newest first, with who wrote each. */
export async function allAnnotations(db: Db, query: AdminQuery): Promise<{ list: AdminAnnotation[]; total: number }> {
  let base = db.selectFrom('annotations').innerJoin('users', 'users.userid', 'annotations.userid');
  if (query.symbol) base = base.where('annotations.symbol', '=', query.symbol);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('annotations')
    .select(['users.username', 'users.email'])
    .orderBy('annotations.created_at', 'desc')
    .orderBy('annotations.aid')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((row) => ({ ...annotationView(row), userid: row.userid, username: row.username, email: row.email })),
    total: Number(total),
  };
}
