import type { Message } from '@signaldesk/contract';
import { io, type Socket } from 'socket.io-client';

/**
 * A browser's notification connection: collects what arrives and waits for it without sleeping. It imports nothing
 * of the test runner, so the benches use it too.
 */
export class NotifyClient {
  readonly socket: Socket;
  readonly received: Message[] = [];
  private waiters: Array<() => void> = [];

  constructor(url: string, token: string) {
    this.socket = io(`${url}/notifications`, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { token } });
    this.socket.on('notification', (message: Message) => {
      this.received.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** The handshake refusal's text and key. */
  refused(): Promise<{ message: string; key: string }> {
    return new Promise((resolve) => {
      this.socket.once('connect_error', (error: Error & { data?: { key: string } }) => resolve({ message: error.message, key: error.data?.key ?? '' }));
    });
  }

  async next(count = 1, timeoutMs = 5_000): Promise<Message[]> {
    await this.until((received) => received.length >= count, timeoutMs, `${count} notifications`);
    return this.received.slice(0, count);
  }

  /** Waits until what arrived satisfies `done`; answers everything that arrived. */
  async until(done: (received: readonly Message[]) => boolean, timeoutMs: number, what = 'the notifications'): Promise<Message[]> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.received)) {
      if (Date.now() > deadline) throw new Error(`waited for ${what}, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return [...this.received];
  }

  close(): void {
    this.socket.disconnect();
  }
}
