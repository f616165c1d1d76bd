import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer, useServer } from './harness.js';

/** A stand-in for the built web app with the compressed copies the build writes beside its text files. */
const webDist = mkdtempSync(join(tmpdir(), 'signaldesk-web-'));
const INDEX = `<!doctype html><title>SignalDesk web app</title>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `export const chart = ${JSON.stringify('candles '.repeat(500))};`;
const SCRIPT_PATH = '/assets/QuoteChart-abc123.js';
mkdirSync(join(webDist, 'assets'));
for (const [file, text] of [
  ['index.html', INDEX],
  [SCRIPT_PATH, SCRIPT],
] as const) {
  writeFileSync(join(webDist, file), text);
  writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
}
writeFileSync(join(webDist, 'assets/plain-def456.js'), `export const plain = ${JSON.stringify('x'.repeat(4000))};`);

const get = (s: TestServer, url: string, encoding?: string) =>
  s.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase('serving the web app', (kind) => {
  const server = useServer(kind, { env: { WEB_DIST: webDist } });

  it('sends the brotli copy of a hashed script to a browser that accepts it, kept a year', async () => {
    const answer = await get(server(), SCRIPT_PATH, 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get(server(), SCRIPT_PATH, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(server(), SCRIPT_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a large file that has no copy on the way', async () => {
    const answer = await get(server(), '/assets/plain-def456.js', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('export const plain');
  });

  it('sends the app page compressed yet revalidated on every load, for a route of the app too', async () => {
    for (const url of ['/index.html', '/apps/quote/folder/us/AAPL/1d']) {
      const answer = await get(server(), url, 'br');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(INDEX);
    }
  });
});
