import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay in front of a service that can play its outage: cut drops every connection and refuses new ones. */
export interface TcpProxy {
  port: number;
  /** Resets every relayed connection and stops listening, as a crashed host or a pulled cable would. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;

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
        keep(client);
        keep(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
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
    async restore() {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
