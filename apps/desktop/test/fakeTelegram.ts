/** A fake Telegram Bot API and a local HTTP proxy, both recording what reached them. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

export interface TelegramRequest {
  method: string;
  token: string;
  contentType: string;
  body: Buffer;
}

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** Answers `ok` to every send, except to the chat `refusedChat`, which it refuses as Telegram does an unknown chat. */
export async function fakeTelegram(refusedChat = '999') {
  const received: TelegramRequest[] = [];
  const server = createServer(async (request, response) => {
    const [, token = '', method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '') ?? [];
    const body = await bodyOf(request);
    received.push({ method, token, contentType: request.headers['content-type'] ?? '', body });
    response.setHeader('content-type', 'application/json');
    if (body.includes(Buffer.from(refusedChat))) {
      response.statusCode = 400;
      return response.end(JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }));
    }
    response.end(JSON.stringify({ ok: true, result: { message_id: received.length } }));
  });
  const url = await listening(server);
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An HTTP proxy that tunnels CONNECT requests, as a trader's local proxy does, and records where they went. */
export async function fakeProxy() {
  const tunnels: string[] = [];
  const server = createServer((_request, response) => {
    response.statusCode = 405;
    response.end();
  });
  server.on('connect', (request: IncomingMessage, client, head: Buffer) => {
    tunnels.push(request.url ?? '');
    const [host = '', port = '0'] = (request.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const url = await listening(server);
  return {
    url,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
