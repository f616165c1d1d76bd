import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Files the assistant ships beside its code: the window's built page (`ui/…`) and the chart font. From a checkout
 * they are read from apps/desktop/dist; in the packaged executable they are the single-executable application's
 * assets under the same names.
 */
const require = createRequire(import.meta.url);

function sea(): { isSea(): boolean; getRawAsset(name: string): ArrayBuffer } | null {
  try {
    const module = require('node:sea') as { isSea(): boolean; getRawAsset(name: string): ArrayBuffer };
    return module.isSea() ? module : null;
  } catch {
    return null;
  }
}

const packaged = sea();
/** Only a checkout has it; the packaged executable's code has no file of its own to start from. */
const distFolder = () => fileURLToPath(new URL('../dist/', import.meta.url));

/** The chart font's asset in the packaged executable; a checkout reads it from its npm package (chart-render). */
export const CHART_FONT_ASSET = 'fonts/NotoSansSC_400Regular.ttf';

/** The asset's bytes, or null when there is none of that name. `name` is a relative path with `/`. */
export function desktopAsset(name: string): Buffer | null {
  if (name.split('/').some((part) => part === '..' || part === '')) return null;
  if (packaged) {
    try {
      return Buffer.from(packaged.getRawAsset(name));
    } catch {
      return null;
    }
  }
  try {
    return readFileSync(distFolder() + name);
  } catch {
    return null;
  }
}
