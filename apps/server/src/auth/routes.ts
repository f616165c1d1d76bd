import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { VERSION } from '../app/version.js';
import { AppError } from '../http/AppError.js';
import { requestLanguage } from '../http/language.js';
import { registerCall } from '../http/registerCall.js';
import { outboxOpenTo } from '../mail/outboxPage.js';
import { offeredAlertChannels } from '../messenger/alertChannels.js';
import { supportContacts } from '../support/supportContacts.js';
import { accountFor, userView } from '../users/accounts.js';
import { describeAgent } from './describeAgent.js';
import { exchangeDesktopCode, issueDesktopCode } from './desktop/desktopCodes.js';
import { applyEmailCode, verifyEmailCode } from './email/emailLogin.js';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from './refreshCookie.js';
import { openSession, refreshSession, revokeSessions } from './sessions.js';
import { spendSigninToken } from './signinTokens.js';
import { applyWechatCaptcha, verifyWechatCaptcha } from './wechat/wechatLogin.js';

export function registerAuth(app: FastifyInstance, services: Services): void {
  const { auth } = calls;

  registerCall(app, services, auth.appConfig, async ({ request }) => ({
    wechatLogin: Boolean(services.config.wechatToken),
    outbox: outboxOpenTo(services, request),
    version: VERSION,
    marketProvider: app.market.source.market,
    cryptoExchange: app.market.source.cryptoExchange,
    marketBasis: app.market.source.basis,
    alertChannels: await offeredAlertChannels(services),
    support: supportContacts(services.config),
  }));

  registerCall(app, services, auth.emailApply, ({ body, request }) =>
    applyEmailCode(services, { email: body.email, ip: request.ip, origin: services.config.publicUrl, lang: requestLanguage(request) }),
  );

  registerCall(app, services, auth.emailVerify, ({ body, request }) => verifyEmailCode(services, body.email, body.captcha, request.ip));

  registerCall(app, services, auth.wechatApply, ({ request }) => applyWechatCaptcha(services, request.ip));

  registerCall(app, services, auth.wechatVerify, ({ body, request }) =>
    verifyWechatCaptcha(services, body.captcha, body.secret, request.ip),
  );

  registerCall(app, services, auth.login, async ({ body, request, reply }) => {
    const subject = await spendSigninToken(services, body.token);
    if (!subject) throw new AppError(401, 'signinTokenInvalid');
    const user = await accountFor(services, subject, body.market);
    if (user.status !== 'active') throw new AppError(403, 'forbidden');
    const opened = await openSession(services, user.userid, 'web', describeAgent(request.headers['user-agent']));
    setRefreshCookie(reply, services.config, opened.refreshToken);
    return { access_token: opened.accessToken, user: userView(user, opened.session, services.now()) };
  });

  registerCall(app, services, auth.tokenAccess, async ({ viewer }) => ({
    user: userView(viewer.user, viewer.session, services.now()),
  }));

  // Works with an expired access token, or none: the refresh token alone vouches for the session.
  registerCall(app, services, auth.tokenRefresh, async ({ body, request, reply }) => {
    const presented = body.refresh_token ?? refreshCookie(request);
    if (!presented) throw new AppError(401, 'unauthorized');
    const { viewer, accessToken, refreshToken } = await refreshSession(services, presented);
    const user = userView(viewer.user, viewer.session, services.now());
    // A program that sent its token in the body keeps the next one itself; a browser gets it as its cookie.
    if (body.refresh_token) return { access_token: accessToken, user, refresh_token: refreshToken };
    setRefreshCookie(reply, services.config, refreshToken);
    return { access_token: accessToken, user };
  });

  registerCall(app, services, auth.logout, async ({ viewer, reply }) => {
    await revokeSessions(services, viewer.user.userid, viewer.session.sessionid);
    clearRefreshCookie(reply, services.config);
    return null;
  });

  registerCall(app, services, auth.desktopAuthorize, async ({ body, viewer }) => {
    const { session, accessToken, refreshToken } = await openSession(services, viewer.user.userid, 'desktop', body.name);
    return { access_token: accessToken, refresh_token: refreshToken, sessionid: session.sessionid };
  });

  registerCall(app, services, auth.desktopCode, ({ viewer }) => issueDesktopCode(services, viewer.user.userid));

  registerCall(app, services, auth.desktopExchange, async ({ body, request }) => {
    const { accessToken, refreshToken, sessionid } = await exchangeDesktopCode(services, body.code, body.name, request.ip);
    return { access_token: accessToken, refresh_token: refreshToken, sessionid };
  });

  registerCall(app, services, auth.sessionList, async ({ viewer }) => {
    const rows = await services.db
      .selectFrom('sessions')
      .selectAll()
      .where('userid', '=', viewer.user.userid)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', services.now())
      .orderBy('last_seen_at', 'desc')
      .execute();
    return {
      list: rows.map((s) => ({
        sessionid: s.sessionid,
        kind: s.kind,
        name: s.name,
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at,
        current: s.sessionid === viewer.session.sessionid,
      })),
    };
  });

  registerCall(app, services, auth.sessionRevoke, async ({ body, viewer }) => {
    const count = await revokeSessions(services, viewer.user.userid, body.sessionid);
    if (count === 0) throw new AppError(404, 'notFound', {}, 'sessionid');
    return null;
  });
}
