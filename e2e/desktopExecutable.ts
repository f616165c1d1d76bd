import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
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
