import { calls } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { VERSION } from '../app/version.js';
import { AppError } from '../http/AppError.js';
import { requestLanguage } from '../http/language.js';
import { registerCall } from '../http/registerCall.js';
import { accountFor, userView } from '../users/accounts.js';
import { describeAgent } from './describeAgent.js';
import { applyEmailCode, verifyEmailCode } from './email/emailLogin.js';
import { openSession, renewSession, revokeSessions } from './sessions.js';
import { spendSigninToken } from './signinTokens.js';
import { applyWechatCaptcha, verifyWechatCaptcha } from './wechat/wechatLogin.js';

export function registerAuth(app: FastifyInstance, services: Services): void {
  const { auth } = calls;

  registerCall(app, services, auth.appConfig, async () => ({
    wechatLogin: Boolean(services.config.wechatToken),
    outbox: services.config.outbox && !services.config.smtpUrl,
    version: VERSION,
    marketProvider: services.config.marketProvider,
  }));

  registerCall(app, services, auth.emailApply, ({ body, request }) =>
    applyEmailCode(services, { email: body.email, ip: request.ip, origin: services.config.publicUrl, lang: requestLanguage(request) }),
  );

  registerCall(app, services, auth.emailVerify, ({ body }) => verifyEmailCode(services, body.email, body.captcha));

  registerCall(app, services, auth.wechatApply, ({ request }) => applyWechatCaptcha(services, request.ip));

  registerCall(app, services, auth.wechatVerify, ({ body }) => verifyWechatCaptcha(services, body.captcha, body.secret));

  registerCall(app, services, auth.login, async ({ body, request }) => {
    const subject = await spendSigninToken(services, body.token);
    if (!subject) throw new AppError(401, 'signinTokenInvalid');
    const user = await accountFor(services, subject);
    if (user.status !== 'active') throw new AppError(403, 'forbidden');
    const { session, accessToken } = await openSession(services, user.userid, 'web', describeAgent(request.headers['user-agent']));
    return { access_token: accessToken, user: userView(user, session, services.now()) };
  });

  registerCall(app, services, auth.tokenAccess, async ({ viewer }) => ({
    user: userView(viewer.user, viewer.session, services.now()),
  }));

  registerCall(app, services, auth.tokenRefresh, async ({ viewer }) => ({
    access_token: await renewSession(services, viewer.session),
    user: userView(viewer.user, viewer.session, services.now()),
  }));

  registerCall(app, services, auth.logout, async ({ viewer }) => {
    await revokeSessions(services, viewer.user.userid, viewer.session.sessionid);
    return null;
  });

  registerCall(app, services, auth.desktopAuthorize, async ({ body, viewer }) => {
    const { session, accessToken } = await openSession(services, viewer.user.userid, 'desktop', body.name);
    return { access_token: accessToken, sessionid: session.sessionid };
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
