import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { LocalError } from './LocalError.js';

/** Longer names are no picture a trader means to keep: the bound keeps the parameter small. */
export const FILEPATH_MAX = 512;

/** The longest folder or file name Linux, macOS and Windows file systems take (NAME_MAX), in bytes. */
export const NAME_MAX = 255;

/** No file system a trader uses wants control characters in a name, and Node refuses NUL outright. */
const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

const inside = (root: string, target: string) => {
  const rest = relative(root, target);
  return rest !== '' && !rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest);
};

/** Why a folder or file cannot be written, as the file system says it: the disk or the folder, not the request. */
const WRITE_FAILURES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST', 'EISDIR']);

/** Runs a write into the export folder, telling the trader why the folder refused it instead of failing as a fault. */
async function writing<T>(folder: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code && WRITE_FAILURES.has(code)) throw new LocalError(507, 'exportFolderUnwritable', { folder, reason: code });
    throw error;
  }
}

/** The deepest part of the path that exists, resolved through its links: where the new folders would hang. */
async function existingAncestor(path: string): Promise<string> {
  let probe = path;
  for (;;) {
    try {
      return await realpath(probe);
    } catch {
      const parent = dirname(probe);
      if (parent === probe) return probe;
      probe = parent;
    }
  }
}

/**
 * Where a picture may be saved: inside the export folder chosen in settings, by a name relative to it or an absolute
 * path within it. Any web page can send a request to localhost, so `..`, paths outside, links leading out and other
 * file types are refused: the local server never writes anywhere else.
 */
export async function exportTarget(exportDir: string, filepath: string): Promise<string> {
  const folder = exportDir;
  if (hasControlCharacter(filepath)) throw new LocalError(400, 'filepathControlCharacter');
  if (!filepath.toLowerCase().endsWith('.png')) throw new LocalError(400, 'filepathNotPng');
  const parts = filepath.split(/[\\/]/);
  if (parts.includes('..')) throw new LocalError(400, 'filepathOutside', { folder });
  if (parts.some((part) => Buffer.byteLength(part) > NAME_MAX)) throw new LocalError(400, 'filepathPartTooLong', { max: NAME_MAX });
  await writing(folder, () => mkdir(exportDir, { recursive: true }));
  const spelled = resolve(exportDir);
  const root = await realpath(exportDir);
  const wanted = isAbsolute(filepath) ? resolve(filepath) : resolve(spelled, filepath);
  // An absolute path may name the folder as configured or by its resolved name.
  const rest = inside(spelled, wanted) ? relative(spelled, wanted) : inside(root, wanted) ? relative(root, wanted) : undefined;
  if (rest === undefined) throw new LocalError(400, 'filepathOutside', { folder });
  const target = join(root, rest);
  const reached = await existingAncestor(dirname(target));
  if (reached !== root && !inside(root, reached)) throw new LocalError(400, 'filepathThroughLink', { folder });
  // Checked before drawing, so an odd name is told why rather than failing at the write.
  if (!(await stat(reached)).isDirectory()) throw new LocalError(400, 'filepathThroughFile', { folder });
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isSymbolicLink()) throw new LocalError(400, 'filepathThroughLink', { folder });
  if (existing?.isDirectory()) throw new LocalError(400, 'filepathIsFolder', { folder });
  return target;
}

/** Writes the picture, making missing folders; a link put in its place meanwhile is not followed. */
export async function savePicture(exportDir: string, target: string, png: Buffer): Promise<void> {
  await writing(exportDir, async () => {
    await mkdir(dirname(target), { recursive: true });
    const file = await open(target, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0), 0o644);
    try {
      await file.writeFile(png);
    } finally {
      await file.close();
    }
  });
}
