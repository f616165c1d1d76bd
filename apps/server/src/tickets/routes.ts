import { randomUUID } from 'node:crypto';
import { calls, TICKET_TIERS } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../app/services.js';
import type { Viewer } from '../auth/viewer.js';
import type { TicketsTable } from '../db/schema.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import { userView } from '../users/accounts.js';
import { recomputeSubscription } from './subscription.js';
import { ticketView } from './ticketView.js';
import { startTrial } from './trial.js';

async function whyNotActivated(services: Services, token: string): Promise<AppError> {
  const ticket = await services.db.selectFrom('tickets').selectAll().where('token', '=', token).executeTakeFirst();
  if (!ticket) return new AppError(404, 'ticketNotFound', {}, 'token');
  if (ticket.reverted_at !== null) return new AppError(410, 'ticketReverted', {}, 'token');
  return new AppError(409, 'ticketUsed', {}, 'token');
}

function ticketsWithEmail(services: Services) {
  return services.db
    .selectFrom('tickets')
    .leftJoin('users', 'users.userid', 'tickets.consumer')
    .selectAll('tickets')
    .select('users.email as consumer_email');
}

/** A ticket just activated and its consumer's new standing, which the client shows without signing in again. */
async function ticketWithConsumer(services: Services, token: string, viewer: Viewer) {
  const ticket = await ticketsWithEmail(services).where('tickets.token', '=', token).executeTakeFirstOrThrow();
  const user = await services.db.selectFrom('users').selectAll().where('userid', '=', viewer.user.userid).executeTakeFirstOrThrow();
  return { ticket: ticketView(ticket), user: userView(user, viewer.session, services.now()) };
}

export function registerTickets(app: FastifyInstance, services: Services): void {
  const { tickets } = calls;

  // Claiming the ticket is one conditional update: of many concurrent activations exactly one matches.
  registerCall(app, services, tickets.activate, async ({ body, viewer }) => {
    const now = services.now();
    const userid = viewer.user.userid;
    const claimed = await services.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('tickets')
        .set({ consumer: userid, checkedin_at: now })
        .where('token', '=', body.token)
        .where('consumer', 'is', null)
        .where('reverted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await recomputeSubscription(trx, userid, now);
      return true;
    });
    if (!claimed) throw await whyNotActivated(services, body.token);
    return ticketWithConsumer(services, body.token, viewer);
  });

  registerCall(app, services, tickets.trial, async ({ viewer }) => {
    const token = await startTrial(services, viewer.user.userid);
    return ticketWithConsumer(services, token, viewer);
  });

  registerCall(app, services, tickets.mine, async ({ viewer }) => {
    const rows = await ticketsWithEmail(services)
      .where('tickets.consumer', '=', viewer.user.userid)
      .orderBy('tickets.checkedin_at', 'desc')
      .execute();
    return { list: rows.map(ticketView) };
  });

  registerCall(app, services, tickets.list, async ({ body }) => {
    let query = ticketsWithEmail(services);
    if (body.type !== undefined) query = query.where('tickets.type', '=', body.type);
    if (body.consumer) {
      const consumer = body.consumer;
      query = query.where((eb) => eb.or([eb('tickets.consumer', '=', consumer), eb('users.email', '=', consumer.toLowerCase())]));
    }
    if (body.token) {
      // A literal prefix on both dialects: LIKE would read % and _ as wildcards, and differs in case between them.
      const prefix = body.token;
      query = query.where((eb) => eb(eb.fn('substr', ['tickets.token', sql.lit(1), sql.lit(prefix.length)]), '=', prefix));
    }
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('tickets.created_at', 'desc')
      .orderBy('tickets.token')
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize)
      .execute();
    return { list: rows.map(ticketView), total: Number(total) };
  });

  registerCall(app, services, tickets.dispatch, async ({ body, viewer }) => {
    const now = services.now();
    const rows: TicketsTable[] = Array.from({ length: body.count }, () => ({
      token: randomUUID(),
      type: body.type,
      days: TICKET_TIERS[body.type].validityDays,
      note: body.note,
      created_at: now,
      created_by: viewer.user.userid,
      consumer: null,
      checkedin_at: null,
      expired_at: null,
      reverted_at: null,
    }));
    await services.db.insertInto('tickets').values(rows).execute();
    return { list: rows.map(ticketView) };
  });

  registerCall(app, services, tickets.revert, async ({ body }) => {
    const now = services.now();
    const reverted = await services.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('tickets')
        .set({ reverted_at: now })
        .where('token', '=', body.token)
        .where('reverted_at', 'is', null)
        .returning('consumer')
        .executeTakeFirst();
      if (row?.consumer) await recomputeSubscription(trx, row.consumer, now);
      return row !== undefined;
    });
    if (!reverted) throw await whyNotActivated(services, body.token);
    const ticket = await ticketsWithEmail(services).where('tickets.token', '=', body.token).executeTakeFirstOrThrow();
    return { ticket: ticketView(ticket) };
  });
}
