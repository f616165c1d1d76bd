import type { CourseEntry, CourseStep } from '@signaldesk/contract';
import { CATALOGUE, FIELD_COUNT } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { courseLink } from './courseLink.js';
import { stepToShow } from './courseStep.js';
import { indicatorGuide } from './indicatorGuide.js';

const steps: CourseStep[] = [
  { order: 1, title: 'One', subtitle: '', content: 'Intro' },
  { order: 2, title: 'Two', subtitle: '', content: 'Text\n\n### Breadth versus depth {#breadth-versus-depth}\n\nMore' },
  { order: 3, title: 'Three', subtitle: '', content: 'End' },
];
const course = (currentStep: number, completed = false) => ({ progress: { currentStep, completed } }) as CourseEntry;

describe('the step the reader opens', () => {
  it('follows the path first, then the anchor, then the saved step', () => {
    expect(stepToShow(course(0), steps, '3', '#breadth-versus-depth')).toBe(2);
    expect(stepToShow(course(0), steps, '', '#breadth-versus-depth')).toBe(1);
    expect(stepToShow(course(2), steps, '', '')).toBe(2);
    expect(stepToShow(course(2), steps, '', '#unknown')).toBe(2);
  });

  it('opens a finished course at its last step and ignores a step the course does not have', () => {
    expect(stepToShow(course(3, true), steps, '', '')).toBe(2);
    expect(stepToShow(course(1), steps, '9', '')).toBe(1);
    expect(stepToShow(course(1), steps, 'x', '')).toBe(1);
  });
});

describe('links inside a course', () => {
  it('keeps this app in the router, sends other sites to a new tab and refuses other schemes', () => {
    expect(courseLink('/apps/tick')).toEqual({ kind: 'app', to: '/apps/tick' });
    expect(courseLink('#breadth-versus-depth')).toEqual({ kind: 'app', to: '#breadth-versus-depth' });
    expect(courseLink('https://example.com')).toEqual({ kind: 'external', href: 'https://example.com' });
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '', undefined]) {
      expect(courseLink(href)).toEqual({ kind: 'none' });
    }
  });
});

describe('the indicator guide', () => {
  it('lists every field of the engine once, in its order, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const fields = indicatorGuide(lang, '∞').flatMap((section) => section.fields);
      expect(fields).toHaveLength(FIELD_COUNT);
      expect(fields.map((field) => field.id)).toEqual(CATALOGUE.map((field) => field.id));
      expect(fields.map((field) => field.name)).toEqual(CATALOGUE.map((field) => field.name[lang]));
      expect(fields.map((field) => field.meaning)).toEqual(CATALOGUE.map((field) => field.meaning[lang]));
    }
  });

  it('shows the choices of select fields and the bounds of ranged ones', () => {
    const fields = indicatorGuide('zh', '∞').flatMap((section) => section.fields);
    const quadrant = fields.find((field) => field.id === 'sine.quadrant');
    expect(quadrant?.values.map((value) => value.code)).toEqual(['A', 'B', 'C', 'D']);
    expect(quadrant?.values[0]?.label).toMatch(/深绿/);
    expect(fields.find((field) => field.id === 'kd.k')?.range).toBe('0 … 100');
    expect(indicatorGuide('en', '∞').map((section) => section.group)).toEqual(['candle', 'matrix', 'ladder', 'kd', 'feature', 'sine', 'chord', 'standard']);
  });
});
