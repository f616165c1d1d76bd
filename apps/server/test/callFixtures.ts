/**
 * Every call of the contract with a small valid body, for tests that walk all calls (roles, bad input).
 * A call added to the contract without a body here fails those tests.
 */
import { randomUUID } from 'node:crypto';
import { type Call, calls } from '@signaldesk/contract';
import { issueDesktopCode } from '../src/auth/desktop/desktopCodes.js';
import { openSession } from '../src/auth/sessions.js';
import { issueSigninToken } from '../src/auth/signinTokens.js';
import { ADMIN_EMAIL, freshEmail, type TestServer } from './harness.js';
import { browserPushKeys } from './messengerFakes.js';

export interface NamedCall {
  name: string;
  call: Call;
}

export const ALL_CALLS: NamedCall[] = Object.entries(calls).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Call>).map(([name, call]) => ({ name: `${group}.${name}`, call })),
);

export interface FixtureContext {
  server: TestServer;
  /** A user the super-only calls may act on without harming the caller. */
  victimUserid: string;
}

/** The administrator is always a member, so a code issued to them is one any caller may exchange. */
const adminUserid = async (server: TestServer) =>
  (await server.services.db.selectFrom('users').select('userid').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).userid;

type BodyFactory = (context: FixtureContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** Bodies keyed by path; each is valid for its call's schema. */
export const VALID_BODIES: Record<string, BodyFactory> = {
  '/api/auth/login': async ({ server }) => ({
    token: await issueSigninToken(server.services, { subject_kind: 'email', subject: freshEmail('fixture') }),
  }),
  '/api/auth/token/refresh': async ({ server, victimUserid }) => ({
    refresh_token: (await openSession(server.services, victimUserid, 'desktop', 'fixture')).refreshToken,
  }),
  '/api/auth/token/access': () => ({}),
  '/api/auth/logout': () => ({}),
  '/api/user/apply/wechat/captcha': () => ({}),
  '/api/auth/wechat/captcha/verify': () => ({ captcha: 'ABCDEF', secret: 'not-a-secret' }),
  '/api/user/apply/email/access': () => ({ email: freshEmail('fixture') }),
  '/api/auth/email/captcha/verify': () => ({ email: freshEmail('fixture'), captcha: '1234' }),
  '/api/auth/desktop/authorize': () => ({ name: 'Laptop' }),
  '/api/auth/desktop/code': () => ({}),
  '/api/auth/desktop/exchange': async ({ server }) => ({
    code: (await issueDesktopCode(server.services, await adminUserid(server))).code,
    name: 'Laptop',
  }),
  '/api/auth/session/list': () => ({}),
  '/api/auth/session/revoke': () => ({ sessionid: randomUUID() }),
  '/api/app/config': () => ({}),
  '/api/app/downloads': () => ({}),
  '/api/extension/panel': () => ({ symbol: 'AAPL' }),
  '/api/extension/picture': () => ({ symbol: 'AAPL' }),
  '/api/ticket/activate': () => ({ token: randomUUID() }),
  '/api/ticket/trial': () => ({}),
  '/api/user/ticket/list': () => ({}),
  '/api/ticket/list': () => ({ type: 100, page: 1, pageSize: 10 }),
  '/api/ticket/dispatch': () => ({ type: 10, count: 1, note: 'fixture' }),
  '/api/ticket/revert': () => ({ token: randomUUID() }),
  '/api/user/list': () => ({ type: 'user', query: 'x', page: 1, pageSize: 10 }),
  '/api/user/update/market/admin': ({ victimUserid }) => ({ userid: victimUserid, market: 'US' }),
  '/api/user/force/offline': ({ victimUserid }) => ({ userid: victimUserid }),
  '/api/user/update/push/email': () => ({ email: freshEmail('push') }),
  '/api/user/confirm/push/email': () => ({ code: '1234' }),
  '/api/user/pending/push/email': () => ({}),
  '/api/user/update/name': () => ({ username: 'Fixture' }),
  '/api/user/update/bot/push': () => ({ telegramId: '123456', botPush: true }),
  '/api/user/update/rise/fall/colours': () => ({ riseFallColours: 'redUp' }),
  '/api/user/update/market': () => ({ market: 'HK' }),
  '/api/stock/list': () => ({ page: 1, region: 'US', symbol: 'app' }),
  '/api/stock/atom': () => ({ symbol: 'AAPL' }),
  '/api/stock/by/tag': () => ({ tag: 'ai' }),
  '/api/stock/options': () => ({ symbol: 'AAPL' }),
  '/api/stock/meta/create': () => ({ symbol: 'MSFT', tags: ['ai', 'cloud'], intro: 'Software', fields: { sector: 'Technology' } }),
  '/api/stock/meta/update': () => ({ symbol: 'MSFT', tags: 'ai, cloud, software' }),
  '/api/stock/meta/remove': () => ({ symbol: 'NVDA' }),
  '/api/stock/stats/reset': () => ({ symbol: 'EURUSD=X' }),
  '/api/stock/symbols/reset': () => ({}),
  '/api/quote/refresh': () => ({ symbol: 'AAPL', duration: '1d' }),
  '/api/quote/compare': () => ({ symbols: ['AAPL'], duration: '1d' }),
  '/api/jobs/list': () => ({}),
  '/api/jobs/run': () => ({ name: 'compute', symbol: 'AAPL', duration: '1d' }),
  '/api/queues/list': () => ({}),
  '/api/stock/annotion/list': () => ({ symbol: 'AAPL', duration: '1d' }),
  '/api/stock/annotion/create': () => ({ symbol: 'AAPL', duration: '1d', ts: 1_767_225_600, title: 'Breakout', mark: 'Above the band' }),
  '/api/stock/annotion/update': () => ({ aid: randomUUID(), title: 'Retest' }),
  '/api/stock/annotion/remove': () => ({ idx: randomUUID() }),
  '/api/stock/annotion/admin/list': () => ({ symbol: 'AAPL', page: 1, pageSize: 10 }),
  '/api/stock/annotion/admin/remove': () => ({ idx: randomUUID() }),
  '/api/chart/drawing/list': () => ({ symbol: 'AAPL', duration: '1d' }),
  '/api/messenger/message/picture': () => ({ id: 'no-such-message' }),
  '/api/chart/indicators/mine': () => ({}),
  '/api/chart/indicators/save': () => ({ list: [{ id: 'i1', indicator: 'ema', settings: { period: 20 }, colour: 0, hidden: false }] }),
  '/api/chart/layouts/mine': () => ({}),
  '/api/chart/layouts/save': () => ({
    name: 'Fixture',
    arrangement: 'columns',
    charts: [
      { symbol: 'AAPL', duration: '1d' },
      { symbol: 'MSFT', duration: '1h' },
    ],
    links: { symbol: false, duration: true, crosshair: true, range: false },
  }),
  '/api/chart/layouts/indicators': () => ({ name: 'Fixture', chart: 0, list: [{ id: 'i1', indicator: 'rsi', settings: { period: 14 }, colour: 0, hidden: false }] }),
  '/api/chart/layouts/remove': () => ({ name: 'Fixture' }),
  '/api/chart/drawing/save': () => ({
    symbol: 'AAPL',
    duration: '1d',
    kind: 'trend',
    points: [
      { time: 1_767_225_600, price: 250 },
      { time: 1_767_830_400, price: 262.5 },
    ],
  }),
  '/api/chart/drawing/remove': () => ({ id: randomUUID() }),
  '/api/messenger/session/list': () => ({}),
  '/api/messenger/message/list': () => ({ sessionid: 'strategy-fixture' }),
  '/api/messenger/session/read': () => ({ sessionid: 'strategy-fixture' }),
  '/api/messenger/channel/list': () => ({}),
  '/api/messenger/channel/update': () => ({ channel: 'email', mode: 'off' }),
  '/api/messenger/telegram/link': () => ({}),
  '/api/messenger/push/subscribe': () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/fixture', keys: browserPushKeys() }),
  '/api/messenger/push/unsubscribe': () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/fixture' }),
  '/api/messenger/test-alert': ({ victimUserid }) => ({ userid: victimUserid, symbol: 'AAPL' }),
  '/api/strategy/mine/list': () => ({}),
  '/api/strategy/mine/create': () => ({ name: 'Fixture', query: { region: 'US', day: { 'kd.k': { max: 20, order: 'ASC' } } } }),
  '/api/strategy/mine/update': () => ({ sid: randomUUID(), name: 'Fixture' }),
  '/api/strategy/mine/remove': () => ({ sid: randomUUID() }),
  '/api/strategy/mine/test-alert': () => ({ sid: randomUUID() }),
  '/api/stats/seek': () => ({ query: { limit: 50, week: { 'sine.quadrant': { in: [1, 2] } } } }),
  '/api/stock/labels': () => ({}),
  '/api/stock/meta/list': () => ({ symbol: 'MS', page: 1, pageSize: 10 }),
  '/api/userstock/list': () => ({}),
  '/api/userstock/follow': () => ({ symbol: 'AAPL' }),
  '/api/userstock/unfollow': () => ({ symbol: 'AAPL' }),
  '/api/userstock/feature': () => ({ symbol: 'MSFT' }),
  '/api/userstock/unfeature': () => ({ symbol: 'MSFT' }),
  '/api/stock/assess/list': () => ({ region: 'US', order: 'cap', direction: 'desc', page: 1 }),
  '/api/stock/featured/list': () => ({ tag: 'ai' }),
  '/api/stock/featured/create': () => ({ symbol: 'NVDA', title: 'Breakout', reason: 'Bull order', tags: 'ai' }),
  '/api/stock/featured/update': () => ({ idx: randomUUID(), title: 'Retest' }),
  '/api/stock/featured/remove': () => ({ idx: randomUUID() }),
  '/api/stock/featured/clear': () => ({}),
  '/api/stock/featured/push': () => ({ idx: randomUUID() }),
  '/api/academy/course/list': () => ({}),
  '/api/academy/course/detail': () => ({ courseId: 'beginner-guide' }),
  '/api/academy/course/progress': () => ({ courseId: 'beginner-guide', currentStep: 1 }),
  '/api/calendar/ranking/lists': () => ({ mincap: 300, region: 'US' }),
  '/api/calendar/heatmap': () => ({ region: 'US', period: '1wk', group: 'sector' }),
  '/api/calendar/economic/current': () => ({}),
  '/api/calendar/earning/current/v2': () => ({}),
  '/api/calendar/feargreedindex': () => ({ type: 'all' }),
  // An admin without favourites: the run is refused by its list's content, so walking the calls queues no work.
  '/api/backtest/mine/create': () => ({
    name: 'Fixture',
    request: { strategy: { entry: { day: { 'kd.k': { max: 20 } } } }, universe: { kind: 'list', list: 'favourites' } },
  }),
  '/api/backtest/mine/list': () => ({}),
  '/api/backtest/get': () => ({ id: randomUUID() }),
  '/api/backtest/mine/rename': () => ({ id: randomUUID(), name: 'Fixture' }),
  '/api/backtest/mine/remove': () => ({ id: randomUUID() }),
  '/api/backtest/mine/cancel': () => ({ id: randomUUID() }),
  '/api/backtest/mine/share': () => ({ id: randomUUID(), shared: true }),
  '/api/signal/board': () => ({ list: 'dow30' }),
  '/api/signal/follow': () => ({ source: randomUUID(), list: 'dow30', follow: false }),
  '/api/signal/source/list': () => ({}),
  // Unpublished: walking the calls computes no book.
  '/api/signal/source/create': () => ({ name: 'Fixture', strategy: { entry: { day: { 'kd.k': { max: 20 } } } }, lists: ['dow30'] }),
  '/api/signal/source/update': () => ({ id: randomUUID(), name: 'Fixture' }),
  '/api/signal/source/remove': () => ({ id: randomUUID() }),
  '/api/pay/options': () => ({}),
  '/api/pay/checkout': () => ({ plan: 'standardMonthly', currency: 'usd' }),
  '/api/pay/checkout/confirm': () => ({ sessionId: `cs_test_${randomUUID().replaceAll('-', '')}` }),
  '/api/pay/mine': () => ({}),
  '/api/pay/list': () => ({ page: 1, pageSize: 10 }),
  '/api/alert/mine/list': () => ({}),
  '/api/alert/mine/create': () => ({ symbol: 'AAPL', duration: '1h', condition: { kind: 'price', crossing: 'goesAbove', level: 250 } }),
  '/api/alert/mine/update': () => ({ id: randomUUID(), alert: { symbol: 'AAPL', duration: '1d', condition: { kind: 'move', direction: 'up', percent: 5, bars: 3 } } }),
  '/api/alert/mine/pause': () => ({ id: randomUUID() }),
  '/api/alert/mine/resume': () => ({ id: randomUUID() }),
  '/api/alert/mine/remove': () => ({ id: randomUUID() }),
  '/api/alert/webhook/secret': () => ({}),
  '/api/alert/webhook/secret/rotate': () => ({}),
  '/api/alert/mine/history': () => ({}),
  '/api/watchlist/mine': () => ({}),
  '/api/watchlist/get': () => ({ id: randomUUID() }),
  '/api/watchlist/create': () => ({ name: 'Fixture' }),
  '/api/watchlist/update': () => ({ id: randomUUID(), name: 'Fixture', sections: ['Banks'] }),
  '/api/watchlist/remove': () => ({ id: randomUUID() }),
  '/api/watchlist/symbols/add': () => ({ id: randomUUID(), symbols: ['AAPL'] }),
  '/api/watchlist/symbols/remove': () => ({ id: randomUUID(), symbols: ['AAPL'] }),
  '/api/watchlist/symbols/order': () => ({ id: randomUUID(), items: [{ symbol: 'AAPL', section: '' }] }),
  '/api/watchlist/symbols/import': () => ({ id: randomUUID(), csv: 'symbol,section\nAAPL,\n' }),
  '/api/watchlist/values': () => ({ id: randomUUID() }),
  '/api/paper/accounts': () => ({}),
  '/api/paper/account/create': () => ({ name: 'Fixture', currency: 'USD', startingBalance: 100_000 }),
  '/api/paper/account/reset': () => ({ accountId: randomUUID(), startingBalance: 50_000 }),
  '/api/paper/order/place': () => ({ accountId: randomUUID(), symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 10, limit: 150 }),
  '/api/paper/order/modify': () => ({ orderId: randomUUID(), limit: 151 }),
  '/api/paper/order/cancel': () => ({ orderId: randomUUID() }),
  '/api/paper/orders': () => ({ accountId: randomUUID(), view: 'open' }),
  '/api/paper/positions': () => ({ accountId: randomUUID() }),
  '/api/paper/fills': () => ({ accountId: randomUUID() }),
  '/api/paper/equity': () => ({ accountId: randomUUID() }),
  '/api/forward/list': () => ({}),
  '/api/forward/start': () => ({ sid: randomUUID(), accountId: randomUUID(), symbols: ['AAPL'], positionSize: 0.2, maxPositions: 1, maxBars: 5 }),
  '/api/forward/stop': () => ({ id: randomUUID() }),
  '/api/forward/report': () => ({ id: randomUUID() }),
};

export async function validBody(call: Call, context: FixtureContext): Promise<Record<string, unknown>> {
  const factory = VALID_BODIES[call.path];
  if (!factory) throw new Error(`no valid body for ${call.path} in callFixtures.ts`);
  return factory(context);
}
