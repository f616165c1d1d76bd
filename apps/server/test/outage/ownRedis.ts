import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, until } from './serverProcess.js';

/** A redis-server of the test's own, on a free port, that the test may stop and start again without touching the shared one. */
export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server without saving, as an outage would; the port stays free for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it answers PING. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const redisServerInstalled = (): boolean => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** One PING over a plain socket: true when the server on the port answers PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'signaldesk-redis-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child) return;
    const next = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    child = next;
    await until(() => answersPing(port), 30_000, `redis-server on port ${port} to answer`);
  };

  const stop = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
