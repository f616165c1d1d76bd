/**
 * Writes src/callPaths.ts, every call's path and role without its schemas, from the calls themselves.
 * Run after adding, renaming or moving a call: `npx tsx packages/contract/scripts/writeCallPaths.ts`.
 * `callPaths.test.ts` fails while the file is out of date.
 */
import { writeFile } from 'node:fs/promises';
import { calls } from '../src/index.js';

const groups = Object.entries(calls).map(([group, groupCalls]) => {
  const entries = Object.entries(groupCalls).map(([name, call]) => `    ${name}: { path: '${call.path}', role: '${call.role}' },`);
  return `  ${group}: {\n${entries.join('\n')}\n  },`;
});

await writeFile(
  new URL('../src/callPaths.ts', import.meta.url),
  `// Written by scripts/writeCallPaths.ts from the calls in index.ts: run it again after changing a call.
import type { CallPathsOf } from './call.js';
import type { calls } from './index.js';

/**
 * Every call's path and role, without its schemas or zod: what a screen names when it sends a call. Its answer is
 * still checked against the call's schema, which the web app loads with its first answer (apps/web api/request.ts).
 */
export const callPaths: CallPathsOf<typeof calls> = {
${groups.join('\n')}
};
`,
);
