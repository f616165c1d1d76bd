import { ALERT_TEXTS, FEATURED_MESSAGE_SCHEMA, FEATURED_SESSION, hasRole } from '@signaldesk/contract';
import { roleOf } from '../auth/roleOf.js';
import type { Db } from '../db/database.js';
import type { FeaturedPushesTable } from '../db/schema.js';
import type { Notice } from '../messenger/notice.js';
import { findSymbol } from '../stocks/symbolList.js';

/** Where a pushed idea's messages go: the messenger, which resolves once they are stored. */
export type NoticeSink = (notices: Notice[]) => Promise<void>;

/** The chart a featured idea's message opens. */
const IDEA_CHART = '1d';

/** Every active account whose role, as the server resolves it (a lapsed subscription is a user), is member or above. */
export async function memberIds(db: Db, now: number): Promise<string[]> {
  const users = await db.selectFrom('users').selectAll().where('status', '=', 'active').execute();
  return users.filter((user) => hasRole(roleOf(user, now), 'member')).map((user) => user.userid);
}

/** One message per member in the featured ideas' session; the push's id makes a second hand-over a no-op. */
function featuredNotice(push: FeaturedPushesTable, name: string, userid: string): Notice {
  return {
    userid,
    key: `featured|${push.id}|${userid}`,
    type: 'featured',
    sessionid: FEATURED_SESSION,
    sessioname: ALERT_TEXTS.en.featuredSession,
    symbol: push.symbol,
    name,
    duration: IDEA_CHART,
    payload: { idx: push.idx, title: push.title, reason: push.reason },
    schema: FEATURED_MESSAGE_SCHEMA,
  };
}

/**
 * Sends every push still waiting (delivered_at empty), oldest first, and stamps each once its messages are stored.
 * A push that fails stays waiting, with those after it, for the next call.
 */
export async function deliverWaitingPushes(db: Db, send: NoticeSink, now: () => number): Promise<void> {
  const waiting = await db.selectFrom('featured_pushes').selectAll().where('delivered_at', 'is', null).orderBy('pushed_at').orderBy('id').execute();
  if (waiting.length === 0) return;
  const members = await memberIds(db, now());
  for (const push of waiting) {
    const symbol = await findSymbol(db, push.symbol);
    await send(members.map((userid) => featuredNotice(push, symbol?.name ?? '', userid)));
    await db.updateTable('featured_pushes').set({ delivered_at: now() }).where('id', '=', push.id).execute();
  }
}
