import { CHART_EVENTS, type ChartCandle, type Duration, type KlineError, type KlineOhlcs, unpackCandles } from '@signaldesk/contract';
import { io } from 'socket.io-client';
import { LocalError } from '../localServer/LocalError.js';
import { callProduct, type DesktopSession } from './desktopSession.js';
import { ProductUnreachable } from './productErrors.js';

export interface ProductSeries {
  candles: ChartCandle[];
  /** True when the product serves its generated demo market. */
  demo: boolean;
}

/** What the local server needs from the product: a symbol's candles with their analysis, and a fresh fetch. */
export interface Product {
  /** The product's own origin: the one browser origin the local server answers. */
  origin: string;
  chart(symbol: string, duration: Duration): Promise<ProductSeries>;
  refresh(symbol: string, duration: Duration): Promise<void>;
}

/** No answer in this long means the product is as good as unreachable; a healthy chart answers in well under a second. */
const ANSWER_WAIT_MS = 30_000;

const SESSION_KEYS = new Set(['unauthorized', 'sessionEnded']);

/** The chart channel's handshake refusals by key, as the status a call would have answered. */
const HANDSHAKE_STATUS: Record<string, number> = { unauthorized: 401, sessionEnded: 401, forbidden: 403, chartConnectionsBusy: 429 };

/**
 * The product through the same doors the web app uses: candles come over the chart channel (socket.io), which
 * already answers every catalogue field per candle, and a fresh fetch is the quote screen's /api/quote/refresh.
 * An access token that has expired is renewed once with the session's refresh token.
 */
export function productClient(server: string, session: DesktopSession): Product {
  const withSession = <T>(attempt: (token: string) => Promise<T>) => sessionAttempt(session, attempt);
  return {
    origin: new URL(server).origin,
    chart: (symbol, duration) => withSession((token) => chartOnce(server, token, symbol, duration)),
    refresh: (symbol, duration) =>
      withSession(async (token) => {
        await callProduct(server, '/api/quote/refresh', { symbol, duration }, token);
      }),
  };
}

async function sessionAttempt<T>(session: DesktopSession, attempt: (token: string) => Promise<T>): Promise<T> {
  try {
    return await attempt(await session.accessToken());
  } catch (error) {
    if (!(error instanceof LocalError && SESSION_KEYS.has(error.key)) || !(await session.renew())) throw error;
    return attempt(await session.accessToken());
  }
}

/** Any call of the product's API with the session, as the web app makes it, renewed once when the token has expired. */
export function productCall(server: string, session: DesktopSession) {
  return <T>(path: `/api/${string}`, body: unknown): Promise<T> => sessionAttempt(session, (token) => callProduct<T>(server, path, body, token));
}

function chartOnce(server: string, token: string, symbol: string, duration: Duration): Promise<ProductSeries> {
  const socket = io(server, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  return new Promise<ProductSeries>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ProductUnreachable(`no chart answer in ${ANSWER_WAIT_MS} ms`)), ANSWER_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      socket.disconnect();
    };
    socket.on('connect', () => socket.emit(CHART_EVENTS.compute, { symbol, duration, live: false, token }));
    socket.on('connect_error', (error: Error & { data?: { key?: string } }) => {
      settle();
      // A refusal at the handshake names its key; anything else is the network.
      const key = error.data?.key;
      reject(key ? new LocalError(HANDSHAKE_STATUS[key] ?? 403, key as never) : new ProductUnreachable(error.message));
    });
    socket.on(CHART_EVENTS.ohlcs, (answer: KlineOhlcs) => {
      if (answer.symbol !== symbol || answer.duration !== duration || answer.mode !== 'list') return;
      settle();
      resolve({ candles: unpackCandles(answer.ohlcs), demo: answer.demo });
    });
    socket.on(CHART_EVENTS.error, (refusal: KlineError) => {
      settle();
      reject(refusal.code >= 500 && refusal.code !== 503 ? new ProductUnreachable(refusal.msg) : new LocalError(refusal.code, refusal.key as never, { symbol, duration }));
    });
  });
}
