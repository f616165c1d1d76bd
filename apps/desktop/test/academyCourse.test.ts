/**
 * The academy's desktop course teaches the assistant: its builds and how they are made, its start options, the
 * window's tabs, dividers and bot settings, and the local chart server's port, endpoints, bounds, limits and
 * examples. What it states is read from the course and checked against the program, so a change to either that
 * breaks what the course says fails here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type ChartCandle, DESKTOP_BUILD_FILES, DURATIONS, type Language } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILEPATH_MAX } from '../src/localServer/exportPath.js';
import { BODY_LIMIT, LOCAL_PORT, type LocalServer, RATE_LIMIT, startLocalServer } from '../src/localServer/localServer.js';
import { PICTURE_BOUNDS } from '../src/localServer/requestInput.js';
import { BOT_SETTINGS_TEXTS, COLUMN_BOUNDS } from '../src/window/windowApi.js';
import { windowTexts } from '../ui/src/windowTexts.js';
import { ask } from './localClient.js';

const COURSE_DIR = join(import.meta.dirname, '../../../content/academy/desktop-assistant');
const MAIN_SOURCE = readFileSync(join(import.meta.dirname, '../src/main.ts'), 'utf8');
const BUILD_SOURCE = readFileSync(join(import.meta.dirname, '../build/buildExecutable.ts'), 'utf8');
const LANGUAGES: Language[] = ['en', 'zh'];
const course = (language: Language) => readFileSync(join(COURSE_DIR, `${language}.md`), 'utf8');

/** The values the course's shell loops use, as on the evening it describes. */
const SHELL_VARIABLES: Record<string, string> = { s: 'AAPL', day: '2026-04-17' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every `curl …` the course shows, inline or in a code block, one command each. */
function curlCommands(text: string): string[] {
  const inline = [...text.matchAll(/`(curl [^`]+)`/g)].map((m) => m[1] ?? '');
  const blocks = [...text.matchAll(/^```sh\n([\s\S]*?)\n```/gm)].flatMap((m) => (m[1] ?? '').split('\n').map((line) => line.trim()));
  return [...inline, ...blocks.filter((line) => line.startsWith('curl '))];
}

/** A shell command's words: quotes grouped and removed, $variables of the course's loops filled in. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  for (const [, single, double, bare] of command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    const word = single ?? (double ?? bare ?? '').replace(/\$(\w+)/g, (_, name: string) => SHELL_VARIABLES[name] ?? `$${name}`);
    words.push(word);
  }
  return words;
}

interface CurlRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** `-F` parts: a value starting with `@` is a file curl uploads. */
  form?: [string, string][];
}

/** What curl sends for the options the course uses: -X, -H, -d (a form unless a header says otherwise), -F, -o, -s. */
function curlRequest(command: string): CurlRequest {
  const words = shellWords(command).slice(1);
  const request: CurlRequest = { method: 'GET', path: '', headers: {} };
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === '-X') request.method = words[++i] ?? '';
    else if (word === '-H') {
      const [name = '', ...value] = (words[++i] ?? '').split(':');
      request.headers[name.trim().toLowerCase()] = value.join(':').trim();
    } else if (word === '-d') {
      request.body = words[++i] ?? '';
      if (request.method === 'GET') request.method = 'POST';
    } else if (word === '-F') {
      const [name = '', ...value] = (words[++i] ?? '').split('=');
      request.form = [...(request.form ?? []), [name, value.join('=')]];
      if (request.method === 'GET') request.method = 'POST';
    } else if (word === '-o') i++;
    else if (word === '-s') continue;
    else if (word === '>') break;
    else {
      const url = new URL(/^https?:/.test(word) ? word : `http://${word}`);
      expect(['127.0.0.1', 'localhost'], command).toContain(url.hostname);
      expect(Number(url.port), command).toBe(LOCAL_PORT);
      request.path = url.pathname + url.search;
    }
  }
  if (request.body !== undefined) request.headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return request;
}

