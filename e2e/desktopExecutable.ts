import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DESKTOP_BUILD_FILES } from '@signaldesk/contract';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ShellPage } from './pages/ShellPage.js';

/** The Linux build of the assistant, made by `npm run build:executable -w apps/desktop` (part of `npm run test:e2e`). */
export const DESKTOP_EXECUTABLE = resolve(import.meta.dirname, '../apps/desktop/dist/bin', DESKTOP_BUILD_FILES.linux);

export interface RunningAssistant {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Waits until the output matches, or the program ends. */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  stop: () => Promise<number | null>;
}

/** Starts the built executable by itself, as a trader runs the downloaded file: no Node, no checkout on its path. */
export function startDesktopExecutable(args: string[], env: Record<string, string>): RunningAssistant {
  if (!existsSync(DESKTOP_EXECUTABLE)) throw new Error(`${DESKTOP_EXECUTABLE} is not built: npm run build:executable -w apps/desktop`);
  const child = spawn(DESKTOP_EXECUTABLE, args, {
    cwd: env.HOME,
    env: { PATH: '/usr/bin:/bin', LANG: 'en_US.UTF-8', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const grew: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const wake of grew.splice(0)) wake();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    exited,
    output: () => out,
    async printed(pattern) {
      for (;;) {
        const found = pattern.exec(out);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`the assistant ended (${child.exitCode}) without printing ${pattern}:\n${out}`);
        await Promise.race([new Promise<void>((wake) => grew.push(wake)), exited]);
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The local chart server's address as the assistant prints it at start. */
export const LISTENING = /Local chart server at (http:\/\/127\.0\.0\.1:\d+)/;

/** A one-time code as a signed-in member gets it: user info → Authorise desktop app. */
export async function desktopCodeFromWeb(page: Page): Promise<string> {
  await new ShellPage(page).openUserInfoDialog();
  await page.getByTestId('desktop-authorize').click();
  const dialog = page.getByTestId('desktop-code-dialog');
  const code = ((await dialog.getByTestId('desktop-code').textContent()) ?? '').trim();
  await dialog.getByTestId('desktop-code-close').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('user-info-close').click();
  return code;
}

/** How many different colours a picture has: a chart has dozens, a blank or all-background one one or two. */
export async function distinctColours(png: Buffer): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
  return colours.size;
}

/**
 * The window's page, reached over the debugging port its browser writes to `<data-dir>/window/DevToolsActivePort`
 * (SIGNALDESK_WINDOW_ARGS="--remote-debugging-port=0"), once the window has opened it. The caller removes an old port
 * file before the start; the test's own timeout bounds the wait.
 */
export async function windowPage(assistant: RunningAssistant, dataDir: string): Promise<{ browser: Browser; page: Page }> {
  const portFile = join(dataDir, 'window', 'DevToolsActivePort');
  const alive = () => {
    if (assistant.child.exitCode !== null) throw new Error(`the assistant ended (${assistant.child.exitCode}):\n${assistant.output()}`);
  };
  let port = 0;
  while (!port) {
    alive();
    port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (!port) await sleep(100);
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  for (;;) {
    alive();
    const page = browser
      .contexts()
      .flatMap((context) => context.pages())
      .find((each) => new URL(each.url()).pathname === '/assistant/');
    if (page) return { browser, page };
    await sleep(100);
  }
}

/** How many colours the window's chart canvas holds: a drawn chart has dozens, a blank one one. */
export const canvasColours = (page: Page) =>
  page.getByTestId('chart-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    return colours.size;
  });

/** A call to the product made from a signed-in page with its own access token, as the web app makes it. */
export function callFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  ) as Promise<T>;
}
