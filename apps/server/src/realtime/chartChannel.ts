import {
  type CandleRows,
  CHART_EVENTS,
  type ComputeRequest,
  computeRequestSchema,
  formatMessage,
  hasRole,
  type KlineError,
  type KlineOhlcs,
  type Language,
  pickLanguage,
} from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Services } from '../app/services.js';
import { viewerFromToken } from '../auth/sessions.js';
import { AppError } from '../http/AppError.js';
import { invalidBody } from '../http/zodIssue.js';
import { FairQueue } from '../limits/fairQueue.js';
import type { MarketModule } from '../market/marketModule.js';
import { isServiceOutage, serviceUnavailable } from '../outages/serviceUnavailable.js';
import { ANALYSIS_THREADS } from '../quotes/analysisPool.js';
import { findSymbol } from '../stocks/symbolList.js';
import { type EncodedJson, encodedOnce } from './encodedJson.js';
import { membersOnly, refusal } from './handshake.js';

/** How much of the chart channel one socket and one user may take. */
export const CHART_LIMITS = {
  /** Live charts one socket may follow at once; a chart page needs one, a multi-chart layout a handful. */
  livePerSocket: 20,
  /**
   * Requests one socket may have open, waiting for their turn or being answered. A chart screen asks for the
   * series it shows and stops the one it left, so clicking through the nine durations of a symbol and paging
   * history fits; a flood does not.
   */
  openPerSocket: 10,
  /** The same across one user's sockets (tabs) in this process. */
  openPerUser: 20,
  /** Chart connections one user may hold in this process: tabs and a multi-chart layout, not a flood. */
  socketsPerUser: 12,
  /** Requests answered at once by the process: one per analysis thread, and one reading or sending on the event loop. */
  answeredAtOnce: ANALYSIS_THREADS + 1,
} as const;

interface SocketState {
  userid: string;
  sessionid: string;
  following: Map<string, () => void>;
  /** Open requests by series and page; a repeat joins the open one, its token and live wish replacing the earlier. */
  open: Map<string, { request: ComputeRequest }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : '');

/** Counts per user that drop the user at zero, so those who left leave nothing behind. */
function countsByUser() {
  const counts = new Map<string, number>();
  return {
    of: (userid: string) => counts.get(userid) ?? 0,
    add(userid: string, delta: number) {
      const count = (counts.get(userid) ?? 0) + delta;
      if (count > 0) counts.set(userid, count);
      else counts.delete(userid);
    },
  };
}

/** The request's shape, checked before it takes a place: a missing token is a 401, a bad field a 422. */
function readRequest(raw: Record<string, unknown>): ComputeRequest {
  if (typeof raw.token !== 'string' || raw.token.length === 0) throw new AppError(401, 'unauthorized');
  const parsed = computeRequestSchema.safeParse(raw);
  if (!parsed.success) throw invalidBody(parsed.error);
  return parsed.data;
}

/**
 * The live chart channel, on the default namespace of the app's socket.io server: 'compute' (or the handshake's
 * `auth.chart`) asks for a chart, 'kline:ohlcs' answers it and streams live bars, 'kline:error' says why not. A socket connects with a member's
 * access token; every request carries its token too and is checked like a call of role member.
 *
 * One member cannot hold up the others: a repeat of an open request joins it, a socket and a user have a bounded
 * number of requests open (the excess is refused with 429), and the process answers a few at a time, users
 * taking turns, so the next user's chart waits for at most one request of each user ahead, not for their queues.
 */
