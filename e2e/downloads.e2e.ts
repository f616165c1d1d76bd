import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_BUILD_FILES } from '@signaldesk/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';

/** The server holds the Linux build only: the other desktop buttons must lead to the page on building it, the extension's to its install page. */
const LINUX_BUILD = '#!/bin/sh\necho signaldesk\n';

const LANGUAGES = [
  {
    locale: 'en-US',
    buttons: { windows: 'Windows', mac: 'Mac', linux: 'Linux', extension: 'Get it for Chrome / Edge' },
    guideTitle: 'Build the desktop assistant from the repository',
    building: { windows: 'Build the Windows executable', mac: 'Build the Mac executable', linux: 'Build the Linux executable' },
    notBuilt: { windows: 'The Windows build is not on this server yet.', mac: 'The Mac build is not on this server yet.' },
    extension: { title: 'Install the browser extension', missing: 'This server holds no extension build yet.', load: 'Press “Load unpacked”' },
  },
  {
    locale: 'zh-CN',
    buttons: { windows: 'Windows', mac: 'Mac', linux: 'Linux', extension: '安装到 Chrome / Edge' },
    guideTitle: '从代码仓库构建桌面助手',
    building: { windows: '构建 Windows 版本的程序文件', mac: '构建 Mac 版本的程序文件', linux: '构建 Linux 版本的程序文件' },
    notBuilt: { windows: '本服务器上还没有 Windows 版本的安装文件。', mac: '本服务器上还没有 Mac 版本的安装文件。' },
    extension: { title: '安装浏览器扩展', missing: '本服务器上还没有扩展的构建文件。', load: '点击“加载已解压的扩展程序”' },
  },
] as const;

describe('the download page', () => {
  let harness: Harness;
  let buildsDir: string;

  beforeAll(async () => {
    buildsDir = await mkdtemp(join(tmpdir(), 'signaldesk-builds-'));
    await writeFile(join(buildsDir, DESKTOP_BUILD_FILES.linux), LINUX_BUILD);
    harness = await startHarness({ env: { DESKTOP_BUILDS_DIR: buildsDir } });
  });

  afterAll(async () => {
    await harness?.close();
    await rm(buildsDir, { recursive: true, force: true });
  });

  /** The download page, once it knows which builds the server holds. */
  async function openDownloads(page: Page): Promise<void> {
    const known = page.waitForResponse((response) => response.url().endsWith('/api/app/downloads'));
    await page.goto('/download');
    await known;
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

  for (const language of LANGUAGES) {
    it(`leads every button to a build or to the page on building it, never to the 404 page (${language.locale})`, async () => {
      const context = await harness.newContext({ locale: language.locale });
      context.setDefaultTimeout(BUSY_SERVER_MS);
      const page = await context.newPage();
      try {
        for (const platform of ['windows', 'mac'] as const) {
          await openDownloads(page);
          await page.getByRole('link', { name: language.buttons[platform], exact: true }).click();
          await page.waitForURL(`**/download/desktop?platform=${platform}`);
          expect(await heading(page)).toBe(language.guideTitle);
          await page.getByText(language.notBuilt[platform]).waitFor();
          // The steps are for the system whose button was pressed: its build, into the server's builds folder, and how to start it.
          await page.getByRole('heading', { level: 2, name: language.building[platform] }).waitFor();
          const commands = (await page.locator('pre').allTextContents()).join('\n');
          expect(commands).toContain('npm ci');
          expect(commands).toContain(`npm run build:desktop -- --platform ${platform === 'mac' ? 'macos' : 'windows'} --out <DESKTOP_BUILDS_DIR>`);
          if (platform === 'mac') {
            expect(commands).toContain(`xattr -d com.apple.quarantine ${DESKTOP_BUILD_FILES.mac}`);
            expect(commands).toContain(`codesign --sign - ${DESKTOP_BUILD_FILES.mac}`);
            expect(commands).toContain(`./${DESKTOP_BUILD_FILES.mac} --server ${harness.baseUrl}`);
          } else expect(commands).toContain(`.\\${DESKTOP_BUILD_FILES.windows} --server ${harness.baseUrl}`);
          expect(commands).toContain(`npm run desktop -- --server ${harness.baseUrl}\n`);
          expect(commands).toContain(`npm run desktop -- --no-window --server ${harness.baseUrl} --code <code>`);
          const said = (await page.locator('[data-testid^="desktop-build"]').allTextContents()).join('\n');
          expect(said).not.toMatch(/coming|not ready|即将|尚未完成/i);
        }

        // Another system's steps are one click away.
        await page.getByRole('button', { name: language.buttons.linux, exact: true }).click();
        await page.getByRole('heading', { level: 2, name: language.building.linux }).waitFor();
        expect((await page.locator('pre').allTextContents()).join('\n')).toContain(`chmod +x ${DESKTOP_BUILD_FILES.linux}\n./${DESKTOP_BUILD_FILES.linux} --server ${harness.baseUrl}`);

        await openDownloads(page);
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: language.buttons.linux, exact: true }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(DESKTOP_BUILD_FILES.linux);
        expect(new URL(file.url()).pathname).toBe('/download/desktop/linux');
        expect(page.url()).toBe(`${harness.baseUrl}/download`);

        // Without a zip on this server the install page says how its operator builds one (extension.e2e.ts downloads one).
        await page.getByRole('link', { name: language.buttons.extension }).click();
        await page.waitForURL('**/download/extension/install');
        await page.getByRole('heading', { level: 1, name: language.extension.title }).waitFor();
        await page.getByText(language.extension.missing).waitFor();
        await page.getByText(language.extension.load).waitFor();
        await page.goto('/download/extension');
        await page.waitForURL('**/download/extension/install?missing=1');
        await page.getByRole('heading', { level: 1, name: language.extension.title }).waitFor();
        expect(page.url()).not.toContain('/pages/error');
      } finally {
        await context.close();
      }
    });
  }

  it('sends a direct address of a missing build to the page on building it, past the installed app', async () => {
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
      await page.waitForURL('**/download/desktop?platform=windows');
      expect(await heading(page)).toBe(LANGUAGES[0].guideTitle);
      const download = page.waitForEvent('download');
      await page.goto('/download/desktop/linux').catch(() => undefined);
      expect((await download).suggestedFilename()).toBe(DESKTOP_BUILD_FILES.linux);
    } finally {
      await context.close();
    }
  });
});
