import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENING, type RunningAssistant } from '../apps/desktop/test/desktopRun.js';
import { startDesktopExecutable } from '../apps/desktop/test/packagedAssistant.js';
import { distinctColours } from '../apps/server/test/pictureColours.js';
import { desktopCodeFromWeb } from './desktopExecutable.js';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';

const MEMBER_EMAIL = 'desktop-executable@example.com';

/** A desktop session's refresh token, as a script gets one: a code from the web app, exchanged once. */
async function desktopToken(baseUrl: string, code: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/desktop/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, name: 'Executable test' }),
  });
  const envelope = (await response.json()) as { data?: { refresh_token?: string } };
  if (!envelope.data?.refresh_token) throw new Error(`no desktop session: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data.refresh_token;
}

describe('the packaged desktop assistant, the Linux executable on its own', () => {
  let harness: Harness;
  let context: BrowserContext;
  let home: string;
  let assistant: RunningAssistant | undefined;

  beforeAll(async () => {
    harness = await startHarness();
    const member = await signedInPage(harness, MEMBER_EMAIL);
    context = member.context;
    await grantRole(harness, [MEMBER_EMAIL]);
    await member.page.reload();
    home = mkdtempSync(join(tmpdir(), 'signaldesk-executable-'));
    const token = await desktopToken(harness.baseUrl, await desktopCodeFromWeb(member.page));
    // A fresh home: the native canvas library is unpacked from the executable into its cache on this first start.
    assistant = startDesktopExecutable(
      ['--no-window', '--server', harness.baseUrl, '--export-dir', join(home, 'charts'), '--data-dir', join(home, 'data'), '--port', '0'],
      { HOME: home, SIGNALDESK_DESKTOP_TOKEN: token },
    );
  });

  afterAll(async () => {
    await assistant?.stop();
    await context?.close();
    await harness?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('serves the panel and a chart picture drawn by the canvas library and font it carries, and saves the picture', async () => {
    const [, url] = await assistant!.printed(LISTENING);
    const panel = await fetch(`${url}/kline/panel/AAPL/1d`);
    const panelBody = (await panel.json()) as { symbol: string; fields: { id: string }[] };
    expect(panel.status, JSON.stringify(panelBody)).toBe(200);
    expect(panelBody.symbol).toBe('AAPL');
    expect(panelBody.fields.length).toBeGreaterThan(5);

    const chart = await fetch(`${url}/kline/chart/AAPL/1d?lang=zh&width=800&height=500`);
    const picture = Buffer.from(await chart.arrayBuffer());
    expect(chart.status, picture.toString('utf8', 0, 300)).toBe(200);
    expect(chart.headers.get('content-type')).toBe('image/png');
    expect(await distinctColours(picture)).toBeGreaterThan(20);

    const saved = await fetch(`${url}/kline/chart/AAPL/1d`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filepath: 'aapl/day.png' }),
    });
    const savedBytes = Buffer.from(await saved.arrayBuffer());
    expect(saved.status, savedBytes.toString('utf8', 0, 300)).toBe(200);
    expect(readFileSync(join(home, 'charts', 'aapl', 'day.png'))).toEqual(savedBytes);

    const cache = join(home, '.cache', 'signaldesk', 'native');
    expect(existsSync(cache) && readdirSync(cache).some((folder) => folder.startsWith('canvas-'))).toBe(true);
    expect(await assistant!.stop()).toBe(0);
  });
});
