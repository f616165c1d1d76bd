import { type CourseEntry, type CourseProgress, calls, hasRole, type Language } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError, forbidden } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { requestLanguage } from '../http/language.js';
import { type Academy, type Course, loadAcademy } from './academyContent.js';
import { courseProgress, NOT_STARTED, progressOf, saveProgress } from './progressStore.js';

/** A catalogue entry in one language; a step saved beyond a course that has since shrunk reads as its end. */
function courseEntry(course: Course, lang: Language, progress: CourseProgress): CourseEntry {
  const { meta } = course;
  const text = course.text[lang];
  return {
    id: meta.id,
    title: text.title,
    description: text.description,
    abstract: text.abstract,
    category: meta.category,
    color: meta.colour,
    duration: meta.duration,
    totalSteps: meta.steps,
    featured: meta.featured,
    role: meta.role,
    steps: text.steps.map(({ order, title, subtitle }) => ({ order, title, subtitle })),
    progress: { currentStep: Math.min(progress.currentStep, meta.steps), completed: progress.completed },
  };
}

/** The course the viewer asked for, if it exists and their role reaches its minimum login requirement. */
function openCourse(academy: Academy, courseId: string, viewer: Viewer): Course {
  const course = academy.byId.get(courseId);
  if (!course) throw new AppError(404, 'courseNotFound', {}, 'courseId');
  if (!hasRole(viewer.role, course.meta.role)) throw forbidden();
  return course;
}

/** The academy: static courses read once at start, each trader's progress in the database. */
export async function registerAcademy(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const academy = await loadAcademy();
  const { version, courses } = academy;

  registerCall(app, services, calls.academy.list, async ({ viewer, request }) => {
    const lang = requestLanguage(request);
    const progress = await progressOf(db, viewer.user.userid);
    const list = courses
      .filter((course) => hasRole(viewer.role, course.meta.role))
      .map((course) => courseEntry(course, lang, progress.get(course.meta.id) ?? NOT_STARTED));
    return { version, list };
  });

  registerCall(app, services, calls.academy.course, async ({ body, viewer, request }) => {
    const lang = requestLanguage(request);
    const course = openCourse(academy, body.courseId, viewer);
    const progress = await courseProgress(db, viewer.user.userid, course.meta.id);
    return { version, course: courseEntry(course, lang, progress), steps: course.text[lang].steps };
  });

  registerCall(app, services, calls.academy.progress, async ({ body, viewer }) => {
    const course = openCourse(academy, body.courseId, viewer);
    const totalSteps = course.meta.steps;
    if (body.currentStep > totalSteps) throw new AppError(422, 'courseStepOutOfRange', {}, 'currentStep');
    return { progress: await saveProgress(db, viewer.user.userid, course.meta.id, { currentStep: body.currentStep, totalSteps }, services.now()) };
  });
}
