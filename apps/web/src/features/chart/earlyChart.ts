import { CHART_EVENTS, type ComputeRequest, type KlineOhlcs } from '@signaldesk/contract';
import { io } from 'socket.io-client';
import { authStore } from '../auth/authStore.js';
import { chartOfPath } from './chartOfPath.js';
import { createLastCharts, type KeptChart } from './lastCharts.js';

type Waiter = (chart: KeptChart) => void;

/** The chart asked for at start-up while its answer is on the way, and the chart screen waiting for it. */
let early: { series: string; waiting: Set<Waiter> } | null = null;

/**
 * A chart page opened directly asks for its chart as the app starts, on a connection of its own, so the answer
 * travels while the app's code arrives and renders instead of after. The answer joins the tab's kept answers, so
 * the chart screen draws it as it draws those, and its own live answer replaces it. Not done without a token, or
 * when the tab already keeps the answer.
 */
export function askChartEarly(pathname: string): void {
  const series = chartOfPath(pathname);
  const token = authStore.get().token;
  if (!series || !token) return;
  const key = `${series.symbol}:${series.duration}`;
  const lastCharts = createLastCharts(sessionStorage);
  if (lastCharts.has(key)) return;
  const asked = { series: key, waiting: new Set<Waiter>() };
  early = asked;
  const connection = io({ path: '/socket.io', transports: ['websocket'], auth: { token } });
  const request: ComputeRequest = { ...series, live: false, token };
  connection.on('connect', () => connection.emit(CHART_EVENTS.compute, request));
  const done = () => {
    connection.disconnect();
    if (early === asked) early = null;
  };
  // A refused or failed start only loses the head start: the chart screen asks on its own connection.
  connection.on('connect_error', done);
  connection.on(CHART_EVENTS.error, done);
  connection.on(CHART_EVENTS.ohlcs, (reply: KlineOhlcs) => {
    done();
    if (reply.mode !== 'list' || reply.ohlcs.rows.length === 0) return;
    const chart: KeptChart = { ohlcs: reply.ohlcs, ...(reply.msg ? { msg: reply.msg } : {}) };
    lastCharts.keep(key, chart);
    for (const use of asked.waiting) use(chart);
  });
}

/** Draws the chart asked for at start-up once it arrives, when it is this series and still on the way; the returned function stops waiting. */
export function whenEarlyChart(series: string, use: Waiter): () => void {
  const asked = early;
  if (asked?.series !== series) return () => {};
  asked.waiting.add(use);
  return () => asked.waiting.delete(use);
}
