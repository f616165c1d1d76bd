/** Requests to the local server over real sockets, with whatever Host and Origin a hostile page would send. */
import { request } from 'node:http';

export interface LocalAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and checked by the tests themselves
  body: any;
}

export interface AskOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON, a string as it is (with the content-type the headers give). */
  body?: unknown;
}

export function ask(url: string, path: string, { method = 'GET', headers = {}, body }: AskOptions = {}): Promise<LocalAnswer> {
  const { host, hostname, port } = new URL(url);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          host,
          ...(payload !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
          ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let parsed: unknown;
          try {
            parsed = JSON.parse(bytes.toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, body: parsed });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (payload !== undefined) outgoing.write(payload);
    outgoing.end();
  });
}
