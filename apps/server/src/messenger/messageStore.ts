import { createHash } from 'node:crypto';
import { LIMITS, type Message, type MessengerSession } from '@signaldesk/contract';
import { CompiledQuery, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { messageView, type SessionRow, sessionView } from './messageRows.js';
import type { MessengerMessagesTable, MessengerSessionsTable } from './messengerTables.js';
import type { Notice } from './notice.js';

/** Rows per insert statement, and users per read: well under SQLite's bound-variable limit at 15 columns a row. */
const CHUNK = 500;

const sessionNotFound = () => new AppError(404, 'messengerSessionNotFound', {}, 'sessionid');

/**
 * A message's id follows from its notice's key, so it is known before the message is stored and is the same in every
 * process: a notice raised twice, even twice at once, reaches a screen under one id, which the browser shows once.
 * 128 bits of SHA-256, written as a UUID is; the keys are unique, and so are their ids.
 */
export function messageId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function messageRow(notice: Notice, now: number): MessengerMessagesTable {
  return {
    id: messageId(notice.key),
    userid: notice.userid,
    sessionid: notice.sessionid,
    sessioname: notice.sessioname,
    type: notice.type,
    symbol: notice.symbol,
    duration: notice.duration,
    name: notice.name,
    payload: JSON.stringify(notice.payload),
    ts: now,
    schema: notice.schema,
    hasread: 0,
    alert_key: notice.key,
    acked_at: null,
  };
}

/** A round's rows, in the notices' order, each key once. */
export function messageRows(notices: readonly Notice[], now: number): MessengerMessagesTable[] {
  const byKey = new Map<string, MessengerMessagesTable>();
  for (const notice of notices) if (!byKey.has(notice.key)) byKey.set(notice.key, messageRow(notice, now));
  return [...byKey.values()];
}

/** A message on its way to its user. */
export interface UserMessage {
  userid: string;
  message: Message;
}

export const userMessage = (row: MessengerMessagesTable): UserMessage => ({ userid: row.userid, message: messageView(row) });

/** How one dialect writes a round's messages and moves their sessions, inside the round's transaction. */
interface RoundWrites {
  /** Inserts the messages not stored yet; answers their ids. */
  messages(trx: Transaction<Database>, rows: readonly MessengerMessagesTable[]): Promise<string[]>;
  /** Each session appears once: PostgreSQL's upsert may not touch a row twice in one statement. */
  sessions(trx: Transaction<Database>, moves: readonly MessengerSessionsTable[]): Promise<void>;
}

/**
 * A session shows a round's latest message only if it is not older than the one it shows: a round whose store was
 * tried again may commit after a newer round.
 */
const ifNewer = (column: string) =>
  `CASE WHEN excluded.latest_ts >= messenger_sessions.latest_ts THEN excluded.${column} ELSE messenger_sessions.${column} END`;

/** Chunks of the query builder's multi-row statements, under SQLite's bound-variable limit. */
const builderWrites: RoundWrites = {
  async messages(trx, rows) {
    const ids: string[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const inserted = await trx
        .insertInto('messenger_messages')
        .values(rows.slice(start, start + CHUNK))
        // The id follows from the alert key: either one taken means the message is stored.
        .onConflict((c) => c.doNothing())
        .returning('id')
        .execute();
      for (const { id } of inserted) ids.push(id);
    }
    return ids;
  },
  async sessions(trx, moves) {
    for (let start = 0; start < moves.length; start += CHUNK) {
      await trx
        .insertInto('messenger_sessions')
        .values(moves.slice(start, start + CHUNK))
        .onConflict((c) =>
          c.columns(['userid', 'sessionid']).doUpdateSet({
            sessioname: sql.raw<string>(ifNewer('sessioname')),
            unread_count: sql<number>`messenger_sessions.unread_count + excluded.unread_count`,
            latest_id: sql.raw<string>(ifNewer('latest_id')),
            latest_ts: sql.raw<number>(ifNewer('latest_ts')),
          }),
        )
        .execute();
    }
  },
};

const MESSAGE_COLUMNS = ['id', 'userid', 'sessionid', 'sessioname', 'type', 'symbol', 'duration', 'name', 'payload', 'ts', 'schema', 'hasread', 'alert_key', 'acked_at'] as const;
const SESSION_COLUMNS = ['userid', 'sessionid', 'sessioname', 'unread_count', 'latest_id', 'latest_ts'] as const;
/** Rows per PostgreSQL statement: a round of 10,000 alerts is one. */
const POSTGRES_ROWS = 20_000;

/**
 * `INSERT … SELECT … FROM json_populate_recordset(NULL::table, $1)`: the rows as one JSON text, which PostgreSQL
 * reads into the table's own column types. Column arrays (unnest) had the driver escape every value of a round one
 * at a time, 10,000 rows × 14 columns, on the event loop that is telling the screens.
 */
function jsonInsert(table: string, columns: readonly string[], tail: string): string {
  const list = columns.map((column) => `"${column}"`).join(', ');
  return `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json) ${tail}`;
}

async function asJson(trx: Transaction<Database>, text: string, rows: readonly object[]) {
  const answers: unknown[] = [];
  for (let start = 0; start < rows.length; start += POSTGRES_ROWS) {
    const result = await trx.executeQuery(CompiledQuery.raw(text, [JSON.stringify(rows.slice(start, start + POSTGRES_ROWS))]));
    answers.push(...result.rows);
  }
  return answers;
}

/**
 * PostgreSQL takes a round as one JSON text: a round of 10,000 alerts is one statement for the messages and one for
 * the sessions instead of twenty each (figures in docs/messenger.md).
 */
const postgresWrites: RoundWrites = {
  async messages(trx, rows) {
    const text = jsonInsert('messenger_messages', MESSAGE_COLUMNS, 'ON CONFLICT DO NOTHING RETURNING id');
    return ((await asJson(trx, text, rows)) as { id: string }[]).map((row) => row.id);
  },
  async sessions(trx, moves) {
    const tail = `ON CONFLICT (userid, sessionid) DO UPDATE SET sessioname = ${ifNewer('sessioname')},
      unread_count = messenger_sessions.unread_count + excluded.unread_count, latest_id = ${ifNewer('latest_id')}, latest_ts = ${ifNewer('latest_ts')}`;
    await asJson(trx, jsonInsert('messenger_sessions', SESSION_COLUMNS, tail), moves);
  },
};

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The rows whose alert key is not stored yet (by this process or another): one indexed read, so a round raised
 * again after it was stored reaches no screen a second time.
 */
export async function unstoredRows(db: Db, rows: readonly MessengerMessagesTable[]): Promise<MessengerMessagesTable[]> {
  const keys = rows.map((row) => row.alert_key);
  const known = new Set<string>();
  const step = isPostgres(db) ? POSTGRES_ROWS : CHUNK;
  for (let start = 0; start < keys.length; start += step) {
    const chunk = keys.slice(start, start + step);
    const found = await db
      .selectFrom('messenger_messages')
      .select('alert_key')
      // PostgreSQL reads the keys from one JSON text, which the driver sends as it is, not escaped key by key.
      .where(
        isPostgres(db)
          ? sql<boolean>`alert_key = any(array(select json_array_elements_text(${JSON.stringify(chunk)}::json)))`
          : sql<boolean>`alert_key in (${sql.join(chunk)})`,
      )
      .execute();
    for (const { alert_key } of found) known.add(alert_key);
  }
  return rows.filter((row) => !known.has(row.alert_key));
}

/**
 * Stores a round's rows as unread messages and moves their sessions' counts and latest message; a row stored
 * before (by this process or another) is skipped, so it is never counted twice. Answers the messages that are new.
 */
export async function storeRows(db: Db, rows: readonly MessengerMessagesTable[]): Promise<UserMessage[]> {
  const writes = isPostgres(db) ? postgresWrites : builderWrites;
  return db.transaction().execute(async (trx) => {
    const fresh = new Set(await writes.messages(trx, rows));
    const stored = rows.filter((row) => fresh.has(row.id));
    const bySession = new Map<string, MessengerMessagesTable[]>();
    for (const row of stored) {
      const key = `${row.userid}\n${row.sessionid}`;
      const group = bySession.get(key);
      if (group) group.push(row);
      else bySession.set(key, [row]);
    }
    const moves = [...bySession.values()].map((group) => {
      const latest = group.at(-1) as MessengerMessagesTable;
      return {
        userid: latest.userid,
        sessionid: latest.sessionid,
        sessioname: latest.sessioname,
        unread_count: group.length,
        latest_id: latest.id,
        latest_ts: latest.ts,
      };
    });
    await writes.sessions(trx, moves);
    return stored.map(userMessage);
  });
}

/** Stores notices as unread messages, as a round does, without telling anyone. */
export function storeNotices(db: Db, notices: readonly Notice[], now: number): Promise<UserMessage[]> {
  return storeRows(db, messageRows(notices, now));
}

function sessionRows(db: Db, userid: string) {
  return db
    .selectFrom('messenger_sessions as s')
    .leftJoin('messenger_messages as m', 'm.id', 's.latest_id')
    .selectAll('s')
    .select(['m.payload', 'm.symbol', 'm.name'])
    .where('s.userid', '=', userid);
}

/** A user's sessions, the most recent first, and the unread messages of all of them. */
export async function userSessions(db: Db, userid: string): Promise<{ list: MessengerSession[]; unread: number }> {
  const rows: SessionRow[] = await sessionRows(db, userid).orderBy('s.latest_ts', 'desc').orderBy('s.sessionid').execute();
  const list = rows.map(sessionView);
  return { list, unread: list.reduce((sum, session) => sum + session.unreadCount, 0) };
}

/** One page of messages, newest first; `before` is the id of the oldest message of the page already shown. */
export async function messagePage(
  db: Db,
  userid: string,
  options: { sessionid?: string | undefined; before?: string | undefined },
): Promise<{ list: Message[]; more: boolean }> {
  const { sessionid, before } = options;
  if (sessionid) {
    const known = await db
      .selectFrom('messenger_sessions')
      .select('sessionid')
      .where('userid', '=', userid)
      .where('sessionid', '=', sessionid)
      .executeTakeFirst();
    if (!known) throw sessionNotFound();
  }
  let query = db.selectFrom('messenger_messages').selectAll().where('userid', '=', userid);
  if (sessionid) query = query.where('sessionid', '=', sessionid);
  if (before) {
    const cursor = await db.selectFrom('messenger_messages').select(['ts', 'id']).where('userid', '=', userid).where('id', '=', before).executeTakeFirst();
    if (!cursor) throw new AppError(404, 'notFound', {}, 'before');
    query = query.where((eb) => eb.or([eb('ts', '<', cursor.ts), eb.and([eb('ts', '=', cursor.ts), eb('id', '<', cursor.id)])]));
  }
  const rows = await query
    .orderBy('ts', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMITS.messagePageSize + 1)
    .execute();
  return { list: rows.slice(0, LIMITS.messagePageSize).map(messageView), more: rows.length > LIMITS.messagePageSize };
}

/**
 * The messages stored for these users from `since` (epoch seconds) on: at most the `perUser` newest of each,
 * oldest first. What a notification socket may have missed while Redis could not carry emits between processes.
 */
export async function messagesSince(db: Db, userids: readonly string[], since: number, perUser: number): Promise<Map<string, Message[]>> {
  const byUser = new Map<string, Message[]>();
  for (let start = 0; start < userids.length; start += CHUNK) {
    const rows = await db
      .selectFrom('messenger_messages')
      .selectAll()
      .where('userid', 'in', userids.slice(start, start + CHUNK))
      .where('ts', '>=', since)
      .orderBy('ts', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) {
      const own = byUser.get(row.userid) ?? [];
      if (own.length < perUser) own.unshift(messageView(row));
      byUser.set(row.userid, own);
    }
  }
  return byUser;
}

/** Opening a session reads all of it. */
export async function markSessionRead(db: Db, userid: string, sessionid: string): Promise<{ session: MessengerSession; unread: number }> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('messenger_sessions')
      .set({ unread_count: 0 })
      .where('userid', '=', userid)
      .where('sessionid', '=', sessionid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw sessionNotFound();
    await trx
      .updateTable('messenger_messages')
      .set({ hasread: 1 })
      .where('userid', '=', userid)
      .where('sessionid', '=', sessionid)
      .where('hasread', '=', 0)
      .execute();
  });
  const { list, unread } = await userSessions(db, userid);
  const session = list.find((s) => s.sessionid === sessionid);
  if (!session) throw sessionNotFound();
  return { session, unread };
}

