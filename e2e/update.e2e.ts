import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

const DIST = resolve(import.meta.dirname, '../apps/web/dist');

async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

describe('the new-version flow', () => {
  let harness: Harness;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'signaldesk-dist-'));
    await cp(DIST, webDist, { recursive: true });
    harness = await startHarness({ webDist });
  });

  afterAll(async () => {
    await harness?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('prints the version on F12, keeps it, offers a waiting worker, and reloads into it after Upgrade now', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    const { version } = JSON.parse(await readFile(join(webDist, 'version.json'), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d{4}\/\d{2}\/\d{2}-\d{4}$/);
    expect(await page.evaluate(() => localStorage.getItem('app_version'))).toBe(version);
    const banner = page.waitForEvent('console', (message) => message.text().includes(version));
    await page.keyboard.press('F12');
    expect((await banner).text()).toContain('SignalDesk');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await controlledBy(page);

    await appendFile(join(webDist, 'sw.js'), '\n// next build\n');
    await writeFile(join(webDist, 'version.json'), JSON.stringify({ version: '2099/01/01-0000' }));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    await page.getByText('A new version is available').waitFor();
    await page.getByText('New version: 2099/01/01-0000').waitFor();
    await page.getByRole('button', { name: 'Upgrade later' }).click();
    await page.getByText('A new version is available').waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('A new version is available').waitFor();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Upgrade now' }).click();
    await reloaded;
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByText('A new version is available').count()).toBe(0);
    await context.close();
  });
});
