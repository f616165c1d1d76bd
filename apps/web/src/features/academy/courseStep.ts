import type { CourseEntry, CourseStep } from '@signaldesk/contract';
import { anchorsIn } from './headingAnchors.js';

/**
 * The step (0-based) the reader shows: the one the path names (1-based), else the one holding the link's #anchor,
 * else where the trader left off. A finished course opens at its last step.
 */
export function stepToShow(course: CourseEntry, steps: readonly CourseStep[], pathStep: string, hash: string): number {
  const named = Number(pathStep);
  if (pathStep !== '' && Number.isInteger(named) && named >= 1 && named <= steps.length) return named - 1;
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const holding = anchor ? steps.findIndex((step) => anchorsIn(step.content).includes(anchor)) : -1;
  if (holding >= 0) return holding;
  return Math.max(0, Math.min(course.progress.currentStep, steps.length - 1));
}

export const coursePath = (courseId: string, step?: number) =>
  `/apps/academy/course/${encodeURIComponent(courseId)}${step === undefined ? '' : `/${step + 1}`}`;
