import { CHART_EVENTS, type ComputeRequest, type KlineOhlcs } from '@signaldesk/contract';
import { authStore } from '../auth/authStore.js';
import { type ChartConnection, openChartConnection } from './chartConnection.js';
import { chartOfPath } from './chartOfPath.js';

/** The chart connection opened at start-up: the request it sent, once connected, and the answers it holds, in order. */
export interface EarlyChart {
  connection: ChartConnection;
  request: ComputeRequest | null;
  replies: KlineOhlcs[];
}

let early: (EarlyChart & { release(): void }) | null = null;
/** A chart screen has opened: from then on it asks for its charts itself. */
let taken = false;

/**
 * A chart page opened directly opens the chart's connection as the app starts and asks for its chart, live, in the
 * connection's handshake, so the answer travels while the app's code arrives and renders instead of after. The chart
 * screen then takes this connection over (`takeEarlyChart`) with the request and any replies: one connection and one
 * request, the same as when the screen asks itself. Not done without a token or once a chart screen has opened; a
 * refused handshake or request closes it and is forgotten, and the screen asks on a connection of its own.
 */
export function askChartEarly(pathname: string): void {
  const series = chartOfPath(pathname);
  if (!series || !authStore.get().token || early || taken) return;
  const connection = openChartConnection({ ...series, live: true });
  const { socket } = connection;
  // The handshake asked for the chart: once admitted, the server is answering it.
  const ask = () => {
    asked.request = { ...series, live: true, token: connection.handshakeToken() };
  };
  const hold = (reply: KlineOhlcs) => asked.replies.push(reply);
  const forget = () => {
    asked.release();
    socket.disconnect();
    if (early === asked) early = null;
  };
  const refused = () => {
    if (!socket.active) forget();
  };
  const asked: EarlyChart & { release(): void } = {
    connection,
    request: null,
    replies: [],
    release: () => {
      socket.off('connect', ask);
      socket.off('connect_error', refused);
      socket.off(CHART_EVENTS.ohlcs, hold);
      socket.off(CHART_EVENTS.error, forget);
    },
  };
  socket.once('connect', ask);
  socket.on('connect_error', refused);
  socket.on(CHART_EVENTS.ohlcs, hold);
  socket.on(CHART_EVENTS.error, forget);
  early = asked;
}

/** Hands the connection opened at start-up to the first chart screen that asks, once; null when there is none. */
export function takeEarlyChart(): EarlyChart | null {
  taken = true;
  const held = early;
  if (!held) return null;
  early = null;
  held.release();
  return { connection: held.connection, request: held.request, replies: held.replies };
}
