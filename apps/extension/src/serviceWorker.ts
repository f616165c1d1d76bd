import { alertSentence, type Envelope, type Language, type Message, pickLanguage, tokenTimes } from '@signaldesk/contract';
import { EXTENSION_SESSION_NAME, type ExtensionPanel, extensionQuotePath } from '@signaldesk/contract/extension';
import { PRODUCT_ORIGIN, parseRequest, type Settings, type Status, triesPerMinute, type WorkerAnswer, type WorkerRequest } from './protocol.js';
import { text } from './texts.js';

/**
 * Alerts are polled with chrome.alarms rather than kept on the product's notification socket: a Manifest V3 service
 * worker is stopped after 30 s without events, which would cut the socket, while an alarm wakes it once a minute.
 * Opening the popup polls at once.
 */
const POLL_ALARM = 'alerts';
const POLL_MINUTES = 1;
/** Notified message ids kept, so an alert is shown once however often it is polled while unread. */
const NOTIFIED_KEPT = 200;
const connectTries = triesPerMinute(5);
/** Alerts set from the panels of every tab together: a trader sets a few, and the plan's limit is the server's. */
const alertTries = triesPerMinute(10);

/** A refusal by the product, worded by it in the asked language. */
class ProductRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

interface KeptSession {
  refreshToken: string;
  sessionid: string;
  /** Epoch seconds: alerts older than the connection are not raised as notifications. */
  connectedAt: number;
}

async function language(): Promise<Language> {
  const { language } = await chrome.storage.local.get('language');
  return language === 'en' || language === 'zh' ? language : pickLanguage(chrome.i18n.getUILanguage());
}

async function keptSession(): Promise<KeptSession | null> {
  const { session } = await chrome.storage.local.get('session');
  return (session as KeptSession | undefined) ?? null;
}

