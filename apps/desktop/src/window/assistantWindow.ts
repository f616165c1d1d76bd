import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  type Language,
  type Message,
  PICTURE_CANDLES,
  PICTURE_SIZE,
  pictureSubject,
  type Stock,
  type UserStockLists,
} from '@signaldesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { desktopAsset } from '../assets.js';
import { LocalError } from '../localServer/LocalError.js';
import type { RenderPng, WindowContext } from '../localServer/localServer.js';
import { buildPanel, seriesNotice } from '../localServer/panel.js';
import { pictureSizeOf, seriesOf } from '../localServer/requestInput.js';
import { ProductUnreachable } from '../product/productErrors.js';
import { productCall } from '../product/productClient.js';
import { desktopText } from '../texts.js';
import type { WindowAccount } from './account.js';
import { botPush } from './botPush.js';
import { notificationConnection } from './notifications.js';
import {
  BOT_SETTINGS_TEXTS,
  type BotSettings,
  botSettingsProblems,
  botSettingsSchema,
  layoutSchema,
  REPORT_FIELDS,
  REPORT_SIZE,
  type ReportReply,
  signInBodySchema,
  WINDOW_COOKIE,
  WINDOW_PATHS,
  type WindowChart,
  type WindowState,
} from './windowApi.js';
import { windowFiles } from './windowFiles.js';
import { PAGE_POLICY, servePage } from './windowPage.js';

/** A launch ticket opens the window once, within this long of the program asking for it. */
export const LAUNCH_TICKET_SECONDS = 60;
/** Event streams open at once: the window needs one; a few more cover reloads whose old stream has not closed yet. */
export const EVENT_STREAMS_MAX = 4;
/** A comment on each event stream this often keeps proxies and the browser from thinking it dead. */
export const HEARTBEAT_MS = 25_000;
/** Pages of today's messages read at most (50 each), so a flood of alerts cannot keep the window waiting. */
const MESSAGE_PAGES_MAX = 10;
/** Report series read at once: the chart channel answers each in a fraction of a second. */
const REPORT_READS_AT_ONCE = 4;

export interface AssistantWindowOptions {
  /** The product's address (--server). */
  server: string;
  account: WindowAccount;
  dataDir: string;
  exportDir: string;
  renderPng: RenderPng;
  /** The window's language until the trader chooses one. */
  systemLanguage: Language;
  /** Telegram's Bot API address; SIGNALDESK_TELEGRAM_API or Telegram's own by default. */
  telegramApi?: string;
  /** HEARTBEAT_MS; shorter only for tests. */
  heartbeatMs?: number;
  /** The shipped files (desktopAsset); tests give none to see the page that is not built. */
  asset?: (name: string) => Buffer | null;
}

/** A settings field the trader got wrong, refused with its text and the field's name. */
class SettingsRefused extends Error {
  constructor(
    readonly key: keyof typeof BOT_SETTINGS_TEXTS,
    readonly field: string,
  ) {
    super(key);
  }
}

const sameSettings = (a: BotSettings, b: BotSettings) =>
  a.botToken === b.botToken && a.botUserId === b.botUserId && a.proxy === b.proxy && a.botPush === b.botPush;

/** Equal-length digests, so the comparison takes the same time whatever the cookie sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === WINDOW_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Local midnight of the machine the assistant runs on, as epoch seconds. */
function localMidnight(now: number): number {
  const day = new Date(now * 1000);
  day.setHours(0, 0, 0, 0);
  return Math.floor(day.getTime() / 1000);
}

/**
 * The Node side of the assistant's window: the page and its API on the local server, the product's notification
 * connection while signed in, and bot push. Only the window can call its API: the program opens it with a one-time
 * launch ticket that buys the window's cookie (random per start, HttpOnly, SameSite=Strict), every API call needs
 * that cookie, and a call carrying an Origin must carry the local server's own.
 */
