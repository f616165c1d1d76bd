/**
 * `npm run desktop -- --no-window --server <product URL> --code <code> --export-dir <folder>`: the assistant signed
 * in with no window, serving the local chart server on 127.0.0.1:4009. The code comes from user info in the web app;
 * SIGNALDESK_DESKTOP_TOKEN may give a desktop session token instead, and a later start goes on with the kept session.
 */
import { homedir, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { type Language, pickLanguage } from '@signaldesk/contract';
import { productChartPicture } from './localServer/chartPicture.js';
import { LocalError } from './localServer/LocalError.js';
import { LOCAL_PORT, startLocalServer } from './localServer/localServer.js';
import { desktopSession, exchangeDesktopCode, keptRefreshToken } from './product/desktopSession.js';
import { productClient } from './product/productClient.js';
import { ProductUnreachable } from './product/productErrors.js';
import { type DesktopTextKey, desktopText } from './texts.js';

interface Options {
  noWindow: boolean;
  server?: string;
  /** A one-time code from user info in the web app. */
  code?: string;
  exportDir: string;
  dataDir: string;
  /** LOCAL_PORT; another only for tests, which run beside a real assistant. */
  port: number;
}

/** Both languages, as the assistant does not know the trader's yet. */
const both = (key: DesktopTextKey, vars: Record<string, string | number> = {}) =>
  (['en', 'zh'] as Language[]).map((language) => desktopText(key, language, vars)).join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readOptions(args: string[]): Options {
  const options: Options = {
    noWindow: false,
    exportDir: join(homedir(), 'SignalDesk', 'charts'),
    dataDir: process.env.SIGNALDESK_DESKTOP_DATA ?? join(homedir(), '.signaldesk', 'desktop'),
    port: LOCAL_PORT,
  };
  for (let i = 0; i < args.length; i++) {
    const option = args[i]!;
    const value = () => args[++i] ?? fail(both('optionUnknown', { option }));
    if (option === '--no-window') options.noWindow = true;
    else if (option === '--server') options.server = value();
    else if (option === '--code') options.code = value();
    else if (option === '--export-dir') options.exportDir = resolve(value());
    else if (option === '--data-dir') options.dataDir = resolve(value());
    else if (option === '--port' && /^\d{1,5}$/.test(args[i + 1] ?? '')) options.port = Number(value());
    else fail(both('optionUnknown', { option }));
  }
  return options;
}

/** Both languages, with the product's refusal (or what went wrong) as the reason. */
function failedToSignIn(key: 'signInFailed' | 'codeSignInFailed', server: string, error: unknown): never {
  const reason = (language: Language) => (error instanceof LocalError ? desktopText(error.key, language, error.vars) : String(error));
  fail((['en', 'zh'] as Language[]).map((language) => desktopText(key, language, { server, reason: reason(language) })).join('\n'));
}

/** The session is named after this computer, so the trader recognises it in the web app's session list. */
async function signInByCode(server: string, code: string): Promise<string> {
  try {
    const token = await exchangeDesktopCode(server, code, `SignalDesk assistant · ${hostname()}`.slice(0, 60));
    console.log(both('signedInByCode'));
    return token;
  } catch (error) {
    failedToSignIn('codeSignInFailed', server, error);
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (!options.noWindow) fail(both('windowNotBuilt'));
  if (!options.server) fail(both('serverRequired'));
  const storeFile = join(options.dataDir, 'session.json');
  const token = options.code
    ? await signInByCode(options.server, options.code)
    : (process.env.SIGNALDESK_DESKTOP_TOKEN?.trim() || keptRefreshToken(storeFile));
  if (!token) fail(both('tokenRequired'));

  const session = desktopSession(options.server, token, storeFile);
  try {
    await session.accessToken();
  } catch (error) {
    // Offline at start: the cache answers until the product can be reached again.
    if (error instanceof ProductUnreachable) console.warn(String(error));
    else failedToSignIn('signInFailed', options.server, error);
  }
  const local = await startLocalServer({
    product: productClient(options.server, session),
    exportDir: options.exportDir,
    cacheDir: join(options.dataDir, 'cache'),
    port: options.port,
    renderPng: productChartPicture(session.riseFallColours),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(both('portBusy', { port: options.port }));
    throw error;
  });
  const language = pickLanguage(process.env.LANG);
  console.log(desktopText('listening', language, { url: local.url, server: options.server, folder: options.exportDir }));
  const stop = () => void local.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Not a top-level await: the packaged executable runs this file as CommonJS, which has none.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
