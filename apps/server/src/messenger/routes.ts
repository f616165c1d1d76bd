import { calls, type Duration } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError, tooManyRequests } from '../http/AppError.js';
import { requestLanguage } from '../http/language.js';
import { registerCall } from '../http/registerCall.js';
import { attachNotificationChannel } from '../realtime/notificationChannel.js';
import { findSymbol } from '../stocks/symbolList.js';
import { createLinkCode } from '../telegram/linkCodes.js';
import { createTelegramBot, type TelegramBot } from '../telegram/telegramBot.js';
import { registerTelegramWebhook } from '../telegram/webhookRoute.js';
import { deliveredChannels } from './alertChannels.js';
import { channelSettings, isPromax, setChannelMode } from './channelSettings.js';
import { acknowledge, markSessionRead, messagePage, userSessions } from './messageStore.js';
import { PICTURE_SIZE, type PictureRenderer, picturePool, storedRiseFall } from './alertPicture.js';
import { messageView } from './messageRows.js';
import { createMessenger, type Messenger } from './messenger.js';
import { subscribeBrowser, vapidKeys } from './webPush.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the strategy runner hands its alerts (an AlertSink). */
    messenger: Messenger;
    /** Draws chart pictures in the messenger's threads, for alerts and for the browser extension's panel. */
    pictureRenderer: PictureRenderer;
  }
}

/** Sessions of test alerts raised by super; a strategy's own session is named by its id. */
const TEST_SESSION = 'test-alert';
/** Chart pictures a trader opens in the messenger in a minute. */
const PICTURES_PER_MINUTE = 30;

/** The messenger: its calls, the notification channel on the app's socket.io server, the bot and the alert sink. */
export async function registerMessenger(app: FastifyInstance, services: Services): Promise<Messenger> {
  const { db, config } = services;
  const vapid = await vapidKeys(db, config.vapidKeys);
  const onError = (error: unknown, context: string) => app.log.error({ err: error }, context);
  const telegram: TelegramBot | null = config.telegramBotToken
    ? createTelegramBot({
        token: config.telegramBotToken,
        apiRoot: config.telegramApiRoot,
        db,
        secret: services.secret,
        now: services.now,
        onError: (error) => onError(error, 'telegram bot failed'),
      })
    : null;
  const notifications = attachNotificationChannel(app, services, app.realtime, (acks) => acknowledge(db, acks, services.now()));
  const pictureThreads = picturePool();
  const pictures = {
    // The market registers after the messenger (its strategy runner needs the alert sink); alerts come later.
    // A symbol the product does not list is never asked of the source, as its chart would refuse it.
    load: async (symbol: string, duration: Duration) => {
      if (await findSymbol(db, symbol)) await app.market.service.ensureFresh(symbol, duration);
    },
    chart: (symbol: string, duration: Duration, before: number, count: number) => app.market.service.chart(symbol, duration, before, count),
    render: pictureThreads.render,
  };
  const messenger = createMessenger({ services, notifications, telegram, vapid, pictures, onError });
  app.decorate('messenger', messenger);
  app.decorate('pictureRenderer', pictureThreads.render);
  // Pictures need the market, which registers after the messenger: pending deliveries are taken up once it is there.
  app.addHook('onReady', () => messenger.start());
  app.addHook('onClose', async () => {
    await messenger.close();
    await pictureThreads.close();
  });

  const { messenger: m } = calls;
  const settingsContext = (viewer: Viewer) => ({
    user: viewer.user,
    role: viewer.role,
    now: services.now(),
    publicKey: vapid.publicKey,
    delivered: deliveredChannels(services),
  });

  registerCall(app, services, m.sessions, ({ viewer }) => userSessions(db, viewer.user.userid));
  registerCall(app, services, m.messages, ({ body, viewer }) => messagePage(db, viewer.user.userid, body));
  registerCall(app, services, m.markRead, ({ body, viewer }) => markSessionRead(db, viewer.user.userid, body.sessionid));

  registerCall(app, services, m.picture, async ({ body, viewer, request }) => {
    const { userid } = viewer.user;
    // Each picture may load a series and draw it: a trader opens a few, a script asking for hundreds waits.
    const { count, retryAfter } = await services.limiter.hit(`message-picture:${userid}`, 60);
    if (count > PICTURES_PER_MINUTE) throw tooManyRequests('tooManyRequests', retryAfter);
    const row = await db.selectFrom('messenger_messages').selectAll().where('id', '=', body.id).where('userid', '=', userid).executeTakeFirst();
    if (!row) throw new AppError(404, 'messageNotFound', {}, 'id');
    const png = await messenger.picture(messageView(row), requestLanguage(request), storedRiseFall(viewer.user.rise_fall_colours));
    return { picture: png ? { png: png.toString('base64'), ...PICTURE_SIZE } : null };
  });
  registerCall(app, services, m.channels, ({ viewer }) => channelSettings(db, settingsContext(viewer)));

  registerCall(app, services, m.updateChannel, async ({ body, viewer, request }) => {
    await setChannelMode(db, settingsContext(viewer), body.channel, body.mode, requestLanguage(request));
    const user = await db.selectFrom('users').selectAll().where('userid', '=', viewer.user.userid).executeTakeFirstOrThrow();
    return channelSettings(db, { ...settingsContext(viewer), user });
  });

  registerCall(app, services, m.telegramLink, async ({ viewer, request }) => {
    if (!telegram) throw new AppError(422, 'telegramUnavailable');
    const link = await createLinkCode(db, services.secret, viewer.user.userid, requestLanguage(request), services.now());
    return { ...link, botUrl: await telegram.botUrl() };
  });

  registerCall(app, services, m.pushSubscribe, async ({ body, viewer }) => {
    if (!deliveredChannels(services).webpush) throw new AppError(422, 'webPushUnavailable');
    if (!(await isPromax(db, viewer.user.userid, viewer.role, services.now()))) throw new AppError(422, 'webPushNeedsPromax');
    await subscribeBrowser(db, viewer.user.userid, body, services.now());
    return null;
  });

  registerCall(app, services, m.pushUnsubscribe, async ({ body, viewer }) => {
    await db.deleteFrom('push_subscriptions').where('endpoint', '=', body.endpoint).where('userid', '=', viewer.user.userid).execute();
    return null;
  });

  registerCall(app, services, m.testAlert, async ({ body }) => {
    const user = await db.selectFrom('users').select('userid').where('userid', '=', body.userid).executeTakeFirst();
    if (!user) throw new AppError(404, 'userNotFound', {}, 'userid');
    const symbol = await findSymbol(db, body.symbol);
    if (!symbol) throw new AppError(404, 'unknownSymbol', { symbol: body.symbol }, 'symbol');
    await messenger.deliver([
      {
        userid: user.userid,
        strategyId: TEST_SESSION,
        strategyName: body.strategyName,
        symbol: symbol.symbol,
        name: symbol.name,
        duration: body.duration,
        ts: services.now(),
        payload: {},
      },
    ]);
    return null;
  });

  registerTelegramWebhook(app, services, telegram);
  return messenger;
}
