/** A chart-channel client for the tests: collects what the server sends and waits for events without sleeping. */
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';

export class ChartClient {
  readonly socket: Socket;
  private readonly received: { event: string; payload: unknown }[] = [];
  private waiters: (() => void)[] = [];
  disconnected = false;
  /** The handshake's refusal, when the server refused the connection. */
  refusal: (Error & { data?: { key?: string } }) | null = null;

  /** Connects with this access token at the handshake; undefined sends none. `auth` adds to the handshake's. */
  constructor(url: string, token: string | undefined, auth: Record<string, unknown> = {}) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { ...(token === undefined ? {} : { token }), ...auth },
    });
    this.socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      this.wake();
    });
    this.socket.on('connect_error', (error) => {
      this.refusal = error;
      this.wake();
    });
    this.socket.on('disconnect', () => {
      this.disconnected = true;
      this.wake();
    });
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Waits until `ready` holds, however long a loaded machine takes (up to `timeoutMs`). */
  async until(ready: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!ready()) {
      if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms; got ${JSON.stringify(this.received.map((r) => r.event))}`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 200);
      });
    }
  }

  /** Connected, or refused at the handshake: answers whether it connected. */
  async settled(): Promise<boolean> {
    await this.until(() => this.socket.connected || this.refusal !== null || this.disconnected, 'the handshake');
    return this.socket.connected;
  }

  async next<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 60_000): Promise<T> {
    const found = () => this.received.findIndex((r) => r.event === event && match(r.payload as T));
    await this.until(() => found() >= 0, `a matching ${event}`, timeoutMs);
    return this.received.splice(found(), 1)[0]!.payload as T;
  }

  /** Everything received of one kind so far, left in place. */
  all<T>(event: string): T[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload as T);
  }

  pending(event: string): number {
    return this.all(event).length;
  }

  compute(request: Record<string, unknown>): void {
    this.socket.emit('compute', request);
  }
}

/** The chart sockets a suite opens on its server (`url`, once it listens), closed together by `closeAll`. */
export class ChartSockets {
  url = '';
  private readonly clients: ChartClient[] = [];

  /** A socket with this token and `auth` at the handshake, not waited for. */
  open(token: string | undefined, auth?: Record<string, unknown>): ChartClient {
    const c = new ChartClient(this.url, token, auth);
    this.clients.push(c);
    return c;
  }

  /** A socket the server admitted. */
  async connect(token: string): Promise<ChartClient> {
    const c = this.open(token);
    expect(await c.settled()).toBe(true);
    return c;
  }

  closeAll(): void {
    for (const c of this.clients.splice(0)) c.socket.disconnect();
  }
}
