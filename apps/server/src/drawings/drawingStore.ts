import { randomUUID } from 'node:crypto';
import { type Drawing, DRAWING_KINDS, DRAWING_LIMITS, type DrawingKind, type DrawingPoint, drawingPointSchema, type Duration, durationSchema } from '@signaldesk/contract';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { AppError } from '../http/AppError.js';
import type { ChartDrawingsTable } from './drawingTables.js';

export interface DrawingInput {
  id?: string | undefined;
  symbol: string;
  duration: Duration;
  kind: DrawingKind;
  points: DrawingPoint[];
  text: string;
}

const storedPoints = z.array(drawingPointSchema);
const notFound = () => new AppError(404, 'drawingNotFound', {}, 'id');

function drawingView(row: ChartDrawingsTable): Drawing {
  return {
    id: row.id,
    symbol: row.symbol,
    duration: durationSchema.parse(row.duration),
    kind: z.enum(DRAWING_KINDS).parse(row.kind),
    points: storedPoints.parse(JSON.parse(row.points)),
    text: row.text,
    updatedAt: Number(row.updated_at),
  };
}

/** One trader's drawings on one chart, in the order they were first drawn, so later ones paint on top. */
export async function ownDrawings(db: Db, userid: string, symbol: string, duration: Duration): Promise<Drawing[]> {
  const rows = await db
    .selectFrom('chart_drawings')
    .selectAll()
    .where('userid', '=', userid)
    .where('symbol', '=', symbol)
    .where('duration', '=', duration)
    .orderBy('position')
    .execute();
  return rows.map(drawingView);
}

async function createDrawing(db: Db, userid: string, input: DrawingInput, now: number): Promise<Drawing> {
  return db.transaction().execute(async (trx) => {
    // Writing the trader's own row first holds PostgreSQL's saves of one trader in line until each commits, so a
    // flood sent at once cannot all count the same number; SQLite runs its transactions one at a time anyway.
    await trx.updateTable('users').set((eb) => ({ userid: eb.ref('userid') })).where('userid', '=', userid).execute();
    const { kept, last } = await trx
      .selectFrom('chart_drawings')
      .select((eb) => [eb.fn.countAll<number>().as('kept'), eb.fn.max('position').as('last')])
      .where('userid', '=', userid)
      .where('symbol', '=', input.symbol)
      .where('duration', '=', input.duration)
      .executeTakeFirstOrThrow();
    if (Number(kept) >= DRAWING_LIMITS.perChart) throw new AppError(409, 'drawingLimitReached', { limit: DRAWING_LIMITS.perChart });
    const row: ChartDrawingsTable = {
      id: randomUUID(),
      userid,
      symbol: input.symbol,
      duration: input.duration,
      kind: input.kind,
      points: JSON.stringify(input.points),
      text: input.text,
      position: Number(last ?? 0) + 1,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('chart_drawings').values(row).execute();
    return drawingView(row);
  });
}

/** Replaces the owner's drawing on the same chart; anyone else's, or one on another chart, reads as missing. */
async function replaceDrawing(db: Db, userid: string, id: string, input: DrawingInput, now: number): Promise<Drawing> {
  const row = await db
    .updateTable('chart_drawings')
    .set({ kind: input.kind, points: JSON.stringify(input.points), text: input.text, updated_at: now })
    .where('id', '=', id)
    .where('userid', '=', userid)
    .where('symbol', '=', input.symbol)
    .where('duration', '=', input.duration)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return drawingView(row);
}

export function saveDrawing(db: Db, userid: string, input: DrawingInput, now: number): Promise<Drawing> {
  return input.id === undefined ? createDrawing(db, userid, input, now) : replaceDrawing(db, userid, input.id, input, now);
}

export async function removeDrawing(db: Db, userid: string, id: string): Promise<void> {
  const result = await db.deleteFrom('chart_drawings').where('id', '=', id).where('userid', '=', userid).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}
