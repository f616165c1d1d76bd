import { expect, it } from 'vitest';
import { connectionLog } from './connectionLog.js';

it('logs a connection that keeps failing once a minute, with how many failures it held back, and its return once', () => {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (details: object, message: string) => lines.push({ level: 'warn', details: details as Record<string, unknown>, message }),
    info: (details: object, message: string) => lines.push({ level: 'info', details: details as Record<string, unknown>, message }),
  };
  let now = 0;
  const log = connectionLog(logger, 'Redis', () => now);
  const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');

  log.recovered();
  for (; now < 150_000; now += 500) log.failed(refused);
  log.recovered();
  log.recovered();

  expect(lines.map(({ level, message, details }) => [level, message, details.heldBack])).toEqual([
    ['warn', 'Redis is unreachable', 0],
    ['warn', 'Redis is unreachable', 119],
    ['warn', 'Redis is unreachable', 119],
    ['info', 'Redis is reachable again', 59],
  ]);
  expect(lines[0]?.details.err).toBe(refused);
});
