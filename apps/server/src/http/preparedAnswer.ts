import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, COMPRESSED_FROM_BYTES } from './edge.js';

type Encoding = (typeof ANSWER_ENCODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) => brotliAsync(json, BROTLI_OPTIONS),
  gzip: (json) => gzipAsync(json),
};

/** As @fastify/compress reads Accept-Encoding: `*` and `x-gzip` stand for gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding an answer goes in to this request, as @fastify/compress would choose it; null to send it as it is. */
function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ANSWER_ENCODINGS]);
}

/**
 * A call's whole answer, its envelope included, as JSON bytes made once and compressed at most once per encoding
 * (off the event loop, at the edge's brotli quality), then sent as they are to every caller it suits: the bytes
 * Fastify's encoding and @fastify/compress would give each of them, without that work per request. `T` is the
 * call's answer, so a route can only prepare what it may answer.
 */
export class PreparedAnswer<T = unknown> {
  readonly json: Buffer;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();
  private compressedBytes = 0;

  constructor(data: T) {
    this.json = Buffer.from(JSON.stringify({ code: 0, data }));
  }

  /** The bytes it holds: the JSON and each compression made so far. */
  get bytes(): number {
    return this.json.length + this.compressedBytes;
  }

  private body(encoding: Encoding): Promise<Buffer> {
    let body = this.compressed.get(encoding);
    if (!body) {
      body = compress[encoding](this.json).then((bytes) => {
        this.compressedBytes += bytes.length;
        return bytes;
      });
      // A compression that failed is made again by the next caller rather than kept failing.
      body.catch(() => this.compressed.delete(encoding));
      this.compressed.set(encoding, body);
    }
    return body;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding = this.json.length < COMPRESSED_FROM_BYTES ? null : encodingFor(request);
    if (!encoding) return reply.send(this.json);
    const body = await this.body(encoding);
    // An answer that names its encoding is one @fastify/compress leaves alone.
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}
