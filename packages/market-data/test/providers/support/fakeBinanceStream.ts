import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** A subscription message as Binance's market streams take it. */
interface StreamRequest {
  method: 'SUBSCRIBE' | 'UNSUBSCRIBE';
  params: string[];
  id: number;
}

export interface FakeBinanceStream {
  /** The base ccxt takes as `urls.api.ws.spot`: a path with `/stream` in it, as ccxt tells spot sockets by it. */
  url: string;
  /** Every SUBSCRIBE and UNSUBSCRIBE received, in order. */
  requests: StreamRequest[];
  /** The streams subscribed now, over every open connection (`btcusdt@kline_1m`). */
  subscribed(): string[];
  /** Resolves once this stream is subscribed. */
  whenSubscribed(stream: string): Promise<void>;
  /** Pushes a kline event to every connection subscribed to the symbol's stream of that interval. */
  kline(symbol: string, interval: string, bar: { openMs: number; open: number; high: number; low: number; close: number; volume: number; closed?: boolean }): void;
  /** Pushes a raw text frame to every open connection. */
  raw(text: string): void;
  /** Drops every open connection, as the exchange does on maintenance. */
  dropAll(): void;
  close(): Promise<void>;
}

/** Binance's public spot market streams on 127.0.0.1: subscriptions answered as Binance answers them, klines on demand. */
export async function startFakeBinanceStream(): Promise<FakeBinanceStream> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const requests: StreamRequest[] = [];
  const streams = new Map<WebSocket, Set<string>>();
  const waiting = new Map<string, (() => void)[]>();

  server.on('connection', (socket) => {
    const own = new Set<string>();
    streams.set(socket, own);
    socket.on('close', () => streams.delete(socket));
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as StreamRequest;
      requests.push(request);
      for (const stream of request.params) {
        if (request.method === 'SUBSCRIBE') {
          own.add(stream);
          for (const resolve of waiting.get(stream) ?? []) resolve();
          waiting.delete(stream);
        } else own.delete(stream);
      }
      socket.send(JSON.stringify({ result: null, id: request.id }));
    });
  });

  const subscribed = () => [...streams.values()].flatMap((own) => [...own]);
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/stream/ws`,
    requests,
    subscribed,
    whenSubscribed: (stream) =>
      subscribed().includes(stream) ? Promise.resolve() : new Promise((resolve) => waiting.set(stream, [...(waiting.get(stream) ?? []), resolve])),
    kline(symbol, interval, bar) {
      const stream = `${symbol.toLowerCase()}@kline_${interval}`;
      const event = {
        e: 'kline',
        E: bar.openMs + 1_000,
        s: symbol,
        k: {
          t: bar.openMs,
          T: bar.openMs + 59_999,
          s: symbol,
          i: interval,
          o: bar.open.toFixed(8),
          h: bar.high.toFixed(8),
          l: bar.low.toFixed(8),
          c: bar.close.toFixed(8),
          v: bar.volume.toFixed(8),
          n: 10,
          x: bar.closed ?? false,
        },
      };
      for (const [socket, own] of streams) if (own.has(stream)) socket.send(JSON.stringify(event));
    },
    raw(text) {
      for (const socket of streams.keys()) socket.send(text);
    },
    dropAll() {
      for (const socket of streams.keys()) socket.terminate();
    },
    close: async () => {
      for (const socket of streams.keys()) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
