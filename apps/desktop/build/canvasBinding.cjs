// Stands in for @napi-rs/canvas's own loader inside the single executable, which has no node_modules: the native
// canvas library travels as the executable's assets `canvas/<file>` and is written once to a cache folder named after
// its hash, then loaded from there. The library's files sit side by side, as the Windows build reads icudtl.dat beside
// its .node file. SIGNALDESK_CANVAS is replaced at build time: { hash, main, files: [{ name, size }] }.
const { mkdirSync, mkdtempSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { homedir, tmpdir } = require('node:os');
const { join } = require('node:path');
const { getRawAsset } = require('node:sea');

/** Where each system keeps a program's caches. */
function cacheFolder() {
  if (process.platform === 'win32') return join(process.env.LOCALAPPDATA || join(homedir(), 'AppData', 'Local'), 'SignalDesk', 'cache');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'SignalDesk');
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'signaldesk');
}

/** Writes the library's files into the folder, where missing; false when the folder cannot be written. */
function unpack(folder) {
  try {
    mkdirSync(folder, { recursive: true });
    for (const file of SIGNALDESK_CANVAS.files) {
      const target = join(folder, file.name);
      if (statSync(target, { throwIfNoEntry: false })?.size === file.size) continue;
      // Written aside and renamed, so a second copy starting at the same moment never loads half a file.
      const aside = `${target}.${process.pid}`;
      writeFileSync(aside, new Uint8Array(getRawAsset(`canvas/${file.name}`)));
      renameSync(aside, target);
    }
    return true;
  } catch {
    return false;
  }
}

let folder = join(cacheFolder(), 'native', `canvas-${SIGNALDESK_CANVAS.hash}`);
// A home without a writable cache (a read-only or full disk): a fresh folder of this start's own, never a shared
// name in the temporary folder, where another user could have put a library of the same size.
if (!unpack(folder)) {
  folder = mkdtempSync(join(tmpdir(), 'signaldesk-canvas-'));
  if (!unpack(folder)) throw new Error(`the chart library could not be written to ${folder}`);
}
const binding = { exports: {} };
process.dlopen(binding, join(folder, SIGNALDESK_CANVAS.main));
module.exports = binding.exports;
