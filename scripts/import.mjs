// `npm run import`: runs the import command from one compiled file. Compiling the TypeScript on every start cost more
// than a one-row import itself, so the bundle is built on first use and rebuilt only when one of its sources changed.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}apps/server/src/candles/importCommand.ts`;
// A bench that times a rebuild builds its own bundle, under the same folder so npm packages resolve, leaving this one be.
const bundle = `${root}apps/server/dist/${process.env.IMPORT_BUNDLE_NAME ?? 'importCommand'}.mjs`;
const sources = `${bundle}.sources.json`;

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

function isCurrent() {
  const built = mtime(bundle);
  if (built === Number.POSITIVE_INFINITY) return false;
  try {
    return JSON.parse(readFileSync(sources, 'utf8')).every((source) => mtime(`${root}${source}`) <= built);
  } catch {
    return false;
  }
}

if (!isCurrent()) {
  const { build } = await import('esbuild');
  const { rename, writeFile } = await import('node:fs/promises');
  // Written aside and renamed, so an import started meanwhile loads the old bundle or the new one, never half of one.
  const aside = `${bundle}.${process.pid}.mjs`;
  // The product's packages are compiled in; npm packages stay in node_modules, loaded as the server loads them.
  const result = await build({
    entryPoints: [entry],
    outfile: aside,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: root,
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@signaldesk/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  await writeFile(`${sources}.${process.pid}`, JSON.stringify(Object.keys(result.metafile.inputs)));
  await rename(`${sources}.${process.pid}`, sources);
  await rename(aside, bundle);
}

const { importFromCommandLine } = await import(pathToFileURL(bundle).href);
await importFromCommandLine(process.argv.slice(2));
