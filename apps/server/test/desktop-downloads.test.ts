import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_BUILD_FILES, DESKTOP_PLATFORMS, desktopMissingPath, EXTENSION_INSTALL_PATH, EXTENSION_ZIP } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, type TestServer, useServer } from './harness.js';

/** A stand-in for the built web app, so the guide page's address is answered as in production. */
const webDist = mkdtempSync(join(tmpdir(), 'signaldesk-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>SignalDesk web app</title>');
const LINUX_BUILD = Buffer.from('#!/bin/sh\necho signaldesk\n');

const get = (s: TestServer, url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

/** A build big enough to break off in the middle, with bytes that differ at every offset. */
const BIG_BUILD = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 8)) % 256));

/** A download that broke off after `from` bytes, resumed as a browser does: the rest, only if the file is the same. */
async function expectResumes(s: TestServer, url: string, whole: Buffer, from: number) {
  const first = await get(s, url);
  expect(first.statusCode).toBe(200);
  expect(first.headers['accept-ranges']).toBe('bytes');
  const etag = first.headers.etag as string;
  const lastModified = first.headers['last-modified'] as string;
  expect(etag).toBeTruthy();
  expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
  const rest = await get(s, url, { range: `bytes=${from}-`, 'if-range': etag });
  expect(rest.statusCode).toBe(206);
  expect(rest.headers['content-range']).toBe(`bytes ${from}-${whole.length - 1}/${whole.length}`);
  expect(rest.headers['content-length']).toBe(String(whole.length - from));
  expect(Buffer.concat([first.rawPayload.subarray(0, from), rest.rawPayload]).equals(whole)).toBe(true);
  const middle = await get(s, url, { range: 'bytes=100-199' });
  expect(middle.statusCode).toBe(206);
  expect(middle.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
  const beyond = await get(s, url, { range: `bytes=${whole.length + 10}-` });
  expect(beyond.statusCode).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
  const unchanged = await get(s, url, { 'if-none-match': etag });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.rawPayload.length).toBe(0);
  // A file replaced since the first part was fetched: If-Range no longer matches, so the whole new file comes back.
  const stale = await get(s, url, { range: `bytes=${from}-`, 'if-range': '"an-older-build"' });
  expect(stale.statusCode).toBe(200);
  expect(stale.rawPayload.equals(whole)).toBe(true);
}

