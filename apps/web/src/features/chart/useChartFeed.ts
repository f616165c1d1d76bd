import { CHART_EVENTS, type ComputeRequest, type Duration, type KlineError, type KlineOhlcs, unpackCandles } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { errorText } from '../auth/errorText.js';
import { renewStaleToken } from '../auth/renewAccessToken.js';
import { snackbar } from '../snackbar/snackbar.js';
import { openChartConnection } from './chartConnection.js';
import { type ChartFeed, type ChartFeedEvent, chartFeedReducer, emptyFeed } from './chartFeedReducer.js';
import { takeEarlyChart } from './earlyChart.js';
import { createLastCharts } from './lastCharts.js';

/** Spec §2: Refresh asks for a refresh, then for the chart again a second later. */
const RECOMPUTE_AFTER_MS = 1_000;

/** The name of a series, the same for its answers and for the chart that shows it. */
export const seriesKey = (symbol: string, duration: string) => `${symbol}:${duration}`;

/** This tab's last chart answers; a signed-out tab keeps none. */
const lastCharts = createLastCharts(sessionStorage);
authStore.subscribe(() => {
  if (!authStore.get().token) lastCharts.clear();
});

/** This tab's last answer of a series, as the event that draws it. */
function keptEvent(series: string): ChartFeedEvent | null {
  const kept = lastCharts.recall(series);
  return kept && { type: 'kept', series, ohlcs: unpackCandles(kept.ohlcs), msg: kept.msg };
}

const keptFeed = (series: string): ChartFeed => {
  const kept = keptEvent(series);
  return kept ? chartFeedReducer(emptyFeed, kept) : emptyFeed;
};

const sameSeries = (reply: { symbol: string; duration: string }, symbol: string, duration: string) =>
  reply.symbol === symbol && reply.duration === duration;

/**
 * The live chart channel for one chart: one socket.io connection for the page's life, authenticated per request
 * with the access token. It asks for the series live, follows its ticks, loads older candles on demand and stops
 * the server following a series the chart has left. A chart page opened directly takes over the connection opened
 * at start-up (`earlyChart.ts`), whose request is then not sent again.
 */
export function useChartFeed(symbol: string, duration: Duration) {
  // The first render draws the tab's kept answer already, rather than an empty chart an effect then fills.
  const [feed, dispatch] = useReducer(chartFeedReducer, seriesKey(symbol, duration), keptFeed);
  const held = useRef(seriesKey(symbol, duration));
  const [socket, setSocket] = useState<Socket | null>(null);
  const series = useRef({ symbol, duration });
  series.current = { symbol, duration };
  // The series the server follows for this chart, stopped once the next one has been asked for.
  const followed = useRef<{ symbol: string; duration: Duration } | null>(null);
  // The last chart asked for: when the server refuses its token (expired while the page slept), it is asked for
  // once more with a renewed one.
  const asked = useRef<{ request: ComputeRequest; again: boolean } | null>(null);
  // The series the connection taken over from start-up had already asked for when the chart took it.
  const askedEarly = useRef<string | null>(null);

  const compute = useCallback(
    (target: Socket, live: boolean, before?: number) => {
      const request: ComputeRequest = { ...series.current, live, token: authStore.get().token ?? '', ...(before === undefined ? {} : { before }) };
      asked.current = { request, again: false };
      target.emit(CHART_EVENTS.compute, request);
    },
    [],
  );

  // Another series: the last one's candles stay under the spinner, or this tab's last answer of the new one is drawn
  // now; its live answer replaces either whole. Declared before the connection, so the replies that the connection
  // taken over from start-up already holds come after it.
  useEffect(() => {
    const key = seriesKey(symbol, duration);
    if (held.current === key) return;
    held.current = key;
    dispatch({ type: 'reset' });
    const kept = keptEvent(key);
    if (kept) dispatch(kept);
  }, [symbol, duration]);

  useEffect(() => {
    const early = takeEarlyChart();
    const { socket: connection, handshakeToken, handshakeChart } = early?.connection ?? openChartConnection();
    let handshakeRenewed = false;
    connection.on('connect', () => {
      handshakeRenewed = false;
      askedEarly.current = null;
      // The connection opened at start-up asked for its chart in the handshake, which the server answers unasked;
      // a chart switched meanwhile asks for its own and stops that one.
      const carried = handshakeChart();
      followed.current = series.current;
      if (carried && sameSeries(carried, series.current.symbol, series.current.duration)) {
        asked.current = { request: { ...carried, token: handshakeToken() }, again: false };
        return;
      }
      compute(connection, true);
      if (carried) connection.emit(CHART_EVENTS.compute, { ...carried, live: false, token: authStore.get().token ?? '' });
    });
    // socket.io does not try a refused handshake again: a refused token is renewed once and the connection tried
    // again; another refusal (too many charts open) is said on the chart. Network failures it retries itself.
    connection.on('connect_error', (error: Error & { data?: { key?: string } }) => {
      if (connection.active) return;
      const key = error.data?.key;
      if (handshakeRenewed || (key !== 'sessionEnded' && key !== 'unauthorized')) return dispatch({ type: 'failed', msg: error.message });
      handshakeRenewed = true;
      void renewStaleToken(handshakeToken()).then((renewed) => {
        if (renewed) connection.connect();
        else dispatch({ type: 'failed', msg: error.message });
      });
    });
    const onOhlcs = (reply: KlineOhlcs) => {
      if (!sameSeries(reply, series.current.symbol, series.current.duration)) return;
      const key = seriesKey(reply.symbol, reply.duration);
      if (reply.mode === 'list' && reply.ohlcs.rows.length > 0) lastCharts.keep(key, { ohlcs: reply.ohlcs, ...(reply.msg ? { msg: reply.msg } : {}) });
      dispatch({ type: 'ohlcs', series: key, reply: { mode: reply.mode, msg: reply.msg, ohlcs: unpackCandles(reply.ohlcs) } });
    };
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
    connection.on(CHART_EVENTS.ohlcs, onOhlcs);
    if (early?.request) {
      followed.current = { symbol: early.request.symbol, duration: early.request.duration };
      asked.current = { request: early.request, again: false };
      askedEarly.current = seriesKey(early.request.symbol, early.request.duration);
    }
    for (const reply of early?.replies ?? []) onOhlcs(reply);
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [compute]);

  useEffect(() => {
    if (!socket?.connected) return;
    const key = seriesKey(symbol, duration);
    const early = askedEarly.current;
    askedEarly.current = null;
    if (early === key) return;
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
  // Older candles go in front of the live answer only, never of a kept one it is about to replace.
  const canLoadOlder = feed.status === 'ready' && !feed.kept && !feed.loadingOlder && !feed.exhausted && first !== undefined;
  const loadOlder = useCallback(() => {
    if (!socket?.connected || !canLoadOlder) return;
    dispatch({ type: 'older' });
    compute(socket, false, first);
  }, [socket, canLoadOlder, first, compute]);

  const refresh = useCallback(async () => {
    dispatch({ type: 'reset' });
    try {
      await request(callPaths.quotes.refresh, { symbol, duration }, { kind: 'block' });
    } catch (error) {
      snackbar.error(errorText(error));
    }
    setTimeout(() => socket?.connected && compute(socket, true), RECOMPUTE_AFTER_MS);
  }, [socket, symbol, duration, compute]);

  return { feed, loadOlder, refresh };
}
