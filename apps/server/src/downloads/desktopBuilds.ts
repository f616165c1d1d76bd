import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP_BUILD_FILES, DESKTOP_PLATFORMS, type DesktopPlatform } from '@signaldesk/contract';

export interface DesktopBuild {
  path: string;
  fileName: string;
  size: number;
}

/** A platform named by a request, or undefined: only the contract's names count, never a path or a prototype key. */
export function desktopPlatformOf(name: string): DesktopPlatform | undefined {
  return (DESKTOP_PLATFORMS as readonly string[]).includes(name) ? (name as DesktopPlatform) : undefined;
}

/** The platform's build in the builds folder, when a file is there under its fixed name. */
export async function findDesktopBuild(buildsDir: string, platform: DesktopPlatform): Promise<DesktopBuild | undefined> {
  const fileName = DESKTOP_BUILD_FILES[platform];
  const path = join(buildsDir, fileName);
  const found = await stat(path).catch(() => undefined);
  return found?.isFile() ? { path, fileName, size: found.size } : undefined;
}

/** The platforms whose build the folder holds, in the download page's order. */
export async function presentDesktopBuilds(buildsDir: string): Promise<DesktopPlatform[]> {
  const found = await Promise.all(DESKTOP_PLATFORMS.map(async (platform) => ((await findDesktopBuild(buildsDir, platform)) ? platform : undefined)));
  return found.filter((platform) => platform !== undefined);
}
