import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_BUILD_FILES, EXTENSION_ZIP } from '@signaldesk/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, signedInPage, startHarness } from './harness.js';

/** The server holds the Linux build and the extension's zip only: the other desktop systems are shown as not offered. */
const LINUX_BUILD = '#!/bin/sh\necho signaldesk\n';
const ZIP = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1');

const LANGUAGES = [
  {
    locale: 'en-US',
    buttons: { linux: 'Linux', extension: 'Get it for Chrome / Edge', zip: 'Download the extension (zip)' },
    offers: 'This site offers it for Linux; the other systems are not offered here yet.',
    notOffered: { windows: 'Windows: not offered', mac: 'Mac: not offered' },
    missing: 'This site does not offer the desktop assistant for Windows yet.',
    extensionTitle: 'Install the browser extension',
    admin: { title: 'Downloads this server offers', building: 'Build the Linux executable', extension: 'The browser extension' },
  },
  {
    locale: 'zh-CN',
    buttons: { linux: 'Linux', extension: '安装到 Chrome / Edge', zip: '下载扩展（zip）' },
    offers: '本站提供 Linux 版本；其他系统的版本本站暂不提供。',
    notOffered: { windows: 'Windows：暂不提供', mac: 'Mac：暂不提供' },
    missing: '本站暂不提供 Windows 版本的桌面助手。',
    extensionTitle: '安装浏览器扩展',
    admin: { title: '本服务器提供的下载', building: '构建 Linux 版本的程序文件', extension: '浏览器插件' },
  },
] as const;

describe('the download page', () => {
  let harness: Harness;
  let buildsDir: string;
  // Super signs in once: signing in again so soon would wait for the sign-in code's resend interval.
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    buildsDir = await mkdtemp(join(tmpdir(), 'signaldesk-builds-'));
    await writeFile(join(buildsDir, DESKTOP_BUILD_FILES.linux), LINUX_BUILD);
    await writeFile(join(buildsDir, EXTENSION_ZIP), ZIP);
    harness = await startHarness({ env: { DESKTOP_BUILDS_DIR: buildsDir } });
    admin = await signedInPage(harness, ADMIN_EMAIL);
  });

  afterAll(async () => {
    await admin?.context.close();
    await harness?.close();
    await rm(buildsDir, { recursive: true, force: true });
  });

  /** The download page, once it knows which builds the server holds. */
  async function openDownloads(page: Page, path = '/download'): Promise<void> {
    const known = page.waitForResponse((response) => response.url().endsWith('/api/app/downloads'));
    await page.goto(path);
    await known;
  }

  for (const language of LANGUAGES) {
    it(`tells a trader which builds this site offers and gives them, and the operator how to build the rest (${language.locale})`, async () => {
      const context = await harness.newContext({ locale: language.locale });
      context.setDefaultTimeout(BUSY_SERVER_MS);
      const page = await context.newPage();
      try {
        await openDownloads(page);
        await page.getByText(language.offers).waitFor();
        for (const platform of ['windows', 'mac'] as const) {
          expect(await page.getByRole('button', { name: language.notOffered[platform] }).isDisabled()).toBe(true);
        }
        const said = await page.locator('main, body').first().textContent();
        expect(said).not.toMatch(/npm|DESKTOP_BUILDS_DIR|repository|代码仓库/);

        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: language.buttons.linux, exact: true }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(DESKTOP_BUILD_FILES.linux);
        expect(new URL(file.url()).pathname).toBe('/download/desktop/linux');
        expect(page.url()).toBe(`${harness.baseUrl}/download`);

        // The address of a build this site lacks comes back to the download page, which says so.
        await page.goto('/download/desktop/windows');
        await page.waitForURL('**/download?missing=windows');
        await page.getByText(language.missing).waitFor();
        expect(page.url()).not.toContain('/pages/error');

        // The zip the build made is offered on the extension's install page.
        await openDownloads(page);
        await page.getByRole('link', { name: language.buttons.extension }).click();
        await page.waitForURL('**/download/extension/install');
        await page.getByRole('heading', { level: 1, name: language.extensionTitle }).waitFor();
        const zip = page.waitForEvent('download');
        await page.getByRole('link', { name: language.buttons.zip }).click();
        expect((await zip).suggestedFilename()).toBe(EXTENSION_ZIP);
      } finally {
        await context.close();
      }

      await admin.page.evaluate((language) => localStorage.setItem('language', language), language.locale.slice(0, 2));
      await admin.page.goto('/apps/builds');
      await admin.page.getByRole('heading', { name: language.admin.title }).waitFor();
      await admin.page.getByRole('button', { name: language.buttons.linux, exact: true }).click();
      await admin.page.getByRole('heading', { level: 2, name: language.admin.building }).waitFor();
      await admin.page.getByRole('heading', { level: 2, name: language.admin.extension }).waitFor();
      const commands = (await admin.page.locator('pre').allTextContents()).join('\n');
      expect(commands).toContain('npm run build:desktop -- --platform linux');
      expect(commands).toContain(`chmod +x ${DESKTOP_BUILD_FILES.linux}\n./${DESKTOP_BUILD_FILES.linux} --server ${harness.baseUrl}`);
      expect(commands).toContain(`SIGNALDESK_URL=${harness.baseUrl} npm run build -w apps/extension`);
    });
  }

  it('sends a direct address of a missing build back to the download page, past the installed app', async () => {
    const context = await harness.newContext();
    context.setDefaultTimeout(BUSY_SERVER_MS);
    const page = await context.newPage();
    try {
      await openDownloads(page);
      // The app's service worker is in charge of the next navigations; a build's address must still reach the server.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.goto('/download/desktop/windows');
      await page.waitForURL('**/download?missing=windows');
      await page.getByText(LANGUAGES[0].missing).waitFor();
      const download = page.waitForEvent('download');
      await page.goto('/download/desktop/linux').catch(() => undefined);
      expect((await download).suggestedFilename()).toBe(DESKTOP_BUILD_FILES.linux);
    } finally {
      await context.close();
    }
  });
});
