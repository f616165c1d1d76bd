import type { Page } from 'playwright-core';
import { distinctColours } from '../apps/server/test/pictureColours.js';
import { ShellPage } from './pages/ShellPage.js';

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

/** How many colours the window's chart canvas holds, its own pixels taken as a PNG: a drawn chart has dozens, a blank one one. */
export async function canvasColours(page: Page): Promise<number> {
  const dataUrl = await page.getByTestId('chart-canvas').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
  return distinctColours(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}
