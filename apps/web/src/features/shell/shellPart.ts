import { lazy } from 'react';

type ShellParts = typeof import('./shellParts.js');

/** Fetches the frame's parts the first screen does without (`shellParts.ts`); pointing at a menu starts it early. */
export const loadShellParts = (): Promise<ShellParts> => import('./shellParts.js');

/** One of the frame's parts, drawn once `shellParts.ts` has arrived. */
export function shellPart<Name extends keyof ShellParts>(name: Name) {
  return lazy(() => loadShellParts().then((parts) => ({ default: parts[name] })));
}