export function attachChartChannel(app: FastifyInstance, services: Services, market: MarketModule): Server {
  const io = app.realtime;
  const states = new WeakMap<Socket, SocketState>();
  const socketsByUser = countsByUser();
  const openByUser = countsByUser();
  const turns = new FairQueue(CHART_LIMITS.answeredAtOnce);

  io.use(
    membersOnly(services, (socket, viewer) => {
      const { userid } = viewer.user;
      if (socketsByUser.of(userid) >= CHART_LIMITS.socketsPerUser) return refusal(socket, 'chartConnectionsBusy');
      socketsByUser.add(userid, 1);
      let held = true;
      // A socket refused after this point never connects, so its engine connection's end also gives the place back.
      const release = () => {
        if (held) socketsByUser.add(userid, -1);
        held = false;
      };
      socket.once('disconnect', release);
      socket.conn.once('close', release);
      states.set(socket, { userid, sessionid: viewer.session.sessionid, following: new Map(), open: new Map() });
      return undefined;
    }),
  );

  io.on('connection', (socket) => {
    const state = states.get(socket)!;
    const lang: Language = pickLanguage(socket.handshake.headers['accept-language']);

    const refuse = (raw: Record<string, unknown>, error: AppError) => {
      const payload: KlineError = {
        symbol: text(raw.symbol),
        duration: text(raw.duration),
        code: error.status,
        key: error.key,
        msg: formatMessage(error.key, lang, error.vars),
      };
      socket.emit(CHART_EVENTS.error, payload);
    };

    const ask = (input: unknown) => {
      const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      let request: ComputeRequest;
      try {
        request = readRequest(raw);
      } catch (error) {
        return refuse(raw, error as AppError);
      }
      const { symbol, duration, before } = request;
      const key = `${symbol}:${duration}:${before ?? ''}`;
      const open = state.open.get(key);
      if (open) {
        open.request = request;
        return;
      }
      if (state.open.size >= CHART_LIMITS.openPerSocket || openByUser.of(state.userid) >= CHART_LIMITS.openPerUser) {
        return refuse(request, new AppError(429, 'chartRequestsBusy', { symbol, duration }));
      }
      const entry = { request };
      state.open.set(key, entry);
      openByUser.add(state.userid, 1);
      // The turns are for charts that read the store or compute; a kept chart known fresh is answered at once,
      // after the same checks of the trader.
      const kept = before === undefined ? market.service.keptChart(symbol, duration) : null;
      (kept ? answer(entry, kept) : turns.run(state.userid, () => answer(entry, null)))
        .catch((error: unknown) => {
          if (error instanceof AppError) return refuse(request, error);
          if (isServiceOutage(error)) return refuse(request, serviceUnavailable());
          app.log.error({ err: error }, 'chart request failed');
          refuse(request, new AppError(500, 'internalError'));
        })
        .finally(() => {
          state.open.delete(key);
          openByUser.add(state.userid, -1);
        });
    };
    socket.on(CHART_EVENTS.compute, ask);

    async function answer(entry: { request: ComputeRequest }, kept: CandleRows | null) {
      const { symbol, duration, before, token } = entry.request;
      if (!socket.connected) return;
      // The session and the symbol are read at once, one round trip, and refused in that order.
      const [viewer, known] = await Promise.all([viewerFromToken(services, token), findSymbol(services.db, symbol)]);
      if (!viewer) throw new AppError(401, 'sessionEnded');
      if (!hasRole(viewer.role, 'member')) throw new AppError(403, 'forbidden');
      if (!known) throw new AppError(404, 'unknownSymbol', { symbol }, 'symbol');
      market.jobs.noteOpened(symbol);
      const ohlcs =
        kept ??
        (await market.service.chart(symbol, duration, before).catch(() => {
          throw new AppError(503, 'marketSourceFailed', { symbol });
        }));
      const notice = ohlcs.rows.length === 0 ? 'noCandles' : market.service.demo ? 'demoData' : null;
      // A kept chart's candles are the same object for every answer until the chart is computed again: encoded once.
      const reply: Omit<KlineOhlcs, 'ohlcs'> & { ohlcs: EncodedJson } = {
        symbol,
        duration,
        ohlcs: encodedOnce(ohlcs),
        ts: services.now(),
        mode: before === undefined ? 'list' : 'history',
        demo: market.service.demo,
        ...(notice ? { msg: formatMessage(notice, lang, { symbol, duration }) } : {}),
      };
      // Following starts before the answer leaves, so no tick after the answer can be missed; a repeat that
      // joined meanwhile may have changed the wish.
      if (before === undefined) {
        let applied: boolean | undefined;
        while (applied !== entry.request.live) {
          applied = entry.request.live;
          await followOrStop(symbol, duration, applied);
        }
      }
      socket.emit(CHART_EVENTS.ohlcs, reply);
    }

    async function followOrStop(symbol: string, duration: KlineOhlcs['duration'], live: boolean) {
      const key = `${symbol}:${duration}`;
      const stop = state.following.get(key);
      if (!live) {
        stop?.();
        state.following.delete(key);
        return;
      }
      if (stop || state.following.size >= CHART_LIMITS.livePerSocket) return;
      const unfollow = await market.live.follow(symbol, duration, (mode, ohlcs) => {
        const tick: KlineOhlcs = { symbol, duration, ohlcs, ts: services.now(), mode, demo: market.service.demo };
        socket.emit(CHART_EVENTS.ohlcs, tick);
      });
      if (socket.connected) state.following.set(key, unfollow);
      else unfollow();
    }

    socket.on('disconnect', () => {
      for (const stop of state.following.values()) stop();
      state.following.clear();
    });

    // A chart page opened directly asks for its chart in the handshake (`auth.chart`), so it is answered as the
    // socket connects rather than once the page, busy starting, has heard it is connected and asked. It is taken
    // as a 'compute' carrying the handshake's token, with every check and limit of one.
    const carried: unknown = socket.handshake.auth?.chart;
    if (carried !== undefined) {
      ask({ ...(typeof carried === 'object' && carried !== null ? carried : {}), token: socket.handshake.auth?.token });
    }
  });

  // A user forced offline, or a session ended, loses the live charts at once.
  const onRevoked = ({ userid, sessionid }: { userid: string; sessionid?: string | undefined }) => {
    for (const socket of io.sockets.sockets.values()) {
      const state = states.get(socket);
      if (state?.userid === userid && (!sessionid || state.sessionid === sessionid)) socket.disconnect(true);
    }
  };
  services.events.on('sessions-revoked', onRevoked);

  app.addHook('preClose', (done) => {
    services.events.off('sessions-revoked', onRevoked);
    io.local.disconnectSockets(true);
    done();
  });
  return io;
}
