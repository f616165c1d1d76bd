import { randomUUID } from 'node:crypto';
import { type AdminUser, type Market, RISE_FALL_COLOURS, ROLE_LEVELS, type User } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import type { SigninSubject } from '../auth/signinTokens.js';
import { roleOf } from '../auth/roleOf.js';
import type { SessionsTable, UsersTable } from '../db/schema.js';

const parseSettings = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function userView(user: UsersTable, session: Pick<SessionsTable, 'created_at'>, now: number): User {
  const role = roleOf(user, now);
  return {
    userid: user.userid,
    email: user.email,
    pushemail: user.pushemail,
    pushemailConfirmed: user.pushemail_confirmed === 1,
    username: user.username,
    role: role === 'none' ? 'user' : role,
    level: ROLE_LEVELS[role],
    regtype: user.regtype,
    status: user.status,
    market: user.market as User['market'],
    telegramId: user.telegram_id,
    botPush: user.bot_push === 1,
    createdAt: user.created_at,
    exp: user.sub_exp,
    iat: session.created_at,
    settings: parseSettings(user.settings),
    riseFallColours: RISE_FALL_COLOURS.find((colours) => colours === user.rise_fall_colours) ?? null,
  };
}

export function adminUserView(user: UsersTable, sessions: number, lastSeenAt: number | null, now: number): AdminUser {
  const { iat: _iat, ...view } = userView(user, { created_at: 0 }, now);
  return { ...view, assignedRole: user.role as AdminUser['assignedRole'], sessions, lastSeenAt };
}

function newUser(subject: SigninSubject, now: number, market: Market): UsersTable {
  const byEmail = subject.subject_kind === 'email';
  return {
    userid: randomUUID(),
    email: byEmail ? subject.subject : null,
    openid: byEmail ? null : subject.subject,
    username: byEmail ? (subject.subject.split('@')[0] ?? 'trader') : `trader-${subject.subject.slice(-6)}`,
    regtype: subject.subject_kind,
    role: 'user',
    market,
    // The sign-in code has just proved this address.
    pushemail: byEmail ? subject.subject : null,
    pushemail_confirmed: byEmail ? 1 : 0,
    telegram_id: null,
    bot_push: 0,
    status: 'active',
    sub_role: null,
    sub_exp: null,
    settings: '{}',
    rise_fall_colours: null,
    created_at: now,
  };
}

/**
 * The account a verified e-mail or official-account sender belongs to, created on first sign-in on the region the
 * visitor had chosen (all markets when none); an existing account keeps its own.
 */
export async function accountFor(services: Services, subject: SigninSubject, market: Market = 'ALL'): Promise<UsersTable> {
  const column = subject.subject_kind === 'email' ? 'email' : 'openid';
  const find = () => services.db.selectFrom('users').selectAll().where(column, '=', subject.subject).executeTakeFirst();
  const existing = await find();
  if (existing) return existing;
  await services.db
    .insertInto('users')
    .values(newUser(subject, services.now(), market))
    .onConflict((c) => c.column(column).doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`account for ${subject.subject_kind} could not be created`);
  return created;
}

/** The administrator named by ADMIN_EMAIL holds super from the first start on. */
export async function ensureAdmin(services: Services): Promise<void> {
  const email = services.config.adminEmail;
  if (!email) return;
  const admin = await accountFor(services, { subject_kind: 'email', subject: email });
  if (admin.role !== 'super') await services.db.updateTable('users').set({ role: 'super' }).where('userid', '=', admin.userid).execute();
}
