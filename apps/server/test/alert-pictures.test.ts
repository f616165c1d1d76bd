import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CandleRows, DURATIONS, FEATURED_MESSAGE_SCHEMA, FEATURED_SESSION, unpackCandles } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase, expectOk, startServer, type TestServer } from './harness.js';
import { alertFor, fakeSmtp, fakeTelegram, type ReceivedMail, subscriber, telegramUpdate } from './messengerFakes.js';
import { distinctColours } from './pictureColours.js';
import { confirmedPushEmail, lastSmtpSubject } from './pushEmailSteps.js';

const BOT_TOKEN = '123456:picture-token';
const WEBHOOK_SECRET = 'webhook-secret-for-picture-tests';
const CHAT_ID = '778001';

/** Checks a PNG is the alert's 800×600 chart and not a blank surface: its header, then its decoded pixels. */
async function expectChartPng(png: Buffer): Promise<void> {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 600]);
  // Candles, lines, panes and text: far more than a background and a grid.
  expect(await distinctColours(png)).toBeGreaterThan(50);
}

interface MimePart {
  headers: string;
  body: Buffer;
}

/** The leaf parts of a raw MIME message, decoded from base64 or quoted-printable. */
function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  let chunks = [raw];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks
    .map((chunk) => {
      const end = chunk.indexOf('\r\n\r\n');
      return { headers: chunk.slice(0, end), text: chunk.slice(end + 4) };
    })
    .filter(({ headers }) => /^Content-Type: (?!multipart)/im.test(headers))
    .map(({ headers, text }) => {
      if (/Content-Transfer-Encoding: base64/i.test(headers)) return { headers, body: Buffer.from(text.replace(/\s/g, ''), 'base64') };
      if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
        const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return { headers, body: Buffer.from(bytes, 'latin1') };
      }
      return { headers, body: Buffer.from(text, 'utf8') };
    });
}

const partOf = (mail: ReceivedMail | undefined, type: string) => mimeParts(mail?.raw ?? '').find((part) => new RegExp(`^Content-Type: ${type}`, 'im').test(part.headers));

