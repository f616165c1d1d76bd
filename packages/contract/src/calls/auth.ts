import { z } from 'zod';
import { defineCall } from '../call.js';
import { sessionSchema, userSchema } from '../entities.js';
import { emailCodeField, emptyBody, loginEmailField } from '../fields.js';
import { MARKETS } from '../constants.js';
import { ALERT_CHANNELS } from '../messenger.js';
import { supportContactsSchema } from '../support.js';

const signedIn = z.object({ access_token: z.string(), user: userSchema });
const signinToken = z.string().min(1).max(200);
const refreshToken = z.string().min(1).max(200);
const desktopName = z.string().trim().min(1).max(60).default('Desktop');
const desktopSessionTokens = z.object({ access_token: z.string(), refresh_token: z.string(), sessionid: z.string() });

export const authCalls = {
  login: defineCall({
    path: '/api/auth/login',
    role: 'none',
    tag: 'auth',
    summary:
      'Exchange a one-time sign-in token for an access token; an account this sign-in creates starts on the region the visitor chose (market)',
    body: z.strictObject({ token: signinToken, market: z.enum(MARKETS, { error: 'regionUnknown' }).optional() }),
    reply: signedIn,
  }),
  tokenRefresh: defineCall({
    path: '/api/auth/token/refresh',
    role: 'none',
    tag: 'auth',
    summary:
      'Renew the access token with the refresh token, which is spent and replaced: the browser sends its cookie; a desktop program sends refresh_token and gets the next one in the answer',
    body: z.strictObject({ refresh_token: refreshToken.optional() }),
    reply: signedIn.extend({ refresh_token: z.string().optional() }),
  }),
  tokenAccess: defineCall({
    path: '/api/auth/token/access',
    role: 'user',
    tag: 'auth',
    summary: 'The signed-in user, with current role and subscription',
    body: emptyBody,
    reply: z.object({ user: userSchema }),
  }),
  logout: defineCall({
    path: '/api/auth/logout',
    role: 'user',
    tag: 'auth',
    summary: 'End the current session',
    body: emptyBody,
    reply: z.null(),
  }),
  wechatApply: defineCall({
    path: '/api/user/apply/wechat/captcha',
    role: 'none',
    tag: 'auth',
    summary: 'Get a 6-character code to send to the official account',
    body: emptyBody,
    reply: z.object({ captcha: z.string().length(6), secret: z.string() }),
  }),
  wechatVerify: defineCall({
    path: '/api/auth/wechat/captcha/verify',
    role: 'none',
    tag: 'auth',
    summary: '0 while the official account has not seen the code, then a sign-in token',
    body: z.strictObject({ captcha: z.string().trim().length(6), secret: z.string().min(1).max(200) }),
    reply: z.union([z.literal(0), z.string()]),
  }),
  emailApply: defineCall({
    path: '/api/user/apply/email/access',
    role: 'none',
    tag: 'auth',
    summary: 'Send a 4-digit sign-in code and a sign-in link to an e-mail address',
    body: z.strictObject({ email: loginEmailField }),
    reply: z.object({ ttl: z.number().int(), resendAfter: z.number().int() }),
  }),
  emailVerify: defineCall({
    path: '/api/auth/email/captcha/verify',
    role: 'none',
    tag: 'auth',
    summary: 'Check the e-mailed code; answers a one-time sign-in token',
    body: z.strictObject({ email: loginEmailField, captcha: emailCodeField }),
    reply: z.string(),
  }),
  desktopAuthorize: defineCall({
    path: '/api/auth/desktop/authorize',
    role: 'member',
    tag: 'auth',
    summary: 'Open a named desktop session and answer its access token and refresh token (for scripts run by a signed-in member)',
    body: z.strictObject({ name: desktopName }),
    reply: desktopSessionTokens,
  }),
  desktopCode: defineCall({
    path: '/api/auth/desktop/code',
    role: 'member',
    tag: 'auth',
    summary: 'A one-time code (XXXX-XXXX, 5 minutes) the desktop assistant exchanges for a desktop session of its own',
    body: emptyBody,
    reply: z.object({ code: z.string(), expiresAt: z.number().int() }),
  }),
  desktopExchange: defineCall({
    path: '/api/auth/desktop/exchange',
    role: 'none',
    tag: 'auth',
    summary: 'Spend a one-time desktop code: opens a named desktop session and answers its access token and refresh token',
    body: z.strictObject({ code: z.string().trim().min(1, 'desktopCodeInvalid').max(20, 'desktopCodeInvalid'), name: desktopName }),
    reply: desktopSessionTokens,
  }),
  sessionList: defineCall({
    path: '/api/auth/session/list',
    role: 'user',
    tag: 'auth',
    summary: 'The signed-in sessions of the current user',
    body: emptyBody,
    reply: z.object({ list: z.array(sessionSchema) }),
  }),
  sessionRevoke: defineCall({
    path: '/api/auth/session/revoke',
    role: 'user',
    tag: 'auth',
    summary: 'End one of the current user’s sessions',
    body: z.strictObject({ sessionid: z.string().min(1).max(64) }),
    reply: z.null(),
  }),
  appConfig: defineCall({
    path: '/api/app/config',
    role: 'none',
    tag: 'app',
    summary: 'Which sign-in methods, alert channels and local aids this server offers, how to reach its support, and where its market data comes from',
    body: emptyBody,
    /**
     * marketProvider names the quote source in force (demo, yahoo), cryptoExchange the ccxt exchange crypto comes
     * from (null: from the market source), marketBasis how it was chosen at start (configured; reached or unreached
     * by MARKET_PROVIDER=auto's probe; offline-run: auto in tests or CI). The shell shows it on its data-source chip.
     * alertChannels says which ways of delivering alerts this server has what it needs for, as the pricing page and
     * the delivery settings show them.
     */
    reply: z.object({
      wechatLogin: z.boolean(),
      outbox: z.boolean(),
      version: z.string(),
      marketProvider: z.string(),
      cryptoExchange: z.string().nullable().default(null),
      marketBasis: z.enum(['configured', 'reached', 'unreached', 'offline-run']).default('configured'),
      alertChannels: z.record(z.enum(ALERT_CHANNELS), z.boolean()),
      support: supportContactsSchema,
    }),
  }),
};
