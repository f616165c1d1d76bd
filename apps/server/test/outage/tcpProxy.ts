import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a service that can play its outages: cut drops every connection and refuses new ones;
 * silence keeps every connection open and relays nothing, in either direction, as a network partition does.
 */
export interface TcpProxy {
  port: number;
  /** Resets every relayed connection and stops listening, as a crashed host or a pulled cable would. */
  cut(): Promise<void>;
  /**
   * Relays nothing more, closing nothing: what either side sends waits unread, as packets a partition drops wait in
   * their sender's retransmissions. New connections are taken and left waiting as well.
   */
  silence(): void;
  /** Listens again on the same port, and relays again what waited through a silence. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let server: Server | null = null;
  let silent = false;

  const relay = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const keep = (socket: Socket) => {
    sockets.add(socket);
    // A reset relay is the point of the exercise, not a failure of the proxy.
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair = { client, upstream };
        keep(client);
        keep(upstream);
        pairs.add(pair);
        if (silent) hold(pair);
        else relay(pair);
        client.on('close', () => {
          pairs.delete(pair);
          upstream.destroy();
        });
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });

  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  const port = await listen(0);
  return {
    port,
    cut: stop,
    silence() {
      silent = true;
      for (const pair of pairs) hold(pair);
    },
    async restore() {
      if (silent) {
        silent = false;
        for (const pair of pairs) relay(pair);
      }
      if (!server) await listen(port);
    },
    close: stop,
  };
}