describeEachDatabase('alert pictures', (kind) => {
  let s: TestServer;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let trader: { userid: string; token: string };
  const email = `pictures-${kind}@example.test`;
  const mailsTo = () => smtp.inbox.filter((m) => m.to.includes(email));

  beforeAll(async () => {
    telegram = await fakeTelegram(BOT_TOKEN);
    smtp = await fakeSmtp();
    s = await startServer(kind, {
      configuredMailer: true,
      env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: telegram.apiRoot, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: smtp.url, DELIVERY_RETRY_MS: '10' },
    });
    trader = await subscriber(s);
    const link = expectOk(await s.call('/api/messenger/telegram/link', {}, { token: trader.token }));
    const start = telegramUpdate(1, Number(CHAT_ID), `/start ${link.code}`);
    expect((await s.call('/api/telegram/webhook', start, { headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET } })).status).toBe(200);
    await confirmedPushEmail(s, trader.token, email, (address) => lastSmtpSubject(smtp.inbox, address));
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'on' }, { token: trader.token }));
    expectOk(await s.call('/api/user/update/rise/fall/colours', { riseFallColours: 'redUp' }, { token: trader.token }));
    await s.app.market.service.update('AAPL', '1d');
  });
  afterAll(async () => {
    await s?.close();
    await Promise.all([telegram?.close(), smtp?.close()]);
  });

  it('sends a Telegram alert as a photo of the bar that raised it, with the alert as its caption', async () => {
    const bar = (await s.app.market.service.store.latestTs('AAPL', '1d'))!;
    await s.app.messenger.deliver([alertFor(trader.userid, { symbol: 'AAPL', name: 'Apple', strategyName: 'Golden cross', ts: bar })]);
    await s.app.messenger.settled();

    const photo = telegram.photos().at(-1)!;
    expect(photo.params).toMatchObject({ chat_id: CHAT_ID, parse_mode: 'HTML', disable_notification: 'false' });
    expect(photo.params.caption).toContain('<b>');
    expect(photo.params.caption).toContain('AAPL');
    expect(photo.params.caption).toContain('Golden cross');
    const attached = /^attach:\/\/(.+)$/.exec(String(photo.params.photo))?.[1];
    const png = photo.files[attached!]!;
    writeFileSync(join(tmpdir(), `signaldesk-alert-picture-${kind}.png`), png);
    await expectChartPng(png);
    expect(telegram.sent().filter((c) => c.params.chat_id === CHAT_ID && String(c.params.text).includes('Golden cross'))).toHaveLength(0);
  });

  it('mails the alert with its chart inline, named by content id in the HTML, and the text part unchanged', async () => {
    const mail = mailsTo().at(-1);
    const html = partOf(mail, 'text/html')!.body.toString('utf8');
    const image = partOf(mail, 'image/png')!;
    const cid = /^Content-ID: <([^>]+)>/im.exec(image.headers)?.[1];
    expect(cid).toBeTruthy();
    expect(html).toContain(`<img src="cid:${cid}"`);
    await expectChartPng(image.body);
    const text = partOf(mail, 'text/plain')!.body.toString('utf8');
    expect(text).toContain('/apps/quote/folder/all/AAPL/1d');
    expect(text).not.toContain('cid:');
  });

  it('draws an alert on every duration, intraday included, ending with the whole bar that raised it, on Telegram and by mail', async () => {
    const market = s.app.market.service;
    for (const duration of DURATIONS) {
      await market.update('AAPL', duration);
      // A bar before the latest, so the picture must stop at it: a week is its five days, four hours their four bars.
      const shown = unpackCandles(await market.chart('AAPL', duration));
      const raised = shown.at(-2)!;
      const whole = ({ ts, open, high, low, close, volume }: (typeof shown)[number]) => ({ ts, open, high, low, close, volume });
      // The chart's older bars, as its history asks for them, end whole with the bar before.
      expect(unpackCandles(await market.chart('AAPL', duration, raised.ts, 20)).at(-1), duration).toMatchObject(whole(shown.at(-3)!));
      const read = vi.spyOn(market, 'chart');
      try {
        const strategyName = `Picture ${duration}`;
        await s.app.messenger.deliver([alertFor(trader.userid, { symbol: 'AAPL', name: 'Apple', strategyName, duration, ts: raised.ts })]);
        await s.app.messenger.settled();
        const photo = telegram.photos().at(-1)!;
        expect(String(photo.params.caption), duration).toContain(strategyName);
        await expectChartPng(photo.files[/^attach:\/\/(.+)$/.exec(String(photo.params.photo))![1]!]!);
        expect(read, duration).toHaveBeenCalledTimes(1);
        const drawn = unpackCandles((await read.mock.results[0]!.value) as CandleRows);
        expect(drawn.length, duration).toBeGreaterThanOrEqual(20);
        expect(drawn.at(-1), duration).toMatchObject(whole(raised));
        const mail = mailsTo().at(-1);
        expect(mail?.raw, duration).toContain(strategyName);
        await expectChartPng(partOf(mail, 'image/png')!.body);
      } finally {
        read.mockRestore();
      }
    }
  });

  it('mails an alert on a series nobody has opened with its chart, fetched from the source first, and sends it on Telegram as a photo', async () => {
    const store = s.app.market.service.store;
    expect(await store.latestTs('MSFT', '1h')).toBeNull();
    const photos = telegram.photos().length;
    const strategyName = 'Unopened series';
    await s.app.messenger.deliver([alertFor(trader.userid, { symbol: 'MSFT', name: 'Microsoft', strategyName, duration: '1h', ts: s.clock.now() })]);
    await s.app.messenger.settled();
    const mail = mailsTo().at(-1);
    expect(mail?.raw).toContain(strategyName);
    await expectChartPng(partOf(mail, 'image/png')!.body);
    expect(partOf(mail, 'text/html')!.body.toString('utf8')).toContain('<img src="cid:');
    expect(telegram.photos()).toHaveLength(photos + 1);
    expect(await store.latestTs('MSFT', '1h')).not.toBeNull();
  });

  it('sends an alert on a symbol without candles as text, on Telegram and by mail', async () => {
    const photos = telegram.photos().length;
    await s.app.messenger.deliver([alertFor(trader.userid, { symbol: 'NOBARS', name: 'No Bars Inc.', strategyName: 'Empty chart' })]);
    await s.app.messenger.settled();
    expect(telegram.photos()).toHaveLength(photos);
    const text = telegram.sent().filter((c) => c.params.chat_id === CHAT_ID).at(-1)!;
    expect(text.params).toMatchObject({ parse_mode: 'HTML' });
    expect(text.params.text).toContain('NOBARS');
    const mail = mailsTo().at(-1);
    expect(mail?.raw).toContain('NOBARS');
    expect(partOf(mail, 'image/png')).toBeUndefined();
    expect(partOf(mail, 'text/html')!.body.toString('utf8')).not.toContain('<img');
  });

  it('sends a featured idea too long for a caption as the photo of its latest bar, then the text', async () => {
    const photos = telegram.photos().length;
    const reason = 'Earnings beat, guidance raised, buybacks resumed. '.repeat(25);
    await s.app.messenger.notify([
      {
        userid: trader.userid,
        key: `featured|picture-test-${kind}|${trader.userid}`,
        type: 'featured',
        sessionid: FEATURED_SESSION,
        sessioname: 'Featured',
        symbol: 'AAPL',
        name: 'Apple',
        duration: '1d',
        payload: { idx: 1, title: 'Services growth', reason },
        schema: FEATURED_MESSAGE_SCHEMA,
      },
    ]);
    await s.app.messenger.settled();
    const [photo] = telegram.photos().slice(photos);
    expect(photo?.params.caption).toBeUndefined();
    expect(photo?.params.chat_id).toBe(CHAT_ID);
    await expectChartPng(photo!.files[/^attach:\/\/(.+)$/.exec(String(photo!.params.photo))![1]!]!);
    const text = telegram.sent().filter((c) => c.params.chat_id === CHAT_ID).at(-1)!;
    expect(text.params.text).toContain('Services growth');
    expect(String(text.params.text).length).toBeGreaterThan(1024);
  });
});
