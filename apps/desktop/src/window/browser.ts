import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { OPENING_WINDOW } from './windowApi.js';

/** Program names of Chromium, Chrome and Edge on a Linux PATH, in the order they are preferred. */
const LINUX_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'microsoft-edge'];

const MAC_APPS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
];

function windowsPrograms(env: NodeJS.ProcessEnv): string[] {
  const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((root): root is string => Boolean(root));
  return roots.flatMap((root) => [join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'), join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe')]);
}

const runnable = (path: string) => {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser the window opens in: --browser first, then SIGNALDESK_BROWSER, then Chromium, Chrome or Edge where the
 * system keeps them. Null when there is none.
 */
export function findBrowser(given: string | undefined, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string | null {
  const chosen = given ?? env.SIGNALDESK_BROWSER?.trim();
  if (chosen) return runnable(chosen) ? chosen : null;
  if (platform === 'darwin') return MAC_APPS.find(runnable) ?? null;
  if (platform === 'win32') return windowsPrograms(env).find(runnable) ?? null;
  const folders = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of LINUX_NAMES) {
    const found = folders.map((folder) => join(folder, name)).find(runnable);
    if (found) return found;
  }
  return null;
}


/**
 * Opens the window: the browser as an app window (no tabs, no address bar) on the launch address, with a profile of
 * its own in the data folder, so it never mixes with the trader's browsing. SIGNALDESK_WINDOW_ARGS adds words to its
 * command line (tests run it headless).
 */
export function openWindow(browser: string, launchUrl: string, profileDir: string, extraArgs = process.env.SIGNALDESK_WINDOW_ARGS ?? ''): ChildProcess {
  const args = [
    `--app=${launchUrl}`,
    `--user-data-dir=${profileDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    `--window-size=${OPENING_WINDOW.width},${OPENING_WINDOW.height}`,
    ...extraArgs.split(/\s+/).filter(Boolean),
  ];
  return spawn(browser, args, { stdio: 'ignore' });
}
