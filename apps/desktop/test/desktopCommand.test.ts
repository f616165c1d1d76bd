import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@signaldesk/contract';
import { expectOk, type SignedIn, type TestServer } from '../../server/test/harness.js';
import { freePort } from '../../server/test/outage/serverProcess.js';
import { LOCAL_PORT } from '../src/localServer/localServer.js';
import { DESKTOP_TEXTS, desktopText } from '../src/texts.js';
import { type CommandProduct, startCommandProduct } from './commandProduct.js';
import { LISTENING, type RunningAssistant } from './desktopRun.js';
import { ask } from './localClient.js';

/** How a start ended up: its exit status, or 'listening' when it went on to serve (and was then stopped). */
async function startOutcome(run: RunningAssistant): Promise<number | null | 'listening'> {
  const outcome = await Promise.race([run.exited, run.printed(LISTENING).then(() => 'listening' as const)]);
  if (outcome === 'listening') await run.stop();
  return outcome;
}

describe('npm run desktop', () => {
  let setup: CommandProduct;
  let product: TestServer;
  let productUrl: string;
  let folder: string;
  let refreshToken: string;
  let member: SignedIn;

  beforeAll(async () => {
    setup = await startCommandProduct('signaldesk-command-');
    ({ product, url: productUrl, member, folder } = setup);
    refreshToken = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Script' }, { token: member.token })).refresh_token;
  });

  afterAll(() => setup?.close());

  it('prints its usage in both languages for --help or -h and exits 0, whatever else is on the line', async () => {
    for (const help of ['--help', '-h']) {
      const run = setup.desktop(['--no-window', '--unknown', help]);
      expect(await run.exited, run.output()).toBe(0);
      expect(run.output()).toMatch(/^usage: npm run desktop -- --server <product URL>/);
      expect(run.output()).toContain(desktopText('usage', 'en', { port: LOCAL_PORT }));
      expect(run.output()).toContain(desktopText('usage', 'zh', { port: LOCAL_PORT }));
    }
  });

  it('asks in both languages for the product’s address when --server is missing', async () => {
    const run = setup.desktop([]);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain(DESKTOP_TEXTS.serverRequired.en);
    expect(run.output()).toContain(DESKTOP_TEXTS.serverRequired.zh);
  });

  it('asks for the desktop token when it is not set', async () => {
    const run = setup.desktop(['--no-window', '--server', productUrl, '--data-dir', join(folder, 'never-signed-in')], { SIGNALDESK_DESKTOP_TOKEN: '' });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain(DESKTOP_TEXTS.tokenRequired.en);
    expect(run.output()).toContain(DESKTOP_TEXTS.tokenRequired.zh);
  });

  it('starts signed in with no window, serving the panel and chart pictures', async () => {
    const exportDir = join(folder, 'charts');
    const run = setup.desktop(['--no-window', '--server', productUrl, '--export-dir', exportDir, '--data-dir', join(folder, 'data'), '--port', '0'], {
      SIGNALDESK_DESKTOP_TOKEN: refreshToken,
      LANG: 'en_US.UTF-8',
    });
    const [, url] = await run.printed(LISTENING);
    expect(run.output()).toContain(exportDir);
    const panel = await ask(url!, '/kline/panel/AAPL/1d');
    expect(panel.status, panel.bytes.toString()).toBe(200);
    expect(panel.body).toMatchObject({ symbol: 'AAPL', duration: '1d', offline: false });
    const saved = await ask(url!, '/kline/chart/AAPL/1d?lang=zh', { method: 'POST', body: { filepath: 'aapl/day.png' } });
    expect(saved.status, saved.bytes.toString()).toBe(200);
    expect(readFileSync(join(exportDir, 'aapl/day.png'))).toEqual(saved.bytes);
    // No window, no window routes.
    expect((await ask(url!, '/assistant/api/state')).status).toBe(404);
    expect((await ask(url!, '/assistant/')).status).toBe(404);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('signs in with a one-time code from the web app, keeps its own session for the next start, and a spent code is refused', async () => {
    const { code } = expectOk(await product.call('/api/auth/desktop/code', {}, { token: member.token }));
    const dataDir = join(folder, 'by-code');
    const args = ['--no-window', '--server', productUrl, '--export-dir', join(folder, 'code-charts'), '--data-dir', dataDir, '--port', '0'];
    const noToken = { SIGNALDESK_DESKTOP_TOKEN: '', LANG: 'en_US.UTF-8' };

    const first = setup.desktop([...args, '--code', code.toLowerCase()], noToken);
    const [, url] = await first.printed(LISTENING);
    expect(first.output()).toContain(DESKTOP_TEXTS.signedInByCode.en);
    expect(first.output()).toContain(DESKTOP_TEXTS.signedInByCode.zh);
    expect((await ask(url!, '/kline/panel/AAPL/1d')).status).toBe(200);
    const { list } = expectOk(await product.call('/api/auth/session/list', {}, { token: member.token }));
    const own = list.filter((x: { kind: string; name: string }) => x.kind === 'desktop' && x.name.startsWith('SignalDesk assistant'));
    expect(own).toHaveLength(1);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = setup.desktop(args, noToken);
    const [, nextUrl] = await again.printed(LISTENING);
    expect((await ask(nextUrl!, '/kline/panel/AAPL/1d')).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const replayed = setup.desktop([...args, '--code', code], noToken);
    expect(await replayed.exited).toBe(2);
    expect(replayed.output()).toContain(MESSAGES.desktopCodeInvalid.en);
    expect(replayed.output()).toContain(MESSAGES.desktopCodeInvalid.zh);
    expect(replayed.output()).toContain(productUrl);
  });

  it('refuses a forged, expired or ended SIGNALDESK_DESKTOP_TOKEN at start with status 2, saying why in both languages', async () => {
    const ended = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Ended' }, { token: member.token }));
    expectOk(await product.call('/api/auth/session/revoke', { sessionid: ended.sessionid }, { token: member.token }));
    const expiring = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Expiring' }, { token: member.token })).access_token;
    const tokens = {
      'a forged access token': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.Zm9yZ2Vk',
      'a forged refresh token': 'not-a-session-of-this-server',
      'the refresh token of a session ended in the web app': ended.refresh_token,
      'an access token past its 15 minutes': expiring,
    };
    const started = product.clock.seconds;
    product.clock.advance(16 * 60);
    try {
      for (const [index, [name, token]] of Object.entries(tokens).entries()) {
        const run = setup.desktop(['--no-window', '--server', productUrl, '--data-dir', join(folder, `refused-${index}`), '--port', '0'], {
          SIGNALDESK_DESKTOP_TOKEN: token,
          LANG: 'en_US.UTF-8',
        });
        expect(await startOutcome(run), `${name}:\n${run.output()}`).toBe(2);
        for (const language of ['en', 'zh'] as const) expect(run.output(), name).toContain(DESKTOP_TEXTS.desktopTokenRefused[language]);
        expect(run.output(), name).toContain(productUrl);
      }
    } finally {
      product.clock.seconds = started;
    }
  });

  it('starts offline with a session kept from before, says it is offline, and answers from the cache', async () => {
    const dataDir = join(folder, 'kept-offline');
    const exportDir = join(folder, 'offline-charts');
    const token = expectOk(await product.call('/api/auth/desktop/authorize', { name: 'Kept' }, { token: member.token })).refresh_token;
    const online = setup.desktop(['--no-window', '--server', productUrl, '--export-dir', exportDir, '--data-dir', dataDir, '--port', '0'], {
      SIGNALDESK_DESKTOP_TOKEN: token,
      LANG: 'en_US.UTF-8',
    });
    const [, url] = await online.printed(LISTENING);
    expect((await ask(url!, '/kline/panel/AAPL/1d')).status).toBe(200);
    expect(await online.stop()).toBe(0);

    const down = `http://127.0.0.1:${await freePort()}`;
    const offline = setup.desktop(['--no-window', '--server', down, '--export-dir', exportDir, '--data-dir', dataDir, '--port', '0'], {
      SIGNALDESK_DESKTOP_TOKEN: '',
      LANG: 'en_US.UTF-8',
    });
    const [, offlineUrl] = await offline.printed(LISTENING);
    const expected = DESKTOP_TEXTS.listeningOffline.en.replace('{{url}}', offlineUrl!).replace('{{server}}', down).replace('{{folder}}', exportDir);
    expect(offline.output()).toContain(expected);
    expect(offline.output()).not.toContain('signed in to');
    const refreshed = await ask(offlineUrl!, '/kline/refresh/AAPL/1d', { method: 'POST' });
    expect(refreshed.status, refreshed.bytes.toString()).toBe(200);
    expect(refreshed.body).toMatchObject({ symbol: 'AAPL', offline: true });
    expect(await offline.stop()).toBe(0);
  });
});
