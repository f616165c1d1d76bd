import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, LISTENING, type RunningAssistant } from '../apps/desktop/test/desktopRun.js';
import { HOSTILE_PICTURES, hostilePage, type PageOutcome, scriptPanelCalls } from '../apps/desktop/test/hostilePage.js';
import { ask } from '../apps/desktop/test/localClient.js';
import { desktopCodeFromWeb } from './desktopExecutable.js';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';

const MEMBER_EMAIL = 'desktop-hostile@example.com';

/** A desktop session's refresh token, as a script gets one: a code from the web app, exchanged once. */
async function desktopToken(baseUrl: string, code: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/desktop/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, name: 'Hostile page test' }),
  });
  const envelope = (await response.json()) as { data?: { refresh_token?: string } };
  if (!envelope.data?.refresh_token) throw new Error(`no desktop session: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data.refresh_token;
}

describe('the local chart server while a web page on another local port loads its pictures', () => {
  let harness: Harness;
  let member: BrowserContext;
  let home: string;
  let assistant: RunningAssistant;
  let localUrl: string;

  beforeAll(async () => {
    harness = await startHarness();
    const signedIn = await signedInPage(harness, MEMBER_EMAIL);
    member = signedIn.context;
    await grantRole(harness, [MEMBER_EMAIL]);
    await signedIn.page.reload();
    home = mkdtempSync(join(tmpdir(), 'signaldesk-hostile-'));
    const token = await desktopToken(harness.baseUrl, await desktopCodeFromWeb(signedIn.page));
    assistant = desktop(['--no-window', '--server', harness.baseUrl, '--export-dir', join(home, 'charts'), '--data-dir', join(home, 'data'), '--port', '0'], {
      SIGNALDESK_DESKTOP_TOKEN: token,
      LANG: 'en_US.UTF-8',
    });
    const [, url] = await assistant.printed(LISTENING);
    localUrl = url!;
  });

  afterAll(async () => {
    await assistant?.stop();
    await member?.close();
    await harness?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('refuses every picture the page asks for, spending nothing of the script’s budget, while the script’s panel calls answer 200', async () => {
    // The script's first call fetches the series from the product; the page's requests come after it.
    const first = await ask(localUrl, '/kline/panel/AAPL/1d');
    expect(first.status, first.bytes.toString()).toBe(200);

    const page = await hostilePage(localUrl);
    const context = await harness.newContext();
    context.setDefaultTimeout(BUSY_SERVER_MS);
    try {
      const browserTab = await context.newPage();
      // The browser keeps a refusal's JSON from the page (opaque response blocking), so its answers are read from the
      // network as the DevTools protocol sees them: the status, and whether the rate limit counted it (its headers).
      const network = await context.newCDPSession(browserTab);
      await network.send('Network.enable');
      const asked = new Set<string>();
      // By request: the protocol may report an answer before the request it belongs to.
      const answers = new Map<string, { status: number; counted: boolean }>();
      network.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.startsWith(localUrl)) asked.add(event.requestId);
      });
      network.on('Network.responseReceivedExtraInfo', (event) => {
        const counted = Object.keys(event.headers).some((name) => name.toLowerCase().startsWith('x-ratelimit-'));
        answers.set(event.requestId, { status: event.statusCode, counted });
      });
      const answered = () => [...asked].flatMap((id) => answers.get(id) ?? []);
      let loading = true;
      const calls = scriptPanelCalls(localUrl, () => loading);
      await browserTab.goto(page.url, { waitUntil: 'domcontentloaded' });
      const total = HOSTILE_PICTURES.usual + HOSTILE_PICTURES.largest;
      await browserTab.waitForFunction((count) => {
        const outcome = (window as unknown as { outcome?: PageOutcome }).outcome;
        return outcome !== undefined && outcome.loaded + outcome.failed === count;
      }, total);
      loading = false;
      const outcome = await browserTab.evaluate(() => (window as unknown as { outcome: PageOutcome }).outcome);
      const script = await calls;

      expect(outcome).toEqual({ loaded: 0, failed: total });
      expect(asked.size).toBe(total);
      await expect.poll(() => answered().length).toBe(total);
      expect(answered().filter((answer) => answer.status !== 403 || answer.counted)).toEqual([]);

      expect(script.length).toBeGreaterThanOrEqual(10);
      expect(script.filter((call) => call.status !== 200)).toEqual([]);
      // The budget holds the script's own calls and nothing of the page's: the loop's call n (from 0) is the script's n + 2nd.
      expect(script.filter((call, index) => call.spent > index + 2)).toEqual([]);
    } finally {
      await context.close();
      await page.close();
    }

    const largest = await ask(localUrl, '/kline/chart/AAPL/1d?width=3840&height=2160&candles=400');
    expect(largest.status, largest.bytes.toString('utf8', 0, 200)).toBe(200);
    expect(largest.headers['content-type']).toBe('image/png');
  });
});
