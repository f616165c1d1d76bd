import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_BUILD_FILES, MESSAGES, SUPPORT_WECHAT_QR_PATH } from '@signaldesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, expectOk, expectRefusal, quickUser, type TestServer, useServer } from './harness.js';
import { browserPushKeys } from './messengerFakes.js';
import { ONE_PIXEL_PNG } from './supportPicture.js';

const folder = mkdtempSync(join(tmpdir(), 'signaldesk-offers-'));
const QR_FILE = join(folder, 'wechat.png');
writeFileSync(QR_FILE, ONE_PIXEL_PNG);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const appConfig = async (s: TestServer) => expectOk(await s.call('/api/app/config'));

/**
 * A member who chose every channel earlier, the way a server that had a bot and a mail server kept it: Telegram's
 * bot push with a linked chat, e-mail to a confirmed address, and web push.
 */
async function memberWithChoices(s: TestServer): Promise<{ userid: string; token: string }> {
  const member = await quickUser(s);
  await s.services.db
    .updateTable('users')
    .set({ role: 'member', telegram_id: '4242', bot_push: 1, pushemail: 'alerts@example.test', pushemail_confirmed: 1 })
    .where('userid', '=', member.userid)
    .execute();
  for (const channel of ['telegram', 'email', 'webpush'] as const) {
    await s.services.db.insertInto('messenger_channels').values({ userid: member.userid, channel, mode: 'on', language: 'en' }).execute();
  }
  return member;
}

describeEachDatabase('a server without a bot, a mail server, a contact for the push services or a desktop build', (kind) => {
  // No SMTP_URL: the configured mailer only logs. No ADMIN_EMAIL nor SUPPORT_EMAIL, and an http PUBLIC_URL: web push has no contact.
  const server = useServer(kind, { configuredMailer: true, env: { ADMIN_EMAIL: '' } });
  let s: TestServer;
  beforeAll(() => {
    s = server();
  });

  it('says it delivers alerts only in the browser, and names no support contact', async () => {
    const config = await appConfig(s);
    expect(config.alertChannels).toEqual({ browser: true, telegram: false, email: false, webpush: false, desktop: false });
    expect(config.support).toEqual({ email: null, wechat: null, wechatQr: null });
    expect((await s.app.inject({ method: 'GET', url: SUPPORT_WECHAT_QR_PATH })).statusCode).toBe(404);
  });

  it('shows the channels off, refuses switching them on in both languages, and keeps every earlier choice', async () => {
    const member = await memberWithChoices(s);
    const settings = expectOk(await s.call('/api/messenger/channel/list', {}, { token: member.token }));
    expect(settings).toMatchObject({
      telegram: { mode: 'off', linked: true, available: false },
      email: { mode: 'off', confirmed: true, available: false },
      webpush: { mode: 'off', available: false },
    });
    const refusals = { telegram: 'telegramUnavailable', email: 'emailUnavailable', webpush: 'webPushUnavailable' } as const;
    for (const [channel, key] of Object.entries(refusals)) {
      for (const lang of ['en', 'zh'] as const) {
        const refused = await s.call('/api/messenger/channel/update', { channel, mode: 'silent' }, { token: member.token, headers: { 'accept-language': lang } });
        expectRefusal(refused, 422, key);
        expect(refused.body).toMatchObject({ field: 'channel', msg: MESSAGES[key][lang] });
      }
    }
    expectRefusal(await s.call('/api/user/update/bot/push', { telegramId: '4242', botPush: true }, { token: member.token }), 422, 'telegramUnavailable');
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/offers', keys: browserPushKeys() };
    expectRefusal(await s.call('/api/messenger/push/subscribe', subscription, { token: member.token }), 422, 'webPushUnavailable');

    const user = await s.services.db.selectFrom('users').selectAll().where('userid', '=', member.userid).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ telegram_id: '4242', bot_push: 1, pushemail: 'alerts@example.test', pushemail_confirmed: 1 });
    const kept = await s.services.db.selectFrom('messenger_channels').select(['channel', 'mode']).where('userid', '=', member.userid).orderBy('channel').execute();
    expect(kept).toEqual([
      { channel: 'email', mode: 'on' },
      { channel: 'telegram', mode: 'on' },
      { channel: 'webpush', mode: 'on' },
    ]);
  });

  it('sends an alert to none of the channels it cannot deliver', async () => {
    const member = await memberWithChoices(s);
    await s.app.messenger.deliver([
      { userid: member.userid, strategyId: 'offers', strategyName: 'Offers', symbol: 'AAPL', name: 'Apple Inc.', duration: '1d', ts: s.clock.seconds, payload: {} },
    ]);
    await s.app.messenger.settled();
    const deliveries = await s.services.db.selectFrom('messenger_deliveries').select('channel').where('userid', '=', member.userid).execute();
    expect(deliveries).toEqual([]);
  });
});

describeEachDatabase('a server with a bot, a mail server, support contacts and a desktop build', (kind) => {
  const server = useServer(kind, {
    env: {
      TELEGRAM_BOT_TOKEN: '1:offers',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      SUPPORT_EMAIL: 'help@desk.example',
      SUPPORT_WECHAT: 'desk_help',
      SUPPORT_WECHAT_QR: QR_FILE,
    },
  });
  let s: TestServer;
  let build: string;
  beforeAll(() => {
    s = server();
    mkdirSync(s.services.config.desktopBuildsDir, { recursive: true });
    build = join(s.services.config.desktopBuildsDir, DESKTOP_BUILD_FILES.linux);
    writeFileSync(build, '#!/bin/sh\n');
  });

  it('says it delivers on every channel, the desktop assistant while a build of it is offered', async () => {
    expect((await appConfig(s)).alertChannels).toEqual({ browser: true, telegram: true, email: true, webpush: true, desktop: true });
    rmSync(build);
    expect((await appConfig(s)).alertChannels).toMatchObject({ desktop: false });
  });

  it('names its support contacts and serves the QR picture it read at start', async () => {
    expect((await appConfig(s)).support).toEqual({ email: 'help@desk.example', wechat: 'desk_help', wechatQr: SUPPORT_WECHAT_QR_PATH });
    const picture = await s.app.inject({ method: 'GET', url: SUPPORT_WECHAT_QR_PATH });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('shows the earlier choices on and switches channels as the trader asks', async () => {
    const member = await memberWithChoices(s);
    const settings = expectOk(await s.call('/api/messenger/channel/list', {}, { token: member.token }));
    expect(settings).toMatchObject({
      telegram: { mode: 'on', available: true },
      email: { mode: 'on', available: true },
      webpush: { mode: 'on', available: true },
    });
    const silent = expectOk(await s.call('/api/messenger/channel/update', { channel: 'telegram', mode: 'silent' }, { token: member.token }));
    expect(silent.telegram).toEqual({ mode: 'silent', linked: true, available: true });
    expect(expectOk(await s.call('/api/user/update/bot/push', { telegramId: '4242', botPush: true }, { token: member.token })).user).toMatchObject({ botPush: true });
  });
});

describe('the configuration call of a server with only some contacts', () => {
  const server = useServer('sqlite', { env: { SUPPORT_WECHAT: 'desk_help' } });

  it('names only the contact set', async () => {
    expect((await appConfig(server())).support).toEqual({ email: null, wechat: 'desk_help', wechatQr: null });
  });
});