export function assistantWindow(options: AssistantWindowOptions) {
  const { account } = options;
  const files = windowFiles(options.dataDir, options.systemLanguage);
  let layout = files.layout();
  let saved = files.botSettings();
  const cookie = randomBytes(32).toString('base64url');
  const cookieDigest = digest(cookie);
  /** Launch tickets by value, with the second they expire. */
  const tickets = new Map<string, number>();
  const streams = new Set<ServerResponse>();
  let local: WindowContext | undefined;
  const now = () => local?.now() ?? Math.floor(Date.now() / 1000);
  const call = productCall(options.server, account.session);
  const asset = options.asset ?? desktopAsset;

  const bot = botPush({
    ...(options.telegramApi ? { apiBase: options.telegramApi } : {}),
    now,
    onFailure: () => broadcastState(),
    picture: async (message, language) => {
      const subject = pictureSubject(message);
      if (!subject || !local) return null;
      const { symbol, duration, bar } = subject;
      let series = await local.store.get(symbol, duration);
      // The cache may end before a bar that formed since: then the product's fresh candles.
      if (bar !== null && (series.candles.at(-1)?.ts ?? 0) < bar) series = await local.store.refresh(symbol, duration);
      const candles = series.candles.filter((candle) => bar === null || candle.ts <= bar).slice(-PICTURE_CANDLES);
      if (candles.length === 0) return null;
      return options.renderPng({ symbol, duration, language, ...PICTURE_SIZE, candles: candles.length, series: candles });
    },
  });
  if (saved.botPush) bot.use(saved);

  function state(): WindowState {
    const user = account.user();
    const failure = bot.failure();
    const active = bot.active();
    return {
      server: options.server,
      signedIn: account.signedIn(),
      offline: account.offline(),
      user: user ? { nickname: user.username, email: user.email, role: user.role } : null,
      riseFall: account.session.riseFallColours(),
      exportDir: options.exportDir,
      localUrl: `http://127.0.0.1:${local?.port() ?? 0}`,
      layout,
      botPushPending: saved.botPush && active !== null && !sameSettings(saved, active),
      botPushFailure: failure
        ? {
            at: failure.at,
            msg: desktopText('botPushFailed', layout.language, {
              time: new Date(failure.at * 1000).toLocaleTimeString(layout.language === 'zh' ? 'zh-CN' : 'en-GB'),
              reason: failure.reason,
            }),
          }
        : null,
    };
  }

  function sendEvent(event: 'message' | 'state', data: unknown): void {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of streams) stream.write(frame);
  }
  let lastState = '';
  function broadcastState(): void {
    const next = state();
    const text = JSON.stringify(next);
    if (text === lastState) return;
    lastState = text;
    sendEvent('state', next);
  }
  const unfollowAccount = account.onChange(broadcastState);

  const notifications = notificationConnection(options.server, account, (message: Message) => {
    sendEvent('message', message);
    void bot.push(message, layout.language);
  });

  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  function refusal(error: LocalError, language: Language) {
    return { code: error.status, key: error.key, msg: desktopText(error.key, language, error.vars) };
  }

  async function todaysMessages(): Promise<Message[]> {
    const since = localMidnight(now());
    const today: Message[] = [];
    let before: string | undefined;
    for (let page = 0; page < MESSAGE_PAGES_MAX; page += 1) {
      const answer = await call<{ list: Message[]; more: boolean }>('/api/messenger/message/list', before ? { before } : {});
      today.push(...answer.list.filter((message) => message.ts >= since));
      const last = answer.list.at(-1);
      if (!answer.more || !last || last.ts < since) break;
      before = last.id;
    }
    return today.sort((a, b) => b.ts - a.ts);
  }

  async function report(language: Language): Promise<ReportReply> {
    const lists = await call<UserStockLists>('/api/userstock/list', {});
    const follows = lists.followlist.list;
    const shown = follows.slice(0, REPORT_SIZE);
    const at = now();
    const lines = await pLimit(REPORT_READS_AT_ONCE).map(shown, async (stock: Stock) => {
      const name = language === 'zh' && stock.cnname ? stock.cnname : stock.name;
      const series = await local!.store.get(stock.symbol, '1d').catch((error: unknown) => {
        if (error instanceof LocalError && error.status !== 401) return null;
        throw error;
      });
      if (!series || series.candles.length === 0) return { symbol: stock.symbol, name, ts: null, close: null, changePercent: null, fields: [] };
      const panel = buildPanel(series, language, at);
      const fieldValue = (id: string) => panel.fields.find((field) => field.id === id)?.value ?? null;
      return {
        symbol: stock.symbol,
        name,
        ts: panel.ts,
        close: fieldValue('candle.close'),
        changePercent: fieldValue('candle.updown'),
        fields: REPORT_FIELDS.flatMap((id) => panel.fields.filter((field) => field.id === id)).map(({ id, name: fieldName, text }) => ({ id, name: fieldName, text })),
      };
    });
    return { at, lines, more: follows.length - shown.length };
  }

  async function routes(app: FastifyInstance, context: WindowContext): Promise<void> {
    local = context;
    await app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('content-security-policy', PAGE_POLICY);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'no-referrer');
      });
      scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
        if (error instanceof SettingsRefused) {
          return reply.status(400).send({ code: 400, key: error.key, msg: BOT_SETTINGS_TEXTS[error.key][layout.language], field: error.field });
        }
        if (error instanceof LocalError) return reply.status(error.status).send(refusal(error, layout.language));
        if (error instanceof ProductUnreachable) {
          return reply.status(503).send(refusal(new LocalError(503, 'serverUnreachable', { server: options.server }), layout.language));
        }
        // The local server's own answer for bodies, limits and failures.
        throw error;
      });

      servePage(scope, asset);

      scope.get(WINDOW_PATHS.launch, (request, reply) => {
        const ticket = (request.query as { ticket?: unknown }).ticket;
        const expires = typeof ticket === 'string' ? tickets.get(ticket) : undefined;
        if (typeof ticket === 'string') tickets.delete(ticket);
        if (expires === undefined || expires < now()) throw new LocalError(403, 'launchTicketInvalid');
        return reply
          .header('set-cookie', `${WINDOW_COOKIE}=${cookie}; HttpOnly; SameSite=Strict; Path=/assistant`)
          .header('cache-control', 'no-store')
          .redirect(WINDOW_PATHS.page, 303);
      });

      await scope.register(async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const sent = cookieOf(request);
          if (sent === undefined || !timingSafeEqual(digest(sent), cookieDigest)) throw new LocalError(401, 'windowCookieMissing');
          // The window opens while the start's sign-in is still at the product: its first questions wait for the answer.
          await account.started();
        });
        const signedIn = () => {
          if (!account.signedIn()) throw new LocalError(401, 'windowSignedOut');
        };

        api.get(WINDOW_PATHS.state, async () => state());

        api.post(WINDOW_PATHS.signIn, async (request) => {
          const body = signInBodySchema.safeParse(request.body);
          if (!body.success) throw new LocalError(400, 'signInCodeInvalid');
          await account.signIn(body.data.code);
          broadcastState();
          return state();
        });

        api.post(WINDOW_PATHS.signOut, async () => {
          await account.signOut();
          broadcastState();
          return state();
        });

        api.get(WINDOW_PATHS.lists, async () => {
          signedIn();
          const lists = await call<UserStockLists>('/api/userstock/list', {});
          return { follows: lists.followlist.list, favourites: lists.featurelist.list };
        });

        api.get(`${WINDOW_PATHS.chart}/:symbol/:duration`, async (request): Promise<WindowChart> => {
          signedIn();
          const { symbol, duration } = seriesOf(request);
          const { candles } = pictureSizeOf(request);
          const fresh = (request.query as { fresh?: unknown }).fresh === '1';
          const series = await (fresh ? context.store.refresh(symbol, duration) : context.store.get(symbol, duration));
          const notice = seriesNotice(series, layout.language, now());
          return {
            symbol,
            duration,
            series: series.candles.slice(-candles),
            fetchedAt: series.fetchedAt,
            ageSeconds: Math.max(0, now() - series.fetchedAt),
            offline: series.offline,
            demo: series.demo,
            ...(notice ? { notice } : {}),
          };
        });

        api.get(WINDOW_PATHS.messages, async () => {
          signedIn();
          return { list: await todaysMessages() };
        });

        api.get(WINDOW_PATHS.report, async () => {
          signedIn();
          return report(layout.language);
        });

        api.get(WINDOW_PATHS.settings, async () => saved);

        api.put(WINDOW_PATHS.settings, async (request) => {
          const body = botSettingsSchema.safeParse(request.body);
          if (!body.success) throw new LocalError(400, 'settingsInvalid');
          const problems = botSettingsProblems(body.data);
          const field = (['botToken', 'botUserId', 'proxy'] as const).find((name) => problems[name]);
          if (field) throw new SettingsRefused(problems[field]!, field);
          const wasOn = saved.botPush;
          files.saveBotSettings(body.data);
          saved = body.data;
          // Switching on takes the saved settings; while push stays on, it keeps those it was switched on with.
          if (!saved.botPush) bot.use(null);
          else if (!wasOn) bot.use(saved);
          broadcastState();
          return saved;
        });

        api.put(WINDOW_PATHS.layout, async (request) => {
          const body = layoutSchema.safeParse(request.body);
          if (!body.success) throw new LocalError(400, 'layoutInvalid');
          files.saveLayout(body.data);
          layout = body.data;
          broadcastState();
          return layout;
        });

        api.get(WINDOW_PATHS.events, (_request, reply) => {
          if (streams.size >= EVENT_STREAMS_MAX) throw new LocalError(429, 'tooManyWindows');
          reply.hijack();
          const stream = reply.raw;
          stream.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
            'x-content-type-options': 'nosniff',
          });
          stream.write(`event: state\ndata: ${JSON.stringify(state())}\n\n`);
          streams.add(stream);
          stream.once('close', () => streams.delete(stream));
        });
      });

    });
    // Event streams never go idle, so they end before the server closes or its close would wait on them.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
      streams.clear();
    });
  }

  return {
    routes,
    /** A one-time address that opens the window: its ticket buys the window's cookie within LAUNCH_TICKET_SECONDS. */
    launchUrl(): string {
      for (const [ticket, expires] of tickets) if (expires < now()) tickets.delete(ticket);
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(ticket, now() + LAUNCH_TICKET_SECONDS);
      return `http://127.0.0.1:${local?.port() ?? 0}${WINDOW_PATHS.launch}?ticket=${ticket}`;
    },
    state,
    bot,
    /** The product's notification connection is up. */
    listening: () => notifications.connected(),
    /** Ends the notification connection and bot push; the local server's close ends the event streams. */
    close(): void {
      clearInterval(heartbeat);
      unfollowAccount();
      notifications.stop();
      bot.use(null);
    },
  };
}

export type AssistantWindow = ReturnType<typeof assistantWindow>;
