import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { formatBuildVersion } from './src/features/update/formatBuildVersion.js';

const buildVersion = formatBuildVersion(new Date());

/** Writes version.json next to the app so an open page can name the version a waiting worker brings. */
function versionFile(): Plugin {
  return {
    name: 'signaldesk-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildVersion }) });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/;
/** Below this a compressed copy saves less than its headers cost; the server's own threshold is the same. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz copy beside each text file of the build, at the strongest settings, which would be too
 * slow per request: the server sends them as they are to browsers that accept them.
 */
function precompressedCopies(): Plugin {
  return {
    name: 'signaldesk-precompressed-copies',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const path = join(dir ?? 'dist', file);
          const content = await readFile(path);
          if (content.length < COMPRESS_FROM_BYTES) return;
          await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

/**
 * zod and the contract's modules that build schemas with it, as one chunk: the requester loads them all with the
 * first answer anyway (api/replySchemas.ts), and left to the build they came as some 25 small chunks shared between
 * screens, each a request before the first answer could be checked. The contract's modules without zod (the call
 * paths, the constants the shell reads) stay where the build puts them, so the shell's first load does not grow;
 * hence their dependencies are not pulled in with them.
 */
function answerSchemas(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (ZOD.test(id)) return 'schemas';
  if (!CONTRACT.test(id)) return null;
  return ctx.getModuleInfo(id)?.importedIds.some((imported) => ZOD.test(imported)) ? 'schemas' : null;
}

const STANDARD_INDICATORS = /[\\/]packages[\\/]indicators[\\/]src[\\/](standard|kernels|core)[\\/]/;

/**
 * The engine's standard indicators and the kernels and state they are built of, as one chunk that imports nothing
 * else. The contract's indicator catalogue (in `schemas`) is derived from them and the chart computes them; left to
 * the build they went into the chart's chunk, which imports `schemas`, and the two chunks then imported each other:
 * whichever the browser evaluated first read the other's exports before they existed, and the app did not start.
 */
const standardIndicators = (id: string): string | null => (STANDARD_INDICATORS.test(id) ? 'standardIndicators' : null);

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  plugins: [
    react(),
    versionFile(),
    precompressedCopies(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'SignalDesk',
        short_name: 'SignalDesk',
        description: 'Trading signals, charts and alerts',
        theme_color: '#0b1220',
        background_color: '#0b1220',
        display: 'standalone',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Shows the alerts the server pushes to a Promax subscriber's phone.
        importScripts: ['push-handler.js'],
        // A desktop build or the extension's zip is a file the server serves (or redirects from), never a screen of the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/healthz/, /^\/download\/desktop\/[^/?#]+/, /^\/download\/extension$/],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: standardIndicators, includeDependenciesRecursively: false },
            { name: answerSchemas, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '^/dev/': 'http://127.0.0.1:3000', '^/download/desktop/[^/?#]+': 'http://127.0.0.1:3000' } },
});
