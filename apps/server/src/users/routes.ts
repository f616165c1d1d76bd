import { type AccountRole, calls } from '@signaldesk/contract';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { revokeSessions } from '../auth/sessions.js';
import type { Database, UsersTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { deliveredChannels } from '../messenger/alertChannels.js';
import { requestLanguage } from '../http/language.js';
import { adminUserView, userView } from './accounts.js';
import { confirmPushEmail, pendingPushEmail, requestPushEmail } from './pushEmail.js';

type UsersQuery = SelectQueryBuilder<Database, 'users', UsersTable>;

/** Users whose role in force now is `role`: the assigned one, raised by a subscription still running. */
function withEffectiveRole(query: UsersQuery, role: AccountRole, now: number): UsersQuery {
  const live = (eb: ExpressionBuilder<Database, 'users'>, subRole: string) =>
    eb.and([eb('sub_role', '=', subRole), eb('sub_exp', '>', now)]);
  switch (role) {
    case 'user':
      return query.where((eb) => eb.and([eb('role', '=', 'user'), eb.not(eb.and([eb('sub_role', 'is not', null), eb('sub_exp', '>', now)]))]));
    case 'member':
      return query.where((eb) =>
        eb.or([
          eb.and([eb('role', '=', 'member'), eb.not(live(eb, 'vip'))]),
          eb.and([eb('role', '=', 'user'), live(eb, 'member')]),
        ]),
      );
    case 'vip':
      return query.where((eb) => eb.or([eb('role', '=', 'vip'), eb.and([eb('role', 'in', ['user', 'member']), live(eb, 'vip')])]));
    default:
      return query.where('role', '=', role);
  }
}

async function sessionStats(services: Services, userids: string[]) {
  if (userids.length === 0) return new Map<string, { sessions: number; lastSeenAt: number | null }>();
  const rows = await services.db
    .selectFrom('sessions')
    .select((eb) => ['userid', eb.fn.count<number>('sessionid').as('sessions'), eb.fn.max('last_seen_at').as('last_seen')])
    .where('userid', 'in', userids)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', services.now())
    .groupBy('userid')
    .execute();
  return new Map(rows.map((r) => [r.userid, { sessions: Number(r.sessions), lastSeenAt: r.last_seen === null ? null : Number(r.last_seen) }]));
}

async function adminView(services: Services, user: UsersTable) {
  const stats = (await sessionStats(services, [user.userid])).get(user.userid);
  return adminUserView(user, stats?.sessions ?? 0, stats?.lastSeenAt ?? null, services.now());
}

async function findUser(services: Services, userid: string): Promise<UsersTable> {
  const user = await services.db.selectFrom('users').selectAll().where('userid', '=', userid).executeTakeFirst();
  if (!user) throw new AppError(404, 'userNotFound', {}, 'userid');
  return user;
}

export function registerUsers(app: FastifyInstance, services: Services): void {
  const { users } = calls;

  registerCall(app, services, users.list, async ({ body }) => {
    const now = services.now();
    let query: UsersQuery = services.db.selectFrom('users').selectAll();
    if (body.type) query = withEffectiveRole(query, body.type, now);
    if (body.query) {
      const text = `%${body.query.toLowerCase().replace(/[%_]/g, '')}%`;
      const exact = body.query;
      // lower() on both sides: LIKE ignores case on SQLite but not on PostgreSQL.
      query = query.where((eb) =>
        eb.or([eb(eb.fn('lower', ['email']), 'like', text), eb(eb.fn('lower', ['username']), 'like', text), eb('userid', '=', exact)]),
      );
    }
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('userid')
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize)
      .execute();
    const stats = await sessionStats(services, rows.map((r) => r.userid));
    return {
      list: rows.map((r) => adminUserView(r, stats.get(r.userid)?.sessions ?? 0, stats.get(r.userid)?.lastSeenAt ?? null, now)),
      total: Number(total),
    };
  });

  registerCall(app, services, users.updateRoleAndMarket, async ({ body, viewer }) => {
    const user = await findUser(services, body.userid);
    if (body.role !== undefined && user.userid === viewer.user.userid && body.role !== user.role) {
      throw new AppError(409, 'cannotChangeSelf', {}, 'role');
    }
    await services.db
      .updateTable('users')
      .set({ ...(body.role ? { role: body.role } : {}), ...(body.market ? { market: body.market } : {}) })
      .where('userid', '=', user.userid)
      .execute();
    return { user: await adminView(services, await findUser(services, user.userid)) };
  });

  registerCall(app, services, users.forceOffline, async ({ body }) => {
    const user = await findUser(services, body.userid);
    return { sessions: await revokeSessions(services, user.userid) };
  });

  type Own = { user: UsersTable; session: { created_at: number } };
  const ownView = async (viewer: Own) => ({ user: userView(await findUser(services, viewer.user.userid), viewer.session, services.now()) });
  const updateOwn = async (viewer: Own, changes: Partial<UsersTable>) => {
    await services.db.updateTable('users').set(changes).where('userid', '=', viewer.user.userid).execute();
    return ownView(viewer);
  };

  registerCall(app, services, users.updatePushEmail, async ({ body, viewer, request }) => {
    const pending = await requestPushEmail(services, viewer.user, body.email, requestLanguage(request));
    return { ...(await ownView(viewer)), pending };
  });
  registerCall(app, services, users.confirmPushEmail, async ({ body, viewer }) => {
    await confirmPushEmail(services, viewer.user.userid, body.code);
    return ownView(viewer);
  });
  registerCall(app, services, users.pendingPushEmail, async ({ viewer }) => ({ pending: await pendingPushEmail(services, viewer.user.userid) }));
  registerCall(app, services, users.updateName, ({ body, viewer }) => updateOwn(viewer, { username: body.username }));
  registerCall(app, services, users.updateBotPush, async ({ body, viewer }) => {
    if (body.botPush && !deliveredChannels(services).telegram) throw new AppError(422, 'telegramUnavailable', {}, 'botPush');
    if (body.botPush && !body.telegramId) throw new AppError(422, 'botPushNeedsTelegram', {}, 'telegramId');
    return updateOwn(viewer, { telegram_id: body.telegramId, bot_push: body.botPush ? 1 : 0 });
  });
  registerCall(app, services, users.updateRiseFallColours, ({ body, viewer }) => updateOwn(viewer, { rise_fall_colours: body.riseFallColours }));
  registerCall(app, services, users.updateMarket, ({ body, viewer }) => updateOwn(viewer, { market: body.market }));
}
