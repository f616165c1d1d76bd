/** The built executable of the assistant, run as a trader runs the downloaded file: for the e2e tests and the start benchmark. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DESKTOP_BUILD_FILES } from '@signaldesk/contract';
import { type RunningAssistant, watchAssistant } from './desktopRun.js';

/** The Linux build of the assistant, made by `npm run build:executable -w apps/desktop` (part of `npm run test:e2e`). */
export const DESKTOP_EXECUTABLE = resolve(import.meta.dirname, '../dist/bin', DESKTOP_BUILD_FILES.linux);

/** Starts the built executable by itself, as a trader runs the downloaded file: no Node, no checkout on its path. */
export function startDesktopExecutable(args: string[], env: Record<string, string>): RunningAssistant {
  if (!existsSync(DESKTOP_EXECUTABLE)) throw new Error(`${DESKTOP_EXECUTABLE} is not built: npm run build:executable -w apps/desktop`);
  return watchAssistant(
    spawn(DESKTOP_EXECUTABLE, args, {
      cwd: env.HOME,
      env: { PATH: '/usr/bin:/bin', LANG: 'en_US.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}
