import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { EXTENSION_ZIP } from '@signaldesk/contract';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { workspacePackagesWithoutEffects } from '../../../scripts/esbuildWorkspace.js';
import { servedBuildsDir } from '../../../scripts/servedBuilds.js';
import { QUOTE_SITES } from '../src/symbols.js';

/**
 * Builds the browser extension for one product address: SIGNALDESK_URL (default http://localhost:3000) is the only
 * host it may call and the only origin it takes a sign-in code from. Out: <out>/unpacked, loadable as it is, and
 * <out>/signaldesk-extension.zip, also put where the server serves downloads (DESKTOP_BUILDS_DIR, else $DATA_DIR/builds),
 * so the server `npm start` starts offers the zip its build just made.
 */
const folder = resolve(import.meta.dirname, '..');
const out = resolve(process.env.EXTENSION_OUT ?? join(folder, 'dist'));
const unpacked = join(out, 'unpacked');

function productOrigin(address: string): URL {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SIGNALDESK_URL must be an http or https address, not ${address}`);
  return new URL(url.origin);
}

const product = productOrigin(process.env.SIGNALDESK_URL ?? 'http://localhost:3000');
const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };

/** Match patterns leave the port out: a pattern with one is not accepted by every browser, and the scripts check the exact origin. */
const productPattern = `${product.protocol}//${product.hostname}/*`;

const manifest = {
  manifest_version: 3,
  name: '__MSG_extName__',
  description: '__MSG_extDescription__',
  version,
  default_locale: 'en',
  minimum_chrome_version: '116',
  icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
  action: { default_popup: 'popup.html', default_title: '__MSG_extName__', default_icon: { 16: 'icons/16.png', 32: 'icons/32.png' } },
  background: { service_worker: 'serviceWorker.js' },
  permissions: ['storage', 'alarms', 'notifications'],
  host_permissions: [productPattern],
  content_scripts: [
    { matches: [...QUOTE_SITES], js: ['quoteBadges.js'], run_at: 'document_idle' },
    { matches: [productPattern], js: ['connect.js'], run_at: 'document_start' },
  ],
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'none'; img-src 'self' data:" },
};

const LOCALES = {
  en: { extName: 'SignalDesk', extDescription: "SignalDesk's panel beside the symbols on quote sites, symbol search and alerts." },
  zh_CN: { extName: 'SignalDesk', extDescription: '在行情网站的股票代码旁显示 SignalDesk 面板，提供股票搜索和提醒。' },
};

async function icons(): Promise<void> {
  const svg = await loadImage(readFileSync(resolve(folder, '../web/public/icon.svg')));
  mkdirSync(join(unpacked, 'icons'), { recursive: true });
  for (const size of [16, 32, 48, 128]) {
    const canvas = createCanvas(size, size);
    canvas.getContext('2d').drawImage(svg, 0, 0, size, size);
    writeFileSync(join(unpacked, 'icons', `${size}.png`), await canvas.encode('png'));
  }
}

function filesOf(root: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    const path = join(root, name);
    if (statSync(path).isFile()) files[relative(root, path).split('\\').join('/')] = readFileSync(path);
  }
  return files;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(unpacked, { recursive: true });
await build({
  entryPoints: {
    serviceWorker: join(folder, 'src/serviceWorker.ts'),
    quoteBadges: join(folder, 'src/content/quoteBadges.ts'),
    connect: join(folder, 'src/content/connect.ts'),
    popup: join(folder, 'src/popup/popup.ts'),
  },
  outdir: unpacked,
  bundle: true,
  format: 'iife',
  target: 'chrome116',
  minify: true,
  legalComments: 'none',
  define: { __PRODUCT_ORIGIN__: JSON.stringify(product.origin) },
  plugins: [workspacePackagesWithoutEffects],
  logLevel: 'warning',
});
copyFileSync(join(folder, 'src/popup/popup.html'), join(unpacked, 'popup.html'));
copyFileSync(join(folder, 'src/popup/popup.css'), join(unpacked, 'popup.css'));
await icons();
for (const [locale, words] of Object.entries(LOCALES)) {
  mkdirSync(join(unpacked, '_locales', locale), { recursive: true });
  const messages = Object.fromEntries(Object.entries(words).map(([key, message]) => [key, { message }]));
  writeFileSync(join(unpacked, '_locales', locale, 'messages.json'), `${JSON.stringify(messages, null, 2)}\n`);
}
writeFileSync(join(unpacked, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const zip = zipSync(filesOf(unpacked), { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
writeFileSync(join(out, EXTENSION_ZIP), zip);
const buildsDir = servedBuildsDir();
mkdirSync(buildsDir, { recursive: true });
writeFileSync(join(buildsDir, EXTENSION_ZIP), zip);
console.log(JSON.stringify({ product: product.origin, unpacked, zip: join(out, EXTENSION_ZIP), served: join(buildsDir, EXTENSION_ZIP), zipBytes: zip.byteLength }));
