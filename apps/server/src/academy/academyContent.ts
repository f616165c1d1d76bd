import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { COURSE_CATEGORIES, type CourseStep, type Language } from '@signaldesk/contract';
import { type FrontMatter, parseCourseFile } from './courseFile.js';

/** The courses shipped with the product, one folder per course holding en.md and zh.md. */
export const ACADEMY_DIR = resolve(import.meta.dirname, '../../../../content/academy');

export const COURSE_LANGUAGES: readonly Language[] = ['en', 'zh'];

/** Fields that do not depend on the language; both files of a course must agree on them. */
const SHARED_FIELDS = ['id', 'category', 'colour', 'duration', 'steps', 'featured', 'role', 'updated'] as const;

export interface CourseText {
  title: string;
  description: string;
  abstract: string;
  steps: CourseStep[];
}

export interface Course {
  meta: Pick<FrontMatter, (typeof SHARED_FIELDS)[number]>;
  text: Record<Language, CourseText>;
}

export interface Academy {
  /** The newest revision day of any course, YYYY-MM-DD. */
  version: string;
  /** In catalogue order: by shelf, then by id. */
  courses: Course[];
  byId: Map<string, Course>;
}

async function readCourse(dir: string, id: string): Promise<Course> {
  const files = await Promise.all(
    COURSE_LANGUAGES.map(async (lang) => {
      const where = join(id, `${lang}.md`);
      const text = await readFile(join(dir, where), 'utf8').catch(() => {
        throw new Error(`${where}: missing; every course is written in English and Chinese`);
      });
      return parseCourseFile(text, where);
    }),
  );
  const [en, zh] = files as [ReturnType<typeof parseCourseFile>, ReturnType<typeof parseCourseFile>];
  if (en.meta.id !== id) throw new Error(`${id}/en.md: id ${en.meta.id} differs from its folder`);
  for (const field of SHARED_FIELDS) {
    if (en.meta[field] !== zh.meta[field]) throw new Error(`${id}: en.md and zh.md differ in ${field}`);
  }
  const text = (file: typeof en): CourseText => ({
    title: file.meta.title,
    description: file.meta.description,
    abstract: file.meta.abstract,
    steps: file.steps,
  });
  const { category, colour, duration, steps, featured, role, updated } = en.meta;
  return { meta: { id, category, colour, duration, steps, featured, role, updated }, text: { en: text(en), zh: text(zh) } };
}

/** Reads every course once at start; a broken course stops the start with its file named. */
export async function loadAcademy(dir = ACADEMY_DIR): Promise<Academy> {
  const entries = await readdir(dir, { withFileTypes: true });
  const ids = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const courses = await Promise.all(ids.map((id) => readCourse(dir, id)));
  if (courses.length === 0) throw new Error(`${dir}: no courses`);
  const shelf = (course: Course) => COURSE_CATEGORIES.indexOf(course.meta.category);
  courses.sort((a, b) => shelf(a) - shelf(b) || a.meta.id.localeCompare(b.meta.id));
  const version = courses.map((course) => course.meta.updated).reduce((newest, day) => (day > newest ? day : newest));
  return { version, courses, byId: new Map(courses.map((course) => [course.meta.id, course])) };
}
