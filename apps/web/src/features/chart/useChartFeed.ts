import { CHART_EVENTS, type ComputeRequest, calls, type Duration, type KlineError, type KlineOhlcs, unpackCandles } from '@signaldesk/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { errorText } from '../auth/errorText.js';
import { renewStaleToken } from '../auth/renewAccessToken.js';
import { snackbar } from '../snackbar/snackbar.js';
import { chartFeedReducer, emptyFeed } from './chartFeedReducer.js';
import { whenEarlyChart } from './earlyChart.js';
import { createLastCharts, type KeptChart, keptSeries } from './lastCharts.js';

/** Spec §2: Refresh asks for a refresh, then for the chart again a second later. */
const RECOMPUTE_AFTER_MS = 1_000;

/** The name of a series, the same for its answers and for the chart that shows it. */
export const seriesKey = (symbol: string, duration: string) => `${symbol}:${duration}`;

/** This tab's last chart answers; a signed-out tab keeps none. */
const lastCharts = createLastCharts(sessionStorage);
authStore.subscribe(() => {
  if (!authStore.get().token) lastCharts.clear();
});

const sameSeries = (reply: { symbol: string; duration: string }, symbol: string, duration: string) =>
  reply.symbol === symbol && reply.duration === duration;

/**
 * The live chart channel for one chart: one socket.io connection for the page's life, authenticated per request
 * with the access token. It asks for the series live, follows its ticks, loads older candles on demand and stops
 * the server following a series the chart has left.
 */
export function useChartFeed(symbol: string, duration: Duration) {
  const [feed, dispatch] = useReducer(chartFeedReducer, emptyFeed);
  const [socket, setSocket] = useState<Socket | null>(null);
  const series = useRef({ symbol, duration });
  series.current = { symbol, duration };
  // The series the server follows for this chart, stopped once the next one has been asked for.
  const followed = useRef<{ symbol: string; duration: Duration } | null>(null);
  // The last chart asked for: when the server refuses its token (expired while the page slept), it is asked for
  // once more with a renewed one.
  const asked = useRef<{ request: ComputeRequest; again: boolean } | null>(null);
  // Stops waiting for the chart asked for at start-up, once the live answer is here.
  const stopEarly = useRef(() => {});

  const compute = useCallback(
    (target: Socket, live: boolean, before?: number) => {
      const request: ComputeRequest = { ...series.current, live, token: authStore.get().token ?? '', ...(before === undefined ? {} : { before }) };
      asked.current = { request, again: false };
      target.emit(CHART_EVENTS.compute, request);
    },
    [],
  );

  useEffect(() => {
    // The handshake, like each request, carries the token current at that moment: a reconnection after a
    // renewal uses the new one.
    let handshakeToken = '';
    let handshakeRenewed = false;
    const connection = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (send) => {
        handshakeToken = authStore.get().token ?? '';
        send({ token: handshakeToken });
      },
    });
    connection.on('connect', () => {
      handshakeRenewed = false;
      followed.current = series.current;
      compute(connection, true);
    });
    // socket.io does not try a refused handshake again: a refused token is renewed once and the connection tried
    // again; another refusal (too many charts open) is said on the chart. Network failures it retries itself.
    connection.on('connect_error', (error: Error & { data?: { key?: string } }) => {
      if (connection.active) return;
      const key = error.data?.key;
      if (handshakeRenewed || (key !== 'sessionEnded' && key !== 'unauthorized')) return dispatch({ type: 'failed', msg: error.message });
      handshakeRenewed = true;
      void renewStaleToken(handshakeToken).then((renewed) => {
        if (renewed) connection.connect();
        else dispatch({ type: 'failed', msg: error.message });
      });
    });
    connection.on(CHART_EVENTS.ohlcs, (reply: KlineOhlcs) => {
      if (!sameSeries(reply, series.current.symbol, series.current.duration)) return;
      const key = seriesKey(reply.symbol, reply.duration);
      stopEarly.current();
      if (reply.mode === 'list' && reply.ohlcs.rows.length > 0) lastCharts.keep(key, { ohlcs: reply.ohlcs, msg: reply.msg });
      dispatch({ type: 'ohlcs', series: key, reply: { mode: reply.mode, msg: reply.msg, ohlcs: unpackCandles(reply.ohlcs) } });
    });
    connection.on(CHART_EVENTS.error, (error: KlineError) => {
      if (!sameSeries(error, series.current.symbol, series.current.duration)) return;
      const last = asked.current;
      if (error.code !== 401 || !last || last.again) return dispatch({ type: 'failed', msg: error.msg });
      last.again = true;
      void renewStaleToken(last.request.token).then((renewed) => {
        if (renewed) connection.emit(CHART_EVENTS.compute, { ...last.request, token: authStore.get().token ?? '' });
        else dispatch({ type: 'failed', msg: error.msg });
      });
    });
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [compute]);

  useEffect(() => {
    dispatch({ type: 'reset' });
    // The last answer of this series in this tab draws the chart now; the live answer replaces it when it comes.
    const key = seriesKey(symbol, duration);
    const drawKept = (kept: KeptChart) =>
      dispatch({ type: 'ohlcs', series: keptSeries(key), reply: { mode: 'list', msg: kept.msg, ohlcs: unpackCandles(kept.ohlcs) } });
    const kept = lastCharts.recall(key);
    stopEarly.current();
    if (kept) drawKept(kept);
    else stopEarly.current = whenEarlyChart(key, drawKept);
    if (!socket?.connected) return;
    compute(socket, true);
    // The server keeps streaming a followed series until told otherwise, and answers the stop with a whole chart
    // (ignored here as another series); asking for the new chart first lets its answer leave the server first.
    const previous = followed.current;
    if (previous && (previous.symbol !== symbol || previous.duration !== duration)) {
      socket.emit(CHART_EVENTS.compute, { ...previous, live: false, token: authStore.get().token ?? '' });
    }
    followed.current = { symbol, duration };
  }, [socket, symbol, duration, compute]);

  const first = feed.candles[0]?.ts;
  const canLoadOlder = feed.status === 'ready' && !feed.loadingOlder && !feed.exhausted && first !== undefined;
  const loadOlder = useCallback(() => {
    if (!socket?.connected || !canLoadOlder) return;
    dispatch({ type: 'older' });
    compute(socket, false, first);
  }, [socket, canLoadOlder, first, compute]);

  const refresh = useCallback(async () => {
    dispatch({ type: 'reset' });
    try {
      await request(calls.quotes.refresh, { symbol, duration }, { kind: 'block' });
    } catch (error) {
      snackbar.error(errorText(error));
    }
    setTimeout(() => socket?.connected && compute(socket, true), RECOMPUTE_AFTER_MS);
  }, [socket, symbol, duration, compute]);

  return { feed, loadOlder, refresh };
}
