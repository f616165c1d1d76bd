import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@signaldesk/indicators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, renewedToken, signInMember, signInSuper, startServer, type TestServer } from '../../server/test/harness.js';
import { freePort } from '../../server/test/outage/serverProcess.js';
import { productChartPicture } from '../src/localServer/chartPicture.js';
import { DRAWINGS_AT_ONCE, PIXELS_AT_ONCE } from '../src/localServer/drawingQueue.js';
import { type ChartPicture, type LocalServer, startLocalServer } from '../src/localServer/localServer.js';
import { desktopSession } from '../src/product/desktopSession.js';
import { type Product, productClient } from '../src/product/productClient.js';
import { DESKTOP_TEXTS } from '../src/texts.js';
import { ask, type LocalAnswer } from './localClient.js';

/** Tuesday 2026-01-06 15:00 UTC, 10:00 in New York: the session is on and the daily bar is forming. */
const TUESDAY_10_NY = Date.UTC(2026, 0, 6, 15, 0) / 1000;
/** Wednesday 01:00 UTC: New York closed Tuesday's session at 21:00 UTC. */
const AFTER_TUESDAY_CLOSE = Date.UTC(2026, 0, 7, 1, 0) / 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's size, from its header chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** A `multipart/form-data` body as a browser's or curl's `-F` sends it, with its content type. */
async function multipart(parts: [string, string | Blob, string?][]): Promise<{ body: string; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const encoded = new Response(form);
  return { body: await encoded.text(), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** What Chromium sends with a request, by who asked for it (Sec-Fetch-*, which no page can change). */
const BROWSER = {
  imageOfAPageOnAnotherPort: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  imageOfAnotherSite: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  scriptOfAnotherSite: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
  frameOfAnotherSite: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
  linkFollowedFromAnotherSite: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' },
  imageOfItsOwnPage: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  typedIntoATab: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' },
} as const;

/** What is left of the caller's budget, as the rate limit says on every answer. */
const remaining = (answer: LocalAnswer) => Number(answer.headers['x-ratelimit-remaining']);

function expectRefused(answer: LocalAnswer, status: number, key: string): void {
  expect({ status: answer.status, key: answer.body?.key }, answer.bytes.toString('utf8')).toEqual({ status, key });
  expect(answer.body.msg).toEqual(expect.any(String));
}

describe('local chart server', () => {
  let product: TestServer;
  let productUrl: string;
  let folder: string;
  let exportDir: string;
  let local: LocalServer;
  let memberToken: string;
  let desktopSessionId: string;
  /** The product as the main local server reaches it, through the member's desktop session. */
  let signedInProduct: Product;
  const chartsAsked: string[] = [];
  /** What the product's renderer was asked to draw, last last. */
  const drawn: ChartPicture[] = [];
  const productRenderer = productChartPicture(() => null);
  const servers: LocalServer[] = [];

  /** The real client to the product, counting the charts it asks for. */
  const counting = (inner: Product): Product => ({
    ...inner,
    chart: (symbol, duration) => {
      chartsAsked.push(`${symbol} ${duration}`);
      return inner.chart(symbol, duration);
    },
  });

  async function localServer(productFor: Product, extra: { rateLimit?: { max: number; timeWindowMs: number } } = {}) {
    const started = await startLocalServer({
      product: productFor,
      exportDir,
      cacheDir: join(folder, 'cache'),
      port: 0,
      now: product.clock.now,
      renderPng: (picture: ChartPicture) => {
        drawn.push(picture);
        return productRenderer(picture);
      },
      ...extra,
    });
    servers.push(started);
    return started;
  }

  beforeAll(async () => {
    product = await startServer('sqlite');
    product.clock.seconds = TUESDAY_10_NY;
    const admin = await signInSuper(product);
    const member = await signInMember(product, admin.token);
    productUrl = await product.app.listen({ port: 0, host: '127.0.0.1' });
    const desktop = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Test desk' }, { token: member.token }));
    memberToken = member.token;
    desktopSessionId = desktop.sessionid;
    folder = mkdtempSync(join(tmpdir(), 'signaldesk-desktop-'));
    exportDir = join(folder, 'charts');
    signedInProduct = counting(productClient(productUrl, desktopSession(productUrl, desktop.refresh_token, join(folder, 'session.json'))));
    local = await localServer(signedInProduct);
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await product?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  describe('endpoints', () => {
    it('answers the latest bar’s panel, labelled as on the quote screen, in English or Chinese', async () => {
      const panel = await ask(local.url, '/kline/panel/aapl/1d');
      expect(panel.status, panel.bytes.toString()).toBe(200);
      expect(panel.body).toMatchObject({ symbol: 'AAPL', duration: '1d', language: 'en', offline: false, demo: true, ageSeconds: 0 });
      const close = panel.body.fields.find((field: { id: string }) => field.id === 'candle.close');
      expect(close).toMatchObject({ name: CATALOGUE.find((field) => field.id === 'candle.close')!.name.en, unit: 'price', value: expect.any(Number) });
      // An enum's value is said once, as the quote screen reads it: its label is the text.
      const enumLabel = (id: string, value: number, language: 'en' | 'zh') =>
        CATALOGUE.find((field) => field.id === id)!.values!.find((entry) => entry.value === value)!.label[language];
      const quadrant = panel.body.fields.find((field: { unit: string; value: number | null }) => field.unit === 'enum' && field.value !== null);
      expect(quadrant.text).toBe(enumLabel(quadrant.id, quadrant.value, 'en'));
      for (const field of panel.body.fields) expect(Object.keys(field).sort(), field.id).toEqual(['id', 'name', 'text', 'unit', 'value']);

      for (const asked of [{ path: '/kline/panel/AAPL/1d?lang=zh' }, { path: '/kline/panel/AAPL/1d', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } }]) {
        const zh = await ask(local.url, asked.path, { headers: asked.headers ?? {} });
        expect(zh.body.language).toBe('zh');
        expect(zh.body.fields.map((field: { name: string }) => field.name)).toContain(CATALOGUE.find((field) => field.id === 'candle.close')!.name.zh);
        const zhQuadrant = zh.body.fields.find((field: { id: string }) => field.id === quadrant.id);
        expect(zhQuadrant.text).toBe(enumLabel(quadrant.id, quadrant.value, 'zh'));
      }
    });

    it('fetches fresh candles on request, and on its own only after the market has closed', async () => {
      const before = chartsAsked.length;
      const refreshed = await ask(local.url, '/kline/refresh/AAPL/1d', { method: 'POST' });
      expect(refreshed.status, refreshed.bytes.toString()).toBe(200);
      expect(refreshed.body).toMatchObject({ symbol: 'AAPL', duration: '1d', offline: false, fetchedAt: product.clock.seconds });
      expect(refreshed.body.candles).toBeGreaterThan(100);
      expect(chartsAsked.length).toBe(before + 1);

      // Later in the same session the cache answers; the data's age says so.
      product.clock.seconds = TUESDAY_10_NY + 3 * 3600;
      const during = await ask(local.url, '/kline/panel/AAPL/1d');
      expect(during.body).toMatchObject({ offline: false, ageSeconds: 3 * 3600 });
      expect(chartsAsked.length).toBe(before + 1);

      // New York has closed since: the next panel comes from the product, through a renewed access token.
      product.clock.seconds = AFTER_TUESDAY_CLOSE;
      const after = await ask(local.url, '/kline/panel/AAPL/1d');
      expect(after.status, after.bytes.toString()).toBe(200);
      expect(after.body).toMatchObject({ offline: false, ageSeconds: 0, fetchedAt: AFTER_TUESDAY_CLOSE });
      expect(chartsAsked.length).toBe(before + 2);
    });

    it('draws a chart picture of the asked size and candles, within bounds', async () => {
      const picture = await ask(local.url, '/kline/chart/AAPL/1d?width=800&height=500&candles=60&lang=zh');
      expect(picture.status, picture.bytes.toString()).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(pngSize(picture.bytes)).toEqual({ width: 800, height: 500 });
      expect(drawn.at(-1)).toMatchObject({ symbol: 'AAPL', duration: '1d', candles: 60, language: 'zh' });
      expect(drawn.at(-1)!.series).toHaveLength(60);
      expect(picture.headers['x-data-offline']).toBe('0');

      const usual = await ask(local.url, '/kline/chart/AAPL/1d');
      expect(pngSize(usual.bytes)).toEqual({ width: 1200, height: 800 });
      expect(drawn.at(-1)!.series).toHaveLength(150);

      for (const query of ['width=99999', 'height=10', 'candles=5000', 'width=abc', 'candles=-1']) {
        const refused = await ask(local.url, `/kline/chart/AAPL/1d?${query}`);
        expectRefused(refused, 400, 'numberOutOfBounds');
        expect(refused.body.msg).toContain(query.split('=')[0]);
      }
    });

    it('answers a symbol written as traders write it under the product’s spelling', async () => {
      const picture = await ask(local.url, '/kline/chart/600519/1d?candles=30');
      expect(picture.status, picture.bytes.toString()).toBe(200);
      expect(drawn.at(-1)).toMatchObject({ symbol: '600519.SS', duration: '1d', candles: 30 });
      const spellings: [string, string][] = [
        ['600519', '600519.SS'],
        ['sh600519', '600519.SS'],
        ['600519.SH', '600519.SS'],
        ['hk00700', '0700.HK'],
        ['btc%2Fusdt', 'BTC-USD'],
        ['EUR%2FUSD', 'EURUSD=X'],
        ['brk.b', 'BRK-B'],
      ];
      for (const [written, symbol] of spellings) {
        const panel = await ask(local.url, `/kline/panel/${written}/1d`);
        expect({ status: panel.status, symbol: panel.body?.symbol }, written).toEqual({ status: 200, symbol });
      }
      const refreshed = await ask(local.url, '/kline/refresh/SZ000001/1d', { method: 'POST' });
      expect(refreshed.body).toMatchObject({ symbol: '000001.SZ', duration: '1d' });
    });

    it('saves the picture inside the export folder, making missing folders, from JSON, a form or a multipart form', async () => {
      const saved = await ask(local.url, '/kline/chart/AAPL/1d', { method: 'POST', body: { filepath: 'daily/us/aapl.png' } });
      expect(saved.status, saved.bytes.toString()).toBe(200);
      expect(saved.headers['content-type']).toBe('image/png');
      expect(readFileSync(join(exportDir, 'daily/us/aapl.png'))).toEqual(saved.bytes);

      const form = await ask(local.url, '/kline/chart/MSFT/1d', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `filepath=${encodeURIComponent(join(exportDir, 'msft.png'))}`,
      });
      expect(form.status, form.bytes.toString()).toBe(200);
      expect(drawn.at(-1)!.symbol).toBe('MSFT');
      expect(readFileSync(join(exportDir, 'msft.png'))).toEqual(form.bytes);

      const curlForm = await ask(local.url, '/kline/chart/AAPL/1wk', { method: 'POST', ...(await multipart([['filepath', 'weekly/aapl.png']])) });
      expect(curlForm.status, curlForm.bytes.toString()).toBe(200);
      expect(drawn.at(-1)!.duration).toBe('1wk');
      expect(curlForm.headers['x-saved-to']).toBe(encodeURI(join(exportDir, 'weekly/aapl.png')));
      expect(readFileSync(join(exportDir, 'weekly/aapl.png'))).toEqual(curlForm.bytes);
    });
  });

  describe('refusals', () => {
    it('listens on loopback only', async () => {
      expect(local.app.server.address()).toMatchObject({ address: '127.0.0.1' });
      const outward = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
      if (outward) {
        const port = new URL(local.url).port;
        await expect(ask(`http://${outward.address}:${port}`, '/kline/panel/AAPL/1d')).rejects.toThrow(/ECONNREFUSED/);
      }
    });

    it('refuses a Host other than its loopback name (DNS rebinding)', async () => {
      const port = new URL(local.url).port;
      for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `127.0.0.1:${Number(port) + 1}`]) {
        expectRefused(await ask(local.url, '/kline/panel/AAPL/1d', { headers: { host } }), 403, 'hostRefused');
      }
      expect((await ask(local.url, '/kline/panel/AAPL/1d', { headers: { host: `localhost:${port}` } })).status).toBe(200);
    });

    it('refuses a browser Origin except the product’s own, and sends no CORS headers', async () => {
      const foreign = await ask(local.url, '/kline/panel/AAPL/1d', { headers: { origin: 'https://evil.example' } });
      expectRefused(foreign, 403, 'originRefused');
      expectRefused(await ask(local.url, '/kline/refresh/AAPL/1d', { method: 'POST', headers: { origin: 'null' } }), 403, 'originRefused');
      const own = await ask(local.url, '/kline/panel/AAPL/1d', { headers: { origin: new URL(productUrl).origin } });
      expect(own.status).toBe(200);

      const preflight = await ask(local.url, '/kline/chart/AAPL/1d', {
        method: 'OPTIONS',
        headers: { origin: new URL(productUrl).origin, 'access-control-request-method': 'POST' },
      });
      for (const answer of [foreign, own, preflight]) {
        expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      }
    });

    it('refuses save paths outside the export folder, links leading out and other file types', async () => {
      const outside = mkdtempSync(join(tmpdir(), 'signaldesk-outside-'));
      symlinkSync(outside, join(exportDir, 'escape'));
      mkdirSync(join(exportDir, 'inner'), { recursive: true });
      symlinkSync(join(outside, 'target.png'), join(exportDir, 'inner', 'linked.png'));
      const save = (filepath: unknown) => ask(local.url, '/kline/chart/AAPL/1d', { method: 'POST', body: { filepath } });
      try {
        expectRefused(await save('../aapl.png'), 400, 'filepathOutside');
        expectRefused(await save('daily/../../aapl.png'), 400, 'filepathOutside');
        expectRefused(await save(join(outside, 'aapl.png')), 400, 'filepathOutside');
        expectRefused(await save('/etc/aapl.png'), 400, 'filepathOutside');
        expectRefused(await save('escape/aapl.png'), 400, 'filepathThroughLink');
        expectRefused(await save('escape/deeper/aapl.png'), 400, 'filepathThroughLink');
        expectRefused(await save('inner/linked.png'), 400, 'filepathThroughLink');
        expectRefused(await save('aapl.sh'), 400, 'filepathNotPng');
        expectRefused(await save('aapl.png.exe'), 400, 'filepathNotPng');
        expectRefused(await save(''), 400, 'filepathRequired');
        expectRefused(await save(42), 400, 'filepathRequired');
        const zh = await ask(local.url, '/kline/chart/AAPL/1d?lang=zh', { method: 'POST', body: { filepath: '../aapl.png' } });
        expect(zh.body.msg).toBe(DESKTOP_TEXTS.filepathOutside.zh.replace('{{folder}}', exportDir));
        expect(readFileSync(join(exportDir, 'daily/us/aapl.png')).length).toBeGreaterThan(0);
        expect(() => readFileSync(join(outside, 'aapl.png'))).toThrow();
        expect(() => readFileSync(join(outside, 'target.png'))).toThrow();
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    });

    it('refuses odd export names with 400 and the reason in both languages, drawing and writing nothing', async () => {
      mkdirSync(join(exportDir, 'x.png'), { recursive: true });
      writeFileSync(join(exportDir, 'plain.png'), 'a file');
      const drawnBefore = drawn.length;
      const cases = [
        { filepath: 'nul\u0000byte.png', key: 'filepathControlCharacter' as const, vars: {} },
        { filepath: 'line\nbreak.png', key: 'filepathControlCharacter' as const, vars: {} },
        { filepath: `${'n'.repeat(296)}.png`, key: 'filepathPartTooLong' as const, vars: { max: '255' } },
        { filepath: `${'d'.repeat(300)}/aapl.png`, key: 'filepathPartTooLong' as const, vars: { max: '255' } },
        { filepath: 'x.png', key: 'filepathIsFolder' as const, vars: { folder: exportDir } },
        { filepath: join(exportDir, 'x.png'), key: 'filepathIsFolder' as const, vars: { folder: exportDir } },
        { filepath: 'plain.png/inner.png', key: 'filepathThroughFile' as const, vars: { folder: exportDir } },
      ];
      for (const { filepath, key, vars } of cases) {
        for (const language of ['en', 'zh'] as const) {
          const asJson = await ask(local.url, `/kline/chart/AAPL/1d?lang=${language}`, { method: 'POST', body: { filepath } });
          const asForm = await ask(local.url, `/kline/chart/AAPL/1d?lang=${language}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `filepath=${encodeURIComponent(filepath)}`,
          });
          const text = Object.entries(vars).reduce<string>((message, [name, value]) => message.replace(`{{${name}}}`, value), DESKTOP_TEXTS[key][language]);
          for (const refused of [asJson, asForm]) {
            expectRefused(refused, 400, key);
            expect(refused.body.msg).toBe(text);
          }
        }
      }
      expect(drawn.length).toBe(drawnBefore);
      expect(statSync(join(exportDir, 'x.png')).isDirectory()).toBe(true);
      expect(readFileSync(join(exportDir, 'plain.png'), 'utf8')).toBe('a file');
      expect(readdirSync(exportDir).some((name) => name.length > 255 || name.includes('\u0000'))).toBe(false);
    });

    it('says in both languages, with 507 and nothing drawn, when the export folder cannot be written', async () => {
      const blocker = join(folder, 'a-file-not-a-folder');
      writeFileSync(blocker, 'not a folder');
      const kept = exportDir;
      try {
        for (const [unwritable, reason] of [
          [blocker, 'EEXIST'],
          [join(blocker, 'charts'), 'ENOTDIR'],
        ] as const) {
          exportDir = unwritable;
          const stuck = await localServer(signedInProduct);
          const drawnBefore = drawn.length;
          for (const language of ['en', 'zh'] as const) {
            const refused = await ask(stuck.url, `/kline/chart/AAPL/1d?lang=${language}`, { method: 'POST', body: { filepath: 'aapl.png' } });
            expectRefused(refused, 507, 'exportFolderUnwritable');
            expect(refused.body.msg).toBe(DESKTOP_TEXTS.exportFolderUnwritable[language].replace('{{folder}}', unwritable).replace('{{reason}}', reason));
          }
          expect(drawn.length).toBe(drawnBefore);
          await stuck.close();
        }
        expect(readFileSync(blocker, 'utf8')).toBe('not a folder');
      } finally {
        exportDir = kept;
      }
    });

    it('refuses what a browser sends for a page of another site before counting or drawing it, in both languages', async () => {
      const budget = 3;
      const limited = await localServer(signedInProduct, { rateLimit: { max: budget, timeWindowMs: 3_600_000 } });
      const drawnBefore = drawn.length;
      const askedBefore = chartsAsked.length;
      const refusedKinds = Object.entries(BROWSER).filter(([kind]) => kind !== 'typedIntoATab');
      for (let round = 0; round < 5; round++) {
        for (const [kind, headers] of refusedKinds) {
          for (const path of ['/kline/chart/AAPL/1d?width=3840&height=2160', '/kline/panel/AAPL/1d', '/kline/nothing']) {
            const refused = await ask(limited.url, path, { headers });
            expectRefused(refused, 403, 'browserRefused');
            expect(refused.body.msg, kind).toBe(DESKTOP_TEXTS.browserRefused.en.replace('{{origin}}', new URL(productUrl).origin));
          }
        }
      }
      const zh = await ask(limited.url, '/kline/panel/AAPL/1d?lang=zh', { headers: BROWSER.imageOfAPageOnAnotherPort });
      expect(zh.body.msg).toBe(DESKTOP_TEXTS.browserRefused.zh.replace('{{origin}}', new URL(productUrl).origin));
      expect(drawn.length).toBe(drawnBefore);
      expect(chartsAsked.length).toBe(askedBefore);

      // Nothing of either budget was spent: the scripts (curl and Python send no Sec-Fetch-*, Node's fetch its mode
      // alone) have all of theirs, and browsers allowed in (a tab the trader typed into, the product's page) theirs.
      const scripts: Record<string, string>[] = [{}, { 'user-agent': 'curl/8.5.0' }, { 'sec-fetch-mode': 'cors', 'user-agent': 'node' }];
      for (const [index, headers] of scripts.entries()) {
        const answer = await ask(limited.url, '/kline/panel/AAPL/1d', { headers });
        expect(answer.status, answer.bytes.toString()).toBe(200);
        expect(remaining(answer)).toBe(budget - 1 - index);
      }
      expectRefused(await ask(limited.url, '/kline/panel/AAPL/1d'), 429, 'tooManyRequests');
      const browsers = [BROWSER.typedIntoATab, { origin: new URL(productUrl).origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }];
      for (const [index, headers] of browsers.entries()) {
        const answer = await ask(limited.url, '/kline/panel/AAPL/1d', { headers });
        expect(answer.status, answer.bytes.toString()).toBe(200);
        expect(remaining(answer)).toBe(budget - 1 - index);
      }
      expect((await ask(limited.url, '/kline/chart/AAPL/1d', { headers: BROWSER.typedIntoATab })).status).toBe(200);
      expectRefused(await ask(limited.url, '/kline/panel/AAPL/1d', { headers: BROWSER.typedIntoATab }), 429, 'tooManyRequests');
    });

    it('draws at most a few pictures at once, holding no more pixels than two of the largest, and answers every request', async () => {
      const large = Array.from({ length: 6 }, (_, index) => ({ symbol: `LARGE${index}`, query: 'width=3840&height=2160' }));
      const usual = Array.from({ length: 8 }, (_, index) => ({ symbol: `USUAL${index}`, query: '' }));
      const asked = [...large, ...usual];
      // Every series is held until all have been asked for, so every request reaches the drawing at the same moment.
      let arrived = 0;
      let allArrived: () => void = () => undefined;
      const together = new Promise<void>((resolve) => {
        allArrived = resolve;
      });
      const heldProduct: Product = {
        origin: new URL(productUrl).origin,
        chart: async () => {
          if (++arrived === asked.length) allArrived();
          await together;
          return { candles: [], demo: true };
        },
        refresh: async () => undefined,
      };
      const inFlight = { pictures: 0, pixels: 0, mostPictures: 0, mostPixels: 0 };
      const queued = await startLocalServer({
        product: heldProduct,
        exportDir,
        cacheDir: join(folder, 'queue-cache'),
        port: 0,
        now: product.clock.now,
        renderPng: async (picture) => {
          inFlight.pictures++;
          inFlight.pixels += picture.width * picture.height;
          inFlight.mostPictures = Math.max(inFlight.mostPictures, inFlight.pictures);
          inFlight.mostPixels = Math.max(inFlight.mostPixels, inFlight.pixels);
          // Long beside the cache writes between the product's answer and the drawing, so pictures would overlap.
          await new Promise((resolve) => setTimeout(resolve, 50));
          inFlight.pictures--;
          inFlight.pixels -= picture.width * picture.height;
          return PNG_SIGNATURE;
        },
      });
      servers.push(queued);
      const answers = await Promise.all(asked.map(({ symbol, query }) => ask(queued.url, `/kline/chart/${symbol}/1d?${query}`)));
      expect(answers.map((answer) => answer.status)).toEqual(asked.map(() => 200));
      expect(inFlight.mostPictures).toBeLessThanOrEqual(DRAWINGS_AT_ONCE);
      expect(inFlight.mostPixels).toBeLessThanOrEqual(PIXELS_AT_ONCE);
    });

    it('refuses a huge body with 413 and bad symbols, durations and endpoints with a clear 4xx', async () => {
      const huge = await ask(local.url, '/kline/chart/AAPL/1d', { method: 'POST', body: { filepath: `${'a'.repeat(20_000)}.png` } });
      expectRefused(huge, 413, 'bodyTooLarge');
      expectRefused(await ask(local.url, '/kline/chart/AAPL/1d', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } }), 400, 'bodyInvalid');
      expectRefused(await ask(local.url, '/kline/panel/AAPL/2d'), 400, 'durationInvalid');
      expectRefused(await ask(local.url, '/kline/panel/AA%20PL/1d'), 400, 'symbolInvalid');
      expectRefused(await ask(local.url, `/kline/panel/${'A'.repeat(40)}/1d`), 400, 'symbolInvalid');
      for (const garbage of ['..%2F', '%2E%2E', '%E8%B4%B5%E5%B7%9E', 'AAPL%00', '%1B%5B31m', '0000']) {
        const refused = await ask(local.url, `/kline/panel/${garbage}/1d?lang=zh`);
        expectRefused(refused, 400, 'symbolInvalid');
        expect(refused.body.msg, garbage).toBe('股票代码格式不正确');
      }
      expectRefused(await ask(local.url, `/kline/panel/${'A'.repeat(500)}/1d`), 414, 'addressTooLong');
      const missing = await ask(local.url, '/kline/panel/NOSUCHSYM/1d?lang=zh');
      expectRefused(missing, 404, 'unknownSymbol');
      expect(missing.body.msg).toContain('NOSUCHSYM');
      expectRefused(await ask(local.url, '/kline/nothing'), 404, 'endpointUnknown');
    });

    it('answers another method on a POST-only endpoint with 405, Allow: POST and a message naming POST in both languages', async () => {
      const before = chartsAsked.length;
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        for (const language of ['en', 'zh'] as const) {
          const refused = await ask(local.url, `/kline/refresh/AAPL/1d?lang=${language}`, { method });
          expectRefused(refused, 405, 'methodNotAllowed');
          expect(refused.headers.allow, method).toBe('POST');
          expect(refused.body.msg).toBe(DESKTOP_TEXTS.methodNotAllowed[language].replace('{{methods}}', 'POST'));
          expect(refused.body.msg).toContain('POST');
        }
      }
      const head = await ask(local.url, '/kline/refresh/AAPL/1d', { method: 'HEAD' });
      expect({ status: head.status, allow: head.headers.allow }).toEqual({ status: 405, allow: 'POST' });
      // The other endpoints say which methods they take the same way.
      const posted = await ask(local.url, '/kline/panel/AAPL/1d', { method: 'POST', body: {} });
      expectRefused(posted, 405, 'methodNotAllowed');
      expect(posted.headers.allow).toBe('GET, HEAD');
      expect(chartsAsked.length).toBe(before);
    });

    it('reads fields only from a multipart form, refusing files, floods, huge and malformed bodies in both languages', async () => {
      const post = async (form: { body: string; headers: Record<string, string> }, language: 'en' | 'zh') =>
        ask(local.url, `/kline/chart/AAPL/1d?lang=${language}`, { method: 'POST', ...form });
      const withFile = await multipart([
        ['filepath', 'refused/file.png'],
        ['picture', new Blob([PNG_SIGNATURE], { type: 'image/png' }), 'aapl.png'],
      ]);
      const flood = await multipart([['filepath', 'refused/flood.png'], ...Array.from({ length: 8 }, (_, index): [string, string] => [`note${index}`, 'x'])]);
      const huge = await multipart([['filepath', 'refused/huge.png'], ['note', 'x'.repeat(8_000)]]);
      const truncated = await multipart([['filepath', 'refused/truncated.png']]);
      truncated.body = truncated.body.slice(0, truncated.body.lastIndexOf('--', truncated.body.length - 4));
      const noBoundary = { body: truncated.body, headers: { 'content-type': 'multipart/form-data' } };
      const cases = [
        { form: withFile, status: 400, key: 'formFileRefused' as const, vars: {} },
        { form: flood, status: 413, key: 'formTooManyParts' as const, vars: { max: '4' } },
        { form: huge, status: 413, key: 'bodyTooLarge' as const, vars: { limit: '4096' } },
        { form: truncated, status: 400, key: 'bodyInvalid' as const, vars: {} },
        { form: noBoundary, status: 400, key: 'bodyInvalid' as const, vars: {} },
      ];
      for (const { form, status, key, vars } of cases) {
        for (const language of ['en', 'zh'] as const) {
          const refused = await post(form, language);
          expectRefused(refused, status, key);
          const text = Object.entries(vars).reduce<string>((message, [name, value]) => message.replace(`{{${name}}}`, value), DESKTOP_TEXTS[key][language]);
          expect(refused.body.msg).toBe(text);
        }
      }
      expect(DESKTOP_TEXTS.formFileRefused.en).toContain('curl -F filepath=');
      expect(() => readdirSync(join(exportDir, 'refused'))).toThrow();
    });

    it('limits the rate of requests', async () => {
      const limited = await localServer(productClient(productUrl, desktopSession(productUrl, 'unused', join(folder, 'unused.json'))), {
        rateLimit: { max: 2, timeWindowMs: 3_600_000 },
      });
      expectRefused(await ask(limited.url, '/kline/panel/AAPL/2d'), 400, 'durationInvalid');
      expectRefused(await ask(limited.url, '/kline/nothing'), 404, 'endpointUnknown');
      const refused = await ask(limited.url, '/kline/panel/AAPL/2d', { headers: { 'accept-language': 'zh' } });
      expectRefused(refused, 429, 'tooManyRequests');
      expect(refused.body.msg).toMatch(/请求过于频繁/);
    });
  });

  describe('offline', () => {
    it('answers from the cache when the product cannot be reached, saying how old the data is', async () => {
      const down = `http://127.0.0.1:${await freePort()}`;
      const offline = await localServer(productClient(down, desktopSession(down, 'spent-token', join(folder, 'offline.json'))));
      // A day on, New York has closed again since the cache was written: the product is asked, and is down.
      product.clock.seconds = AFTER_TUESDAY_CLOSE + 86_400;
      const panel = await ask(offline.url, '/kline/panel/AAPL/1d');
      expect(panel.status, panel.bytes.toString()).toBe(200);
      expect(panel.body).toMatchObject({ offline: true, ageSeconds: 86_400, fetchedAt: AFTER_TUESDAY_CLOSE });
      expect(panel.body.notice).toBe('The SignalDesk server cannot be reached: these data come from the local cache and are 24 h old');
      expect(panel.body.fields.length).toBeGreaterThan(50);

      const zh = await ask(offline.url, '/kline/refresh/AAPL/1d?lang=zh', { method: 'POST' });
      expect(zh.body).toMatchObject({ offline: true });
      expect(zh.body.notice).toContain('24 小时');

      const picture = await ask(offline.url, '/kline/chart/AAPL/1d');
      expect(picture.headers).toMatchObject({ 'x-data-offline': '1', 'x-data-age-seconds': '86400' });

      expectRefused(await ask(offline.url, '/kline/panel/TSLA/1d'), 503, 'productUnreachable');
    });
  });

  describe('session', () => {
    it('stops answering fresh data once the user revokes the desktop session in the web app', async () => {
      product.clock.seconds += 60;
      const renewed = await renewedToken(product, memberToken);
      expectOk(await product.call('/api/auth/session/revoke', { sessionid: desktopSessionId }, { token: renewed }));
      const refused = await ask(local.url, '/kline/refresh/AAPL/1d?lang=zh', { method: 'POST' });
      expectRefused(refused, 401, 'desktopSessionEnded');
      expect(refused.body.msg).toBe(DESKTOP_TEXTS.desktopSessionEnded.zh);
    });
  });
});
