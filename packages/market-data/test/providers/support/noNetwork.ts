import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Where a socket was about to connect, from the several shapes `connect` accepts. */
function targetHost(args: unknown[]): string | undefined {
  const [first, second] = args;
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
    const options = first as { host?: unknown; path?: unknown };
    if (typeof options.path === 'string') return 'localhost';
    return typeof options.host === 'string' ? options.host : 'localhost';
  }
  if (Array.isArray(first)) return targetHost(first);
  if (typeof first === 'string' && Number.isNaN(Number(first))) return 'localhost';
  return typeof second === 'string' ? second : 'localhost';
}

/**
 * Makes every connection to a host other than this machine fail, and remembers
 * the attempt so a test can fail on it even when a library swallowed the error.
 * Returns the hosts that were tried and a function that puts things back.
 */
export function forbidNetwork(): { attempts: string[]; restore: () => void } {
  const attempts: string[] = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const host = targetHost(args);
    if (host !== undefined && !LOOPBACK.has(host)) {
      attempts.push(host);
      throw new Error(`test tried to reach ${host}: tests stay off the network`);
    }
    return Reflect.apply(original, this, args) as net.Socket;
  } as typeof original;
  return {
    attempts,
    restore: () => {
      net.Socket.prototype.connect = original;
    },
  };
}
