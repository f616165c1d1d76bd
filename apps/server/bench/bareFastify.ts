/**
 * The load bench's reference: a Fastify process with one route that parses a small JSON body and answers a small
 * JSON envelope, nothing else. Started by load.ts with PORT set; prints "listening" once it serves.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/bare', async () => ({ code: 0, data: { ok: true, ts: Date.now() } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
