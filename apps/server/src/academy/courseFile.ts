import { COURSE_CATEGORIES, COURSE_ID, type CourseStep, roleSchema } from '@signaldesk/contract';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** The front matter every course file starts with, between two `---` lines. */
export const frontMatterSchema = z.strictObject({
  id: z.string().regex(COURSE_ID),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  abstract: z.string().trim().min(1),
  category: z.enum(COURSE_CATEGORIES),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Minutes of reading. */
  duration: z.number().int().positive(),
  /** The number of `## ` step headings below; a mismatch is refused so a lost step cannot pass unnoticed. */
  steps: z.number().int().positive(),
  featured: z.boolean().default(false),
  /** The minimum login requirement; every course needs a signed-in user at least. */
  role: roleSchema.exclude(['none']).default('user'),
  /** The day the course was last revised; the newest one is the content's version. */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface CourseFile {
  meta: FrontMatter;
  steps: CourseStep[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const STEP_HEADING = /^## (.+)$/;
const FENCE = /^\s*(```|~~~)/;

/** `## Title | Subtitle`: the subtitle is optional. */
function stepHeading(line: string): { title: string; subtitle: string } {
  const [title = '', ...rest] = line.split('|');
  return { title: title.trim(), subtitle: rest.join('|').trim() };
}

/** Splits the body at its `## ` headings, leaving fenced code alone; text before the first heading is refused. */
function splitSteps(body: string, where: string): CourseStep[] {
  const steps: CourseStep[] = [];
  let lines: string[] = [];
  let fenced = false;
  const close = () => {
    const step = steps[steps.length - 1];
    if (step) step.content = lines.join('\n').trim();
    lines = [];
  };
  for (const line of body.split(/\r?\n/)) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : STEP_HEADING.exec(line);
    if (heading) {
      close();
      const { title, subtitle } = stepHeading(heading[1] ?? '');
      if (!title) throw new Error(`${where}: step ${steps.length + 1} has no title`);
      steps.push({ order: steps.length + 1, title, subtitle, content: '' });
    } else {
      if (steps.length === 0 && line.trim() !== '') throw new Error(`${where}: text before the first "## " step heading`);
      lines.push(line);
    }
  }
  close();
  return steps;
}

/** Reads one course file; any problem names the file so the content can be fixed before the server starts. */
export function parseCourseFile(text: string, where: string): CourseFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${where}: no front matter between "---" lines`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ');
    throw new Error(`${where}: ${problems}`);
  }
  const steps = splitSteps(text.slice(match[0].length), where);
  if (steps.length !== parsed.data.steps) {
    throw new Error(`${where}: front matter says ${parsed.data.steps} steps, the text has ${steps.length}`);
  }
  const empty = steps.find((step) => step.content === '');
  if (empty) throw new Error(`${where}: step ${empty.order} "${empty.title}" is empty`);
  return { meta: parsed.data, steps };
}