async function call<T>(path: string, body: object, token?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${PRODUCT_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': await language(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ProductRefusal(0, undefined, text('productUnreachable', await language()));
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (envelope && 'data' in envelope) return envelope.data;
  throw new ProductRefusal(response.status, envelope?.key, envelope?.msg ?? text('productUnreachable', await language()));
}

/** The session ended (revoked in user info, or its refresh token spent elsewhere): forget it and clear the badge. */
async function forget(): Promise<void> {
  await chrome.storage.local.remove(['session', 'notified']);
  await chrome.storage.session.remove('access');
  await chrome.action.setBadgeText({ text: '' });
}

let refreshing: Promise<string | null> | null = null;

/** The refresh token is single use and rotates, so renewals run one at a time and share their answer. */
function renewedAccess(): Promise<string | null> {
  refreshing ??= (async () => {
    const session = await keptSession();
    if (!session) return null;
    try {
      const renewed = await call<{ access_token: string; refresh_token?: string }>('/api/auth/token/refresh', { refresh_token: session.refreshToken });
      await chrome.storage.local.set({ session: { ...session, refreshToken: renewed.refresh_token ?? session.refreshToken } });
      await chrome.storage.session.set({ access: renewed.access_token });
      return renewed.access_token;
    } catch (error) {
      if (error instanceof ProductRefusal && error.status === 401) await forget();
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

class NotConnected extends Error {}

/** A member's call with the extension's own session; an expired access token is renewed once. */
async function memberCall<T>(path: string, body: object): Promise<T> {
  const { access } = await chrome.storage.session.get('access');
  let token = typeof access === 'string' ? access : await renewedAccess();
  if (!token) throw new NotConnected();
  try {
    return await call<T>(path, body, token);
  } catch (error) {
    if (!(error instanceof ProductRefusal) || error.status !== 401) throw error;
    token = await renewedAccess();
    if (!token) throw new NotConnected();
    return call<T>(path, body, token);
  }
}

async function connect(code: string): Promise<void> {
  if (!connectTries()) throw new ProductRefusal(429, 'tooManyRequests', text('tooManyTries', await language()));
  const browser = navigator.userAgent.includes('Edg/') ? 'Edge' : 'Chrome';
  const tokens = await call<{ access_token: string; refresh_token: string; sessionid: string }>('/api/auth/desktop/exchange', {
    code,
    name: `${EXTENSION_SESSION_NAME} · ${browser}`,
  });
  // Connecting again replaces the session: the one before is ended at the product, so user info lists one.
  if (await keptSession()) await memberCall('/api/auth/logout', {}).catch(() => undefined);
  // The moment of connecting on the server's clock, which stamps the alerts too: a computer whose clock runs ahead
  // would otherwise take the first alerts after connecting for older ones.
  const connectedAt = tokenTimes(tokens.access_token)?.iat ?? Math.floor(Date.now() / 1000);
  await chrome.storage.local.set({ session: { refreshToken: tokens.refresh_token, sessionid: tokens.sessionid, connectedAt } });
  await chrome.storage.session.set({ access: tokens.access_token });
  await chrome.alarms.create(POLL_ALARM, { periodInMinutes: POLL_MINUTES });
  await poll();
}

/** The unread count on the icon, and a notification for each new unread alert. */
async function poll(): Promise<number> {
  const session = await keptSession();
  if (!session) return 0;
  const { unread } = await memberCall<{ unread: number }>('/api/messenger/session/list', {});
  await chrome.action.setBadgeBackgroundColor({ color: '#d32f2f' });
  await chrome.action.setBadgeText({ text: unread > 0 ? (unread > 99 ? '99+' : String(unread)) : '' });
  if (unread === 0) return 0;
  const { list } = await memberCall<{ list: Message[] }>('/api/messenger/message/list', {});
  const { notified = [] } = (await chrome.storage.local.get('notified')) as { notified?: string[] };
  const fresh = list.filter((message) => message.hasread === 0 && message.ts >= session.connectedAt && !notified.includes(message.id));
  const lang = await language();
  for (const message of fresh.reverse()) {
    const { title, body } = alertSentence(message, lang, []);
    await chrome.notifications.create(`alert:${message.symbol}:${message.duration}:${message.id}`, { type: 'basic', iconUrl: 'icons/128.png', title, message: body });
  }
  await chrome.storage.local.set({ notified: [...notified, ...fresh.map((message) => message.id)].slice(-NOTIFIED_KEPT) });
  return unread;
}

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'connect':
      return connect(request.code);
    case 'panel':
      return { ...(await memberCall<ExtensionPanel>('/api/extension/panel', { symbol: request.symbol })), language: await language() };
    case 'picture': {
      const picture = await memberCall<{ png: string; width: number; height: number }>('/api/extension/picture', { symbol: request.symbol });
      return { src: `data:image/png;base64,${picture.png}`, width: picture.width, height: picture.height };
    }
    case 'alert': {
      if (!alertTries()) throw new ProductRefusal(429, 'tooManyRequests', text('tooManyAlerts', await language()));
      const condition = { kind: 'price', crossing: 'crosses', level: request.level };
      await memberCall('/api/alert/mine/create', { symbol: request.symbol, duration: '1d', condition });
      return null;
    }
    case 'status': {
      // A session ended in user info is found out by this poll, and then the answer is simply "not connected".
      const unread = await poll().catch(async (error: unknown) => {
        if (await keptSession()) throw error;
        return 0;
      });
      const status: Status = { connected: (await keptSession()) !== null, unread, language: await language() };
      return status;
    }
    case 'settings': {
      const settings: Settings = { language: await language() };
      return settings;
    }
    case 'language':
      await chrome.storage.local.set({ language: request.language });
      return null;
    case 'disconnect': {
      // Ends the session at the product too, so it leaves the list in user info; offline, it is forgotten here anyway.
      await memberCall('/api/auth/logout', {}).catch(() => undefined);
      await forget();
      await chrome.alarms.clear(POLL_ALARM);
      return null;
    }
  }
}

chrome.runtime.onMessage.addListener((message, sender, respond) => {
  const request = parseRequest(message, sender, chrome.runtime.id);
  if (!request) return false;
  answer(request).then(
    (data) => respond({ ok: true, data } satisfies WorkerAnswer<unknown>),
    async (error: unknown) => {
      const lang = await language();
      if (error instanceof NotConnected || (error instanceof ProductRefusal && error.status === 401 && !(await keptSession()))) {
        respond({ ok: false, notConnected: true, message: text('notConnected', lang, { site: PRODUCT_ORIGIN }) } satisfies WorkerAnswer<unknown>);
      } else {
        respond({ ok: false, message: error instanceof ProductRefusal ? error.message : text('productUnreachable', lang) } satisfies WorkerAnswer<unknown>);
      }
    },
  );
  return true;
});

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === POLL_ALARM) poll().catch(() => undefined);
});

chrome.notifications.onClicked.addListener((id) => {
  const [, symbol, duration] = id.split(':');
  if (symbol && duration) void chrome.tabs.create({ url: `${PRODUCT_ORIGIN}${extensionQuotePath(symbol, duration)}` });
  void chrome.notifications.clear(id);
});

// A browser restart keeps the session but not the alarm's schedule guarantee: make sure it is there.
chrome.runtime.onStartup.addListener(async () => {
  if (await keptSession()) await chrome.alarms.create(POLL_ALARM, { periodInMinutes: POLL_MINUTES });
});
