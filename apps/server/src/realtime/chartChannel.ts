import {
  CHART_EVENTS,
  computeRequestSchema,
  formatMessage,
  hasRole,
  type KlineError,
  type KlineOhlcs,
  type Language,
  packCandles,
  pickLanguage,
} from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Services } from '../app/services.js';
import { viewerFromToken } from '../auth/sessions.js';
import { AppError } from '../http/AppError.js';
import { invalidBody } from '../http/zodIssue.js';
import type { MarketModule } from '../market/marketModule.js';
import { findSymbol } from '../stocks/symbolList.js';

/** Live charts one socket may follow at once; a chart page needs one, a multi-chart layout a handful. */
const LIVE_PER_SOCKET = 20;

interface SocketState {
  userid: string | null;
  sessionid: string | null;
  following: Map<string, () => void>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : '');

/**
 * The live chart channel, on the default namespace of the app's socket.io server: 'compute' asks for a chart,
 * 'kline:ohlcs' answers it and streams live bars, 'kline:error' says why not. Every request carries its token
 * and is checked like a call of role member.
 */
export function attachChartChannel(app: FastifyInstance, services: Services, market: MarketModule): Server {
  const io = app.realtime;
  const states = new WeakMap<Socket, SocketState>();

  io.on('connection', (socket) => {
    const state: SocketState = { userid: null, sessionid: null, following: new Map() };
    states.set(socket, state);
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

    socket.on(CHART_EVENTS.compute, async (input: unknown) => {
      const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      try {
        await answer(raw);
      } catch (error) {
        if (error instanceof AppError) return refuse(raw, error);
        app.log.error({ err: error }, 'chart request failed');
        refuse(raw, new AppError(500, 'internalError'));
      }
    });

    async function answer(raw: Record<string, unknown>) {
      if (typeof raw.token !== 'string' || raw.token.length === 0) throw new AppError(401, 'unauthorized');
      const parsed = computeRequestSchema.safeParse(raw);
      if (!parsed.success) throw invalidBody(parsed.error);
      const request = parsed.data;
      const viewer = await viewerFromToken(services, request.token);
      if (!viewer) throw new AppError(401, 'sessionEnded');
      if (!hasRole(viewer.role, 'member')) throw new AppError(403, 'forbidden');
      state.userid = viewer.user.userid;
      state.sessionid = viewer.session.sessionid;
      const { symbol, duration, before } = request;
      if (!(await findSymbol(services.db, symbol))) throw new AppError(404, 'unknownSymbol', { symbol }, 'symbol');
      const ohlcs = await market.service.chart(symbol, duration, before).catch(() => {
        throw new AppError(503, 'marketSourceFailed', { symbol });
      });
      const notice = ohlcs.length === 0 ? 'noCandles' : market.service.demo ? 'demoData' : null;
      const reply: KlineOhlcs = {
        symbol,
        duration,
        ohlcs: packCandles(ohlcs),
        ts: services.now(),
        mode: before === undefined ? 'list' : 'history',
        demo: market.service.demo,
        ...(notice ? { msg: formatMessage(notice, lang, { symbol, duration }) } : {}),
      };
      // Following starts before the answer leaves, so no tick after the answer can be missed.
      if (before === undefined) await followOrStop(symbol, duration, request.live);
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
      if (stop || state.following.size >= LIVE_PER_SOCKET) return;
      const unfollow = await market.live.follow(symbol, duration, (mode, candle) => {
        const tick: KlineOhlcs = { symbol, duration, ohlcs: packCandles([candle]), ts: services.now(), mode, demo: market.service.demo };
        socket.emit(CHART_EVENTS.ohlcs, tick);
      });
      if (socket.connected) state.following.set(key, unfollow);
      else unfollow();
    }

    socket.on('disconnect', () => {
      for (const stop of state.following.values()) stop();
      state.following.clear();
    });
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
