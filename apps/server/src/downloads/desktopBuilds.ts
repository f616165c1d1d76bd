import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP_BUILD_FILES, DESKTOP_PLATFORMS, type DesktopPlatform, EXTENSION_ZIP } from '@signaldesk/contract';

export interface DesktopBuild {
  path: string;
  fileName: string;
  size: number;
}

/** A platform named by a request, or undefined: only the contract's names count, never a path or a prototype key. */
export function desktopPlatformOf(name: string): DesktopPlatform | undefined {
  return (DESKTOP_PLATFORMS as readonly string[]).includes(name) ? (name as DesktopPlatform) : undefined;
}

/** A build in the builds folder, when a file is there under its fixed name (a link to one is followed). */
async function findBuild(buildsDir: string, fileName: string): Promise<DesktopBuild | undefined> {
  const path = join(buildsDir, fileName);
  const found = await stat(path).catch(() => undefined);
  return found?.isFile() ? { path, fileName, size: found.size } : undefined;
}

export const findDesktopBuild = (buildsDir: string, platform: DesktopPlatform) => findBuild(buildsDir, DESKTOP_BUILD_FILES[platform]);

/** The browser extension's zip, built for this server's address. */
export const findExtensionZip = (buildsDir: string) => findBuild(buildsDir, EXTENSION_ZIP);

/** The platforms whose build the folder holds, in the download page's order. */
export async function presentDesktopBuilds(buildsDir: string): Promise<DesktopPlatform[]> {
  const found = await Promise.all(DESKTOP_PLATFORMS.map(async (platform) => ((await findDesktopBuild(buildsDir, platform)) ? platform : undefined)));
  return found.filter((platform) => platform !== undefined);
}