/** A `-F` form encoded as multipart, as curl sends it: `@name` uploads a file. */
async function multipartOf(form: [string, string][]): Promise<{ body: string; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [name, value] of form) {
    if (value.startsWith('@')) data.append(name, new Blob([PNG]), value.slice(1));
    else data.append(name, value);
  }
  const encoded = new Response(data);
  return { body: await encoded.text(), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

describe('the academy’s desktop course', () => {
  let local: LocalServer;
  let exportDir: string;
  let cacheDir: string;

  beforeAll(async () => {
    exportDir = mkdtempSync(join(tmpdir(), 'signaldesk-course-export-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'signaldesk-course-cache-'));
    const candles: ChartCandle[] = Array.from({ length: 400 }, (_, i) => ({
      ts: 1_767_225_600 + i * 86_400,
      open: 100 + i,
      high: 102 + i,
      low: 99 + i,
      close: 101 + i,
      volume: 1_000,
    }));
    local = await startLocalServer({
      product: { origin: 'http://signaldesk.test', chart: async () => ({ candles, demo: true }), refresh: async () => undefined },
      exportDir,
      cacheDir,
      port: 0,
      renderPng: async () => PNG,
    });
  });

  afterAll(async () => {
    await local?.close();
    rmSync(exportDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('names exactly the endpoints the local server serves, with their methods', () => {
    const served = [...local.app.printRoutes({ commonPrefix: false }).matchAll(/(\/kline\S*) \(([^)]+)\)/g)].flatMap(([, url, methods]) =>
      (methods ?? '')
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${url}`),
    );
    for (const language of LANGUAGES) {
      const named = [...course(language).matchAll(/^\| `(GET|POST) (\/kline\/[^`]+)` \|/gm)].map(
        ([, method, path]) => `${method} ${(path ?? '').replace(/\{(\w+)\}/g, ':$1')}`,
      );
      expect(named.sort(), language).toEqual(served.sort());
    }
  });

  it('gives the fixed port, and only that port, wherever it names the server', () => {
    for (const language of LANGUAGES) {
      // The proxy's example in the bot settings' check is an address of the trader's proxy, not the chart server.
      const text = course(language).replaceAll(BOT_SETTINGS_TEXTS.proxyInvalid[language], '');
      const ports = [...text.matchAll(/(?:127\.0\.0\.1|localhost):(\d+)/g)].map((m) => Number(m[1]));
      expect(ports.length, language).toBeGreaterThan(5);
      expect(new Set(ports), language).toEqual(new Set([LOCAL_PORT]));
      expect(text, language).toMatch(new RegExp(`^## .*\\| .*${LOCAL_PORT}$`, 'm'));
    }
  });

  it('states the picture’s bounds and defaults, the durations, and the size and rate limits the server enforces', () => {
    for (const language of LANGUAGES) {
      const text = course(language);
      const bounds = Object.fromEntries(
        [...text.matchAll(/`(width|height|candles)` (\d+)–(\d+)\D+?(\d+)/g)].map(([, field, min, max, fallback]) => [
          field,
          { min: Number(min), max: Number(max), default: Number(fallback) },
        ]),
      );
      expect(bounds, language).toEqual(PICTURE_BOUNDS);
      const durations = /^(?:Durations:|周期：)(.*?)[.。]/m.exec(text)?.[1] ?? '';
      const named = [...durations.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      expect(named, language).toEqual([...DURATIONS]);
      expect(Number(/(\d+) (?:characters|个字符)/.exec(text)?.[1]), language).toBe(FILEPATH_MAX);
      expect(Number(/(\d+) KB\s*[（(](\d+)/.exec(text)?.[2]), language).toBe(BODY_LIMIT);
      expect(Number(/(\d+) KB/.exec(text)?.[1]) * 1024, language).toBe(BODY_LIMIT);
      expect(RATE_LIMIT.timeWindowMs).toBe(60_000);
      expect(Number(/(\d+) (?:requests a minute|个请求)/.exec(text)?.[1]), language).toBe(RATE_LIMIT.max);
    }
  });

  it('starts the assistant and builds it only with options the commands accept', () => {
    for (const language of LANGUAGES) {
      const text = course(language);
      const started = [...text.matchAll(/(?:npm run desktop --|\.\/signaldesk-desktop-[a-z]+) ([^\n`]+)/g)].map((m) => m[1] ?? '');
      const built = [...text.matchAll(/npm run build:desktop -- ([^\n`]+)/g)].map((m) => m[1] ?? '');
      expect(started.length, language).toBeGreaterThanOrEqual(4);
      expect(built.length, language).toBeGreaterThanOrEqual(2);
      const optionsOf = (commands: string[]) => new Set(commands.flatMap((command) => [...command.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0])));
      const startOptions = optionsOf(started);
      const buildOptions = optionsOf(built);
      expect([...startOptions].sort(), language).toEqual(['--code', '--export-dir', '--no-window', '--server']);
      for (const option of startOptions) expect(MAIN_SOURCE, option).toContain(`option === '${option}'`);
      expect([...buildOptions].sort(), language).toEqual(['--out', '--platform']);
      for (const option of buildOptions) expect(BUILD_SOURCE, option).toContain(`args[i] === '${option}'`);
      for (const [, platform] of built.join(' ').matchAll(/--platform (\S+)/g)) expect(['linux', 'windows', 'macos', 'all']).toContain(platform);
      // Every option the course names in passing is one of the two commands'.
      const named = new Set([...text.matchAll(/`[^`\n]*?(--[a-z][a-z-]*)[^`\n]*`/g)].map((m) => m[1]));
      for (const option of named) {
        const accepted = MAIN_SOURCE.includes(`option === '${option}'`) || BUILD_SOURCE.includes(`args[i] === '${option}'`);
        expect(accepted, `${language} ${option}`).toBe(true);
      }
      expect(text, language).toContain('SIGNALDESK_DESKTOP_TOKEN');
      expect(MAIN_SOURCE).toContain('process.env.SIGNALDESK_DESKTOP_TOKEN');
    }
  });

  it('names the builds as the download page serves them', () => {
    for (const language of LANGUAGES) {
      const named = new Set([...course(language).matchAll(/signaldesk-desktop-[a-z]+(?:\.exe)?/g)].map((m) => m[0]));
      expect([...named].sort(), language).toEqual(Object.values(DESKTOP_BUILD_FILES).sort());
    }
  });

  it('names the window’s tabs as the window does, with its dividers’ bounds and the bot settings’ checks', () => {
    for (const language of LANGUAGES) {
      const text = course(language);
      for (const tab of Object.values(windowTexts[language].tabs)) expect(text, language).toContain(`**${tab}**`);
      const [first, third] = [...text.matchAll(/(\d+) (?:and|到) (\d+)/g)].map(([, min, max]) => ({ min: Number(min), max: Number(max) }));
      expect({ first, third }, language).toEqual(COLUMN_BOUNDS);
      const quoted = [...text.matchAll(/(?:"|“)([^"”\n]+)(?:"|”)/g)].map((m) => m[1]);
      const checks = Object.values(BOT_SETTINGS_TEXTS).map((texts) => texts[language]);
      const shown = checks.filter((check) => quoted.includes(check));
      expect(shown, language).toEqual(expect.arrayContaining([BOT_SETTINGS_TEXTS.botTokenRequired[language], BOT_SETTINGS_TEXTS.botUserIdRequired[language]]));
      expect(shown.length, language).toBeGreaterThanOrEqual(4);
      expect(text, language).toContain(windowTexts[language].settings.pending);
    }
  });

  it('shows only examples the server answers, saving pictures inside the export folder', async () => {
    for (const language of LANGUAGES) {
      const commands = curlCommands(course(language));
      expect(commands.length, language).toBeGreaterThanOrEqual(5);
      for (const command of commands) {
        const { method, path, headers, body, form } = curlRequest(command);
        const sent = form ? await multipartOf(form) : { body, headers };
        const answer = await ask(local.url, path, { method, headers: sent.headers, ...(sent.body !== undefined ? { body: sent.body } : {}) });
        expect(answer.status, `${command}: ${answer.bytes.toString('utf8').slice(0, 200)}`).toBe(200);
        const saved = answer.headers['x-saved-to'];
        if (typeof saved === 'string') expect(relative(exportDir, decodeURI(saved)).startsWith('..'), command).toBe(false);
      }
    }
  });

  it('is right that a save outside the export folder, a web page’s request and a GET of the refresh are refused', async () => {
    const outside = await ask(local.url, '/kline/chart/AAPL/1d', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'filepath=/tmp/aapl.png',
    });
    expect({ status: outside.status, key: outside.body?.key }).toEqual({ status: 400, key: 'filepathOutside' });
    const fromPage = await ask(local.url, '/kline/panel/AAPL/1d', { headers: { origin: 'https://news.example' } });
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers['access-control-allow-origin']).toBeUndefined();
    const notPosted = await ask(local.url, '/kline/refresh/AAPL/1d');
    expect({ status: notPosted.status, allow: notPosted.headers.allow }).toEqual({ status: 405, allow: 'POST' });
  });
});