/** A browser received the notification with this id, sent to this user. */
export interface Ack {
  userid: string;
  id: string;
}

/**
 * Browsers received these notifications. A message is acknowledged only by its own user. PostgreSQL takes the
 * pairs as one JSON text, one statement however many: a round's 10,000 acknowledgements were 20 statements of 1,500
 * parameters each, built and escaped one value at a time.
 */
export async function acknowledge(db: Db, acks: readonly Ack[], now: number): Promise<void> {
  if (acks.length === 0) return;
  if (isPostgres(db)) {
    await sql`UPDATE messenger_messages AS m SET acked_at = ${now}
      FROM json_to_recordset(${JSON.stringify(acks)}::json) AS a(id text, userid text)
      WHERE m.id = a.id AND m.userid = a.userid AND m.acked_at IS NULL`.execute(db);
    return;
  }
  for (let start = 0; start < acks.length; start += CHUNK) {
    const chunk = acks.slice(start, start + CHUNK);
    await db
      .updateTable('messenger_messages')
      .set({ acked_at: now })
      // The ids find the rows by the primary key; the pairs keep each to its own user.
      .where('id', 'in', chunk.map((ack) => ack.id))
      .where((eb) => eb(eb.refTuple('id', 'userid'), 'in', chunk.map((ack) => eb.tuple(ack.id, ack.userid))))
      .where('acked_at', 'is', null)
      .execute();
  }
}
