/**
 * `npm run desktop -- --server <product URL> [--code <code>]`: the assistant with its window (an app window of the
 * system's Chromium, Chrome or Edge) and the local chart server on 127.0.0.1:4009; it ends when the window closes.
 * `--no-window` runs the local server alone, signed in, for scripts and tests. The code comes from user info in the
 * web app; SIGNALDESK_DESKTOP_TOKEN may give a desktop session token instead, and a later start goes on with the kept
 * session. The window may also start signed out and take the code on its sign-in screen. `--help` prints the usage.
 */
import { homedir, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { type Language, pickLanguage } from '@signaldesk/contract';
import { productChartPicture } from './localServer/chartPicture.js';
import { LocalError } from './localServer/LocalError.js';
import { LOCAL_PORT, type LocalServer, type LocalServerOptions, startLocalServer } from './localServer/localServer.js';
import { type DesktopSession, desktopSession, exchangeDesktopCode, keptRefreshToken, sessionUser } from './product/desktopSession.js';
import { productClient } from './product/productClient.js';
import { ProductUnreachable } from './product/productErrors.js';
import { type DesktopTextKey, desktopText } from './texts.js';
import { windowAccount } from './window/account.js';
import { assistantWindow } from './window/assistantWindow.js';
import { findBrowser, openWindow } from './window/browser.js';

interface Options {
  noWindow: boolean;
  server?: string;
  /** A one-time code from user info in the web app. */
  code?: string;
  exportDir: string;
  dataDir: string;
  /** LOCAL_PORT; another only for tests, which run beside a real assistant. */
  port: number;
  /** The browser the window opens in, instead of the one found on the system. */
  browser?: string;
}

/** Both languages, as the assistant does not know the trader's yet. */
const both = (key: DesktopTextKey, vars: Record<string, string | number> = {}) =>
  (['en', 'zh'] as Language[]).map((language) => desktopText(key, language, vars)).join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readOptions(args: string[]): Options {
  // Asked for anywhere on the line, the usage is all the command does: no option before it is checked.
  if (args.includes('--help') || args.includes('-h')) {
    console.log(both('usage', { port: LOCAL_PORT }));
    process.exit(0);
  }
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
    else if (option === '--browser') options.browser = resolve(value());
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
const SESSION_NAME = `SignalDesk assistant · ${hostname()}`.slice(0, 60);

async function signInByCode(server: string, code: string): Promise<string> {
  try {
    const token = await exchangeDesktopCode(server, code, SESSION_NAME);
    console.log(both('signedInByCode'));
    return token;
  } catch (error) {
    failedToSignIn('codeSignInFailed', server, error);
  }
}

/** The local server on its port; a port taken ends the command with its own message. */
function listen(options: Options, settings: Omit<LocalServerOptions, 'exportDir' | 'cacheDir' | 'port'>): Promise<LocalServer> {
  return startLocalServer({ ...settings, exportDir: options.exportDir, cacheDir: join(options.dataDir, 'cache'), port: options.port }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') fail(both('portBusy', { port: options.port }));
      throw error;
    },
  );
}

const variableToken = () => process.env.SIGNALDESK_DESKTOP_TOKEN?.trim() || undefined;

const givenToken = (options: Options, storeFile: string, server: string): Promise<string | undefined> =>
  options.code ? signInByCode(server, options.code) : Promise.resolve(variableToken() ?? keptRefreshToken(storeFile));

/**
 * Asks the product whose session the token opens before saying signed in: an access token is otherwise taken on
 * trust, and a forged or expired one would start a server whose every answer is 401. Offline the token cannot be
 * checked, and the cache answers until the product can be reached.
 */
async function checkedAtStart(server: string, session: DesktopSession, fromVariable: boolean): Promise<'online' | 'offline'> {
  try {
    await sessionUser(server, session);
    return 'online';
  } catch (error) {
    if (error instanceof ProductUnreachable) return 'offline';
    // A token a script set is named as such; a kept session that ended says so through the renewal's own text.
    const refused = fromVariable && error instanceof LocalError && (error.status === 401 || error.status === 422);
    failedToSignIn('signInFailed', server, refused ? new LocalError(401, 'desktopTokenRefused') : error);
  }
}

async function headless(options: Options, server: string, storeFile: string): Promise<void> {
  const token = await givenToken(options, storeFile, server);
  if (!token) fail(both('tokenRequired'));

  const session = desktopSession(server, token, storeFile);
  const reach = await checkedAtStart(server, session, !options.code && token === variableToken());
  const local = await listen(options, { product: productClient(server, session), renderPng: productChartPicture(session.riseFallColours) });
  const language = pickLanguage(process.env.LANG);
  const started = reach === 'online' ? 'listening' : 'listeningOffline';
  console.log(desktopText(started, language, { url: local.url, server, folder: options.exportDir }));
  const stop = () => void local.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The window needs no session at start: without one it shows its sign-in screen. It ends when its browser ends. */
async function windowed(options: Options, server: string, storeFile: string): Promise<void> {
  const browser = findBrowser(options.browser);
  if (!browser) fail(both('browserMissing'));
  const language = pickLanguage(process.env.LANG);
  const account = windowAccount({ server, storeFile, token: await givenToken(options, storeFile, server), sessionName: SESSION_NAME });
  // Not awaited: the browser starts while the session is renewed, and the window's API waits for the renewal.
  account.start().catch((error: unknown) => console.warn(String(error)));
  const renderPng = productChartPicture(account.session.riseFallColours);
  const window = assistantWindow({ server, account, dataDir: options.dataDir, exportDir: options.exportDir, renderPng, systemLanguage: language });
  const local = await listen(options, { product: productClient(server, account.session), renderPng, window: window.routes });
  const child = openWindow(browser, window.launchUrl(), join(options.dataDir, 'window'));
  console.log(desktopText('windowOpening', language, { browser, url: local.url, folder: options.exportDir }));
  let ending = false;
  const end = (status: number) => {
    if (ending) return;
    ending = true;
    window.close();
    void local.close().then(() => process.exit(status));
  };
  child.once('error', (error) => {
    console.error(String(error));
    end(2);
  });
  child.once('exit', () => end(0));
  const stop = () => {
    child.kill();
    end(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (!options.server) fail(both('serverRequired'));
  const storeFile = join(options.dataDir, 'session.json');
  if (options.noWindow) await headless(options, options.server, storeFile);
  else await windowed(options, options.server, storeFile);
}

// Not a top-level await: the packaged executable runs this file as CommonJS, which has none.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