describeEachDatabase('desktop downloads', (kind) => {
  const server = useServer(kind, { env: { WEB_DIST: webDist } });
  let buildsDir: string;

  beforeAll(() => {
    buildsDir = server().services.config.desktopBuildsDir;
    mkdirSync(buildsDir, { recursive: true });
    writeFileSync(join(buildsDir, DESKTOP_BUILD_FILES.linux), LINUX_BUILD);
    // A folder under a build's name is no build.
    mkdirSync(join(buildsDir, DESKTOP_BUILD_FILES.mac));
  });

  it('keeps builds in <DATA_DIR>/builds unless DESKTOP_BUILDS_DIR names another folder', () => {
    expect(buildsDir).toBe(join(server().services.config.dataDir, 'builds'));
  });

  it('tells the web which desktop builds it holds', async () => {
    expect(expectOk(await server().call('/api/app/downloads'))).toEqual({ desktop: ['linux'], extension: false });
  });

  it('serves a present build as an attachment under its fixed name, revalidated on every click', async () => {
    const answer = await get(server(), '/download/desktop/linux');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(LINUX_BUILD)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${DESKTOP_BUILD_FILES.linux}"`);
    expect(answer.headers['content-length']).toBe(String(LINUX_BUILD.length));
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the browser extension’s zip once the builds folder holds it, and the page on installing it until then', async () => {
    const missing = await get(server(), '/download/extension');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe(`${EXTENSION_INSTALL_PATH}?missing=1`);
    expect((await get(server(), missing.headers.location as string)).body).toContain('SignalDesk web app');
    const zip = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1');
    writeFileSync(join(buildsDir, EXTENSION_ZIP), zip);
    try {
      expect(expectOk(await server().call('/api/app/downloads')).extension).toBe(true);
      const answer = await get(server(), '/download/extension');
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(zip)).toBe(true);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="${EXTENSION_ZIP}"`);
      expect(answer.headers['cache-control']).toBe('no-cache');
      // Only the fixed address sends the zip; anything below it is the web app's page, never a file of the folder.
      for (const name of ['..%2Fsecret.txt', 'signaldesk-extension.zip']) {
        const other = await get(server(), `/download/extension/${name}`);
        expect(other.rawPayload.equals(zip)).toBe(false);
        expect(other.headers['content-type']).not.toBe('application/zip');
      }
    } finally {
      rmSync(join(buildsDir, EXTENSION_ZIP));
    }
  });

  it('resumes a desktop build that broke off: Range answers 206 with the right bytes, 416 beyond the end, If-None-Match 304', async () => {
    writeFileSync(join(buildsDir, DESKTOP_BUILD_FILES.windows), BIG_BUILD);
    try {
      await expectResumes(server(), '/download/desktop/windows', BIG_BUILD, 123_457);
    } finally {
      rmSync(join(buildsDir, DESKTOP_BUILD_FILES.windows));
    }
  });

  it('resumes the extension’s zip the same way', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), BIG_BUILD.subarray(0, 50_000)]);
    writeFileSync(join(buildsDir, EXTENSION_ZIP), zip);
    try {
      await expectResumes(server(), '/download/extension', zip, 20_001);
    } finally {
      rmSync(join(buildsDir, EXTENSION_ZIP));
    }
  });

  it('sends a missing build to the download page, which says it is not offered, never to a 404', async () => {
    for (const platform of DESKTOP_PLATFORMS.filter((p) => p !== 'linux')) {
      const answer = await get(server(), `/download/desktop/${platform}`);
      expect(answer.statusCode, platform).toBe(302);
      expect(answer.headers.location).toBe(desktopMissingPath(platform));
      const guide = await get(server(), answer.headers.location as string);
      expect(guide.statusCode).toBe(200);
      expect(guide.body).toContain('SignalDesk web app');
    }
  });

  it('refuses platform names that are not a platform, traversal included, with a clean 404 and reads no file', async () => {
    writeFileSync(join(server().services.config.dataDir, 'secret.txt'), 'secret');
    for (const name of ['..%2Fsecret.txt', '..%2F..%2Fetc%2Fpasswd', 'linux%00', 'LINUX', '__proto__', 'constructor', 'signaldesk-desktop-linux']) {
      const answer = await get(server(), `/download/desktop/${name}`);
      expect(answer.statusCode, name).toBe(404);
      expect(answer.json(), name).toMatchObject({ code: 404, msg: 'Not found' });
      expect(answer.body, name).not.toContain('secret');
    }
    // Dots, plain or encoded, are resolved by the URL itself, before any route: what is left is an address of the web app.
    for (const url of ['/download/desktop/linux/../../secret.txt', '/download/desktop/%2e%2e/secret.txt']) {
      expect((await get(server(), url)).body, url).not.toContain('secret');
    }
  });
});

describe('desktop builds folder', () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'signaldesk-builds-'));
  const server = useServer('sqlite', { env: { DESKTOP_BUILDS_DIR: elsewhere } });
  afterAll(() => {
    rmSync(elsewhere, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reads the folder DESKTOP_BUILDS_DIR names, following a link placed under a build’s name', async () => {
    const target = join(elsewhere, 'windows-build-2026-11.exe');
    writeFileSync(target, 'MZ');
    symlinkSync(target, join(elsewhere, DESKTOP_BUILD_FILES.windows));
    expect(expectOk(await server().call('/api/app/downloads'))).toEqual({ desktop: ['windows'], extension: false });
    const answer = await get(server(), '/download/desktop/windows');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('MZ');
  });
});
