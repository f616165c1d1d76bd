import type { CourseProgress } from '@signaldesk/contract';
import type { Db } from '../db/database.js';

export const NOT_STARTED: CourseProgress = { currentStep: 0, completed: false };

/** A trader's standing in every course they opened, by course id. */
export async function progressOf(db: Db, userid: string): Promise<Map<string, CourseProgress>> {
  const rows = await db.selectFrom('academy_progress').selectAll().where('userid', '=', userid).execute();
  return new Map(rows.map((row) => [row.course_id, { currentStep: Number(row.current_step), completed: Number(row.completed) === 1 }]));
}

export async function courseProgress(db: Db, userid: string, courseId: string): Promise<CourseProgress> {
  const row = await db
    .selectFrom('academy_progress')
    .selectAll()
    .where('userid', '=', userid)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row ? { currentStep: Number(row.current_step), completed: Number(row.completed) === 1 } : NOT_STARTED;
}

/** Saves the step; reaching the end marks the course completed, and going back to re-read does not undo that. */
export async function saveProgress(
  db: Db,
  userid: string,
  courseId: string,
  step: { currentStep: number; totalSteps: number },
  now: number,
): Promise<CourseProgress> {
  const finished = step.currentStep === step.totalSteps ? 1 : 0;
  await db
    .insertInto('academy_progress')
    .values({
      userid,
      course_id: courseId,
      current_step: step.currentStep,
      total_steps: step.totalSteps,
      completed: finished,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['userid', 'course_id']).doUpdateSet((eb) => ({
        current_step: step.currentStep,
        total_steps: step.totalSteps,
        completed: finished === 1 ? 1 : eb.ref('academy_progress.completed'),
        updated_at: now,
      })),
    )
    .execute();
  return courseProgress(db, userid, courseId);
}
